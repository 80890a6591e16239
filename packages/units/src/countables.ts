// Kitchen knowledge about things counted rather than weighed: their units, which of them only come whole,
// and how their names take a number. Data first; the few functions below only read it.

/**
 * Units that count pieces, singular → plural. `strong` units only ever count food ("2 cloves", "1 can"), so
 * a number before them in step text is always an amount; `weak` ones also describe cuts and shapes ("cut
 * into 4 pieces"), so they count food only when a food of the recipe follows ("2 slices bacon").
 */
export const COUNT_UNITS: Readonly<Record<string, { plural: string; strength: 'strong' | 'weak' }>> = {
  clove: { plural: 'cloves', strength: 'strong' },
  can: { plural: 'cans', strength: 'strong' },
  tin: { plural: 'tins', strength: 'strong' },
  jar: { plural: 'jars', strength: 'strong' },
  packet: { plural: 'packets', strength: 'strong' },
  pack: { plural: 'packs', strength: 'strong' },
  carton: { plural: 'cartons', strength: 'strong' },
  sprig: { plural: 'sprigs', strength: 'strong' },
  bunch: { plural: 'bunches', strength: 'strong' },
  stalk: { plural: 'stalks', strength: 'strong' },
  handful: { plural: 'handfuls', strength: 'strong' },
  pinch: { plural: 'pinches', strength: 'strong' },
  dash: { plural: 'dashes', strength: 'strong' },
  knob: { plural: 'knobs', strength: 'strong' },
  rasher: { plural: 'rashers', strength: 'strong' },
  piece: { plural: 'pieces', strength: 'weak' },
  slice: { plural: 'slices', strength: 'weak' },
  head: { plural: 'heads', strength: 'weak' },
  leaf: { plural: 'leaves', strength: 'weak' },
  stick: { plural: 'sticks', strength: 'weak' },
  fillet: { plural: 'fillets', strength: 'weak' },
  sheet: { plural: 'sheets', strength: 'weak' },
  strip: { plural: 'strips', strength: 'weak' },
  wedge: { plural: 'wedges', strength: 'weak' },
  ear: { plural: 'ears', strength: 'weak' },
  rib: { plural: 'ribs', strength: 'weak' },
  block: { plural: 'blocks', strength: 'weak' },
};

/** Units that mean "this many whole ones" on an ingredient line (no unit at all counts too). */
const PLAIN_COUNT_UNITS: ReadonlySet<string> = new Set([
  '',
  'whole',
  'large',
  'medium',
  'small',
  'pc',
  'pcs',
  'piece',
  'pieces',
]);

/**
 * Foods (singular, the last word of a name) that are used whole: half an egg or a third of a tortilla is
 * not how anyone cooks, so a scaled count of them reads as a range ("5–6 eggs") rather than "5½".
 */
export const WHOLE_ONLY: ReadonlySet<string> = new Set([
  'egg',
  'yolk',
  'white',
  'tortilla',
  'wrap',
  'pita',
  'bun',
  'roll',
  'bagel',
  'muffin',
  'croissant',
  'shell',
  'leaf',
  'anise',
  'pod',
  'clove',
  'thigh',
  'drumstick',
  'wing',
  'leg',
  'breast',
  'sausage',
  'patty',
  'scallop',
  'prawn',
  'shrimp',
  'sardine',
  'anchovy',
  'fillet',
  'chop',
  'cutlet',
  'steak',
  'slice',
  'sheet',
  'rasher',
  'olive',
  'date',
  'cracker',
  'cookie',
]);

/** Nouns that take no plural ("2 rice" is never written; "1 broccoli" does not become "2 broccolis"). */
export const UNCOUNTABLE: ReadonlySet<string> = new Set([
  'rice',
  'water',
  'salt',
  'oil',
  'flour',
  'sugar',
  'butter',
  'milk',
  'cream',
  'cheese',
  'feta',
  'spinach',
  'kale',
  'broccoli',
  'cauliflower',
  'lettuce',
  'celery',
  'garlic',
  'ginger',
  'parsley',
  'cilantro',
  'coriander',
  'basil',
  'mint',
  'dill',
  'thyme',
  'rosemary',
  'bread',
  'pasta',
  'couscous',
  'quinoa',
  'stock',
  'broth',
  'yogurt',
  'yoghurt',
  'honey',
  'tofu',
  'chicken',
  'beef',
  'pork',
  'lamb',
  'fish',
  'salmon',
  'tuna',
  'cod',
  'asparagus',
  'hummus',
  'mince',
  'shrimp',
  'bok choy',
  'choy',
  'squash',
  'cabbage',
  'fennel',
]);

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  half: 'halves',
  loaf: 'loaves',
  knife: 'knives',
  tomato: 'tomatoes',
  potato: 'potatoes',
  mango: 'mangoes',
  chili: 'chilies',
  chilli: 'chillies',
};
const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]),
);

/** The singular of a lower-case English noun, by the regular rules and a short list of exceptions. */
export function singularOf(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower)) return lower;
  const irregular = IRREGULAR_SINGULARS[lower];
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|z)es$/.test(lower)) return lower.slice(0, -2);
  if (/oes$/.test(lower)) return lower.slice(0, -2);
  if (/[^su]s$/.test(lower) && !/(?:is|us|ss)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** The plural of a lower-case English noun (an uncountable one, or one already plural, is kept). */
export function pluralOf(word: string): string {
  const lower = word.toLowerCase();
  if (UNCOUNTABLE.has(lower)) return lower;
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) return irregular;
  if (singularOf(lower) !== lower) return lower;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|s|z)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/** `word` in the number `count` asks for, keeping its capital: singular at 1 or less, plural above. */
export function inflect(word: string, count: number, isRange = false): string {
  const lower = word.toLowerCase();
  const next = count <= 1 && !isRange ? singularOf(lower) : pluralOf(lower);
  if (next === lower) return word;
  return word[0] === word[0]?.toUpperCase() ? next[0]!.toUpperCase() + next.slice(1) : next;
}

/** The last word of a food's name, inflected for `count` ("cherry tomatoes" at 1 → "cherry tomato"). */
export function inflectName(name: string, count: number, isRange = false): string {
  const match = /^(.*?)([A-Za-z]+)(\s*)$/.exec(name);
  if (!match) return name;
  return `${match[1]}${inflect(match[2]!, count, isRange)}${match[3]}`;
}

/** The count unit a spelling names, in the singular ("Cloves" → "clove"), or null. */
export function countUnitOf(unit: string): string | null {
  const lower = unit.trim().toLowerCase();
  if (COUNT_UNITS[lower]) return lower;
  const singular = singularOf(lower);
  return COUNT_UNITS[singular] ? singular : null;
}

/** Whether an ingredient line's unit counts pieces ('' , "whole", "pieces", "cloves", "cans" …). */
export function isCountUnit(unit: string): boolean {
  const lower = unit.trim().toLowerCase();
  return PLAIN_COUNT_UNITS.has(lower) || countUnitOf(lower) !== null;
}

/** Whether a food (by the last word of its name, or its count unit) only comes whole. */
export function isWholeOnly(name: string, unit = ''): boolean {
  const unitWord = countUnitOf(unit);
  if (unitWord && WHOLE_ONLY.has(unitWord)) return true;
  const words = name.toLowerCase().match(/[a-z]+/g) ?? [];
  const last = words.at(-1);
  return last !== undefined && WHOLE_ONLY.has(singularOf(last));
}
