import type { Constraints } from '@sous/domain';
import { TOASTS } from '@sous/domain';
import type { Ingredient } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { ingredientConflicts, safetyProfile } from '../guard.ts';
import { type PantryItem, parsePantry } from '../parse.ts';
import { findHazards, type HazardMatch, hazardMessage } from './hazards.ts';
import { cooksInDish, inDishMinutes, legumeStep, legumeTooSlow } from './legumes.ts';
import { foodLabel, stateHazards } from './states.ts';
import { frozenGrams, frozenTooSlow, isFrozenRaw } from './thaw.ts';

/** What the cook is told about their list next to the recipes (GenerationResponse.pantry). */
export interface PantryReport {
  /** Words that matched no food: never cooked, listed or mentioned in any recipe. */
  unrecognized: string[];
  /** How a typed word was read when it was not an exact name: "brocoli" → broccoli, "kidney beans" → canned kidney beans. */
  understood: { typed: string; as: string }[];
  /** Foods recognised but left out for this cook, with why ("peanut butter": your peanut allergy). */
  leftOut: { item: string; reason: string }[];
}

/** The cook's text, read: foods (the allow-list), refused non-food, and words that are not food we know. */
export interface PantryReading {
  /** Recognised foods in the order typed, each once. */
  foods: PantryItem[];
  unrecognized: string[];
  understood: { typed: string; as: string }[];
  /** Non-food and dangerous things (medicines, cleaning products, toxic plants…), with why. */
  refused: HazardMatch[];
}

/** Reads the cook's ingredient text. Pure: no engine has run yet. */
export function readPantry(text: string): PantryReading {
  const reading: PantryReading = { foods: [], unrecognized: [], understood: [], refused: [] };
  const seen = new Set<string>();
  for (const item of parsePantry(text)) {
    const hazards = findHazards(item.raw);
    if (hazards.length > 0) {
      reading.refused.push(...hazards.map((hazard) => namedFood(hazard, item)));
      continue;
    }
    // "rice left out on the counter overnight", "leftover curry 5 days old", "mushrooms I foraged".
    const states = stateHazards(item);
    if (states.length > 0) {
      reading.refused.push(...states);
      continue;
    }
    if (!item.ingredient) {
      const typed = item.raw.slice(0, 60);
      if (!reading.unrecognized.includes(typed)) reading.unrecognized.push(typed);
      continue;
    }
    if (item.corrected) reading.understood.push({ typed: item.raw.slice(0, 60), as: item.ingredient.name });
    if (seen.has(item.ingredient.id)) continue;
    seen.add(item.ingredient.id);
    reading.foods.push(item);
  }
  return reading;
}

/**
 * A state word ("mouldy", "left out overnight") is reported with the food it is said of: "We can't
 * cook with the chicken thighs (throw it away: …)", never "We can't cook with mouldy".
 */
function namedFood(hazard: HazardMatch, item: PantryItem): HazardMatch {
  if (hazard.class !== 'spoiled' && hazard.class !== 'wild-mushroom') return hazard;
  const at = item.raw.toLowerCase().indexOf(hazard.typed.toLowerCase());
  if (at < 0) return hazard;
  const label = foodLabel(item.raw, at, at + hazard.typed.length);
  if (label !== 'the food') return { ...hazard, typed: label };
  // The phrase is the whole item: "foraged mushrooms" names a food, "mouldy" only a state.
  return {
    ...hazard,
    typed: hazard.class === 'spoiled' ? `food that is ${hazard.typed}` : `the ${hazard.typed}`,
  };
}

/** Refuses before any engine runs: non-food named, or nothing we can cook with. */
export function assertCookable(reading: PantryReading): void {
  if (reading.refused.length > 0) {
    throw new ChefError('refused_ingredients', hazardMessage(reading.refused));
  }
  if (reading.foods.length === 0) {
    throw new ChefError(
      'no_ingredients',
      reading.unrecognized.length > 0
        ? `We didn't recognise any food in your list (${reading.unrecognized.join(', ')}). Please list the foods you have, for example "chicken, rice, broccoli".`
        : TOASTS.missingIngredients.description,
    );
  }
}

/** The report shown to the cook: unrecognised words, how words were read, and foods left out for them. */
export function pantryReport(
  reading: PantryReading,
  constraints: Pick<Constraints, 'allergies' | 'diet'> &
    Partial<Pick<Constraints, 'appliances' | 'time' | 'servings'>>,
): PantryReport {
  const profile = safetyProfile(constraints);
  const leftOut: PantryReport['leftOut'] = [];
  for (const item of reading.foods) {
    const ingredient = item.ingredient as Ingredient;
    const [conflict] = ingredientConflicts(ingredient, profile);
    if (conflict) {
      leftOut.push({ item: item.raw.slice(0, 60), reason: shortReason(conflict, ingredient) });
      continue;
    }
    const { appliances, time } = constraints;
    // Frozen now: left out only when thawing it in cold water and cooking it does not fit the time.
    if (time && isFrozenRaw(ingredient, item.raw)) {
      const grams = frozenGrams(ingredient, item.quantity, item.unit, constraints.servings ?? 2);
      const tooSlow = frozenTooSlow(ingredient, grams, time);
      if (tooSlow) {
        leftOut.push({ item: item.raw.slice(0, 60), reason: tooSlow });
        continue;
      }
    }
    if (
      ingredient.legume &&
      appliances &&
      time &&
      !legumeStep(ingredient, { appliances, time }) &&
      !cooksInDishInTime(ingredient, appliances, time)
    ) {
      leftOut.push({ item: item.raw.slice(0, 60), reason: legumeTooSlow(ingredient) });
    }
  }
  return { unrecognized: [...reading.unrecognized], understood: [...reading.understood], leftOut };
}

/**
 * Red lentils for a 30-minute dal: they go in dry and cook in the dish's own liquid, so they are not
 * left out for want of a separate boil (an Instant Pot's 20 minutes to come up and release counted).
 */
function cooksInDishInTime(dried: Ingredient, appliances: readonly string[], time: number): boolean {
  if (!cooksInDish(dried)) return false;
  const tools = appliances.length > 0 ? appliances : ['Stove', 'Instant Pot'];
  return tools.some((tool) => {
    const minutes = inDishMinutes(dried, tool);
    return minutes !== undefined && minutes + (tool === 'Instant Pot' ? 20 : 0) <= time;
  });
}

/** "peanut butter contains peanuts (declared allergy)" → "contains peanuts"; "… is not Vegan" → "not Vegan". */
function shortReason(conflict: string, ingredient: Ingredient): string {
  const withoutName = conflict.startsWith(ingredient.name)
    ? conflict.slice(ingredient.name.length).trim()
    : conflict;
  return withoutName
    .replace(/\s*\(declared allergy\)$/, '')
    .replace(/^is not /, 'not ')
    .replace(/^is (.+), a declared allergy$/, 'your allergy to $1');
}
