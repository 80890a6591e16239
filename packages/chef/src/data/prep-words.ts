// Knife-work words that are true of some foods only. A dish's slot cut ("chop very finely, peeling
// away any tough outer layers first") is written for the foods its author had in mind; when the slot
// takes another food (a chilli beside the lemongrass), that food gets its own usual cut instead.
// A cook can read this file line by line: each row is a phrase and the foods it is true of.
import type { Ingredient } from '../catalog/index.ts';
import { isKind, type Kind } from './kinds.ts';

export interface PrepWords {
  /** The phrase, as a cut says it. */
  words: RegExp;
  /** Foods the phrase is written for (kinds or ids); every other food is not told it. */
  onlyFor?: { kinds?: Kind[]; ids?: string[] };
  /** Foods the phrase is never true of (kinds or ids). */
  never?: { kinds?: Kind[]; ids?: string[] };
  /** Why, in a cook's words. */
  why: string;
}

export const PREP_WORDS: readonly PrepWords[] = [
  {
    words: /\btough outer (layers?|leaves)\b/i,
    onlyFor: {
      ids: [
        'lemongrass',
        'onion',
        'red-onion',
        'sweet-onion',
        'shallot',
        'leek',
        'fennel',
        'cauliflower',
        'romanesco',
        'brussels-sprouts',
        'cabbage',
        'red-cabbage',
        'lettuce',
      ],
    },
    why: 'lemongrass, onions, leeks, cabbages and cauliflowers have tough outer layers; a chilli, ginger or garlic (peeled) has none',
  },
  {
    words: /\bpeel(ed|ing)?\b/i,
    never: {
      kinds: ['chili', 'tomato', 'mushroom', 'greens', 'herb'],
      ids: ['scallion', 'bell-pepper', 'mini-sweet-peppers', 'zucchini', 'yellow-squash', 'bean-sprouts'],
    },
    why: 'chillies, spring onions, peppers, tomatoes, mushrooms and leaves are not peeled with a knife',
  },
  {
    words: /\bsmall round ones\b/i,
    onlyFor: { ids: ['mushroom', 'cherry-tomato', 'brussels-sprouts', 'baby-potatoes', 'radish'] },
    why: 'only foods that come small and round (button mushrooms, cherry tomatoes) have "small round ones" to halve; asparagus or a pepper does not',
  },
  {
    words: /\b(slices?|sliced|cubes?|dice|diced|strips|chunks|bite-size)\b/i,
    never: { kinds: ['ground-meat'] },
    why: 'mince is minced already: it is broken up in the pan, never sliced or cubed',
  },
];

const matches = (food: Ingredient, group: { kinds?: Kind[]; ids?: string[] } | undefined): boolean =>
  group !== undefined &&
  ((group.ids?.includes(food.id) ?? false) || (group.kinds?.some((kind) => isKind(food, kind)) ?? false));

const fitsOf = new WeakMap<Ingredient, Map<string, boolean>>();

/** Whether every food-bound phrase of a cut is true of this food ("peel" is not true of a chilli). */
export function cutFits(cut: string, food: Ingredient): boolean {
  let byCut = fitsOf.get(food);
  if (!byCut) {
    byCut = new Map();
    fitsOf.set(food, byCut);
  }
  let fits = byCut.get(cut);
  if (fits === undefined) {
    fits = PREP_WORDS.every(
      (row) =>
        !row.words.test(cut) || ((!row.onlyFor || matches(food, row.onlyFor)) && !matches(food, row.never)),
    );
    byCut.set(cut, fits);
  }
  return fits;
}
