import type { Dish } from './types.ts';

export const SALADS_BOWLS_DISHES: Dish[] = [];
