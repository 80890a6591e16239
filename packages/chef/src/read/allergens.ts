import { DIET_OPTIONS, type Diet } from '@sous/domain';
import { distance } from 'fastest-levenshtein';
import {
  type Allergen,
  type DietFlags,
  INGREDIENTS,
  type Ingredient,
  normalizeWords,
  singular,
} from '../catalog/index.ts';
import {
  ALLERGEN_CLASSES,
  type AllergenClass,
  ANIMAL_PRODUCTS,
  type AnimalKind,
  COOKING_VERBS,
  DIET_RULES,
  LOOK_ALIKES,
  QUALIFIERS,
} from '../data/allergens.ts';

/**
 * Reads allergens and diet conflicts in free text, from the lexicon in `data/allergens.ts` and every food of
 * the catalogue. Text is read as whole words after `normalizeWords` (lower case, singular), longest phrase
 * first, within a clause: punctuation ends a phrase and a qualifier's reach.
 *
 * A phrase carries every class its words carry ("almond croissant": tree-nut from "almond", milk, egg and
 * wheat from "croissant") unless a look-alike says otherwise ("almond milk" is not milk), so a phrase the
 * lexicon has never seen still reports what is in it. Every wheat food carries gluten too.
 */

// ---------------------------------------------------------------------------------------------------
// Tables, built once. Classes, animal kinds and diets are bit sets: a phrase's carries are or-ed together.

const CLASS_ORDER: readonly AllergenClass[] = ALLERGEN_CLASSES.map((data) => data.id);
const KIND_ORDER: readonly AnimalKind[] = [
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'egg',
  'dairy',
  'honey',
  'animal-fat',
  'gelatin',
];

const bitsOf =
  <T>(order: readonly T[]) =>
  (items: Iterable<T>): number => {
    let bits = 0;
    for (const item of items) bits |= 1 << order.indexOf(item);
    return bits;
  };
const classBits = bitsOf(CLASS_ORDER);
const kindBits = bitsOf(KIND_ORDER);
const dietBits = bitsOf(DIET_OPTIONS);
const classesIn = (bits: number): AllergenClass[] => CLASS_ORDER.filter((_, i) => bits & (1 << i));

/** The animal kind an allergen class is (for diets): a look-alike that is "not milk" is not dairy either. */
const KIND_OF_CLASS: readonly [AllergenClass, AnimalKind][] = [
  ['milk', 'dairy'],
  ['egg', 'egg'],
  ['fish', 'fish'],
  ['crustacean', 'shellfish'],
  ['mollusc', 'shellfish'],
];
/** The kinds that go with these classes. */
function kindsOfClasses(classes: number): number {
  let kinds = 0;
  for (const [c, k] of KIND_OF_CLASS) if (classes & classBits([c])) kinds |= kindBits([k]);
  return kinds;
}

const WHEAT = classBits(['wheat']);
const GLUTEN = classBits(['gluten']);

const DIET_FLAG: Record<Diet, keyof DietFlags> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  'Gluten-Free': 'glutenFree',
  'Dairy-Free': 'dairyFree',
  Keto: 'keto',
  Paleo: 'paleo',
};

/** Each diet's rule as bits: the classes and kinds that break it. */
const RULES = DIET_RULES.map((rule) => ({
  diet: dietBits([rule.diet]),
  classes: classBits(rule.classes),
  kinds: kindBits(rule.kinds),
}));
/** The diets that classes or kinds break. */
function dietsBrokenBy(classes: number, kinds: number): number {
  let diets = 0;
  for (const rule of RULES) if (classes & rule.classes || kinds & rule.kinds) diets |= rule.diet;
  return diets;
}

/** What one phrase says about itself, before its words are taken into account (all bit sets). */
interface Own {
  words: string[];
  /** How the lexicon or catalogue writes it ("cookie" for the key "cooky" that "cookies" reads as). */
  display: string;
  /** Whether `display` is the phrase itself rather than one of its plural or run-together forms. */
  exact: boolean;
  classes: number;
  kinds: number;
  /** Diets broken by a diet list (Keto: rice, sugar…). */
  listed: number;
  /** Diets a catalogue flag says it breaks (they may be down to a class: the cream in "cream of tartar"). */
  flagged: number;
  /** Diets a catalogue flag says it fits (overrides what it inherits from its words). */
  catalogueFits: number;
  allows: number;
  notClasses: number;
  notKinds: number;
  fits: number;
}

