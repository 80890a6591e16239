// US amounts as cooks write them: whole numbers and the vulgar fractions on measuring cups and spoons.
import { formatAmount } from './display.ts';
import { safeAmount } from './units.ts';

/** The fractions a cook measures, with their glyphs, simplest first (a tie goes to the simpler one). */
const GLYPHS: readonly (readonly [number, string])[] = [
  [1 / 2, '½'],
  [1 / 4, '¼'],
  [3 / 4, '¾'],
  [1 / 3, '⅓'],
  [2 / 3, '⅔'],
  [1 / 8, '⅛'],
];

/** Fractional parts that may be shown; any other value is rounded to the nearest of these (or a whole). */
export type FractionSet = readonly number[];

export const FRACTIONS = {
  /** Below 1: eighths, quarters, thirds and halves (⅛ tsp is a real spoon). */
  fine: [1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  /** Quarters, thirds and halves. */
  common: [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4],
  halves: [1 / 2],
  none: [],
} as const satisfies Record<string, FractionSet>;

/** The precision a cook reads at each size: ⅛ below 1, thirds and quarters up to 10, halves up to 20, then wholes. */
export function fractionsFor(amount: number): FractionSet {
  if (amount < 1) return FRACTIONS.fine;
  if (amount < 10) return FRACTIONS.common;
  if (amount < 20) return FRACTIONS.halves;
  return FRACTIONS.none;
}

const EPSILON = 1e-9;

/**
 * Rounds to the nearest whole number plus one of `fractions` (a tie goes to the whole number, then to the
 * simpler fraction). Returns the whole part and the chosen fractional part.
 */
export function roundToFraction(
  amount: number,
  fractions: FractionSet = fractionsFor(safeAmount(amount)),
): { whole: number; fraction: number } {
  const value = safeAmount(amount);
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = { whole, fraction: 0, distance: rest };
  if (1 - rest < best.distance - EPSILON) best = { whole: whole + 1, fraction: 0, distance: 1 - rest };
  for (const [fraction] of GLYPHS) {
    if (!fractions.some((allowed) => Math.abs(allowed - fraction) < EPSILON)) continue;
    const distance = Math.abs(rest - fraction);
    if (distance < best.distance - EPSILON) best = { whole, fraction, distance };
  }
  return { whole: best.whole, fraction: best.fraction };
}

function glyphOf(fraction: number): string {
  return GLYPHS.find(([value]) => Math.abs(value - fraction) < EPSILON)?.[1] ?? '';
}

/**
 * A US amount as cooks write it: "½", "1⅓", "2¾", "12½", "25". The precision follows the size
 * ({@link fractionsFor}) unless `fractions` is given. An amount above zero that would round to 0 is
 * written in decimals instead ("0.03"), so a small amount never reads as nothing.
 */
export function formatFraction(amount: number, fractions?: FractionSet): string {
  const value = safeAmount(amount);
  const { whole, fraction } = roundToFraction(value, fractions ?? fractionsFor(value));
  if (whole === 0 && fraction === 0) return value > 0 ? formatAmount(value) : '0';
  if (fraction === 0) return String(whole);
  return whole === 0 ? glyphOf(fraction) : `${whole}${glyphOf(fraction)}`;
}

/** The value `formatFraction` shows, as a number (for choosing "cup" or "cups", "egg" or "eggs"). */
export function fractionValue(amount: number, fractions?: FractionSet): number {
  const value = safeAmount(amount);
  const { whole, fraction } = roundToFraction(value, fractions ?? fractionsFor(value));
  return whole === 0 && fraction === 0 ? value : whole + fraction;
}
