// The recipe linter of issue 12: what a professional cook reading a trio would object to, as rules.
// Each rule is a small function that reads the RecipeDraft's text (ingredient lines, steps, title,
// description, leftover plan); the catalogue says what a word is. Nothing here knows how a recipe
// was made, so the same rules can judge the local chef, the Claude engine or a hand-written draft.

import type { RecipeDraft } from '@sous/domain';
import {
  findIngredient,
  findIngredientForgiving,
  findMentionsInWords,
  getIngredient,
  type Ingredient,
  normalizeWords,
} from '../catalog/index.ts';
import { isKind, type Kind } from '../data/kinds.ts';
import { RASHERS, SMALL_PIECES } from '../data/safety.ts';
import type { ChefRequest, RecipeTrio } from '../engine.ts';
import { toGrams } from '../nutrition.ts';
import { parsePantry } from '../parse.ts';

export interface Finding {
  rule: string;
  /** 1 = Quick Win, 2 = Zero-Waste, 3 = Upgrade; absent for a finding about the pantry as a whole. */
  recipe?: 1 | 2 | 3;
  message: string;
}

// ---------------------------------------------------------------------------------------------------
// Reading a recipe: ingredient lines with the food they name, step sentences with the foods they name.

interface Line {
  item: string;
  text: string;
  ingredient: Ingredient | undefined;
  bought: boolean;
}

interface Mention {
  ingredient: Ingredient;
  /** The words that matched ("chicken", "olive oil"). */
  phrase: string;
}

interface Sentence {
  step: number;
  appliance: string;
  /** Minutes the step's timer shows. */
  minutes: number;
  text: string;
  words: string[];
  mentions: Mention[];
}

interface Reading {
  lines: Line[];
  sentences: Sentence[];
}

const HEAT = new Set(['stove', 'oven', 'microwave', 'air fryer', 'slow cooker', 'instant pot']);
const isHeat = (appliance: string) => HEAT.has(appliance.trim().toLowerCase());

/** Words that name a food only when they are not a verb: "roll up", "toast the seeds", "mince finely". */
const VERBISH = new Set(['roll', 'wrap', 'toast', 'mince', 'cream', 'loaf', 'date', 'jelly']);
const AFTER_VERB = new Set([
  'the',
  'a',
  'it',
  'them',
  'up',
  'in',
  'into',
  'together',
  'finely',
  'roughly',
  'tightly',
  'until',
  'each',
  'and',
  'or',
]);
/** Words that are never the food in a step: "soft curds" of egg, "hazelnut-brown" butter, a "quick pickle". */
const NOT_FOOD = (phrase: string, before: string | undefined, after: string | undefined) =>
  phrase === 'curd' ||
  after === 'brown' ||
  after === 'colored' ||
  after === 'coloured' ||
  (phrase === 'pickle' && before === 'quick');
/** Cooking verbs that start catalogue names ("roast chicken", "stir fry vegetables"): in a step, a verb. */
const VERB_WORDS = new Set(['roast', 'stir']);
/** Water for washing hands, boards or rinsing is not an ingredient. */
const WASHING = /\b(wash|washing|rinse|rinsing|soapy|clean|hands|board)\b/i;

function mentionsIn(words: readonly string[]): Mention[] {
  const mentions: Mention[] = [];
  let from = 0;
  scan: while (from < words.length) {
    for (const m of findMentionsInWords(words.slice(from))) {
      const start = from + m.start;
      const end = from + m.end;
      // "roast chicken thighs" in a step is the verb "roast", then chicken thighs: read again after it.
      if (end - start > 1 && VERB_WORDS.has(words[start] as string)) {
        from = start + 1;
        continue scan;
      }
      const phrase = words.slice(start, end).join(' ');
      const after = words[end];
      if (VERBISH.has(phrase) && (start === 0 || (after !== undefined && AFTER_VERB.has(after)))) continue;
      if (NOT_FOOD(phrase, words[start - 1], after)) continue;
      mentions.push({ ingredient: m.ingredient, phrase });
    }
    break;
  }
  return mentions;
}

/** Splits a step into its sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

const lineFood = (item: string): Ingredient | undefined =>
  findIngredient(item) ?? findIngredientForgiving(item)?.ingredient;

const cache = new WeakMap<RecipeDraft, Reading>();
function read(draft: RecipeDraft): Reading {
  const cached = cache.get(draft);
  if (cached) return cached;
  const gap = new Set(draft.shoppingGap.map((item) => normalizeWords(item).join(' ')));
  const lines = draft.ingredientsList.map((line) => ({
    item: line.item,
    text: `${line.item} ${line.notes ?? ''}`,
    ingredient: lineFood(line.item),
    bought: gap.has(normalizeWords(line.item).join(' ')) || /\bto buy\b/i.test(line.notes ?? ''),
  }));
  const sentences: Sentence[] = [];
  for (const step of draft.steps) {
    for (const text of sentencesOf(step.instruction)) {
      const words = normalizeWords(text);
      sentences.push({
        step: step.step,
        appliance: step.appliance,
        minutes: step.duration * 5,
        text,
        words,
        // "Cooked chicken: slice thinly." names cooked chicken, not deli chicken slices: a label's colon
        // ends a phrase.
        mentions: text.split(/:\s/).flatMap((part) => mentionsIn(normalizeWords(part))),
      });
    }
  }
  const reading = { lines, sentences };
  cache.set(draft, reading);
  return reading;
}

// ---------------------------------------------------------------------------------------------------
// Families: a step may call a listed food by its kind ("the chicken" for chicken thighs, "oil" for
// olive oil, "the cheese" for feta). A generic word is satisfied by any listed food of its family.

const GENERIC = new Set(
  [
    'oil',
    'stock',
    'broth',
    'cheese',
    'fish',
    'chicken',
    'beef',
    'pork',
    'lamb',
    'turkey',
    'duck',
    'noodles',
    'pasta',
    'rice',
    'vinegar',
    'milk',
    'sugar',
    'flour',
    'yogurt',
    'onion',
    'tomato',
    'chili',
    'chilli',
    'pepper',
    'tortilla',
    'tortillas',
    'lentils',
    'mince',
    'ground meat',
    'minced meat',
    'cream',
    'sprouts',
    'squash',
    'coriander',
    'mushroom',
    'cabbage',
    'sausage',
    'paprika',
    'ginger',
    'garlic',
    'lettuce',
    'bread',
    'steak',
  ].map((phrase) => normalizeWords(phrase).join(' ')),
);

const idHas = (ingredient: Ingredient, ...parts: string[]) => parts.some((p) => ingredient.id.includes(p));

/** The kinds a food belongs to, for generic words ("oil", "the cheese", "the chicken"). */
export function familiesOf(ingredient: Ingredient): string[] {
  const id = ingredient.id.replace(/^dried-/, '');
  const f: string[] = [id];
  const add = (family: string, when: boolean) => {
    if (when) f.push(family);
  };
  add('oil', ingredient.category === 'oil' || id === 'chili-crisp');
  add('stock', id.endsWith('-stock'));
  add(
    'cheese',
    ingredient.role === 'cheese' || ['feta', 'paneer', 'halloumi', 'cream-cheese', 'ricotta'].includes(id),
  );
  add('fish', ingredient.category === 'seafood');
  add('chicken', idHas(ingredient, 'chicken'));
  add(
    'beef',
    idHas(ingredient, 'beef', 'brisket', 'oxtail') || ['steak', 'stewing-beef', 'beef-burgers'].includes(id),
  );
  add('pork', idHas(ingredient, 'pork', 'bacon', 'ham', 'gammon') || id === 'sausage');
  add('lamb', idHas(ingredient, 'lamb'));
  add('turkey', idHas(ingredient, 'turkey'));
  add('duck', idHas(ingredient, 'duck'));
  add('pasta', ingredient.category === 'pasta');
  add('rice', ingredient.category === 'grain' && idHas(ingredient, 'rice'));
  add('vinegar', idHas(ingredient, 'vinegar'));
  add('milk', id === 'milk' || id.endsWith('-milk') || id === 'buttermilk');
  add('sugar', id === 'sugar' || id === 'brown-sugar');
  add('flour', idHas(ingredient, 'flour'));
  add('yogurt', idHas(ingredient, 'yogurt'));
  add('onion', ['onion', 'red-onion', 'shallot', 'scallion', 'leek'].includes(id));
  add('tomato', idHas(ingredient, 'tomato') && id !== 'tomato-paste' && id !== 'tomato-sauce');
  add(
    'chili',
    ['chili-pepper', 'jalapeno', 'chili-flakes', 'chili-powder', 'cayenne', 'chili-crisp'].includes(id),
  );
  add(
    'pepper',
    ['black-pepper', 'bell-pepper', 'roasted-red-peppers', 'chili-pepper', 'jalapeno'].includes(id),
  );
  add('tortilla', idHas(ingredient, 'tortilla') && id !== 'tortilla-chips');
  add('lentil', idHas(ingredient, 'lentil'));
  add('mince', id.startsWith('ground-'));
  add('cream', ['heavy-cream', 'sour-cream', 'coconut-cream', 'cream-cheese'].includes(id));
  add('sprout', idHas(ingredient, 'sprouts'));
  add('squash', ['butternut-squash', 'pumpkin', 'zucchini'].includes(id));
  add('coriander', ['cilantro', 'ground-coriander'].includes(id));
  add('mushroom', ['mushroom', 'shiitake'].includes(id));
  add('cabbage', idHas(ingredient, 'cabbage'));
  add('sausage', idHas(ingredient, 'sausage', 'chorizo', 'merguez', 'kielbasa', 'hot-dogs'));
  add('paprika', idHas(ingredient, 'paprika'));
  add('ginger', idHas(ingredient, 'ginger'));
  add('garlic', idHas(ingredient, 'garlic'));
  add('lettuce', idHas(ingredient, 'lettuce') || id === 'arugula');
  add('bread', ingredient.category === 'bread');
  add('steak', ['steak', 'tuna-steak', 'gammon-steak', 'swordfish'].includes(id));
  return f;
}

const LEAFY = new Set([
  'spinach',
  'kale',
  'lettuce',
  'arugula',
  'swiss-chard',
  'collard-greens',
  'bok-choy',
  'watercress',
  'cabbage',
  'lambs-lettuce',
]);

