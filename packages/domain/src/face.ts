// The app's face (issue #15 part 6): page titles, the home page's example pantries and the dish families
// that pick each recipe's illustration. Copy and kitchen data only; the web app draws and places them.
import { BRAND } from './constants.ts';
import { COPY } from './copy.ts';

/**
 * The name of each page as the tab shows it, before " · Sous": the page's own heading. The home page
 * keeps the full name; a recipe page shows the recipe's title once it has loaded.
 */
export const PAGE_TITLES = {
  home: `${BRAND.productName} — AI recipes from what you have`,
  saved: COPY.recipes.savedTitle,
  account: COPY.account.title,
  options: COPY.recipes.sessionTitle,
  privacy: COPY.brand.privacy,
  terms: COPY.brand.terms,
  admin: COPY.admin.title,
  notFound: COPY.notFound.title,
  recipeLoading: 'Recipe',
} as const;

/** "<page> · Sous"; the home page's title stands alone. */
export const pageTitle = (page: string): string =>
  page === PAGE_TITLES.home ? page : `${page} · ${BRAND.productName}`;

/** Example pantries offered as chips under the ingredients box: one click fills it. */
export const EXAMPLE_PANTRIES = [
  { label: 'Eggs & spinach', ingredients: 'eggs, spinach, cheddar, onion' },
  { label: 'Chicken & rice', ingredients: 'chicken thighs, rice, garlic, broccoli' },
  { label: 'Pasta night', ingredients: 'pasta, canned tomatoes, garlic, basil' },
  { label: 'Lentils & carrots', ingredients: 'red lentils, carrots, onion, ginger' },
] as const;

export const EXAMPLE_PANTRIES_LABEL = 'Try an example pantry';

/**
 * Dish families, first match wins: each is drawn by one illustration in the web app. A word matches
 * the start of a word in the recipe's title (then its description), so "noodle" finds "Noodles".
 */
export const DISH_FAMILIES = [
  {
    family: 'soup',
    words: [
      'soup',
      'stew',
      'chowder',
      'broth',
      'ramen',
      'pho',
      'chili',
      'dal',
      'dhal',
      'curry',
      'braise',
      'tagine',
      'congee',
    ],
  },
  {
    family: 'pasta',
    words: [
      'pasta',
      'spaghetti',
      'penne',
      'linguine',
      'fusilli',
      'macaroni',
      'lasagn',
      'gnocchi',
      'orzo',
      'tagliatelle',
      'rigatoni',
    ],
  },
  {
    family: 'noodles',
    words: ['noodle', 'stir-fry', 'stir fry', 'lo mein', 'chow mein', 'pad thai', 'udon', 'soba', 'wok'],
  },
  { family: 'salad', words: ['salad', 'slaw', 'bowl', 'poke', 'tabbouleh'] },
  {
    family: 'eggs',
    words: [
      'egg',
      'omelet',
      'omelette',
      'frittata',
      'shakshuka',
      'quiche',
      'scramble',
      'pancake',
      'french toast',
    ],
  },
  {
    family: 'rice',
    words: ['rice', 'risotto', 'pilaf', 'paella', 'biryani', 'fried rice', 'jambalaya', 'grain'],
  },
  {
    family: 'bake',
    words: [
      'bake',
      'baked',
      'gratin',
      'casserole',
      'pie',
      'tart',
      'bread',
      'muffin',
      'cake',
      'cookie',
      'crumble',
      'pizza',
      'flatbread',
      'roast',
    ],
  },
  {
    family: 'wrap',
    words: ['taco', 'wrap', 'burrito', 'quesadilla', 'sandwich', 'burger', 'toast', 'pita', 'fajita'],
  },
  {
    family: 'grill',
    words: ['grill', 'skewer', 'kebab', 'steak', 'chop', 'seared', 'pan-fried', 'cutlet', 'fillet'],
  },
] as const;

export type DishFamily = (typeof DISH_FAMILIES)[number]['family'] | 'plate';

const startsWord = (text: string, word: string) => new RegExp(`(^|[^a-z])${word}`, 'i').test(text);

/** The family a recipe's illustration is drawn from; 'plate' when no word names one. */
export function dishFamilyOf(recipe: { title: string; description?: string }): DishFamily {
  for (const text of [recipe.title, recipe.description ?? '']) {
    const found = DISH_FAMILIES.find(({ words }) => words.some((word) => startsWord(text, word)));
    if (found) return found.family;
  }
  return 'plate';
}