/** A phrase as matched. */
interface Entry {
  term: string;
  classes: number;
  kinds: number;
  /** Diets it breaks whatever its classes (a list or a catalogue flag). */
  breaks: number;
  /** Diets whose class and kind rules do not apply to it (Paleo: butter, ghee). */
  allows: number;
}

interface QualifierEntry {
  clears: number;
  fits: number;
}

interface TrieNode {
  next?: Map<string, TrieNode>;
  entry?: Entry;
  qualifier?: QualifierEntry;
}

/** A text's words as written: lower case, accents off, apostrophes dropped (like `normalizeWords`, not singular). */
const rawWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);

/**
 * The keys a phrase is found under: its normalized words, its last word's plural forms read back through
 * `normalizeWords` ("cookie" → "cookies" → "cooky", "quiche" → "quiches" → "quich"), and the same run
 * together as one word ("ice cream" → "icecream").
 */
function phraseKeys(text: string, plurals = true): string[][] {
  const raw = rawWords(text);
  const last = raw[raw.length - 1];
  if (last === undefined) return [];
  const forms = new Set([last]);
  if (plurals) {
    forms.add(`${last}s`);
    if (/(s|x|z|ch|sh|o)$/.test(last)) forms.add(`${last}es`);
    if (/[^aeiou]y$/.test(last)) forms.add(`${last.slice(0, -1)}ies`);
    if (last.endsWith('ies')) {
      forms.add(`${last.slice(0, -3)}ie`);
      forms.add(`${last.slice(0, -3)}y`);
    }
  }
  // rawWords + singular is exactly normalizeWords, without running the regular expressions per form.
  const head = raw.slice(0, -1).map(singular);
  const keys = new Map<string, string[]>();
  for (const form of forms) {
    const words = [...head, singular(form)];
    keys.set(words.join(' '), words);
    if (words.length > 1) {
      const joined = singular(words.join(''));
      keys.set(joined, [joined]);
    }
  }
  return [...keys.values()];
}

const owns = new Map<string, Own>();

function own(words: string[], display: string, exact: boolean): Own {
  const key = words.join(' ');
  let found = owns.get(key);
  if (!found) {
    found = {
      words,
      display,
      exact,
      classes: 0,
      kinds: 0,
      listed: 0,
      flagged: 0,
      catalogueFits: 0,
      allows: 0,
      notClasses: 0,
      notKinds: 0,
      fits: 0,
    };
    owns.set(key, found);
  } else if (exact && !found.exact) {
    found.display = display;
    found.exact = true;
  }
  return found;
}

function describe(text: string, update: (entry: Own) => void): void {
  const display = text.toLowerCase();
  const [first, ...others] = phraseKeys(text);
  if (first) update(own(first, display, true));
  for (const words of others) update(own(words, display, false));
}

// The lexicon.
for (const data of ALLERGEN_CLASSES) {
  const bits = classBits([data.id]);
  for (const food of data.foods) describe(food, (entry) => (entry.classes |= bits));
}
for (const group of ANIMAL_PRODUCTS) {
  const bits = kindBits([group.kind]);
  for (const food of group.foods) describe(food, (entry) => (entry.kinds |= bits));
}
for (const rule of DIET_RULES) {
  const bits = dietBits([rule.diet]);
  for (const food of rule.foods) describe(food, (entry) => (entry.listed |= bits));
  for (const food of rule.allows) describe(food, (entry) => (entry.allows |= bits));
}
for (const look of LOOK_ALIKES) {
  const is = classBits(look.is ?? []);
  const not = classBits(look.not);
  const notKinds = kindBits(look.notKind ?? []);
  const fits = dietBits(look.fits ?? []);
  describe(look.text, (entry) => {
    entry.classes |= is;
    entry.notClasses |= not;
    entry.notKinds |= notKinds;
    entry.fits |= fits;
  });
}

// The catalogue. Its "shellfish" is crustacean or mollusc by what the lexicon says of the food's names
// (shrimp, crab → crustacean; mussel, squid, oyster sauce → mollusc; Thai curry paste → crustacean),
// both when it says neither.
const SHELLFISH = classBits(['crustacean', 'mollusc']);
function shellfishClasses(ingredient: Ingredient): number {
  let found = 0;
  for (const name of [ingredient.name, ...ingredient.synonyms]) {
    const words = normalizeWords(name);
    for (const key of [words.join(' '), ...words]) found |= (owns.get(key)?.classes ?? 0) & SHELLFISH;
  }
  return found || SHELLFISH;
}

