// Scaling, formatting and the ingredient line the recipe page shows (spec §5: scale, convert, format).
import { convertUnit, cupLabel, type MeasurementSystem, roundTo, safeAmount } from './units.ts';

/**
 * Multiplies an amount by a scale factor. A factor that is not a finite, non-negative number is
 * treated as 1 (the recipe as written); the result is always finite and non-negative.
 */
export function scaleAmount(amount: number, factor: number): number {
  const safeFactor = Number.isFinite(factor) && factor >= 0 ? factor : 1;
  return safeAmount(safeAmount(amount) * safeFactor);
}

/** Spec §5: at most 2 decimals, no trailing zeros ("1.50" → "1.5", "2.00" → "2"). NaN/negative → "0". */
export function formatAmount(amount: number): string {
  const rounded = roundTo(safeAmount(amount), 2);
  // toFixed switches to exponent notation from 1e21; every double that large is an integer.
  if (rounded >= 1e21) return BigInt(rounded).toString();
  return rounded.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

const VULGAR_FRACTIONS: Record<string, number> = {
  '¼': 1 / 4,
  '½': 1 / 2,
  '¾': 3 / 4,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/**
 * Reads a numeric text amount: "2", "1.5", ".5", "1/2", "1 1/2", "½", "1½", "1 ½". Anything else
 * ("a pinch", "1-2", "to taste", "") is not numeric and returns null.
 */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  let match = /^(\d+(?:\.\d+)?|\.\d+)$/.exec(value);
  if (match) return Number(match[1]);
  match = /^(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/.exec(value);
  if (match) {
    const denominator = Number(match[3]);
    if (denominator === 0) return null;
    return Number(match[1] ?? 0) + Number(match[2]) / denominator;
  }
  match = /^(\d+)?\s*([¼½¾⅓⅔⅛⅜⅝⅞])$/.exec(value);
  if (match) return Number(match[1] ?? 0) + (VULGAR_FRACTIONS[match[2] ?? ''] ?? 0);
  return null;
}

export interface IngredientInput {
  amount: number | string;
  unit: string;
  item: string;
  notes?: string;
}

export interface DisplayedIngredient {
  amount: string;
  unit: string;
  item: string;
  notes?: string;
}

/**
 * One ingredient line as the recipe page shows it: scaled by `factor`, converted to `system`, then
 * formatted with at most 2 decimals (spec §5).
 *
 * A text amount that reads as a number ("1.5", "1 1/2", "½") is treated as that number; any other
 * text amount ("a pinch", "1-2") is shown exactly as written, with its unit untouched. A unit written
 * "cup"/"cups" is put in the right number after scaling ("1 cup" × 2 → "2 cups").
 */
export function displayIngredient(
  ingredient: IngredientInput,
  factor: number,
  system: MeasurementSystem,
): DisplayedIngredient {
  const { item, notes } = ingredient;
  const withNotes = (line: Omit<DisplayedIngredient, 'notes'>): DisplayedIngredient =>
    notes === undefined ? line : { ...line, notes };

  const numeric = typeof ingredient.amount === 'number' ? ingredient.amount : parseAmount(ingredient.amount);
  if (numeric === null) return withNotes({ amount: String(ingredient.amount), unit: ingredient.unit, item });

  const converted = convertUnit(scaleAmount(numeric, factor), ingredient.unit, system);
  const amount = formatAmount(converted.amount);
  const unit = /^cups?$/i.test(converted.unit) ? cupLabel(Number(amount)) : converted.unit;
  return withNotes({ amount, unit, item });
}
