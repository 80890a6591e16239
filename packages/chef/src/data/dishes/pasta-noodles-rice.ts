import type { Dish } from './types.ts';

export const PASTA_NOODLES_RICE_DISHES: Dish[] = [];