const CATALOGUE_CLASSES: Record<Allergen, AllergenClass[]> = {
  milk: ['milk'],
  egg: ['egg'],
  fish: ['fish'],
  shellfish: [],
  'tree-nuts': ['tree-nut'],
  peanuts: ['peanut'],
  wheat: ['wheat', 'gluten'],
  soy: ['soy'],
  sesame: ['sesame'],
};

for (const ingredient of INGREDIENTS) {
  let classes = 0;
  for (const allergen of ingredient.allergens) {
    classes |=
      allergen === 'shellfish' ? shellfishClasses(ingredient) : classBits(CATALOGUE_CLASSES[allergen]);
  }
  if (!ingredient.diet.glutenFree) classes |= GLUTEN;
  const fits = dietBits(DIET_OPTIONS.filter((diet) => ingredient.diet[DIET_FLAG[diet]]));
  const breaks = dietBits(DIET_OPTIONS.filter((diet) => !ingredient.diet[DIET_FLAG[diet]]));
  for (const name of [ingredient.name, ...ingredient.synonyms]) {
    describe(name, (entry) => {
      entry.classes |= classes;
      entry.catalogueFits |= fits;
      entry.flagged |= breaks;
    });
  }
}

/** Proper sub-phrases of a phrase that are phrases themselves and lie inside no longer such sub-phrase. */
function largestParts(words: readonly string[]): string[] {
  const spans: [number, number][] = [];
  for (let size = words.length - 1; size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const end = start + size;
      if (spans.some(([s, e]) => s <= start && end <= e)) continue;
      if (owns.has(words.slice(start, end).join(' '))) spans.push([start, end]);
    }
  }
  return spans.map(([s, e]) => words.slice(s, e).join(' '));
}

// Each phrase carries what its words carry (shortest phrases first, so parts are final before wholes).
// A look-alike drops what the class or kind it is not would have brought, diets included: "cream of
// tartar" is not milk, so not the Vegan, Dairy-Free and Paleo flags of "cream" either.
interface Built {
  classes: number;
  kinds: number;
  listed: number;
  flagged: number;
}
const built = new Map<string, Built>();
const entries = new Map<string, Entry>();
for (const [key, phrase] of [...owns].sort((a, b) => a[1].words.length - b[1].words.length)) {
  const notKinds = phrase.notKinds | kindsOfClasses(phrase.notClasses);
  let { classes, kinds, listed, flagged } = phrase;
  if (phrase.words.length > 1) {
    for (const part of largestParts(phrase.words)) {
      const inner = built.get(part);
      if (!inner) continue;
      classes |= inner.classes;
      kinds |= inner.kinds;
      listed |= inner.listed & ~phrase.catalogueFits;
      const dropped = dietsBrokenBy(inner.classes & phrase.notClasses, inner.kinds & notKinds);
      flagged |= inner.flagged & ~phrase.catalogueFits & ~dropped;
    }
  }
  if (classes & WHEAT) classes |= GLUTEN;
  classes &= ~phrase.notClasses;
  kinds &= ~notKinds;
  listed &= ~phrase.fits;
  flagged &= ~phrase.fits;
  built.set(key, { classes, kinds, listed, flagged });
  entries.set(key, { term: phrase.display, classes, kinds, breaks: listed | flagged, allows: phrase.allows });
}

const root: TrieNode = {};
function nodeFor(words: readonly string[]): TrieNode {
  let node = root;
  for (const word of words) {
    node.next ??= new Map();
    let child = node.next.get(word);
    if (!child) {
      child = {};
      node.next.set(word, child);
    }
    node = child;
  }
  return node;
}
for (const [key, entry] of entries) nodeFor(key.split(' ')).entry = entry;
for (const qualifier of QUALIFIERS) {
  for (const words of phraseKeys(qualifier.words, false)) {
    const node = nodeFor(words);
    node.qualifier = {
      clears: (node.qualifier?.clears ?? 0) | classBits(qualifier.clears),
      fits: (node.qualifier?.fits ?? 0) | dietBits(qualifier.fits ?? []),
    };
  }
}

const VERBS = new Map(COOKING_VERBS.map((verb) => [verb.word, new Set(verb.after ?? [])]));

// ---------------------------------------------------------------------------------------------------
// Reading a text