/** The family a generic phrase stands for ("oil" → oil, "chicken" → chicken, "tortillas" → tortilla). */
function genericFamily(mention: Mention): string | undefined {
  if (!GENERIC.has(mention.phrase)) return undefined;
  const byPhrase: Record<string, string> = {
    broth: 'stock',
    noodle: 'pasta',
    chilli: 'chili',
    'ground meat': 'mince',
    'minced meat': 'mince',
  };
  return byPhrase[mention.phrase] ?? mention.phrase;
}

/** Does this mention in a step name this listed food? */
function names(mention: Mention, listed: Ingredient): boolean {
  const a = mention.ingredient.id.replace(/^dried-/, '');
  const b = listed.id.replace(/^dried-/, '');
  if (a === b) return true;
  // "the fava beans" for the dried fava beans the recipe boiled first.
  if (listed.id.startsWith('dried-') && listed.name.replace(/^dried /, '') === mention.ingredient.name)
    return true;
  if (
    listed.id.startsWith('dried-') &&
    findIngredient(listed.name.replace(/^dried /, ''))?.id === mention.ingredient.id
  )
    return true;
  const family = genericFamily(mention);
  return family !== undefined && familiesOf(listed).includes(family);
}

// ---------------------------------------------------------------------------------------------------
// Recipe rules: each reads one draft and returns what a cook would object to.

type RecipeRule = (draft: RecipeDraft, request: ChefRequest) => string[];
type TrioRule = (trio: RecipeTrio, request: ChefRequest) => Finding[];

/** Salt and pepper "to taste" are seasoning, not an ingredient a step must name. */
const SEASONING = new Set(['salt', 'black-pepper']);

/** A cook objects: "you told me to buy/get this, and then never said what to do with it". */
export const unusedIngredient: RecipeRule = (draft) => {
  const { lines, sentences } = read(draft);
  const messages: string[] = [];
  for (const line of lines) {
    const food = line.ingredient;
    if (food && SEASONING.has(food.id)) continue;
    const hits = food
      ? sentences.filter((s) => s.mentions.some((m) => names(m, food)))
      : sentences.filter((s) => containsPhrase(s.words, normalizeWords(line.item)));
    if (hits.length === 0) {
      messages.push(`"${line.item}" is listed but no step uses it.`);
      continue;
    }
    // Only a "Name: how to cut it" prep line and nowhere else: prepared, then forgotten.
    const onlyPrepped = hits.every((s) => prepSubject(s, food));
    if (onlyPrepped)
      messages.push(`"${line.item}" is prepared in step ${hits[0]?.step} but never cooked or served.`);
  }
  return messages;
};

/** "Chicken thighs: pat dry…" → "Chicken thighs": a label that is only a food's name, else undefined. */
export function nameLabel(sentence: string): string | undefined {
  const colon = sentence.indexOf(':');
  if (colon <= 0 || colon > 60) return undefined;
  const words = normalizeWords(sentence.slice(0, colon)).filter(
    (w) => !['the', 'a', 'an', 'your'].includes(w),
  );
  if (words.length === 0 || words.length > 6) return undefined;
  const covered = new Set<number>();
  for (const m of findMentionsInWords(words)) for (let i = m.start; i < m.end; i++) covered.add(i);
  const named = words.filter(
    (w, i) =>
      covered.has(i) || ['cooked', 'leftover', 'raw', 'fresh', 'frozen', 'canned', 'dried'].includes(w),
  );
  return covered.size > 0 && named.length === words.length ? sentence.slice(0, colon) : undefined;
}

function prepSubject(sentence: Sentence, food: Ingredient | undefined): boolean {
  const label = nameLabel(sentence.text);
  return (
    label !== undefined && food !== undefined && mentionsIn(normalizeWords(label)).some((m) => names(m, food))
  );
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++)
    if (phrase.every((word, j) => words[i + j] === word)) return true;
  return false;
}

/** A cook objects: "step 3 says to add vinegar (or water, or oil) that the ingredient list never gave me". */
export const unlistedIngredient: RecipeRule = (draft) => {
  const { lines, sentences } = read(draft);
  const listed = lines.flatMap((line) => (line.ingredient ? [line.ingredient] : []));
  const reported = new Set<string>();
  const messages: string[] = [];
  for (const sentence of sentences) {
    for (const mention of sentence.mentions) {
      if (listed.some((food) => names(mention, food))) continue;
      if (mention.ingredient.id === 'water' && WASHING.test(sentence.text)) continue;
      const key = genericFamily(mention) ?? mention.ingredient.id;
      if (reported.has(key)) continue;
      reported.add(key);
      messages.push(
        `Step ${sentence.step} uses ${mention.phrase} (${mention.ingredient.name}), which is not listed.`,
      );
    }
  }
  return messages;
};

/** Phrases that point at a kind of food; each needs a listed food (or a step that makes it) to point at. */
const REFERENCES: {
  phrase: RegExp;
  what: string;
  exists: (foods: Ingredient[], steps: string) => boolean;
}[] = [
  { phrase: /\bthe aromatics\b/i, what: 'aromatic', exists: (f) => f.some((i) => i.role === 'aromatic') },
  {
    phrase: /\bthe (vegetables|veg|veggies)\b/i,
    what: 'vegetable',
    exists: (f) => f.some((i) => i.category === 'vegetable' && i.role !== 'sauce'),
  },
  { phrase: /\bthe greens\b/i, what: 'leafy green', exists: (f) => f.some((i) => LEAFY.has(i.id)) },
  { phrase: /\bthe herbs\b/i, what: 'herb', exists: (f) => f.some((i) => i.role === 'herb') },
  {
    phrase: /\bthe spices\b/i,
    what: 'spice',
    exists: (f) => f.some((i) => i.role === 'spice' && !SEASONING.has(i.id)),
  },
  {
    phrase: /\bthe sauce\b/i,
    what: 'sauce',
    exists: (f, steps) =>
      f.some((i) => i.role === 'sauce' || (i.role === 'liquid' && i.id !== 'water')) ||
      /\b(a|your|into a|make the)\s+([a-z-]+,?\s+){0,3}sauce\b/i.test(steps),
  },
  {
    phrase: /\bthe dressing\b/i,
    what: 'dressing',
    exists: (f, steps) =>
      f.some((i) => i.role === 'acid' || i.role === 'sauce') ||
      /\b(whisk|shake)\b[^.]*\b(oil|vinegar|lemon|lime|juice|dressing)\b/i.test(steps),
  },
  { phrase: /\bthe protein\b/i, what: 'protein', exists: (f) => f.some((i) => i.role === 'protein') },
  {
    phrase: /\bthe meat\b/i,
    what: 'meat',
    exists: (f) => f.some((i) => i.category === 'meat' || i.category === 'poultry'),
  },
  {
    phrase: /\bthe cheese\b/i,
    what: 'cheese',
    exists: (f) => f.some((i) => familiesOf(i).includes('cheese')),
  },
  { phrase: /\bthe fish\b/i, what: 'fish', exists: (f) => f.some((i) => i.category === 'seafood') },
  {
    phrase: /\bthe beans\b/i,
    what: 'bean',
    exists: (f) => f.some((i) => /bean|edamame/.test(i.id)),
  },
  {
    phrase: /\bthe (noodles|pasta)\b/i,
    what: 'pasta or noodle',
    exists: (f) => f.some((i) => i.category === 'pasta'),
  },
  { phrase: /\bthe rice\b/i, what: 'rice', exists: (f) => f.some((i) => familiesOf(i).includes('rice')) },
  { phrase: /\bthe grains\b/i, what: 'grain', exists: (f) => f.some((i) => i.category === 'grain') },
  { phrase: /\bthe (fruit|berries)\b/i, what: 'fruit', exists: (f) => f.some((i) => i.category === 'fruit') },
  { phrase: /\bthe nuts\b/i, what: 'nut', exists: (f) => f.some((i) => i.category === 'nut') },
  { phrase: /\bthe starch\b/i, what: 'starch', exists: (f) => f.some((i) => i.role === 'starch') },
  {
    phrase: /\bthe filling\b/i,
    what: 'filling (anything besides egg, cheese and seasoning)',
    exists: (f) =>
      f.some(
        (i) =>
          !['egg', 'oil', 'spice'].includes(i.category) &&
          !familiesOf(i).includes('cheese') &&
          i.role !== 'fat',
      ),
  },
  {
    phrase: /\bthe marinade\b/i,
    what: 'marinade',
    exists: (_f, steps) => /\bmarinate|\ba marinade\b/i.test(steps),
  },
];

/** Words that make a kind word part of a longer name ("rice noodles", "fish sauce", "cheese sauce"). */
const CONTINUATIONS = new Set(
  'noodles noodle vermicelli sauce vinegar wine flour paper stock fillets fillet cakes oil paste butter milk mix cubes cube sticks balls'.split(
    ' ',
  ),
);

/** Leftovers of a template: placeholders, empty values, doubled spaces, words or punctuation. */
const ARTEFACTS: { pattern: RegExp; what: string }[] = [
  { pattern: /[{}]/, what: 'a "{" or "}"' },
  { pattern: /\bundefined\b/, what: '"undefined"' },
  { pattern: /\bNaN\b/, what: '"NaN"' },
  { pattern: /\bnull\b/, what: '"null"' },
  { pattern: /\[object Object\]/, what: '"[object Object]"' },
  { pattern: /\S {2,}\S/, what: 'a doubled space' },
  { pattern: /([,;:!?])\s*\1|(?<!\.)\.\s*\.(?!\.)|[,;:]\s*\./, what: 'doubled punctuation' },
  { pattern: /\s[,.;:!?](\s|$)/, what: 'a space before punctuation' },
  { pattern: /\(\s*\)/, what: 'empty brackets' },
  { pattern: /\b(the|a|an|and|or|with|of|to|in)\s+\1\b/i, what: 'a doubled word' },
  { pattern: /\b(with|and|of|the)\s*[.,;]/i, what: 'a sentence that stops mid-phrase' },
  // "add and stir until fragrant", "Add and a pinch of salt": the food between them is missing.
  {
    pattern: /\b(add|adding|stir in|tip in|toss in)\s+(and|with|until)\b/i,
    what: 'a verb with its food missing',
  },
];

