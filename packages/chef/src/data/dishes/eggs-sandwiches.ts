import type { Dish } from './types.ts';

export const EGGS_SANDWICHES_DISHES: Dish[] = [];
