import type { Category } from '../catalog/types.ts';

/**
 * The store's aisles, in the order a cook walks them, and which catalogue categories shelve there.
 * A food whose name starts with a `prefixes` word goes to that aisle first ("frozen peas" → Frozen).
 * Review line by line: a food in the wrong aisle is a data fix here, never a code change.
 */
export interface Aisle {
  name: string;
  categories: readonly Category[];
  prefixes?: readonly string[];
}

export const AISLES: readonly Aisle[] = [
  { name: 'Produce', categories: ['vegetable', 'fruit', 'herb'] },
  { name: 'Bakery', categories: ['bread'] },
  { name: 'Meat and poultry', categories: ['poultry', 'meat'] },
  { name: 'Fish and seafood', categories: ['seafood'] },
  { name: 'Dairy and eggs', categories: ['dairy', 'egg'] },
  { name: 'Tofu and plant proteins', categories: ['plant-protein'] },
  { name: 'Canned goods and beans', categories: ['legume'], prefixes: ['canned', 'tinned'] },
  { name: 'Pasta, rice and grains', categories: ['grain', 'pasta'] },
  { name: 'Oils, sauces and condiments', categories: ['oil', 'condiment'] },
  { name: 'Spices and seasonings', categories: ['spice'] },
  { name: 'Baking and sweeteners', categories: ['baking', 'sweetener'] },
  { name: 'Nuts and seeds', categories: ['nut'] },
  { name: 'Stock and drinks', categories: ['liquid'] },
  { name: 'Frozen', categories: [], prefixes: ['frozen'] },
];

/** Where a food the catalogue does not know is listed: last, so the cook checks it. */
export const OTHER_AISLE = 'Other';