/** A cook objects: "cook the aromatics — which aromatics?", or sees "{" / "undefined" / "  " in the text. */
export const templateWords: RecipeRule = (draft) => {
  const { lines } = read(draft);
  const foods = lines.flatMap((line) => (line.ingredient ? [line.ingredient] : []));
  const steps = draft.steps.map((s) => s.instruction).join(' ');
  const messages: string[] = [];
  const readable: [string, string][] = [
    ...draft.steps.map((s): [string, string] => [`Step ${s.step}`, s.instruction]),
    ['The leftover plan', draft.leftoverPlan.replace(/Trimmings:.*$/s, '')],
  ];
  for (const [where, text] of readable) {
    for (const reference of REFERENCES) {
      const match = text.match(reference.phrase);
      if (!match) continue;
      // "the rice noodles", "the fish sauce": a longer name, not a reference to a kind.
      const next = text.slice((match.index ?? 0) + match[0].length).match(/^\s+([a-z]+)/i)?.[1];
      if (next && CONTINUATIONS.has(next.toLowerCase())) continue;
      if (!reference.exists(foods, steps))
        messages.push(`${where} says "${match[0]}" but no ${reference.what} is listed or made.`);
    }
  }
  const fields: [string, string][] = [
    ['title', draft.title],
    ['description', draft.description],
    ['leftover plan', draft.leftoverPlan],
    ...draft.steps.map((s): [string, string] => [`step ${s.step}`, s.instruction]),
    ...draft.ingredientsList.map((l, i): [string, string] => [
      `ingredient ${i + 1}`,
      [String(l.amount), l.unit, l.item, l.notes ? `(${l.notes})` : '']
        .filter((part) => part !== '')
        .join(' '),
    ]),
  ];
  for (const [where, text] of fields) {
    for (const artefact of ARTEFACTS) {
      const match = text.match(artefact.pattern);
      if (match) messages.push(`The ${where} has ${artefact.what}: "…${context(text, match.index ?? 0)}…".`);
    }
  }
  return messages;
};

const context = (text: string, at: number) => text.slice(Math.max(0, at - 20), at + 20).trim();

const CUT_VERB =
  /\b(cut|chop|chopped|dice|diced|cube|cubed|slice|sliced|halve|halved|quarter|mince|minced)\b|bite-size|bite size/i;
const SMALL_CUT =
  /\b(bite-size|bite size|dice|diced|cube|cubed|cubes|chop|chopped|mince|minced|strips|chunks)\b/i;
const ALREADY_SMALL = new Set([
  'peas',
  'corn',
  'edamame',
  'bean-sprouts',
  'frozen-mixed-vegetables',
  'blueberry',
  'raspberry',
  'pomegranate',
  'raisins',
  'dried-cranberries',
  'cooked-shrimp',
  'canned-tuna',
  'crab',
]);

/** Why a food is not cut (or not cut small), or undefined when a knife is fine. */
function notCut(food: Ingredient, instruction: string, inPieces: ReadonlySet<string>): string | undefined {
  if (food.id.startsWith('ground-')) return 'is minced already';
  // A joint the cook wrote as diced or in chunks is in pieces already (decision 127).
  if (food.whole && !inPieces.has(food.id) && SMALL_CUT.test(instruction))
    return 'is cooked whole or on the bone';
  if (ALREADY_SMALL.has(food.id) && SMALL_CUT.test(instruction)) return 'is already bite-size';
  if (
    ['grain', 'pasta', 'legume', 'liquid', 'oil', 'spice'].includes(food.category) &&
    food.id !== 'lasagna-sheets'
  )
    return 'is not something you cut';
  if (food.category === 'condiment' && food.role === 'sauce') return 'is a sauce';
  return undefined;
}

/** A cook objects: "chop the peas into bite-size pieces?", "cut the ground turkey?", "dice drumsticks?" */
export const cutWrongFood: RecipeRule = (draft, request) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  const inPieces = new Set(
    parsePantry(request.ingredients).flatMap((item) =>
      item.ingredient?.whole === false ? [item.ingredient.id] : [],
    ),
  );
  for (const sentence of sentences) {
    for (const [subject, action] of cutClauses(sentence.text)) {
      for (const mention of mentionsIn(normalizeWords(subject))) {
        const why = notCut(mention.ingredient, action, inPieces);
        if (why)
          messages.push(
            `Step ${sentence.step}: "${clip(sentence.text, 90)}" — ${mention.ingredient.name} ${why}.`,
          );
      }
    }
  }
  return messages;
};

