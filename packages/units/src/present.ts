// Amounts as a cook reads them: the unit chosen by spec §5's rules, written the way each system writes it.
// Metric keeps the spec's decimals ("237 ml"); US amounts read as fractions ("⅓ cup", "1½ tbsp") and
// pounds as pounds and ounces ("1 lb 10 oz"); counted things are rounded to what can be counted.
import { inflectName, isCountUnit, isWholeOnly } from './countables.ts';
import { formatAmount, type IngredientInput, parseAmount, scaleAmount } from './display.ts';
import { FRACTIONS, formatFraction, fractionValue } from './fractions.ts';
import { convertUnit, convertUnitExact, cupLabel, type MeasurementSystem, safeAmount } from './units.ts';

export interface ShownCount {
  /** "5–6", "5½", "¾", "13". */
  text: string;
  /** The number the text stands for (the upper end of a range), for singular or plural. */
  value: number;
  isRange: boolean;
}

/** A count this close to a whole number is that number (5.9 eggs are 6 eggs). */
const NEAR_WHOLE = 0.15;

/**
 * A scaled count of whole things, rounded to what can be counted.
 *
 * - Foods used whole (eggs, tortillas, chicken thighs — {@link isWholeOnly}): a whole number when the count is
 *   within 0.15 of one, otherwise the two whole numbers around it ("5–6"); never fewer than 1.
 * - Other foods: below 1 in quarters and thirds ("¾", never less than ¼); below 10 in halves ("5½"); then
 *   whole numbers.
 */
export function presentCount(amount: number, name = '', unit = ''): ShownCount {
  const value = safeAmount(amount);
  if (value === 0) return { text: '0', value: 0, isRange: false };
  if (isWholeOnly(name, unit)) {
    const nearest = Math.max(1, Math.round(value));
    if (value <= 1 || Math.abs(value - nearest) <= NEAR_WHOLE) {
      return { text: String(nearest), value: nearest, isRange: false };
    }
    const low = Math.floor(value);
    return { text: `${low}–${low + 1}`, value: low + 1, isRange: true };
  }
  if (value < 1) {
    const shown = Math.max(1 / 4, fractionValue(value, FRACTIONS.common));
    return { text: formatFraction(shown, FRACTIONS.common), value: shown, isRange: false };
  }
  const fractions = value < 10 ? FRACTIONS.halves : FRACTIONS.none;
  return { text: formatFraction(value, fractions), value: fractionValue(value, fractions), isRange: false };
}

/** Whole ounces from a pound up ("1 lb 10 oz", "2 lb"); below a pound, ounces in fractions ("7½ oz"). */
export function formatPoundsOunces(pounds: number): string {
  const ounces = safeAmount(pounds) * 16;
  if (Math.round(ounces) < 16) return `${formatFraction(ounces)} oz`;
  const wholeOunces = Math.round(ounces);
  const lb = Math.floor(wholeOunces / 16);
  const oz = wholeOunces % 16;
  return oz === 0 ? `${lb} lb` : `${lb} lb ${oz} oz`;
}

export interface ShownMeasure {
  /** The whole quantity as shown: "237 ml", "⅓ cup", "1 lb 10 oz". */
  text: string;
  /** The number part ("⅓"), or the whole text for pounds and ounces. */
  amount: string;
  /** The unit part ("cup"), or '' for pounds and ounces. */
  unit: string;
}

/**
 * A weighed or measured amount (already scaled) in `system`: the unit by spec §5's rules
 * ({@link convertUnit}); metric written with the spec's decimals, US with fractions, pounds with ounces.
 * A unit this package does not convert keeps its spelling (fractions in US, decimals in metric).
 */
export function presentMeasure(amount: number, unit: string, system: MeasurementSystem): ShownMeasure {
  const joined = (shownAmount: string, shownUnit: string): ShownMeasure => ({
    text: shownUnit ? `${shownAmount} ${shownUnit}` : shownAmount,
    amount: shownAmount,
    unit: shownUnit,
  });
  if (system === 'metric') {
    const converted = convertUnit(amount, unit, system);
    const shown = formatAmount(converted.amount);
    const shownUnit = /^cups?$/i.test(converted.unit) ? cupLabel(Number(shown)) : converted.unit;
    return joined(shown, shownUnit);
  }
  const exact = convertUnitExact(amount, unit, system);
  const canonical = exact.unit.toLowerCase();
  if (canonical === 'lb' || canonical === 'lbs' || canonical === 'pound' || canonical === 'pounds') {
    const text = formatPoundsOunces(exact.amount);
    return { text, amount: text, unit: '' };
  }
  const shown = formatFraction(exact.amount);
  if (/^cups?$/.test(canonical)) return joined(shown, fractionValue(exact.amount) <= 1 ? 'cup' : 'cups');
  return joined(shown, exact.unit);
}

const SIZE_WORDS: ReadonlySet<string> = new Set(['whole', 'large', 'medium', 'small']);

export interface ShownIngredient {
  /** Amount and unit as one phrase ("1 lb 10 oz", "5–6", "⅓ cup", "a pinch"); '' when there is none. */
  quantity: string;
  /** The food's name, in the number the count asks for ("1 egg", "2 lemons"). */
  item: string;
  notes?: string;
}

/**
 * One ingredient line as the recipe page and cook mode show it: scaled by `factor`, the unit chosen by
 * spec §5's rules for `system`, then written as that system's cooks write it ({@link presentMeasure},
 * {@link presentCount}). A text amount that is not a number ("a pinch", "to taste") is shown as written.
 */
export function presentIngredient(
  ingredient: IngredientInput,
  factor: number,
  system: MeasurementSystem,
): ShownIngredient {
  const { item, notes, unit } = ingredient;
  const withNotes = (line: Omit<ShownIngredient, 'notes'>): ShownIngredient =>
    notes === undefined ? line : { ...line, notes };
  const numeric = typeof ingredient.amount === 'number' ? ingredient.amount : parseAmount(ingredient.amount);
  if (numeric === null) {
    return withNotes({ quantity: `${ingredient.amount} ${unit}`.trim(), item });
  }
  const scaled = scaleAmount(numeric, factor);
  if (isCountUnit(unit)) {
    const count = presentCount(scaled, item, unit);
    const unitWord = unit.trim();
    // "2 large eggs": the size describes the food, which takes the number; "2 cloves garlic": the unit does.
    if (!unitWord || SIZE_WORDS.has(unitWord.toLowerCase())) {
      const quantity = unitWord ? `${count.text} ${unitWord}` : count.text;
      return withNotes({ quantity, item: inflectName(item, count.value, count.isRange) });
    }
    return withNotes({
      quantity: `${count.text} ${inflectName(unitWord, count.value, count.isRange)}`,
      item,
    });
  }
  return withNotes({ quantity: presentMeasure(scaled, unit, system).text, item });
}