/** Clause breaks: a hard one ends a phrase and a qualifier's reach; a comma ends the reach unless a qualifier follows. */
const HARD = '\u0001';
const SOFT = '\u0002';
/** A colon: a hard break, after which a lone cooking verb is an instruction ("Garlic: mince."). */
const COLON = '\u0003';
const isBreak = (token: string | undefined): boolean => token === HARD || token === SOFT || token === COLON;

/** Words that end a qualifier's reach ("vegan butter and cheese": the cheese is not vegan). */
const STOP_WORDS = new Set(
  normalizeWords(
    `and or but nor with without plus instead than then not no versus vs except unless if when while because
    so also to of for from in into on onto over under at by as like about using use`,
  ),
);
/** After a cooking verb: it is a verb ("toast the seeds", "mince 2 cloves", "cream until pale"). */
const VERB_NEXT = new Set(
  normalizeWords(
    `the a an it them this that these those your each every both all half some everything until together up
    well lightly finely roughly coarsely thinly thickly gently tightly evenly generously thoroughly carefully
    slightly very quickly`,
  ),
);
/** Before a cooking verb: it is a noun ("the mince", "some cream", "on toast", "with cream"). */
const NOUN_BEFORE = new Set(
  normalizeWords('the a an some your of this that these those any more extra with plus on my our their'),
);
const VERB_BEFORE = new Set(normalizeWords('finely roughly lightly gently coarsely'));

/** "nut- and dairy-free", "fish-, soy- and gluten-free" → "nut-free dairy-free", "fish-free soy-free gluten-free". */
const SUSPENDED = /\b((?:[a-z]+-,?\s+)+)(?:and|or|&)\s+([a-z]+)-(free|based)\b/gi;

