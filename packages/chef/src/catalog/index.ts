import { distance } from 'fastest-levenshtein';
import { memoize } from '../memo.ts';
import {
  BAKING_AND_DAIRY,
  BREAKFAST_BREADS,
  CEREALS_AND_SWEETENERS,
  FROZEN_DRIED_AND_CANNED_FRUIT,
  MORE_FRUITS,
  NUTS_AND_SEEDS_MORE,
} from './data/breakfast-baking.ts';
import { FRUIT_PREP } from './data/fruit-prep.ts';
import { FRUITS, HERBS } from './data/fruits-herbs.ts';
import {
  CANNED_AND_FROZEN_VEGETABLES,
  MORE_FATS,
  MORE_HERBS_AND_SPICES,
  MORE_MEAT_AND_POULTRY,
  MORE_PLANT_PROTEINS_AND_COOKED_STARCHES,
  MORE_SEAFOOD,
  MORE_VEGETABLES,
} from './data/more-produce.ts';
import { CONDIMENTS, LIQUIDS, NUTS_AND_SEEDS, OILS } from './data/pantry.ts';
import { EGGS_AND_DAIRY, LEGUMES, MEATS, PLANT_PROTEINS, POULTRY, SEAFOOD } from './data/proteins.ts';
import { SPICES, SWEETENERS_AND_BAKING } from './data/spices.ts';
import { BREADS, GRAINS, PASTA } from './data/starches.ts';
import { VEGETABLES } from './data/vegetables.ts';
import {
  EAST_ASIAN,
  INDIAN,
  MEDITERRANEAN_AND_ITALIAN,
  MEXICAN_AND_LATIN,
  MIDDLE_EASTERN,
  SOUTHEAST_ASIAN,
} from './data/world.ts';
import type { Ingredient } from './types.ts';

export type {
  Allergen,
  Category,
  Cuisine,
  DietFlags,
  DisplayUnit,
  FruitPrep,
  Ingredient,
  LegumeCooking,
  Per100g,
  Role,
  SafetyClass,
} from './types.ts';
export { ALLERGENS, CUISINES } from './types.ts';

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
  ...MEXICAN_AND_LATIN,
  ...INDIAN,
  ...EAST_ASIAN,
  ...SOUTHEAST_ASIAN,
  ...MIDDLE_EASTERN,
  ...MEDITERRANEAN_AND_ITALIAN,
  ...CEREALS_AND_SWEETENERS,
  ...BAKING_AND_DAIRY,
  ...BREAKFAST_BREADS,
  ...NUTS_AND_SEEDS_MORE,
  ...MORE_FRUITS,
  ...FROZEN_DRIED_AND_CANNED_FRUIT,
  ...MORE_VEGETABLES,
  ...CANNED_AND_FROZEN_VEGETABLES,
  ...MORE_HERBS_AND_SPICES,
  ...MORE_MEAT_AND_POULTRY,
  ...MORE_FATS,
  ...MORE_SEAFOOD,
  ...MORE_PLANT_PROTEINS_AND_COOKED_STARCHES,
];

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  chilies: 'chili',
  chillies: 'chilli',
  chiles: 'chili',
  chilis: 'chili',
  zucchinis: 'zucchini',
  kiwis: 'kiwi',
  salamis: 'salami',
  broccolis: 'broccoli',
  paninis: 'panini',
  blinis: 'blini',
  brownies: 'brownie',
  cookies: 'cookie',
  smoothies: 'smoothie',
  calories: 'calorie',
  glasses: 'glass',
};

/** One word to its singular: tomatoes → tomato, berries → berry, leaves → leaf, peaches → peach. */
const irregularWords = new Map(Object.entries(IRREGULAR));
// Words repeat across every text the chef writes and checks: each is made singular once.
const singularOf = new Map<string, string>();
/** Every irregular plural is a word of 4+ letters ending in "s": any other word is its own singular, looked up nowhere. */
const IRREGULAR_END_IN_S = [...irregularWords.keys()].every((word) => word.length > 3 && word.endsWith('s'));
export function singular(word: string): string {
  if (IRREGULAR_END_IN_S && (word.length <= 3 || !word.endsWith('s'))) return word;
  let one = singularOf.get(word);
  if (one === undefined) {
    if (singularOf.size >= 50_000) singularOf.clear();
    one = singularOnce(word);
    singularOf.set(word, one);
  }
  return one;
}

