// Unit recognition and the conversion rules of spec §5, with the factors of spec §9.

export type MeasurementSystem = 'imperial' | 'metric';

/** Spec §9 conversion factors, written once. */
export const CONVERSION_FACTORS = {
  gramsPerPound: 453.592,
  gramsPerOunce: 28.3495,
  poundsPerKilogram: 2.20462,
  mlPerCup: 236.588,
  mlPerTablespoon: 14.7868,
  mlPerTeaspoon: 4.92892,
  mlPerFluidOunce: 29.5735,
  cupsPerLitre: 4.22675,
} as const;

/** Spec §5 thresholds for choosing the imperial unit. */
export const IMPERIAL_THRESHOLDS = {
  /** Grams at or above this become pounds, below it ounces. */
  poundsFromGrams: 453,
  /** Millilitres at or above this become cups. */
  cupsFromMl: 237,
  /** Millilitres at or above this (and below the cup threshold) become tablespoons, below it teaspoons. */
  tablespoonsFromMl: 15,
} as const;

export type CanonicalUnit = 'lb' | 'oz' | 'g' | 'kg' | 'ml' | 'l' | 'cup' | 'tbsp' | 'tsp' | 'fl oz';

/** Spellings cooks and models write, after normalisation (lower case, no dots, single spaces). */
const SPELLINGS: Record<CanonicalUnit, readonly string[]> = {
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  oz: ['oz', 'ozs', 'ounce', 'ounces'],
  g: ['g', 'gs', 'gr', 'gram', 'grams', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  ml: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters'],
  l: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr'],
  cup: ['cup', 'cups', 'c'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons'],
  tsp: ['tsp', 'tsps', 'teaspoon', 'teaspoons'],
  'fl oz': ['fl oz', 'floz', 'fl ozs', 'fluid ounce', 'fluid ounces', 'fluid oz'],
};

const UNIT_BY_SPELLING: ReadonlyMap<string, CanonicalUnit> = new Map(
  (Object.entries(SPELLINGS) as [CanonicalUnit, readonly string[]][]).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [spelling, unit] as const),
  ),
);

const METRIC_UNITS: ReadonlySet<CanonicalUnit> = new Set(['g', 'kg', 'ml', 'l']);

