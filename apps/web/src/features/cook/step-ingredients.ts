// Which ingredients a step uses, and how much of each to show under it in cook mode.
import type { MeasurementSystem, Recipe } from '@sous/domain';
import { presentIngredient, readStepQuantities, showStepQuantity, singularOf } from '@sous/units';

export interface StepIngredient {
  /** Index in the recipe's ingredient list (the one checked off on the Ingredients tab). */
  index: number;
  quantity: string;
  item: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a food's name in prose: the whole name, or its last word in the singular or plural. */
function namePattern(item: string): RegExp {
  const words = item.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const last = words.at(-1);
  const alternatives = [escapeRegExp(item.toLowerCase())];
  if (last && last.length > 2) {
    const singular = singularOf(last);
    alternatives.push(`${escapeRegExp(singular)}(?:s|es)?`, escapeRegExp(last));
  }
  return new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?![\\p{L}])`, 'u');
}

/**
 * The ingredients a step names, in list order. When the step says how much of one it uses ("Heat ½ tbsp
 * olive oil"), that amount is shown, scaled; otherwise the ingredient line's whole amount.
 */
export function stepIngredients(
  recipe: Recipe,
  stepIndex: number,
  factor: number,
  system: MeasurementSystem,
): StepIngredient[] {
  const step = recipe.steps[stepIndex];
  if (!step) return [];
  const text = step.instruction;
  const lower = text.toLowerCase();
  const items = recipe.ingredientsList.map((line) => line.item);
  const quantities = readStepQuantities(text, { items }).filter(
    (q) => q.kind === 'measure' || q.kind === 'count',
  );
  const found: StepIngredient[] = [];
  recipe.ingredientsList.forEach((line, index) => {
    const pattern = namePattern(line.item);
    if (!pattern.test(lower)) return;
    // The step's own amount of it: a measure right before its name ("½ tbsp olive oil", "50 ml of water").
    const own = quantities.find((q) => {
      const after = lower.slice(q.end).replace(/^\s+(?:of\s+)?(?:the\s+)?/, '');
      return after.search(pattern) === 0;
    });
    const shown = presentIngredient(line, factor, system);
    found.push({
      index,
      quantity: own && own.kind === 'measure' ? showStepQuantity(own, factor, system) : shown.quantity,
      item: shown.item,
    });
  });
  return found;
}