function singularOnce(word: string): string {
  const irregular = irregularWords.get(word);
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lower case, no accents or punctuation, every word singular. (The result is shared: do not mutate it.) */
export const normalizeWords = memoize((text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(singular),
);

export const normalizeName = (text: string): string => normalizeWords(text).join(' ');

// Each fruit's own preparation (peel, core, stone, hull…), kept as a table a cook can review.
for (const ingredient of INGREDIENTS) {
  const prep = FRUIT_PREP[ingredient.id];
  if (prep) ingredient.prep = prep;
}

const byKey = new Map<string, Ingredient>();
const byId = new Map<string, Ingredient>();
/** Names word by word: a text is read by walking it from each word, with no strings built. */
interface NameNode {
  ingredient?: Ingredient;
  next: Map<string, NameNode>;
}
const names: NameNode = { next: new Map() };
for (const ingredient of INGREDIENTS) {
  byId.set(ingredient.id, ingredient);
  for (const name of [ingredient.name, ...ingredient.synonyms]) {
    const words = normalizeWords(name);
    const key = words.join(' ');
    if (byKey.has(key)) continue;
    byKey.set(key, ingredient);
    let node = names;
    for (const word of words) {
      let next = node.next.get(word);
      if (!next) {
        next = { next: new Map() };
        node.next.set(word, next);
      }
      node = next;
    }
    if (words.length > 0) node.ingredient = ingredient;
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
    // The longest name that starts here: the deepest name on the walk.
    let found: Mention | undefined;
    let node: NameNode | undefined = names;
    for (let at = start; at < words.length; at++) {
      node = node.next.get(words[at] as string);
      if (!node) break;
      if (node.ingredient) found = { ingredient: node.ingredient, start, end: at + 1 };
    }
    if (found) {
      mentions.push(found);
      start = found.end;
    } else start++;
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

// ---------------------------------------------------------------------------------------------------
// Typing errors

/** Edits forgiven in a word of this many letters: none under 5 ("rice" ≠ "mice"), 1 up to 7, 2 from 8. */
export const editsAllowed = (length: number): number => (length < 5 ? 0 : length < 8 ? 1 : 2);

let vocabulary: string[] | undefined;
/** Every word of every catalogue name and synonym, once. */
function catalogueWords(): string[] {
  if (!vocabulary) {
    const words = new Set<string>();
    for (const key of byKey.keys()) for (const word of key.split(' ')) if (word.length >= 3) words.add(word);
    vocabulary = [...words].sort();
  }
  return vocabulary;
}

/** The catalogue word nearest a misspelt one, within the edits allowed for its length (ties: none). */
export function nearestFoodWord(word: string): string | undefined {
  const allowed = editsAllowed(word.length);
  if (allowed === 0) return undefined;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const candidate of catalogueWords()) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const d = distance(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && candidate !== best) {
      tie = true;
    }
  }
  return best && !tie && bestDistance <= allowed ? best : undefined;
}

/** Is this normalized word part of some catalogue name? */
export const isFoodWord = (word: string): boolean => {
  const words = catalogueWords();
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = words[mid] as string;
    if (at === word) return true;
    if (at < word) low = mid + 1;
    else high = mid - 1;
  }
  return false;
};

/**
 * A food for a name with typing errors ("brocoli", "chiken thighs", "tomatoe paste"): each word that
 * is not a catalogue word is replaced by the nearest one, and the corrected phrase is matched.
 * Returns the food and the corrected text, or undefined when nothing close enough exists.
 */
export function findIngredientForgiving(
  name: string,
): { ingredient: Ingredient; corrected: string } | undefined {
  const words = normalizeWords(name);
  if (words.length === 0) return undefined;
  let changed = false;
  const corrected = words.map((word) => {
    if (isFoodWord(word) || /^\d/.test(word)) return word;
    const nearest = nearestFoodWord(word);
    if (nearest) changed = true;
    return nearest ?? word;
  });
  if (!changed) return undefined;
  const text = corrected.join(' ');
  const ingredient = findIngredient(text);
  return ingredient ? { ingredient, corrected: text } : undefined;
}
