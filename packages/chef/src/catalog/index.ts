import { FRUITS, HERBS } from './data/fruits-herbs.ts';
import { CONDIMENTS, LIQUIDS, NUTS_AND_SEEDS, OILS } from './data/pantry.ts';
import { EGGS_AND_DAIRY, LEGUMES, MEATS, PLANT_PROTEINS, POULTRY, SEAFOOD } from './data/proteins.ts';
import { SPICES, SWEETENERS_AND_BAKING } from './data/spices.ts';
import { BREADS, GRAINS, PASTA } from './data/starches.ts';
import { VEGETABLES } from './data/vegetables.ts';
import type { Ingredient } from './types.ts';

export type {
  Allergen,
  Category,
  DietFlags,
  DisplayUnit,
  Ingredient,
  LegumeCooking,
  Per100g,
  Role,
  SafetyClass,
} from './types.ts';
export { ALLERGENS } from './types.ts';

export const INGREDIENTS: readonly Ingredient[] = [
  ...VEGETABLES,
  ...FRUITS,
  ...HERBS,
  ...POULTRY,
  ...MEATS,
  ...SEAFOOD,
  ...EGGS_AND_DAIRY,
  ...PLANT_PROTEINS,
  ...LEGUMES,
  ...GRAINS,
  ...PASTA,
  ...BREADS,
  ...NUTS_AND_SEEDS,
  ...OILS,
  ...CONDIMENTS,
  ...LIQUIDS,
  ...SPICES,
  ...SWEETENERS_AND_BAKING,
];

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  chilies: 'chili',
  chillies: 'chilli',
  chiles: 'chili',
};

/** One word to its singular: tomatoes → tomato, berries → berry, leaves → leaf, peaches → peach. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lower case, no accents or punctuation, every word singular. */
export function normalizeWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(singular);
}

export const normalizeName = (text: string): string => normalizeWords(text).join(' ');

const byKey = new Map<string, Ingredient>();
const byId = new Map<string, Ingredient>();
let longestKey = 1;
for (const ingredient of INGREDIENTS) {
  byId.set(ingredient.id, ingredient);
  for (const name of [ingredient.name, ...ingredient.synonyms]) {
    const words = normalizeWords(name);
    const key = words.join(' ');
    if (!byKey.has(key)) byKey.set(key, ingredient);
    longestKey = Math.max(longestKey, words.length);
  }
}

export function getIngredient(id: string): Ingredient {
  const ingredient = byId.get(id);
  if (!ingredient) throw new Error(`No catalogue ingredient with id "${id}"`);
  return ingredient;
}

export interface Mention {
  ingredient: Ingredient;
  /** Word positions [start, end) in the normalized text. */
  start: number;
  end: number;
}

/** Every catalogue ingredient named in a phrase, longest name first: "peanut butter" is not "butter". */
export function findMentionsInWords(words: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  let start = 0;
  while (start < words.length) {
    let matched = false;
    for (let size = Math.min(longestKey, words.length - start); size >= 1; size--) {
      const ingredient = byKey.get(words.slice(start, start + size).join(' '));
      if (ingredient) {
        mentions.push({ ingredient, start, end: start + size });
        start += size;
        matched = true;
        break;
      }
    }
    if (!matched) start++;
  }
  return mentions;
}

export const findMentions = (text: string): Ingredient[] =>
  findMentionsInWords(normalizeWords(text)).map((mention) => mention.ingredient);

/**
 * The catalogue ingredient a name refers to: the canonical name or a synonym in any case and number,
 * else the first ingredient named inside it ("a handful of fresh spinach" → spinach).
 */
export function findIngredient(name: string): Ingredient | undefined {
  const words = normalizeWords(name);
  return byKey.get(words.join(' ')) ?? findMentionsInWords(words)[0]?.ingredient;
}
