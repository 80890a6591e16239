import { BREAKFAST_SWEET_DISHES } from './breakfast-sweet.ts';
import { CORE_DISHES } from './core.ts';
import { EGGS_SANDWICHES_DISHES } from './eggs-sandwiches.ts';
import { GENERIC_DISHES } from './generic.ts';
import { PASTA_NOODLES_RICE_DISHES } from './pasta-noodles-rice.ts';
import { ROASTS_CURRIES_SKILLETS_DISHES } from './roasts-curries-skillets.ts';
import { SALADS_BOWLS_DISHES } from './salads-bowls.ts';
import { SOUPS_STEWS_DISHES } from './soups-stews.ts';
import type { Dish } from './types.ts';

export type { Dish, DishFamily, Slot, StepSpec } from './types.ts';

/** The cookbook: every dish archetype the local chef can make. */
export const DISHES: readonly Dish[] = [
  ...CORE_DISHES,
  ...BREAKFAST_SWEET_DISHES,
  ...EGGS_SANDWICHES_DISHES,
  ...SOUPS_STEWS_DISHES,
  ...PASTA_NOODLES_RICE_DISHES,
  ...ROASTS_CURRIES_SKILLETS_DISHES,
  ...SALADS_BOWLS_DISHES,
  ...GENERIC_DISHES,
];
