// Shopping-list amounts: what several recipes need of one food, added up across units, less what the
// pantry holds. Pure; the catalogue's gram weights come in as FoodFacts (docs/decisions/106).
import { countUnitOf, isCountUnit, singularOf } from './countables.ts';
import { parseAmount, scaleAmount } from './display.ts';
import { CONVERSION_FACTORS, recogniseUnit } from './units.ts';

/** What the catalogue knows of a food's weight, so cups and pieces can become grams. */
export interface FoodFacts {
  gramsPerCup?: number;
  gramsPerPiece?: number;
}

/** One amount on a shopping line: 'g', 'ml', '' (pieces) or a unit that does not convert ('can'). */
export interface ShoppingAmount {
  amount: number;
  unit: string;
}

/** One recipe's need of one food, as written in the recipe (already scaled, see scaleNeed). */
export interface ShoppingNeed {
  /** The food: the catalogue id when recognised, else the words as written (lower case). */
  key: string;
  amount: number | string | null;
  unit: string;
}

/** Everything the list needs of one food. */
export interface MergedAmounts {
  amounts: ShoppingAmount[];
  /** Text amounts that are not numbers ("a pinch", "to taste"), each once. */
  notes: string[];
}

const GRAMS: Record<string, number> = {
  g: 1,
  kg: 1000,
  lb: CONVERSION_FACTORS.gramsPerPound,
  oz: CONVERSION_FACTORS.gramsPerOunce,
};
const MILLILITRES: Record<string, number> = {
  ml: 1,
  l: 1000,
  cup: CONVERSION_FACTORS.mlPerCup,
  tbsp: CONVERSION_FACTORS.mlPerTablespoon,
  tsp: CONVERSION_FACTORS.mlPerTeaspoon,
  'fl oz': CONVERSION_FACTORS.mlPerFluidOunce,
};
// parse-ingredient's unit ids that are neither count words nor spellings recogniseUnit knows.
const SPELLING_ALIASES: Record<string, string> = { fluidOunce: 'fl oz', tablespoon: 'tbsp', teaspoon: 'tsp' };

/** An amount in its base unit: grams, millilitres, pieces ('') or as written. */
export function baseAmount(amount: number, unit: string): ShoppingAmount {
  const written = SPELLING_ALIASES[unit.trim()] ?? unit;
  const canonical = recogniseUnit(written);
  if (canonical && canonical in GRAMS) return { amount: amount * (GRAMS[canonical] ?? 1), unit: 'g' };
  if (canonical && canonical in MILLILITRES)
    return { amount: amount * (MILLILITRES[canonical] ?? 1), unit: 'ml' };
  const lower = written.trim().toLowerCase();
  // "2 large eggs", "3 whole onions", "1 piece": pieces; "2 cloves", "1 can": a unit of its own.
  if (lower === '' || ((isCountUnit(lower) || lower === 'piece') && !countUnitOf(lower)))
    return { amount, unit: '' };
  if (['piece', 'pieces', 'whole', 'large', 'medium', 'small'].includes(lower)) return { amount, unit: '' };
  return { amount, unit: singularOf(lower) };
}

/** A need scaled by the recipe's current scale: numbers and numeric text are scaled, other text kept. */
export function scaleNeed(need: ShoppingNeed, factor: number): ShoppingNeed {
  if (need.amount === null) return need;
  const value = typeof need.amount === 'number' ? need.amount : parseAmount(need.amount);
  return value === null ? need : { ...need, amount: scaleAmount(value, factor) };
}

/** Grams of an amount when the facts allow it, else null. */
function toGrams(amount: ShoppingAmount, facts: FoodFacts): number | null {
  if (amount.unit === 'g') return amount.amount;
  if (amount.unit === 'ml' && facts.gramsPerCup)
    return (amount.amount / CONVERSION_FACTORS.mlPerCup) * facts.gramsPerCup;
  if (amount.unit === '' && facts.gramsPerPiece) return amount.amount * facts.gramsPerPiece;
  return null;
}

