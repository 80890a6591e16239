import type { Dish } from './types.ts';

export const BREAKFAST_SWEET_DISHES: Dish[] = [];
