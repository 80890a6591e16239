// The servings stepper: whole servings up and down, each a scale factor of the recipe as written.
import { SCALE_OPTIONS } from '@sous/domain';
import { formatFraction } from '@sous/units';

export const MIN_SERVINGS = 1;
/** The largest scale the selector offers (spec §9: 4×), or 12 servings (spec §5) when that is more. */
export const maxServings = (base: number): number => Math.max(12, base * Math.max(...SCALE_OPTIONS));

export const servingsAt = (base: number, factor: number): number => base * factor;

/** "4", "1½" (half a recipe of 3). */
export const formatServings = (servings: number): string => formatFraction(servings, [1 / 2]);

/** The factor one serving more (+1) or fewer (−1) than now, on whole servings; null at the limit. */
export function stepServings(base: number, factor: number, direction: 1 | -1): number | null {
  if (base <= 0) return null;
  const current = servingsAt(base, factor);
  const next = direction > 0 ? Math.floor(current + 1e-9) + 1 : Math.ceil(current - 1e-9) - 1;
  if (next < MIN_SERVINGS || next > maxServings(base)) return null;
  return next / base;
}
