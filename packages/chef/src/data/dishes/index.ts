import { BREAKFAST_SWEET_DISHES } from './breakfast-sweet.ts';
import { BRUNCH_MORE_DISHES } from './brunch-more.ts';
import { CORE_DISHES } from './core.ts';
import { EGGS_SANDWICHES_DISHES } from './eggs-sandwiches.ts';
import { GAPS_LEGUMES_DISHES } from './gaps-legumes.ts';
import { GAPS_MAINS_DISHES } from './gaps-mains.ts';
import { GAPS_QUICK_DISHES } from './gaps-quick.ts';
import { GENERIC_DISHES } from './generic.ts';
import { OBVIOUS_DISHES } from './obvious.ts';
import { ORDINARY_KITCHEN_DISHES } from './ordinary-kitchen.ts';
import { PASTA_NOODLES_RICE_DISHES } from './pasta-noodles-rice.ts';
import { PASTA_SALAD_MORE_DISHES } from './pasta-salad-more.ts';
import { ROASTS_CURRIES_SKILLETS_DISHES } from './roasts-curries-skillets.ts';
import { SALADS_BOWLS_DISHES } from './salads-bowls.ts';
import { SOUPS_CURRIES_MORE_DISHES } from './soups-curries-more.ts';
import { SOUPS_STEWS_DISHES } from './soups-stews.ts';
import type { Dish } from './types.ts';
import { WORLD_MORE_DISHES } from './world-more.ts';

export type { Dish, DishFamily, Slot, StepSpec } from './types.ts';

/** The cookbook: every dish archetype the local chef can make. */
export const DISHES: readonly Dish[] = [
  ...CORE_DISHES,
  ...BREAKFAST_SWEET_DISHES,
  ...EGGS_SANDWICHES_DISHES,
  ...BRUNCH_MORE_DISHES,
  ...SOUPS_STEWS_DISHES,
  ...SOUPS_CURRIES_MORE_DISHES,
  ...PASTA_NOODLES_RICE_DISHES,
  ...PASTA_SALAD_MORE_DISHES,
  ...ROASTS_CURRIES_SKILLETS_DISHES,
  ...SALADS_BOWLS_DISHES,
  ...GENERIC_DISHES,
  ...WORLD_MORE_DISHES,
  ...GAPS_QUICK_DISHES,
  ...GAPS_MAINS_DISHES,
  ...GAPS_LEGUMES_DISHES,
  ...OBVIOUS_DISHES,
  ...ORDINARY_KITCHEN_DISHES,
];

/** Every dish by its id (a stand-in card names the dish it stands in for by id). */
export const DISH_BY_ID: ReadonlyMap<string, Dish> = new Map(DISHES.map((dish) => [dish.id, dish]));