/** [what is cut, how] pairs: "Peas: chop into bite-size pieces" and "cut the ground turkey into…". */
function cutClauses(sentence: string): [string, string][] {
  const clauses: [string, string][] = [];
  const label = nameLabel(sentence);
  if (label !== undefined) {
    const subject = label;
    const action = sentence.slice(label.length + 1);
    if (CUT_VERB.test(action) && !/^\s*(break|crumble|drain|rinse|flake)\b/i.test(action))
      clauses.push([subject, action]);
    return clauses;
  }
  // "Steel-cut oats" names the oats, it does not cut them.
  const verbs =
    /(?<!-)\b(cut|chop|dice|cube|slice|halve|quarter|mince)\s+(the\s+|your\s+)?([^,;.]*?)(?=\s*\b(into|in|and|then|until|with|so|over)\b|[,;.]|$)/gi;
  for (const match of sentence.matchAll(verbs)) {
    const end = (match.index ?? 0) + match[0].length;
    clauses.push([match[3] ?? '', `${match[1]}${sentence.slice(end, end + 40)}`]);
  }
  return clauses;
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

type Meal = 'sweet' | 'breakfast' | 'soup' | 'salad' | 'main';

const SWEET_TITLE =
  /\b(porridge|oats|oatmeal|pancakes?|muffins?|crumble|smoothie|parfait|granola|french toast|fruit salad|compote|(?<!(fish|crab|potato|rice) )cakes?|brownies?|cookies?|rice pudding|banana bread|dessert|crêpes?|crepes?|waffles?|overnight)\b/i;

/** Sweet, breakfast-bowl or baking: most of what the cook listed is fruit, sugar, oats, dairy or baking. */
/** Strained and fresh dairy that goes with fruit as readily as with herbs. */
const YOGURTISH = new Set(['yogurt', 'greek-yogurt', 'labneh', 'skyr', 'quark', 'mascarpone']);

export function isSweetDish(draft: RecipeDraft): boolean {
  if (SWEET_TITLE.test(draft.title)) return true;
  const foods = read(draft).lines.flatMap((line) =>
    line.ingredient && !SEASONING.has(line.ingredient.id) && line.ingredient.category !== 'oil'
      ? [line.ingredient]
      : [],
  );
  const sweet = foods.filter(
    (i) =>
      (i.category === 'fruit' && i.role !== 'acid') ||
      ['sweetener', 'baking'].includes(i.category) ||
      ['oats', 'chocolate', 'milk', 'almond-milk', 'oat-milk', 'soy-milk'].includes(i.id) ||
      YOGURTISH.has(i.id) ||
      (i.category === 'nut' && i.id !== 'tahini'),
  );
  const savoury = foods.filter(
    (i) =>
      ['meat', 'poultry', 'seafood', 'legume', 'pasta', 'plant-protein'].includes(i.category) ||
      (i.category === 'vegetable' && i.id !== 'avocado') ||
      (i.role === 'cheese' && !YOGURTISH.has(i.id)) ||
      (i.category === 'condiment' && i.role === 'sauce') ||
      (i.category === 'herb' && !['mint', 'basil'].includes(i.id)),
  );
  return sweet.length >= 2 && savoury.length === 0;
}

/** Savoury breakfasts and brunches: eggs, toast, a bagel — lighter than a dinner. */
const BREAKFAST_TITLE =
  /\b(scrambled eggs|scramble|omelette|egg cups?|shakshuka|bagels?|on toast|breakfast|huevos|benedict|eggs in)\b/i;

function mealOf(draft: RecipeDraft): Meal {
  if (isSweetDish(draft)) return 'sweet';
  if (BREAKFAST_TITLE.test(draft.title)) return 'breakfast';
  if (/\b(soup|broth|congee|chowder|pho|ramen|laksa|bisque)\b/i.test(draft.title)) return 'soup';
  if (/\b(salad|slaw)\b/i.test(draft.title)) return 'salad';
  return 'main';
}

/** Calories and protein per serving a cook expects of each kind of dish served as the meal. */
const PORTIONS: Record<Meal, { kcal: [number, number]; protein: [number, number] }> = {
  main: { kcal: [350, 1200], protein: [15, 90] },
  soup: { kcal: [200, 900], protein: [8, 80] },
  salad: { kcal: [250, 1000], protein: [10, 80] },
  sweet: { kcal: [150, 800], protein: [0, 60] },
  breakfast: { kcal: [250, 1000], protein: [10, 80] },
};

/** Grams of one line per serving; undefined when the line is not in grams. */
function gramsPerServing(line: RecipeDraft['ingredientsList'][number], servings: number): number | undefined {
  if (typeof line.amount !== 'number') return undefined;
  if (line.unit === 'g') return line.amount / servings;
  if (line.unit === 'kg') return (line.amount * 1000) / servings;
  return undefined;
}

/** "all you have; 8 would make full portions" → 8 (the line's own unit), else undefined. */
function fullPortions(line: RecipeDraft['ingredientsList'][number]): number | undefined {
  const match = /\ball you have; (\d+(?:\.\d+)?)\b[^;]*would make full portions/.exec(line.notes ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Grams a line holds, in the catalogue's own units ("3 eggs", "200 g", "2 tbsp"). */
function lineGrams(line: RecipeDraft['ingredientsList'][number], food: Ingredient): number | undefined {
  if (typeof line.amount !== 'number') return undefined;
  const unit = line.unit === '' ? '' : line.unit.replace(/s$/, '');
  return toGrams(line.amount, unit, food);
}

/** The share of its full portions a dish's title food reaches, under which it is no meal for that many. */
const CENTRE_SHARE_MIN = 0.3;

/**
 * A cook objects: "I said 200 g and you want 300", "one egg is not an omelette for four", "six eggs
 * each", "135 g of dry lentils a head". Read from the pantry text and the recipe's lines alone.
 */
export const amountsBelieved: RecipeRule = (draft, request) => {
  const messages: string[] = [];
  const servings = Math.max(1, draft.servings);
  const titleFood = normalizeWords(draft.title.split(/\s+with\s+/i)[0] ?? '');
  const titleMentions = mentionsIn(titleFood);
  const stated = new Map<string, number>();
  for (const item of parsePantry(request.ingredients)) {
    if (!item.ingredient || item.quantity === null || item.quantity <= 0) continue;
    const grams = toGrams(item.quantity, item.unit ?? '', item.ingredient);
    if (grams !== undefined) stated.set(item.ingredient.id, grams);
  }
  for (const line of draft.ingredientsList) {
    const food = lineFood(line.item);
    if (!food || typeof line.amount !== 'number' || /\bto buy\b/.test(line.notes ?? '')) continue;
    const have = stated.get(food.id);
    const grams = lineGrams(line, food);
    if (have !== undefined && grams !== undefined && grams > have * 1.02)
      messages.push(
        `"${line.amount} ${line.unit} ${line.item}" is more than the ${Math.round(have)} g the cook has.`,
      );
    const full = fullPortions(line);
    const protein = ['poultry', 'meat', 'seafood', 'egg', 'legume', 'plant-protein'].includes(food.category);
    const named =
      titleMentions.some((m) => names(m, food)) ||
      (food.id === 'egg' && /\b(eggs?|omelette|frittata|scrambled?)\b/.test(titleFood.join(' ')));
    if (full !== undefined && protein && named && line.amount / full < CENTRE_SHARE_MIN)
      messages.push(
        `${line.amount} of ${full} ${line.item} for ${servings}: the dish's centre is ${Math.round((100 * line.amount) / full)}% of its portions.`,
      );
    if (food.id === 'egg' && named && Math.max(line.amount, full ?? 0) / servings > 3)
      messages.push(`${Math.max(line.amount, full ?? 0)} eggs for ${servings} is more than 3 each.`);
    if (food.legume && !food.legume.soak && line.unit === 'g') {
      const each = Math.max(line.amount, full ?? 0) / servings;
      if (each > 90)
        messages.push(`${Math.round(each)} g dry ${line.item} each is more than a main's 60–90 g.`);
    }
  }
  return messages;
};

/** A cook objects: "a 150-kcal 'dinner'", "90 g of protein each", "240 g of raw spinach per plate", "one egg each". */
export const portionOutOfRange: RecipeRule = (draft, request) => {
  const meal = mealOf(draft);
  const range = PORTIONS[meal];
  const plantBased = request.constraints.diet.some((d) => d === 'Vegan' || d === 'Vegetarian');
  const minProtein = meal === 'main' && plantBased ? 12 : range.protein[0];
  const { calories, protein } = draft.nutrition;
  const messages: string[] = [];
  // The cook listed less than the dish wants and the recipe says so on the line ("all you have; …"):
  // a light plate they were warned about is not a fault.
  const short = draft.ingredientsList.some((line) => /\ball you have\b/.test(line.notes ?? ''));
  // No meat, fish, egg, pulse or tofu on the list, and the recipe tells the cook so: there is none to add.
  const noProteinFood =
    /\blight on protein\b/i.test(draft.description) &&
    !draft.ingredientsList.some((line) => {
      // What the Upgrade buys is not what the cook listed.
      if (/\bto buy\b/.test(line.notes ?? '')) return false;
      const food = lineFood(line.item);
      // Cheese and milk make a light plate better, not a meal: the note is still owed.
      return food && ['poultry', 'meat', 'seafood', 'egg', 'legume', 'plant-protein'].includes(food.category);
    });
  const label = meal === 'main' ? 'a main dish' : `a ${meal} dish`;
  if ((calories < range.kcal[0] && !short) || calories > range.kcal[1])
    messages.push(
      `${Math.round(calories)} kcal per serving is outside ${range.kcal[0]}–${range.kcal[1]} for ${label}.`,
    );
  if ((protein < minProtein && !short && !noProteinFood) || protein > range.protein[1])
    messages.push(
      `${protein} g protein per serving is outside ${minProtein}–${range.protein[1]} for ${label}.`,
    );
  const servings = Math.max(1, draft.servings);
  for (const line of draft.ingredientsList) {
    const food = lineFood(line.item);
    if (!food) continue;
    const grams = gramsPerServing(line, servings);
    const isProtein = ['meat', 'poultry', 'seafood'].includes(food.category) && !food.whole;
    if (grams !== undefined && isProtein && grams > 350)
      messages.push(`${Math.round(grams)} g of ${line.item} per serving is more than anyone eats.`);
    if (grams !== undefined && LEAFY.has(food.id) && meal === 'salad' && grams > 150)
      messages.push(
        `${Math.round(grams)} g of raw ${line.item} per serving is a bin bag of leaves, not a salad.`,
      );
    if (
      typeof line.amount === 'number' &&
      food.id === 'bacon' &&
      line.unit !== 'g' &&
      line.amount / servings > 4
    )
      messages.push(`${line.amount} slices of bacon for ${servings} is more than 4 each.`);
    if (
      typeof line.amount === 'number' &&
      food.id === 'egg' &&
      /\b(omelette|scramble|frittata|shakshuka|eggs?)\b/i.test(draft.title.split(/\s+with\s+/i)[0] ?? '') &&
      ((line.amount / servings < 1.5 && !/\ball you have\b/.test(line.notes ?? '')) ||
        line.amount / servings > 4)
    )
      messages.push(
        `${line.amount} eggs for ${servings} in an egg dish is ${(line.amount / servings).toFixed(1)} each.`,
      );
  }
  return messages;
};

/** Every "N days" in one leftover plan, fridge storage only (freezer months and cooling hours ignored). */
export function storageDays(plan: string): number[] {
  const days: number[] = [];
  for (const clause of plan.split(/[.;]|,\s*or\b/)) {
    if (/freez/i.test(clause) && !/fridge|refrigerat/i.test(clause)) continue;
    for (const match of clause.matchAll(/(\d+)(?:\s*(?:–|-|to)\s*(\d+))?\s*(day|week)s?\b/gi)) {
      const value = Number(match[2] ?? match[1]) * (match[3]?.toLowerCase() === 'week' ? 7 : 1);
      days.push(value);
    }
  }
  return days;
}

/** A cook objects: "so does it keep 3 days or 1 day?" */
export const contradictoryStorage: RecipeRule = (draft) => {
  const days = [...new Set(storageDays(draft.leftoverPlan))];
  return days.length > 1
    ? [
        `The leftover plan gives ${days.map((d) => `${d} day${d === 1 ? '' : 's'}`).join(' and ')} for the fridge.`,
      ]
    : [];
};

const LIQUID_COOK =
  /\b(boil|boiling|boiled|simmer|simmering|pressure|steam|soak|soaked|absorb|absorbed|water|stock|broth|milk|risotto|poach)\b/i;
const DRY_COOK =
  /\b(roast|bake|boil|simmer|fry|fried|saute|sauté|cook|steam|microwave|air-fry|air fry|grill|braise|stew|mash|crisp)\w*/i;

/** A starch that is inedible until cooked: rice, pasta, grains, dried legumes, potatoes. */
function rawStarch(food: Ingredient, lineText: string): 'liquid' | 'heat' | undefined {
  if (!food.needsCooking || /\b(cooked|leftover|canned|tinned|precooked|day-old|day old)\b/i.test(lineText))
    return undefined;
  if (
    ['grain', 'pasta'].includes(food.category) ||
    food.legume ||
    food.safety === 'dried-legume' ||
    food.safety === 'kidney-bean' ||
    food.id.includes('lentil')
  )
    return 'liquid';
  if (
    ['potato', 'sweet-potato', 'butternut-squash', 'pumpkin', 'celeriac', 'parsnip', 'beet'].includes(food.id)
  )
    return 'heat';
  return undefined;
}

/** Words by which a step cooks what earlier steps put together ("Roast everything 30 minutes"). */
const COLLECTIVE =
  /\b(everything|all|them|the lot|the tray|the pan|the pot|the vegetables|the veg|the filling)\b/i;

/** A heated step that names no food of its own ("Cook in a single layer 18 minutes") cooks what was readied. */
const cooksWhatIsReady = (sentence: Sentence) =>
  sentence.mentions.every((m) => m.ingredient.category === 'oil' || SEASONING.has(m.ingredient.id));

/** A cook objects: "raw rice 'served with'?", "raw sweet potato cubes over a salad?", "cold leftover rice under a hot stir-fry?" */
export const rawStarchNeverCooked: RecipeRule = (draft) => {
  const { lines, sentences } = read(draft);
  const messages: string[] = [];
  const instruction = new Map(draft.steps.map((s) => [s.step, s.instruction]));
  for (const line of lines) {
    const food = line.ingredient;
    if (!food) continue;
    const hits = sentences.filter((s) => s.mentions.some((m) => names(m, food)));
    if (hits.length === 0) continue; // never mentioned at all: unused-ingredient says so
    const first = Math.min(...hits.map((s) => s.step));
    const need = rawStarch(food, line.text);
    if (need === 'liquid') {
      const cooked = hits.some(
        (s) =>
          LIQUID_COOK.test(s.text) ||
          (isHeat(s.appliance) && LIQUID_COOK.test(instruction.get(s.step) ?? '')),
      );
      if (!cooked) messages.push(`${line.item} is never boiled, simmered or soaked: it would be served raw.`);
    } else if (need === 'heat') {
      const cooked = sentences.some(
        (s) =>
          s.step >= first &&
          isHeat(s.appliance) &&
          s.minutes >= 10 &&
          DRY_COOK.test(s.text) &&
          (hits.includes(s) || COLLECTIVE.test(s.text) || cooksWhatIsReady(s)),
      );
      if (!cooked)
        messages.push(`${line.item} is never cooked long enough to be tender: it would be served raw.`);
    } else if (
      (food.id === 'cooked-rice' || /\b(leftover|day-old|day old|cooked)\b.*\brice\b/i.test(line.item)) &&
      draft.steps.some((s) => isHeat(s.appliance)) &&
      !hits.some((s) => isHeat(s.appliance))
    ) {
      messages.push(`${line.item} comes cold from the fridge and is never reheated, though the dish is hot.`);
    }
  }
  return messages;
};

/** A cook objects: "banana with olive oil, salt and pepper?", "strawberries with butter and pepper?" */
export const sweetDressedSavoury: RecipeRule = (draft) => {
  if (!isSweetDish(draft)) return [];
  const messages: string[] = [];
  for (const sentence of read(draft).sentences) {
    const pepper = sentence.mentions.some((m) => m.ingredient.id === 'black-pepper');
    const dressed =
      /\b(drizzle|dress|dressed|toss|tossed|season|seasoned)\b/i.test(sentence.text) &&
      /\b(oil|butter)\b/i.test(sentence.text) &&
      /\bsalt\b/i.test(sentence.text);
    if (pepper || dressed)
      messages.push(
        `Step ${sentence.step} dresses a sweet dish like a savoury one: "${clip(sentence.text, 90)}"`,
      );
  }
  return messages;
};

/** A cook objects: "it says 'Not used here: ghee' — but ghee is right there in the list". */
export const notUsedButListed: RecipeRule = (draft) => {
  const { lines } = read(draft);
  const messages: string[] = [];
  for (const text of [draft.description, draft.leftoverPlan]) {
    for (const match of text.matchAll(/not used here:\s*([^.]*)/gi)) {
      for (const name of (match[1] ?? '').split(/,|\band\b/)) {
        const food = findIngredient(name.trim());
        const words = normalizeWords(name).join(' ');
        if (!words) continue;
        const listed = lines.find(
          (line) =>
            (food && line.ingredient?.id === food.id) || normalizeWords(line.item).join(' ') === words,
        );
        if (listed)
          messages.push(`"Not used here: ${name.trim()}" but ${listed.item} is in the ingredient list.`);
      }
    }
  }
  return messages;
};

// ---------------------------------------------------------------------------------------------------
// Trio rules: the three recipes against one another.

const STAPLE_LIKE = new Set(['salt', 'black-pepper', 'water', 'olive-oil', 'vegetable-oil']);

/** Food ids the cook typed. */
function pantryIds(request: ChefRequest): Set<string> {
  const ids = new Set<string>();
  for (const part of request.ingredients.split(/[,\n;]|\band\b|&/)) {
    const food = lineFood(part);
    if (food) ids.add(food.id);
  }
  return ids;
}

/** How many of the cook's own foods a recipe uses (staples and bought items not counted). */
export function listedItemsUsed(draft: RecipeDraft, request: ChefRequest): number {
  const typed = pantryIds(request);
  return read(draft).lines.filter(
    (line) =>
      !line.bought &&
      line.ingredient &&
      (typed.has(line.ingredient.id) || !STAPLE_LIKE.has(line.ingredient.id)),
  ).length;
}

const MARKETING =
  /\b(\d+-minute|hands-off|use-it-all|clean-out-the-fridge|nothing-wasted|no-waste|zero-waste|chef's|quick|speedy|easy|weeknight|upgraded|ultimate|best)\b/gi;

/** The dish a title names, without time, zero-waste or chef's prefixes and "with …" finishes. */
export function titleStem(title: string): string {
  return title
    .split(/\s+with\s+/i)[0]!
    .replace(MARKETING, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

function trigrams(draft: RecipeDraft, knife = false): Set<string> {
  const words = draft.steps
    .filter((s) => knife || s.appliance.toLowerCase() !== 'knife')
    .flatMap((s) => normalizeWords(s.instruction));
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(words.slice(i, i + 3).join(' '));
  return grams;
}

/** Share of word trigrams two recipes' cooking steps have in common (Jaccard, 0–1). */
export function stepSimilarity(a: RecipeDraft, b: RecipeDraft): number {
  let x = trigrams(a);
  let y = trigrams(b);
  // Two dishes made with the knife alone (a bagel spread, a pâté): their knife work is the dish.
  if (x.size === 0 && y.size === 0) {
    x = trigrams(a, true);
    y = trigrams(b, true);
  }
  if (x.size === 0 && y.size === 0) return 1;
  let shared = 0;
  for (const gram of x) if (y.has(gram)) shared++;
  return shared / (x.size + y.size - shared);
}

const NAMES = ['Quick Win', 'Zero-Waste', 'Upgrade'] as const;

/** A cook objects: "these are the same dish twice" (same dish in the title, or the same steps). */
export const duplicateDish: TrioRule = (trio) => {
  const findings: Finding[] = [];
  for (const [a, b] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    const left = trio[a];
    const right = trio[b];
    const recipe = (b + 1) as 1 | 2 | 3;
    if (titleStem(left.title) === titleStem(right.title))
      findings.push({
        rule: 'duplicate-dish',
        recipe,
        message: `${NAMES[b]} is the same dish as the ${NAMES[a]}: "${titleStem(right.title)}".`,
      });
    else {
      const similarity = stepSimilarity(left, right);
      if (similarity >= 0.8)
        findings.push({
          rule: 'duplicate-dish',
          recipe,
          message: `${NAMES[b]}'s cooking steps are ${Math.round(similarity * 100)}% the same as the ${NAMES[a]}'s.`,
        });
    }
  }
  return findings;
};

/** A cook objects: "the Quick Win takes longer than the other two options". */
export const quickNotQuickest: TrioRule = (trio) => {
  const [quick, ...others] = trio;
  const faster = others.filter((other) => other.totalTime < quick.totalTime);
  return faster.length > 0
    ? [
        {
          rule: 'quick-not-quickest',
          recipe: 1,
          message: `Quick Win takes ${quick.totalTime} min; ${faster.map((o) => `"${o.title}" takes ${o.totalTime}`).join(', ')}.`,
        },
      ]
    : [];
};

/** A cook objects: "the Zero-Waste option leaves more of my food in the fridge than the Quick Win". */
export const zeroWasteUsesFewer: TrioRule = (trio, request) => {
  const quick = listedItemsUsed(trio[0], request);
  const waste = listedItemsUsed(trio[1], request);
  return waste < quick
    ? [
        {
          rule: 'zero-waste-uses-fewer',
          recipe: 2,
          message: `Zero-Waste uses ${waste} of your items, the Quick Win ${quick}.`,
        },
      ]
    : [];
};

/** A cook objects: "an 'upgrade' that sends me out for a basket of shopping". */
export const upgradeTooManyItems: TrioRule = (trio) => {
  const upgrade = trio[2];
  const bought = Math.max(upgrade.shoppingGap.length, read(upgrade).lines.filter((l) => l.bought).length);
  return bought > 3
    ? [
        {
          rule: 'upgrade-too-many-items',
          recipe: 3,
          message: `The Upgrade buys ${bought} items (at most 3): ${upgrade.shoppingGap.join(', ')}.`,
        },
      ]
    : [];
};

type Cuisine = 'east-asian' | 'south-asian' | 'latin' | 'middle-eastern' | 'mediterranean';

/** Which cuisines each kind of food points to, with weight (2 = unmistakable). */
const CUISINE_OF: Record<string, [Cuisine, number][]> = {
  'soy-sauce': [['east-asian', 1.5]],
  tamari: [['east-asian', 1.5]],
  'fish-sauce': [['east-asian', 2]],
  'oyster-sauce': [['east-asian', 2]],
  'hoisin-sauce': [['east-asian', 2]],
  miso: [['east-asian', 2]],
  gochujang: [['east-asian', 2]],
  kimchi: [['east-asian', 2]],
  'sesame-oil': [['east-asian', 1.5]],
  'rice-vinegar': [['east-asian', 1]],
  'five-spice': [['east-asian', 2]],
  furikake: [['east-asian', 2]],
  'chili-crisp': [['east-asian', 2]],
  lemongrass: [['east-asian', 2]],
  'bok-choy': [['east-asian', 1]],
  'teriyaki-sauce': [['east-asian', 2]],
  'sweet-chili-sauce': [['east-asian', 1]],
  'rice-noodles': [['east-asian', 1.5]],
  udon: [['east-asian', 2]],
  soba: [['east-asian', 2]],
  'ramen-noodles': [['east-asian', 2]],
  'glass-noodles': [['east-asian', 2]],
  'egg-noodles': [['east-asian', 1]],
  'jasmine-rice': [['east-asian', 1]],
  tofu: [['east-asian', 1]],
  'bean-sprouts': [['east-asian', 1]],
  'water-chestnuts': [['east-asian', 1.5]],
  shiitake: [['east-asian', 1]],
  daikon: [['east-asian', 1]],
  'curry-paste': [['east-asian', 2]],
  'coconut-milk': [
    ['east-asian', 0.5],
    ['south-asian', 0.5],
  ],
  'garam-masala': [['south-asian', 2]],
  'curry-powder': [['south-asian', 1.5]],
  turmeric: [['south-asian', 1]],
  paneer: [['south-asian', 2]],
  ghee: [['south-asian', 1.5]],
  naan: [['south-asian', 2]],
  'basmati-rice': [['south-asian', 1]],
  'red-lentils': [['south-asian', 1]],
  'split-peas': [['south-asian', 1]],
  'chickpea-flour': [['south-asian', 1.5]],
  cumin: [
    ['south-asian', 0.5],
    ['latin', 0.5],
    ['middle-eastern', 0.5],
  ],
  'flour-tortillas': [['latin', 2]],
  'corn-tortillas': [['latin', 2]],
  'tortilla-chips': [['latin', 1.5]],
  salsa: [['latin', 2]],
  jalapeno: [['latin', 1.5]],
  'taco-seasoning': [['latin', 2]],
  'black-beans': [['latin', 1]],
  'pinto-beans': [['latin', 1]],
  'refried-beans': [['latin', 2]],
  'monterey-jack': [['latin', 1]],
  'fresh-chorizo': [['latin', 1]],
  cilantro: [
    ['latin', 0.5],
    ['east-asian', 0.5],
  ],
  tahini: [['middle-eastern', 2]],
  zaatar: [['middle-eastern', 2]],
  harissa: [['middle-eastern', 2]],
  hummus: [['middle-eastern', 2]],
  pita: [['middle-eastern', 1.5]],
  bulgur: [['middle-eastern', 1.5]],
  pomegranate: [['middle-eastern', 1]],
  couscous: [['middle-eastern', 1]],
  merguez: [['middle-eastern', 1.5]],
  chickpeas: [['middle-eastern', 0.5]],
  parmesan: [['mediterranean', 1.5]],
  mozzarella: [['mediterranean', 1.5]],
  pesto: [['mediterranean', 2]],
  basil: [['mediterranean', 1]],
  'dried-oregano': [['mediterranean', 1]],
  'oregano-fresh': [['mediterranean', 1]],
  olives: [['mediterranean', 1.5]],
  feta: [['mediterranean', 1.5]],
  'balsamic-vinegar': [['mediterranean', 1.5]],
  prosciutto: [['mediterranean', 2]],
  'italian-seasoning': [['mediterranean', 1.5]],
  capers: [['mediterranean', 1]],
  'sun-dried-tomatoes': [['mediterranean', 1.5]],
  pasta: [['mediterranean', 1.5]],
  spaghetti: [['mediterranean', 1.5]],
  gnocchi: [['mediterranean', 2]],
  'arborio-rice': [['mediterranean', 2]],
  ricotta: [['mediterranean', 1.5]],
  sage: [['mediterranean', 1]],
  rosemary: [['mediterranean', 0.5]],
};

/** Upgrade finishes named in titles, by cuisine. */
const FINISH_CUISINE: [RegExp, Cuisine[]][] = [
  [/brown butter|sage|gremolata|pesto|parmesan|pine nut|salsa verde|aioli|beurre/i, ['mediterranean']],
  [/chili crisp|sesame|furikake|miso|gochujang|kimchi|teriyaki|soy/i, ['east-asian']],
  [/tahini|za.?atar|harissa|sumac|dukkah|tzatziki|whipped feta/i, ['middle-eastern', 'mediterranean']],
  [/yogh?urt|raita|mint/i, ['middle-eastern', 'south-asian']],
  [/garam masala|tadka|chutney/i, ['south-asian']],
  [/avocado|salsa|cilantro-lime|chimichurri|pico|crema|chipotle|jalape/i, ['latin']],
];

const COMPATIBLE: Record<Cuisine, Cuisine[]> = {
  'east-asian': ['east-asian', 'south-asian'],
  'south-asian': ['south-asian', 'middle-eastern', 'east-asian'],
  latin: ['latin'],
  'middle-eastern': ['middle-eastern', 'mediterranean', 'south-asian'],
  mediterranean: ['mediterranean', 'middle-eastern'],
};

/** The dish's cuisine from the cook's own foods, when one clearly leads (score ≥ 2, ahead by 1). */
export function dishCuisine(draft: RecipeDraft): Cuisine | undefined {
  const score = new Map<Cuisine, number>();
  for (const line of read(draft).lines) {
    if (line.bought || !line.ingredient) continue;
    for (const [cuisine, weight] of CUISINE_OF[line.ingredient.id] ?? [])
      score.set(cuisine, (score.get(cuisine) ?? 0) + weight);
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || (second && first[1] - second[1] < 1)) return undefined;
  return first[0];
}

/** A cook objects: "brown butter and sage on gochujang and kimchi?" */
export const upgradeCuisineClash: TrioRule = (trio) => {
  const upgrade = trio[2];
  const dish = dishCuisine(upgrade);
  if (!dish) return [];
  const finish = [upgrade.title.split(/\s+with\s+/i)[1] ?? '', ...upgrade.shoppingGap].join(' ');
  const bought = read(upgrade).lines.filter((l) => l.bought && l.ingredient);
  const cuisines = new Set<Cuisine>();
  for (const [pattern, list] of FINISH_CUISINE)
    if (pattern.test(finish)) for (const c of list) cuisines.add(c);
  for (const line of bought)
    for (const [cuisine, weight] of CUISINE_OF[line.ingredient!.id] ?? [])
      if (weight >= 1) cuisines.add(cuisine);
  if (cuisines.size === 0) return [];
  const fits = [...cuisines].some((c) => COMPATIBLE[dish].includes(c));
  return fits
    ? []
    : [
        {
          rule: 'upgrade-cuisine-clash',
          recipe: 3,
          message: `The Upgrade's finish (${[...cuisines].join('/')}) clashes with a ${dish} dish: "${upgrade.title}".`,
        },
      ];
};

// ---------------------------------------------------------------------------------------------------
// Step text that does not match the food's form, amounts per piece, hygiene in its place, a vague Upgrade

const RAW_ANIMAL = (i: Ingredient) => i.needsCooking && ['poultry', 'meat', 'seafood'].includes(i.category);
const GROUND_WORDS = /\b(ground|mince|minced|sausage|burger|patty|chorizo|merguez|kofta|meatballs?)\b/i;

/** "Breaking up any clumps" of salmon fillets; "simmer the bare cobs" of canned corn; "melt the olive oil". */
export const formMismatch: RecipeRule = (draft, request) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  for (const sentence of sentences) {
    if (/\bbreak(ing)? (up )?(any )?clumps\b/i.test(sentence.text)) {
      const raw = sentence.mentions.map((m) => m.ingredient).filter(RAW_ANIMAL);
      const whole = raw.filter((i) => !GROUND_WORDS.test(`${i.id} ${i.name}`));
      if (whole.length > 0 && whole.length === raw.length)
        messages.push(
          `Step ${sentence.step}: "${clip(sentence.text, 90)}" — only ground meat clumps, not ${whole[0]!.name}.`,
        );
    }
    if (/\bcobs?\b/i.test(sentence.text) && !/\b(cobs?|ears?)\b/i.test(request.ingredients))
      messages.push(
        `Step ${sentence.step}: "${clip(sentence.text, 90)}" — there are no cobs: the corn is kernels.`,
      );
    const melt = /\bmelt (?:a little )?(\S+ (?:tsp|tbsp) )?(?!coconut)((?:[a-z]+ )?oil)\b/i.exec(
      sentence.text,
    );
    if (melt)
      messages.push(
        `Step ${sentence.step}: "${clip(sentence.text, 90)}" — ${melt[2]} is liquid: it is heated, not melted.`,
      );
  }
  for (const text of [...draft.ingredientsList.map((l) => l.notes ?? ''), draft.leftoverPlan])
    if (/\bbare cobs\b/i.test(text) && !/\b(cobs?|ears?)\b/i.test(request.ingredients))
      messages.push(`"${clip(text, 90)}" — there are no cobs: the corn is kernels.`);
  return messages;
};

const SPOONS: Record<string, number> = { tsp: 1 / 3, tbsp: 1 };

/** "Drizzle each parcel with 3 tbsp butter" when 3 tbsp is all there is: per-piece amounts must divide the total. */
export const perPieceAmount: RecipeRule = (draft) => {
  if (draft.servings < 2) return [];
  const { sentences, lines } = read(draft);
  const messages: string[] = [];
  for (const sentence of sentences) {
    if (!/\b(each|every|per (person|portion|parcel|serving))\b/i.test(sentence.text)) continue;
    for (const match of sentence.text.matchAll(
      /\b(\d+½?|½) (tsp|tbsp) ([a-z ]+?)(?=[,.;:)]| and | then | in | over | into |$)/g,
    )) {
      const amount = match[1] === '½' ? 0.5 : Number(match[1]!.replace('½', '.5'));
      const food = lineFood(match[3]!);
      const listed = lines.find((l) => food && l.ingredient?.id === food.id);
      const line = draft.ingredientsList.find((l) => l === draft.ingredientsList[lines.indexOf(listed!)]);
      if (!listed || !line || typeof line.amount !== 'number' || !(line.unit in SPOONS)) continue;
      const total = line.amount * SPOONS[line.unit]!;
      const each = amount * SPOONS[match[2]!]!;
      const before = sentence.text.slice(0, match.index);
      // "Drizzle each with 3 tbsp" or "For each omelette, heat 3 tbsp": the amount is one portion's
      // ("grease a 12-hole tin, one hole for each egg, with 1 tbsp" greases the whole tin).
      const perPiece = /\beach\b[^.;]*$/i.test(before) && !/\bone \w+ for each\b/i.test(before);
      if (perPiece && each * draft.servings > total * 1.01)
        messages.push(
          `Step ${sentence.step}: "${clip(sentence.text, 90)}" — ${match[1]} ${match[2]} ${match[3]} for each of ${draft.servings} portions, but ${line.amount} ${line.unit} is listed in all.`,
        );
    }
  }
  return messages;
};

/** Hand-washing after raw meat belongs right after the sentence that handles it, not after the tortillas are warmed. */
export const hygieneMisplaced: RecipeRule = (draft) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  sentences.forEach((sentence, index) => {
    if (!/\bwash\b[^.]*\bhands\b/i.test(sentence.text)) return;
    const raw = sentence.mentions.filter((m) => RAW_ANIMAL(m.ingredient));
    if (raw.length === 0) return;
    const previous = sentences[index - 1];
    // The same food by any of its names: "the raw chicken" after "rub the chicken breasts".
    const names = (m: Mention) => [m.phrase, m.ingredient.name].map((n) => n.toLowerCase());
    const handles = (text: string) => raw.some((m) => names(m).some((n) => text.toLowerCase().includes(n)));
    // "Pat the chicken dry and season it; wash your hands": handled in the same sentence.
    // ("Handle the raw beef last …; then wash" says when to wash, not that the beef was handled.)
    const [before] = sentence.text.replace(/\bhandle the raw [^;]*;?/i, '').split(/\bwash\b/i);
    const handled =
      handles(before ?? '') ||
      (previous !== undefined && previous.step === sentence.step && handles(previous.text));
    if (!handled)
      messages.push(
        `Step ${sentence.step}: "${clip(sentence.text, 90)}" — it does not follow the sentence that handles the raw ${raw[0]!.ingredient.name}.`,
      );
  });
  return messages;
};

/** An Upgrade that is advice ("season in layers, taste before serving"), not one concrete technique or item. */
export const vagueUpgrade: RecipeRule = (draft) => {
  if (draft.recipeType !== 'upgrade') return [];
  const { sentences } = read(draft);
  const messages = sentences
    .filter((s) => /\b(season (it )?in layers|taste as you go|taste before serving)\b/i.test(s.text))
    .map((s) => `Step ${s.step}: "${clip(s.text, 90)}" — advice, not a technique the Upgrade adds.`);
  // "Made better by technique alone" with no technique in the steps is an Upgrade that only pretends.
  if (
    /\btechnique alone\b/i.test(draft.description) &&
    !sentences.some((s) => /\bupgrade is\b/i.test(s.text))
  )
    messages.push(`"${clip(draft.description, 90)}" — but no step adds a technique.`);
  return messages;
};

// ---------------------------------------------------------------------------------------------------
// Fruit readied by its own fact, batters that rise only with a raising agent, rests for joints only,
// warm dishes warmed, boards with something to eat, Upgrades that buy nothing the cook already has

/** The verbs that take something off a fruit; each fruit's own fact (catalogue `prep`) says which apply. */
const FRUIT_VERBS = new Set(['peel', 'core', 'stone', 'hull']);

/** "Peel, core or stone the bananas as needed": one sentence for every fruit, or a verb its fruit does not take. */
export const fruitPrep: RecipeRule = (draft) => {
  const messages: string[] = [];
  for (const sentence of read(draft).sentences) {
    if (
      /\bas needed\b/i.test(sentence.text) &&
      /\b(peel|core|stone)\b/i.test(sentence.text) &&
      sentence.mentions.some((m) => m.ingredient.prep)
    ) {
      messages.push(
        `Step ${sentence.step}: "${clip(sentence.text, 90)}" — say what each fruit needs, not "as needed".`,
      );
      continue;
    }
    for (const match of sentence.text.matchAll(
      /\b((?:peel|core|stone|hull)(?:(?:,| and| or) [a-z]+)*) the ([a-z ]+?)(?=[,.;:(]| and | then | as | into |$)/gi,
    )) {
      const food = lineFood(match[2] as string);
      if (!food?.prep) continue;
      const verbs = (match[1] as string)
        .toLowerCase()
        .split(/,\s*|\s+and\s+|\s+or\s+/)
        .filter((verb) => FRUIT_VERBS.has(verb));
      for (const verb of verbs)
        if (!new RegExp(`\\b${verb}`).test(food.prep.ready))
          messages.push(
            `Step ${sentence.step}: "${clip(sentence.text, 90)}" — ${food.name} is not ${verb === 'stone' ? 'stoned' : `${verb}${verb.endsWith('e') ? 'd' : 'ed'}`} (it is: ${food.prep.ready || 'used as it is'}).`,
          );
    }
  }
  return messages;
};

const RISE = /\b(risen|rises|rise up|well[- ]risen)\b/i;
const LEAVENING =
  /\b(baking powder|baking soda|bicarbonate|bicarb|yeast|self[- ]rais(ing|ed)|self[- ]rising|pancake mix)\b/i;
/** Eggs whisked until thick or stiff lift a sponge on their own air. */
const WHIPPED_EGG =
  /\bwhisk[^.]*\begg[^.]*\b(doubled|stiff|peaks|thick, pale|thick and pale|pale and thick)\b/i;

/** "Cook until risen" for a batter with nothing in it that makes it rise. */
export const riseWithoutLeavening: RecipeRule = (draft) => {
  const { sentences, lines } = read(draft);
  if (lines.some((l) => LEAVENING.test(l.item))) return [];
  if (sentences.some((s) => WHIPPED_EGG.test(s.text))) return [];
  return sentences
    .filter((s) => RISE.test(s.text))
    .map(
      (s) =>
        `Step ${s.step}: "${clip(s.text, 90)}" — nothing makes it rise: no baking powder, soda, yeast or whisked egg.`,
    );
};

const REST = /\brest(ed|ing)? (for )?\d+ minutes?\b|\bthen rest\b/i;

/** "The pork belly strips … rest 3 minutes": a rest is for a roast, a steak or a chop, not strips served from the pan. */
/**
 * "The bacon is done when crisp" said before the bacon has been cooked: the doneness sentence must come
 * after the text that cooks the food (a sentence naming it earlier in that step or in an earlier step).
 */
export const donenessBeforeCooking: RecipeRule = (draft) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  sentences.forEach((sentence, index) => {
    const done = /^The (.+?) (?:is|are) (?:done|ready) (?:at|when)\b/.exec(sentence.text);
    if (!done) return;
    const name = (done[1] as string).toLowerCase();
    const earlier = sentences.slice(0, index).some((s) => s.text.toLowerCase().includes(name));
    if (!earlier)
      messages.push(
        `Step ${sentence.step}: "${clip(sentence.text, 90)}" — said before the ${name} is cooked.`,
      );
  });
  return messages;
};

export const restSmallPieces: RecipeRule = (draft) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  for (const sentence of sentences) {
    if (!REST.test(sentence.text)) continue;
    for (const mention of sentence.mentions) {
      const food = mention.ingredient;
      if (!RAW_ANIMAL(food) || food.safety !== 'whole-cut') continue;
      const names = [mention.phrase, food.name].map((n) => n.toLowerCase());
      const inPieces =
        SMALL_PIECES.test(food.name) ||
        RASHERS.test(food.name) ||
        sentences.some((s) => {
          const text = s.text.toLowerCase();
          const label = nameLabel(s.text)?.toLowerCase();
          if (label && names.some((n) => label.includes(n)))
            return SMALL_PIECES.test(text.slice(label.length));
          return names.some((n) =>
            new RegExp(`\\b(cut|slice|snip|dice|chop)\\b[^.;]*\\b${n}\\b[^.;]*\\binto\\b[^.;]*`).test(text),
          )
            ? SMALL_PIECES.test(text)
            : false;
        });
      if (inPieces) {
        messages.push(
          `Step ${sentence.step}: "${clip(sentence.text, 90)}" — the ${food.name} is cut small and served from the pan: no rest.`,
        );
        break;
      }
    }
  }
  return messages;
};

const HEATED = /\b(warm|heat|hot|simmer|boil|cook|fry|fried|steaming|microwave|bake|roast|toast|sizzl)/i;

/** A "warm" bowl with canned beans spooned on cold (a warm salad mixes warm and cool on purpose). */
export const warmNotWarmed: RecipeRule = (draft) => {
  if (!/\bwarm\b/i.test(draft.title) || /\bsalad\b/i.test(draft.title)) return [];
  const { lines, sentences } = read(draft);
  const messages: string[] = [];
  for (const line of lines) {
    const food = line.ingredient;
    if (food?.category !== 'legume' || food.needsCooking) continue;
    const uses = sentences.filter((s) => s.mentions.some((m) => m.ingredient.id === food.id));
    if (uses.length > 0 && !uses.some((s) => HEATED.test(s.text)))
      messages.push(
        `"${draft.title}": the ${food.name} ${food.name.endsWith('s') ? 'are' : 'is'} never warmed.`,
      );
  }
  return messages;
};

/** Foods that make a board: cheese, cured meat or fish, a plant protein; and something to eat them with. */
const BOARD_CENTRE = new Set(['dairy', 'meat', 'poultry', 'seafood', 'plant-protein', 'egg', 'legume']);
const BOARD_CARRIER = new Set(['bread', 'vegetable', 'fruit']);

/** A sentence that puts the food on the plates: "Divide between warm bowls", "Ladle into bowls", "Serve over the rice". */
const SERVED =
  /\b(divide|spoon|ladle|pile|share)\b[^.;]*\b(between|among|into|onto)\b[^.;]*\b(bowls|plates)\b|^serve\b/i;
/** A later sentence that puts food in a pan or pot: "Add the kidney beans", "Stir in the rice", "Return the chicken". */
const INTO_THE_POT = /^(?:then |now )?(add|stir in|return|tip in|fold in|simmer|bring)\b/i;
/** Foods cooked in the pot, never scattered on at the table (herbs, seeds, cheese, a sauce or a sizzle are). */
const POT_CATEGORIES = new Set([
  'poultry',
  'meat',
  'seafood',
  'egg',
  'plant-protein',
  'legume',
  'grain',
  'pasta',
]);

/**
 * Food put in the pot after the plates are made up ("Divide the rice between bowls … Add the kidney
 * beans"): the cook has served, and the beans never reach the bowls. A topping scattered at the table
 * (herbs, seeds, a sizzle poured over) is how a dish is finished, not a step out of order.
 */
export const addedAfterServing: RecipeRule = (draft) => {
  const { sentences } = read(draft);
  const messages: string[] = [];
  let served: Sentence | undefined;
  for (const sentence of sentences) {
    if (served && sentence.step > served.step && INTO_THE_POT.test(sentence.text)) {
      const cooked = sentence.mentions.find(
        (m) =>
          POT_CATEGORIES.has(m.ingredient.category) ||
          (m.ingredient.category === 'vegetable' && ['vegetable', 'starch'].includes(m.ingredient.role)),
      );
      if (cooked)
        messages.push(
          `Step ${sentence.step}: "${clip(sentence.text, 90)}" — the ${cooked.phrase} goes in after step ${served.step} served the dish.`,
        );
    }
    if (!served && SERVED.test(sentence.text)) served = sentence;
  }
  return messages;
};

/**
 * Work said to run "meanwhile" beside the knife work ("Get everything ready before the heat goes on. …
 * Meanwhile, season the steak and sear it"): cutting is the cook's hands, not something that cooks on
 * its own, so the two cannot run side by side, and the time that counted them so is short.
 */
export const meanwhileBesideKnifeWork: RecipeRule = (draft) => {
  const messages: string[] = [];
  const KNIFE_WORK = /^Get everything ready\b/;
  draft.steps.forEach((step, index) => {
    const previous = draft.steps[index - 1];
    if (previous && KNIFE_WORK.test(previous.instruction) && /^Meanwhile\b/.test(step.instruction))
      messages.push(
        `Step ${index + 1}: "${clip(step.instruction, 90)}" — runs beside step ${index}, the knife work.`,
      );
    if (KNIFE_WORK.test(step.instruction) && /[.!] Meanwhile,/.test(step.instruction))
      messages.push(
        `Step ${index + 1}: "${clip(step.instruction, 90)}" — work "meanwhile" inside the knife work.`,
      );
  });
  return messages;
};

/**
 * Bay leaves served in the food (sharp, a choking hazard, never eaten) or by the handful: a pot takes
 * one to four, lifted out before it is served.
 */
export const bayLeavesLeftIn: RecipeRule = (draft) => {
  const line = draft.ingredientsList.find((l) => /\bbay lea(f|ves)\b/i.test(l.item));
  if (!line) return [];
  const messages: string[] = [];
  if (typeof line.amount === 'number' && line.amount > 4)
    messages.push(`${line.amount} bay leaves: a pot takes one to four.`);
  const text = draft.steps.map((s) => s.instruction).join(' ');
  if (!/\b(lift|take|fish|pick|remove)s? out (any |the )?[^.]*\bbay lea(f|ves)\b/i.test(text))
    messages.push('The bay leaves are never lifted out before serving.');
  return messages;
};

/**
 * A food cut after it went into the pot ("Put the potatoes in a saucepan … While it cooks, get
 * everything else ready. Potatoes: scrub and cut into chunks."): the knife work for a food comes before
 * any step or sentence that cooks it.
 */
export const cutAfterCooked: RecipeRule = (draft) => {
  const messages: string[] = [];
  const text = draft.steps.map((s) => s.instruction).join(' ');
  for (const match of text.matchAll(/(?<=^|[.!] )([A-Z][A-Za-z' -]*): /g)) {
    const label = match[1]?.toLowerCase() ?? '';
    const before = text.slice(0, match.index ?? 0);
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const cooked = new RegExp(
      `\\b(put|add|tip|toss|lay|cook|boil|simmer|roast|fry|sear)\\b[^.]*\\bthe ${escaped}\\b`,
      'i',
    );
    if (cooked.test(before))
      messages.push(`"${match[1]}: …" is cut after a sentence that already cooks the ${label}.`);
  }
  return messages;
};

/** A "board" of one cheese and a dip: a board needs something to eat it with (bread, raw vegetables, fruit). */
export const thinBoard: RecipeRule = (draft) => {
  if (!/\b(board|platter)\b/i.test(draft.title)) return [];
  const foods = read(draft).lines.flatMap((l) => (l.ingredient ? [l.ingredient] : []));
  const centre = foods.some((f) => BOARD_CENTRE.has(f.category) && f.role !== 'sauce');
  const carrier = foods.some((f) => BOARD_CARRIER.has(f.category) && f.role !== 'sauce');
  return centre && carrier
    ? []
    : [
        `"${draft.title}" lists ${foods.map((f) => f.name).join(', ')}: a board needs cheese, meat or fish and something to eat it with (bread, raw vegetables or fruit).`,
      ];
};

/** Kinds of food where the cook's own does the job of a bought one (their frozen berries, their pecans). */
const OWNED_KINDS: Kind[] = ['berries', 'nuts', 'yogurt', 'banana'];

/** An Upgrade that buys blueberries while the cook listed frozen berries. */
export const upgradeBuysOwned: TrioRule = (trio, request) => {
  const upgrade = trio[2];
  const typed = [...pantryIds(request)].map(getIngredient);
  const findings: Finding[] = [];
  for (const line of read(upgrade).lines) {
    const food = line.ingredient;
    if (!line.bought || !food) continue;
    const own = typed.find(
      (t) => t.id === food.id || OWNED_KINDS.some((kind) => isKind(t, kind) && isKind(food, kind)),
    );
    if (own)
      findings.push({
        rule: 'upgrade-buys-owned',
        recipe: 3,
        message: `The Upgrade buys ${food.name}, but the cook listed ${own.name}.`,
      });
  }
  return findings;
};

// ---------------------------------------------------------------------------------------------------
// The rule book

export interface RuleInfo {
  id: string;
  /** What a cook would object to, in one line (for the README and the review summary). */
  objection: string;
}

const RECIPE_RULES: (RuleInfo & { check: RecipeRule })[] = [
  {
    id: 'unused-ingredient',
    objection: 'a listed item no step uses (or only preps)',
    check: unusedIngredient,
  },
  {
    id: 'unlisted-ingredient',
    objection: 'a food a step uses that is not listed (oil, vinegar, water included)',
    check: unlistedIngredient,
  },
  {
    id: 'template-words',
    objection:
      '"the aromatics"/"the sauce" with nothing to refer to; "{", "undefined", "NaN", doubled spaces or punctuation',
    check: templateWords,
  },
  {
    id: 'cut-wrong-food',
    objection: 'cutting what is not cut: peas, ground meat, drumsticks "bite-size"',
    check: cutWrongFood,
  },
  {
    id: 'amounts-believed',
    objection:
      'more than the cook said they have; a title food far short of its portions; over 3 eggs or 90 g dry lentils each',
    check: amountsBelieved,
  },
  {
    id: 'portion-out-of-range',
    objection: 'calories or protein per serving outside the range for the meal type; absurd amounts',
    check: portionOutOfRange,
  },
  {
    id: 'contradictory-storage',
    objection: 'two different fridge times in one leftover plan',
    check: contradictoryStorage,
  },
  {
    id: 'raw-starch',
    objection: 'rice, pasta, grains, dried legumes or potatoes never cooked; leftover rice never reheated',
    check: rawStarchNeverCooked,
  },
  {
    id: 'sweet-dressed-savoury',
    objection: 'a sweet dish dressed with oil, salt and pepper',
    check: sweetDressedSavoury,
  },
  { id: 'not-used-but-listed', objection: '"Not used here: X" while X is listed', check: notUsedButListed },
  {
    id: 'form-mismatch',
    objection:
      "text that does not fit the food's form: clumps of whole fillets, cobs of canned corn, melted oil",
    check: formMismatch,
  },
  {
    id: 'per-piece-amount',
    objection:
      '"each with 3 tbsp" when 3 tbsp is listed in all: per-piece amounts that do not divide the total',
    check: perPieceAmount,
  },
  {
    id: 'hygiene-misplaced',
    objection: 'hand-washing not right after the sentence that handles the raw meat or fish',
    check: hygieneMisplaced,
  },
  {
    id: 'vague-upgrade',
    objection: 'an Upgrade that is advice ("season in layers") rather than one concrete technique',
    check: vagueUpgrade,
  },
  {
    id: 'fruit-prep',
    objection: '"peel, core or stone the bananas as needed": each fruit readied by what it needs',
    check: fruitPrep,
  },
  {
    id: 'rise-without-leavening',
    objection: '"cook until risen" for a batter with no baking powder, soda, yeast or whisked egg',
    check: riseWithoutLeavening,
  },
  {
    id: 'doneness-before-cooking',
    objection: 'a doneness sentence ("The bacon is done when crisp") before the food has been cooked',
    check: donenessBeforeCooking,
  },
  {
    id: 'rest-small-pieces',
    objection: '"rest 3 minutes" for strips or pieces served straight from the pan',
    check: restSmallPieces,
  },
  {
    id: 'warm-not-warmed',
    objection: 'a "warm" dish with canned beans spooned on cold',
    check: warmNotWarmed,
  },
  {
    id: 'thin-board',
    objection: 'a board of one cheese and a dip, with nothing to eat it with',
    check: thinBoard,
  },
  {
    id: 'added-after-serving',
    objection: 'food put in the pot after the plates are made up ("Divide between bowls … Add the beans")',
    check: addedAfterServing,
  },
  {
    id: 'cut-after-cooked',
    objection: 'a food cut after a sentence that already put it in the pot',
    check: cutAfterCooked,
  },
  {
    id: 'bay-leaves-left-in',
    objection: 'bay leaves served in the food, or more than four of them',
    check: bayLeavesLeftIn,
  },
  {
    id: 'meanwhile-beside-knife-work',
    objection: 'work said to run "meanwhile" beside the knife work, which is the cook\'s own hands',
    check: meanwhileBesideKnifeWork,
  },
];

const TRIO_RULES: (RuleInfo & { check: TrioRule })[] = [
  {
    id: 'duplicate-dish',
    objection: 'two of the three are the same dish (title stem or ≥80% same cooking steps)',
    check: duplicateDish,
  },
  {
    id: 'quick-not-quickest',
    objection: 'the Quick Win is not the quickest of the three',
    check: quickNotQuickest,
  },
  {
    id: 'zero-waste-uses-fewer',
    objection: 'the Zero-Waste uses fewer of the listed items than the Quick Win',
    check: zeroWasteUsesFewer,
  },
  {
    id: 'upgrade-too-many-items',
    objection: 'the Upgrade buys more than 3 items',
    check: upgradeTooManyItems,
  },
  {
    id: 'upgrade-cuisine-clash',
    objection: "the Upgrade's finish clashes with the dish's cuisine",
    check: upgradeCuisineClash,
  },
  {
    id: 'upgrade-buys-owned',
    objection:
      'the Upgrade buys what the cook already has, by kind (blueberries beside their frozen berries)',
    check: upgradeBuysOwned,
  },
];

/** Every rule, in the order findings are reported. */
export const RULES: readonly RuleInfo[] = [...RECIPE_RULES, ...TRIO_RULES].map(({ id, objection }) => ({
  id,
  objection,
}));

/** What a cook would object to in one recipe (the trio rules aside). */
export function lintRecipe(draft: RecipeDraft, request: ChefRequest): Finding[] {
  const findings: Finding[] = [];
  for (const rule of RECIPE_RULES)
    for (const message of rule.check(draft, request)) findings.push({ rule: rule.id, recipe: 1, message });
  return findings;
}

/** Everything a professional cook would object to in a trio, rule by rule. */
export function lintTrio(trio: RecipeTrio, request: ChefRequest): Finding[] {
  const findings: Finding[] = [];
  trio.forEach((draft, index) => {
    for (const rule of RECIPE_RULES)
      for (const message of rule.check(draft, request))
        findings.push({ rule: rule.id, recipe: (index + 1) as 1 | 2 | 3, message });
  });
  for (const rule of TRIO_RULES) findings.push(...rule.check(trio, request));
  return findings;
}