function tokenize(text: string): string[] {
  const expanded = text.replace(SUSPENDED, (_, heads: string, last: string, tail: string) =>
    [...heads.split(/-,?\s+/).filter(Boolean), last].map((head) => `${head}-${tail}`).join(' '),
  );
  const tokens: string[] = [];
  const parts = expanded.split(/(,|[.;:!?()[\]{}\n\r"“”]+|\s[-–—]+\s|[–—])/);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as string;
    if (i % 2 === 1) tokens.push(part === ',' ? SOFT : part.includes(':') ? COLON : HARD);
    else for (const word of normalizeWords(part)) tokens.push(word);
  }
  return tokens;
}

interface Found {
  size: number;
  entry?: Entry;
  qualifier?: QualifierEntry;
}

/** The longest phrase (food or qualifier) starting at `start`; breaks are never part of a phrase. */
function longestAt(tokens: readonly string[], start: number): Found | undefined {
  let node: TrieNode | undefined = root;
  let best: Found | undefined;
  for (let i = start; i < tokens.length; i++) {
    node = node.next?.get(tokens[i] as string);
    if (!node) break;
    if (node.entry || node.qualifier)
      best = { size: i - start + 1, entry: node.entry, qualifier: node.qualifier };
  }
  return best;
}

/** Does a qualifier start here, after any "and", "or" or comma? ("dairy-free and egg-free mayo") */
function qualifierFollows(tokens: readonly string[], at: number): boolean {
  let i = at;
  while (i < tokens.length && (tokens[i] === SOFT || tokens[i] === 'and' || tokens[i] === 'or')) i++;
  const found = longestAt(tokens, i);
  return found?.qualifier !== undefined && found.entry === undefined;
}

function isVerbUse(tokens: readonly string[], at: number): boolean {
  const after = VERBS.get(tokens[at] as string);
  if (!after) return false;
  const before = tokens[at - 1];
  if (before !== undefined && NOUN_BEFORE.has(before)) return false;
  if (before !== undefined && VERB_BEFORE.has(before)) return true;
  const next = tokens[at + 1];
  if (before === COLON && (next === undefined || next === HARD || next === COLON)) return true;
  if (next === undefined || isBreak(next)) return false;
  return (
    VERB_NEXT.has(next) ||
    after.has(next) ||
    /^\d/.test(next) ||
    longestAt(tokens, at + 1)?.entry !== undefined
  );
}

interface Hit {
  entry: Entry;
  /** Classes the qualifiers before it clear, and diets they make it fit ("vegan butter"). */
  clears: number;
  fits: number;
}

/** Words a qualifier may skip to reach its food ("vegan aged cheddar"), and between the foods it qualifies. */
const QUALIFIER_GAP = 1;

/** The last text read and its hits: a recipe is read for allergens and then for diets. */
let lastRead: { text: string; hits: Hit[] } | undefined;

function read(text: string): Hit[] {
  if (lastRead?.text === text) return lastRead.hits;
  const hits = readHits(text);
  lastRead = { text, hits };
  return hits;
}

function readHits(text: string): Hit[] {
  const tokens = tokenize(text);
  const hits: Hit[] = [];
  /** The qualifiers in reach, or undefined; a run of qualifiers adds up ("dairy-free, egg-free mayo"). */
  let pending: QualifierEntry | undefined;
  let afterQualifier = false;
  let gap = 0;
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (token === HARD || token === COLON) {
      pending = undefined;
      i++;
      continue;
    }
    const found = token === SOFT ? undefined : longestAt(tokens, i);
    if (found?.qualifier && !found.entry) {
      const before = afterQualifier && pending ? pending : { clears: 0, fits: 0 };
      pending = { clears: before.clears | found.qualifier.clears, fits: before.fits | found.qualifier.fits };
      afterQualifier = true;
      gap = 0;
      i += found.size;
      continue;
    }
    if (found?.entry && !(found.size === 1 && isVerbUse(tokens, i))) {
      hits.push({ entry: found.entry, clears: pending?.clears ?? 0, fits: pending?.fits ?? 0 });
      afterQualifier = false;
      gap = 0;
      i += found.size;
      continue;
    }
    // Not a food: a comma, a stop word, a number or a second stray word ends a qualifier's reach.
    if (pending) {
      if (token === SOFT || STOP_WORDS.has(token)) {
        if (!qualifierFollows(tokens, i + 1)) pending = undefined;
      } else if (/^\d/.test(token) || ++gap > QUALIFIER_GAP) {
        pending = undefined;
      }
    }
    i++;
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------------
// Allergies

const FILLER_WORDS = new Set(
  normalizeWords(
    `allergy allergies allergic allergen allergens intolerance intolerant sensitivity sensitive to free no any
    all i im am have has a an the severe severely mild anaphylaxis anaphylactic disease reaction product
    protein food avoid avoiding cant cannot can dont do eat trace of containing contain may please strict
    strictly very extremely life threatening epipen my type`,
  ),
);

/** Typed allergies and the classes they name, as bits. */
const ALIASES = new Map<string, number>();
for (const data of ALLERGEN_CLASSES) {
  for (const alias of data.aliases) {
    for (const words of phraseKeys(alias)) {
      const key = words.join(' ');
      ALIASES.set(key, (ALIASES.get(key) ?? 0) | classBits([data.id]));
    }
  }
}
const ALIAS_KEYS = [...ALIASES.keys()];

/** Edits forgiven in a typed allergy of this many letters (none under 5: "rye" is not "rice"). */
const editsAllowed = (length: number): number => (length < 5 ? 0 : length < 8 ? 1 : 2);

function nearestAlias(typed: string): number | undefined {
  const allowed = editsAllowed(typed.length);
  if (allowed === 0) return undefined;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const key of ALIAS_KEYS) {
    const candidate = key.replaceAll(' ', '');
    if (Math.abs(candidate.length - typed.length) > allowed) continue;
    const d = distance(typed, candidate);
    if (d < bestDistance) {
      best = key;
      bestDistance = d;
      tie = false;
    } else if (d === bestDistance && best !== undefined && ALIASES.get(best) !== ALIASES.get(key)) {
      tie = true;
    }
  }
  return best && !tie ? ALIASES.get(best) : undefined;
}

function exactEntry(words: readonly string[]): Entry | undefined {
  let node: TrieNode | undefined = root;
  for (const word of words) {
    node = node.next?.get(word);
    if (!node) return undefined;
  }
  return node.entry;
}

function classesOfAllergy(words: string[]): number {
  const alias = ALIASES.get(words.join(' '));
  if (alias !== undefined) return alias;
  const entry = exactEntry(words);
  if (entry) return entry.classes;
  const near = nearestAlias(words.join(''));
  if (near !== undefined) return near;
  // Read it as text: every alias and food named in it ("dairy (lactose)", "almonds, walnuts").
  let found = 0;
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--)
      found |= ALIASES.get(words.slice(start, end).join(' ')) ?? 0;
  }
  for (const hit of read(words.join(' '))) found |= hit.entry.classes;
  return found;
}

