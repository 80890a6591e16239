import type { Dish } from './types.ts';

export const SOUPS_STEWS_DISHES: Dish[] = [];
