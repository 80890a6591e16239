import type { Ingredient } from '../catalog/index.ts';
import { NEVER_THAW, THAWING, THAWS_UNDER_RUNNING_WATER } from '../data/thawing.ts';
import { toGrams } from '../nutrition.ts';

/** Raw meat, poultry or fish the cook wrote as frozen ("frozen chicken", "salmon fillets (still frozen)"). */
export const isFrozenRaw = (ingredient: Ingredient, typed: string): boolean =>
  /\bfrozen\b/i.test(typed) &&
  ingredient.needsCooking &&
  ingredient.safety !== undefined &&
  ['poultry', 'meat', 'seafood'].includes(ingredient.category);

/** The grams that thaw: what the cook said they have, else a main portion each. */
export function frozenGrams(
  ingredient: Ingredient,
  quantity: number | null,
  unit: string | null,
  servings: number,
): number {
  const have = quantity !== null && quantity > 0 ? toGrams(quantity, unit ?? '', ingredient) : undefined;
  return have !== undefined && have > 0 ? have : (ingredient.portion?.main ?? 200) * servings;
}

/** Minutes to thaw this much safely (data/thawing.ts, USDA FSIS), rounded up to 5. */
export function thawMinutes(ingredient: Ingredient, grams: number): number {
  if (THAWS_UNDER_RUNNING_WATER.test(ingredient.name)) return THAWING.runningWaterMinutes;
  const minutes = Math.max(THAWING.coldWaterMinimumMinutes, (grams / 450) * THAWING.coldWaterMinutesPer450g);
  return Math.ceil(minutes / 5) * 5;
}

/** The recipe's first step for it: thawed now, in cold water, and cooked at once. */
export function thawText(ingredient: Ingredient, minutes: number): string {
  const name = ingredient.name;
  if (THAWS_UNDER_RUNNING_WATER.test(name))
    return `Thaw the frozen ${name} first: tip them into a colander and run cold tap water over them, turning them now and then, until soft and bendy all through, ${minutes} minutes (${NEVER_THAW}). Drain well, pat dry and cook them straight away.`;
  return `Thaw the frozen ${name} first: seal it in a leak-proof zip bag, press out the air and sink it in a large bowl of cold tap water, changing the water every ${THAWING.changeWaterEveryMinutes} minutes, until soft all through, ${minutes} minutes (${NEVER_THAW}). Cook it as soon as it has thawed.`;
}

/** Why a frozen food is left out when thawing it and cooking it does not fit the time, else undefined. */
export function frozenTooSlow(ingredient: Ingredient, grams: number, time: number): string | undefined {
  const thaw = thawMinutes(ingredient, grams);
  if (thaw + ingredient.cookMinutes + THAWING.dishMinutesAround <= time) return undefined;
  return THAWS_UNDER_RUNNING_WATER.test(ingredient.name)
    ? `frozen: it needs ${thaw} minutes under cold running water and its cooking, more than your ${time} minutes; thaw it that way (${NEVER_THAW}) and cook it straight after`
    : `frozen: thawing it safely (sealed in a bag in cold water changed every 30 minutes, about 30 minutes per 450 g / 1 lb) takes about ${thaw} minutes, more than your ${time} minutes with its cooking; thaw it that way or overnight in the fridge, ${NEVER_THAW}, and cook it straight after`;
}