/** Lower case, dots removed, whitespace collapsed: "Fl. Oz." → "fl oz". */
function normaliseSpelling(unit: string): string {
  return unit.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/** The canonical unit a spelling names, or null when the unit is not one this package converts. */
export function recogniseUnit(unit: string): CanonicalUnit | null {
  return UNIT_BY_SPELLING.get(normaliseSpelling(unit)) ?? null;
}

/** Whether a recognised unit belongs to the metric system (g, kg, ml, l). */
export function isMetricUnit(unit: CanonicalUnit): boolean {
  return METRIC_UNITS.has(unit);
}

/**
 * Makes any number safe to hand out: NaN and negative numbers become 0, +Infinity becomes the largest
 * finite number, -0 becomes 0.
 */
export function safeAmount(amount: number): number {
  if (Number.isNaN(amount) || amount <= 0) return 0;
  if (amount === Number.POSITIVE_INFINITY) return Number.MAX_VALUE;
  return amount;
}

/** Rounds half up to `decimals` places without the binary-float surprises of `x * 10 ** d` (1.005 → 1.01). */
export function roundTo(amount: number, decimals: number): number {
  const scale = 10 ** decimals;
  const scaled = Number((amount * scale).toPrecision(12));
  return safeAmount(Math.round(scaled) / scale);
}

const oneDecimal = (amount: number): number => roundTo(amount, 1);
const whole = (amount: number): number => roundTo(amount, 0);

/** 'cup' for exactly one, otherwise 'cups' (decision: "1 cups flour" reads wrong; lb, oz, tbsp, tsp do not inflect). */
export function cupLabel(amount: number): 'cup' | 'cups' {
  return amount === 1 ? 'cup' : 'cups';
}

export interface Quantity {
  amount: number;
  unit: string;
}

/** How a converted amount is rounded: the spec's rounding, or none (for fraction formatting later). */
interface Rounding {
  whole: (amount: number) => number;
  oneDecimal: (amount: number) => number;
}
const SPEC_ROUNDING: Rounding = { whole, oneDecimal };
const NO_ROUNDING: Rounding = { whole: safeAmount, oneDecimal: safeAmount };

function toMetric(amount: number, unit: CanonicalUnit, r: Rounding): Quantity | null {
  const f = CONVERSION_FACTORS;
  switch (unit) {
    // Weight first (spec §5), then volume.
    case 'lb':
      return { amount: r.whole(amount * f.gramsPerPound), unit: 'g' };
    case 'oz':
      return { amount: r.whole(amount * f.gramsPerOunce), unit: 'g' };
    case 'cup':
      return { amount: r.whole(amount * f.mlPerCup), unit: 'ml' };
    case 'tbsp':
      return { amount: r.whole(amount * f.mlPerTablespoon), unit: 'ml' };
    case 'tsp':
      return { amount: r.whole(amount * f.mlPerTeaspoon), unit: 'ml' };
    case 'fl oz':
      return { amount: r.whole(amount * f.mlPerFluidOunce), unit: 'ml' };
    default:
      return null;
  }
}

function mlToImperial(ml: number, r: Rounding): Quantity {
  const f = CONVERSION_FACTORS;
  if (ml >= IMPERIAL_THRESHOLDS.cupsFromMl) {
    const cups = r.oneDecimal(ml / f.mlPerCup);
    return { amount: cups, unit: cupLabel(cups) };
  }
  if (ml >= IMPERIAL_THRESHOLDS.tablespoonsFromMl) {
    return { amount: r.oneDecimal(ml / f.mlPerTablespoon), unit: 'tbsp' };
  }
  return { amount: r.oneDecimal(ml / f.mlPerTeaspoon), unit: 'tsp' };
}

function toImperial(amount: number, unit: CanonicalUnit, r: Rounding): Quantity | null {
  const f = CONVERSION_FACTORS;
  switch (unit) {
    // Weight first (spec §5), then volume.
    case 'g':
      return amount >= IMPERIAL_THRESHOLDS.poundsFromGrams
        ? { amount: r.oneDecimal(amount / f.gramsPerPound), unit: 'lb' }
        : { amount: r.oneDecimal(amount / f.gramsPerOunce), unit: 'oz' };
    case 'kg':
      return { amount: r.oneDecimal(amount * f.poundsPerKilogram), unit: 'lb' };
    case 'ml':
      return mlToImperial(amount, r);
    case 'l': {
      const cups = r.oneDecimal(amount * f.cupsPerLitre);
      return { amount: cups, unit: cupLabel(cups) };
    }
    default:
      return null;
  }
}

function convert(amount: number, unit: string, system: MeasurementSystem, r: Rounding): Quantity {
  const safe = safeAmount(amount);
  const recognised = recogniseUnit(unit);
  if (recognised === null) return { amount: safe, unit };
  const converted = system === 'metric' ? toMetric(safe, recognised, r) : toImperial(safe, recognised, r);
  return converted ?? { amount: safe, unit };
}

/**
 * Converts an amount into the chosen measurement system by the rules of spec §5.
 *
 * - metric: lb/oz → whole grams ('g'); cup, tbsp, tsp, fl oz → whole millilitres ('ml').
 * - imperial: g → 'lb' from 453 g, else 'oz'; kg → 'lb'; ml → 'cup(s)' from 237 ml, 'tbsp' from 15 ml,
 *   else 'tsp'; l → 'cup(s)'. All to one decimal.
 * - A unit already in the target system, or one not recognised (pieces, cloves, pinch, to taste, ''),
 *   is returned as given.
 *
 * The amount returned is always finite and non-negative (see {@link safeAmount}).
 */
export function convertUnit(amount: number, unit: string, system: MeasurementSystem): Quantity {
  return convert(amount, unit, system, SPEC_ROUNDING);
}

/**
 * The same conversion and the same choice of unit as {@link convertUnit}, without rounding: for
 * presentations that round in their own way (US fractions, pounds and ounces).
 */
export function convertUnitExact(amount: number, unit: string, system: MeasurementSystem): Quantity {
  return convert(amount, unit, system, NO_ROUNDING);
}