const EXCEPTIONS = /\bbut not\b|\bexcept\b|\bexcluding\b|\bother than\b|\bapart from\b|\(\s*not\b/i;

/** Classes a typed allergy names ('dairy' → milk; 'nuts' → tree-nut + peanut; 'shellfish' → crustacean + mollusc; 'seafood' → fish + crustacean + mollusc; 'gluten'/'coeliac'/'celiac' → gluten; 'wheat' → wheat; 'sulfites'/'sulphites' → sulphites; 'lactose intolerance' → milk …). Unknown text → []. */
export function allergyClasses(allergy: string): AllergenClass[] {
  let found = 0;
  // "tree nuts but not peanuts", "fish (not shellfish)": what follows is not part of the allergy.
  const named = allergy.split(EXCEPTIONS)[0] as string;
  for (const part of named.split(/[,;/&+\n]|\band\b|\bor\b/i)) {
    const words = normalizeWords(part).filter((word) => !FILLER_WORDS.has(word));
    if (words.length === 0) continue;
    found |= classesOfAllergy(words);
  }
  return classesIn(found);
}

/**
 * Every food word or phrase in a text that carries an allergen class, longest match first, in text order.
 * `term` is the food as the lexicon or catalogue writes it ("anchovy" for "Anchovies"); a food is reported
 * once per text (again only if a qualifier changes what it carries), with the classes qualifiers left.
 */
export function allergensInText(text: string): { term: string; classes: AllergenClass[] }[] {
  const results: { term: string; classes: AllergenClass[] }[] = [];
  const seen = new Set<string>();
  for (const hit of read(text)) {
    const classes = classesIn(hit.entry.classes & ~hit.clears);
    if (classes.length === 0) continue;
    const key = `${hit.entry.term}|${classes.join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    results.push({ term: hit.entry.term, classes });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------
// Diets

const DIET_BY_NAME = new Map<string, Diet>(DIET_OPTIONS.map((diet) => [normalizeWords(diet).join(''), diet]));

/** The diets (bits) a food as read breaks, of those asked. */
function dietsBroken(hit: Hit, asked: number): number {
  const { entry } = hit;
  const classes = entry.classes & ~hit.clears;
  const kinds = entry.kinds & ~kindsOfClasses(hit.clears);
  const byRule = dietsBrokenBy(classes, kinds) & ~entry.allows;
  return (entry.breaks | byRule) & ~hit.fits & asked;
}

/** Every food in a text that breaks one of these diets: 'Vegetarian' | 'Vegan' | 'Gluten-Free' | 'Dairy-Free' | 'Keto' | 'Paleo' (Keto: sugar, honey, rice, pasta, bread, potatoes, most grains and legumes, sweet fruit; Paleo: grains, legumes incl. peanuts and soy, dairy, refined sugar, processed foods). */
export function dietConflictsInText(
  text: string,
  diets: readonly string[],
): { term: string; diet: string }[] {
  const wanted: [string, number][] = [];
  let asked = 0;
  for (const name of diets) {
    const diet = DIET_BY_NAME.get(normalizeWords(name).join(''));
    if (!diet) continue;
    wanted.push([name, dietBits([diet])]);
    asked |= dietBits([diet]);
  }
  if (asked === 0) return [];
  const results: { term: string; diet: string }[] = [];
  const seen = new Set<string>();
  for (const hit of read(text)) {
    const broken = dietsBroken(hit, asked);
    if (broken === 0) continue;
    for (const [name, diet] of wanted) {
      if (!(broken & diet)) continue;
      const key = `${hit.entry.term}|${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      results.push({ term: hit.entry.term, diet: name });
    }
  }
  return results;
}

/** What the reader knows of a phrase, no qualifiers applied (for review and tests); undefined if unknown. */
export function lexiconEntry(
  phrase: string,
): { classes: AllergenClass[]; kinds: AnimalKind[]; breaks: Diet[] } | undefined {
  const entry = exactEntry(normalizeWords(phrase));
  if (!entry) return undefined;
  const broken = dietsBroken({ entry, clears: 0, fits: 0 }, dietBits(DIET_OPTIONS));
  return {
    classes: classesIn(entry.classes),
    kinds: KIND_ORDER.filter((_, i) => entry.kinds & (1 << i)),
    breaks: DIET_OPTIONS.filter((_, i) => broken & (1 << i)),
  };
}