/** Amounts of the same unit added together; units in a stable order (g, ml, pieces, then as written). */
function addUp(amounts: readonly ShoppingAmount[]): ShoppingAmount[] {
  const totals = new Map<string, number>();
  for (const { amount, unit } of amounts) totals.set(unit, (totals.get(unit) ?? 0) + amount);
  const order = (unit: string) => (unit === 'g' ? 0 : unit === 'ml' ? 1 : unit === '' ? 2 : 3);
  return [...totals]
    .filter(([, amount]) => amount > 1e-9)
    .map(([unit, amount]) => ({ amount, unit }))
    .sort((a, b) => order(a.unit) - order(b.unit) || a.unit.localeCompare(b.unit));
}

/**
 * One food's amounts in as few units as the facts allow: when weight is among them (or the food's
 * volume and pieces both weigh something known), cups and pieces become grams; otherwise each unit
 * stays apart (2 cloves + 1 tsp minced).
 */
function unify(amounts: ShoppingAmount[], facts: FoodFacts): ShoppingAmount[] {
  const summed = addUp(amounts);
  const units = new Set(summed.map((a) => a.unit));
  const weighable = summed.filter((a) => toGrams(a, facts) !== null);
  const toWeight = units.has('g')
    ? weighable.length > 1
    : weighable.length > 1 && weighable.length === summed.length;
  if (!toWeight) return summed;
  const grams = weighable.reduce((total, a) => total + (toGrams(a, facts) ?? 0), 0);
  return addUp([{ amount: grams, unit: 'g' }, ...summed.filter((a) => toGrams(a, facts) === null)]);
}

/** Everything the needs of one food add up to. */
export function mergeNeeds(needs: readonly ShoppingNeed[], facts: FoodFacts = {}): MergedAmounts {
  const amounts: ShoppingAmount[] = [];
  const notes: string[] = [];
  for (const need of needs) {
    const value =
      need.amount === null ? null : typeof need.amount === 'number' ? need.amount : parseAmount(need.amount);
    if (value === null) {
      const note = [typeof need.amount === 'string' ? need.amount : '', need.unit].join(' ').trim();
      if (note && !notes.includes(note)) notes.push(note);
      continue;
    }
    amounts.push(baseAmount(value, need.unit));
  }
  return { amounts: unify(amounts, facts), notes };
}

/** What the pantry holds of a food: an amount, or null when the cook has some without saying how much. */
export interface PantryHolding {
  amount: number | null;
  unit: string;
}

export interface AfterPantry extends MergedAmounts {
  /** Nothing left to buy: the pantry holds all of it. */
  covered: boolean;
  /** The pantry holds some of this food. */
  inPantry: boolean;
}

/**
 * The need less what the pantry holds. A holding without an amount covers the line ("rice": the
 * cook has rice); one in a unit that converts is taken off; one that does not (cans against grams)
 * leaves the amount as it is, marked as in the pantry so the cook can judge.
 */
export function subtractPantry(
  need: MergedAmounts,
  holdings: readonly PantryHolding[],
  facts: FoodFacts = {},
): AfterPantry {
  if (holdings.length === 0) return { ...need, covered: false, inPantry: false };
  if (holdings.some((h) => h.amount === null))
    return { amounts: [], notes: [], covered: true, inPantry: true };
  let left = need.amounts.map((a) => ({ ...a }));
  for (const holding of holdings) {
    let held = baseAmount(holding.amount ?? 0, holding.unit);
    const same = left.find((a) => a.unit === held.unit);
    if (!same) {
      const grams = toGrams(held, facts);
      const weighed = left.find((a) => a.unit === 'g');
      if (grams === null || !weighed) continue;
      held = { amount: grams, unit: 'g' };
    }
    left = left.map((a) => (a.unit === held.unit ? { ...a, amount: a.amount - held.amount } : a));
  }
  const amounts = left.filter((a) => a.amount > 1e-9);
  const covered = amounts.length === 0;
  return { amounts, notes: covered ? [] : need.notes, covered, inPantry: true };
}
