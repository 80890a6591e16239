import type { Dish } from './types.ts';

export const ROASTS_CURRIES_SKILLETS_DISHES: Dish[] = [];
