import { distance } from 'fastest-levenshtein';
import { findIngredient, INGREDIENTS, normalizeWords, singular } from '../catalog/index.ts';
import { ALONE_ONLY, HAZARD_REASONS, HAZARDS, type HazardClass, NOT_HAZARDS } from '../data/hazards.ts';
import { memoize } from '../memo.ts';

/** A non-food or poisonous thing named in the cook's text. */
export interface HazardMatch {
  /** The entry's main term ("paracetamol" for "Tylenol"). */
  term: string;
  class: HazardClass;
  /** Why it is refused, as the cook reads it ("it is a medicine, not food"). */
  reason: string;
  /** The words as they appeared in the text ("Tylenol", "hand-sanitizer", "bleech"). */
  typed: string;
}

// ---------------------------------------------------------------------------------------------------
// Lookup tables, built once

/** Marks a food phrase (NOT_HAZARDS) in the lookup table. */
const FOOD = -1;
/** Normalized phrase, spaced and written as one word → index in HAZARDS, or FOOD. */
const byKey = new Map<string, number>();
let longest = 1;

/** "&" read as "and" (a text without one is returned as it is, unscanned). */
export const ampersandAsAnd = (text: string): string =>
  text.includes('&') ? text.replace(/\s*&\s*/g, ' and ') : text;

function addKey(phrase: string, value: number): void {
  const words = normalizeWords(phrase.replace(/\s*&\s*/g, ' and '));
  if (words.length === 0) return;
  longest = Math.max(longest, words.length);
  // normalizeWords reads "brownies" as "browny": a name ending in -ie is also stored that way.
  const plural = words.map((word) => (word.endsWith('ie') ? `${word.slice(0, -2)}y` : word));
  for (const form of [words, plural]) {
    for (const key of [form.join(' '), form.join('')]) if (!byKey.has(key)) byKey.set(key, value);
  }
}

// Food phrases first: on an exact tie the food reading wins.
for (const phrase of NOT_HAZARDS) addKey(phrase, FOOD);
HAZARDS.forEach((entry, index) => {
  for (const name of [entry.term, ...(entry.synonyms ?? [])]) addKey(name, index);
});

/**
 * What a phrase can start with, so most words are looked up once, not at every length: the longest
 * spaced key each first word starts, and the starts (3+ letters) of every key written as one word.
 */
const longestFrom = new Map<string, number>();
const joinedStarts = new Set<string>();
for (const key of byKey.keys()) {
  const words = key.split(' ');
  const first = words[0] as string;
  longestFrom.set(first, Math.max(longestFrom.get(first) ?? 1, words.length));
  if (words.length === 1) for (let n = 3; n < key.length; n++) joinedStarts.add(key.slice(0, n));
}

/** Hazard words refused only as a whole item ("2 stones", not "halve, stone and slice"). */
const ALONE = new Set(ALONE_ONLY.map((word) => normalizeWords(word).join(' ')));
/** Words that may stand beside an ALONE_ONLY word in an item that is still only that thing. */
const QUANTITY_WORDS = new Set(
  (
    'a an the some few of my old leftover spare small large big little bit piece handful bag box pack packet ' +
    'sheet roll bottle jar tube can tin bar cup tbsp tsp g kg lb oz ml l pinch bunch lot couple'
  ).split(' '),
);

/** Words that are food or cooking words: never read as a misspelt hazard. */
const FOOD_WORDS = new Set<string>();
for (const ingredient of INGREDIENTS) {
  for (const name of [ingredient.name, ...ingredient.synonyms]) {
    for (const word of normalizeWords(name)) FOOD_WORDS.add(word);
  }
}
for (const phrase of NOT_HAZARDS) {
  const words = normalizeWords(phrase);
  for (const word of words) FOOD_WORDS.add(word);
  FOOD_WORDS.add(words.join(''));
}

/** Single-word hazard names (and phrases written as one word), by length, for misspellings. */
const MIN_FUZZY_LENGTH = 6;
const byLength = new Map<number, { word: string; index: number }[]>();
for (const [key, index] of byKey) {
  if (index === FOOD || key.length < MIN_FUZZY_LENGTH || !/^[a-z]+$/.test(key)) continue;
  const bucket = byLength.get(key.length) ?? [];
  bucket.push({ word: key, index });
  byLength.set(key.length, bucket);
}

/** Edits forgiven in a typed word: one from 6 letters, two from 9 ("ibuprofin", "paracetemol"). */
const editsAllowed = (length: number): number => (length < MIN_FUZZY_LENGTH ? 0 : length < 9 ? 1 : 2);

/**
 * An English ending: "softened", "popped", "blistering", "purely", "batter", "stiffer" are inflected
 * words, not misspelt hazards, unless the hazard name ends the same way ("dishwasing" → dishwashing).
 */
const INFLECTION = /(ed|ing|ly|er|est)$/;

/** A hazard a misspelt word was read as: its index in HAZARDS and the name it was nearest. */
interface Nearest {
  index: number;
  key: string;
}
const nearestCache = new Map<string, Nearest | null>();
const NEAREST_CACHE_SIZE = 20_000;

/**
 * The hazard a misspelt word most likely names, or null when it is a food word or near nothing. Besides
 * the edit distance, the first letter must match (typing errors are rarely there, while "handle",
 * "motion" and "cooker" are one letter from "candle", "lotion" and "conker") and names under 6 letters
 * are never guessed at ("papery" is not paper, "glassy" is not glass).
 */
function nearestHazard(word: string): Nearest | null {
  const cached = nearestCache.get(word);
  if (cached !== undefined) return cached;
  let best: Nearest | null = null;
  const allowed = editsAllowed(word.length);
  if (allowed > 0 && /^[a-z]+$/.test(word) && !FOOD_WORDS.has(word) && !findIngredient(word)) {
    let bestDistance = allowed + 1;
    const suffix = INFLECTION.exec(word)?.[0];
    for (let length = word.length - allowed; length <= word.length + allowed; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        if (candidate.word[0] !== word[0] || (suffix && !candidate.word.endsWith(suffix))) continue;
        const d = distance(word, candidate.word);
        if (d < bestDistance) {
          bestDistance = d;
          best = { index: candidate.index, key: candidate.word };
        }
      }
    }
  }
  if (nearestCache.size >= NEAREST_CACHE_SIZE) nearestCache.clear();
  nearestCache.set(word, best);
  return best;
}

// ---------------------------------------------------------------------------------------------------
// Reading the text

interface Token {
  word: string;
  /** Offsets in the NFD form of the text. */
  start: number;
  end: number;
  /** Phrases never span two list items or sentences. */
  part: number;
}

// A run of letters, digits, accents and apostrophes is one word (as normalizeWords reads it); a comma,
// semicolon, line break, bar, "!" or "?", or a full stop or colon before a space, ends a list item.
const TOKEN = /(?:[A-Za-z0-9'’`]|[\u0300-\u036f])+|[,;|!?\n\r]|[.:](?=\s|$)/g;
const ABBREVIATIONS = new Set(['mr', 'mrs', 'dr', 'st']);
const PLAIN_WORD = /^[A-Za-z0-9]+$/;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let part = 0;
  for (const match of source.matchAll(TOKEN)) {
    const text = match[0];
    if (text.length === 1 && /[,;|!?\n\r.:]/.test(text)) {
      const previous = tokens.at(-1);
      if (!(text === '.' && previous && ABBREVIATIONS.has(previous.word))) part++;
      continue;
    }
    // A plain run of letters and digits is its own single word (lower case, singular): the same as
    // normalizeWords gives, without a look-up in its memo for every word of every text.
    const word = PLAIN_WORD.test(text) ? singular(text.toLowerCase()) : normalizeWords(text)[0];
    if (word) tokens.push({ word, start: match.index, end: match.index + text.length, part });
  }
  return tokens;
}

/**
 * The phrase starting at `at`: FOOD, a hazard index, or undefined, and how many words it takes. Words
 * typed apart are also read as one ("moth balls" → mothball) when each has 3+ letters ("whisk a" is not
 * Whiskas).
 */
function phraseAt(
  tokens: readonly Token[],
  at: number,
): { value: number; size: number; key: string } | undefined {
  const part = (tokens[at] as Token).part;
  const first = (tokens[at] as Token).word;
  // Longer readings only where a key could start here, spaced or run together: words run together
  // reach as far as their letters still begin some key.
  let reach = longestFrom.get(first) ?? 1;
  if (joinedStarts.has(first)) {
    let joined = first;
    for (let next = at + 1; next < tokens.length && next - at < longest; next++) {
      const token = tokens[next] as Token;
      if (token.part !== part || token.word.length < 3) break;
      joined += token.word;
      const isKey = byKey.has(joined);
      if (!isKey && !joinedStarts.has(joined)) break;
      if (isKey) reach = Math.max(reach, next - at + 1);
      if (!joinedStarts.has(joined)) break;
    }
  }
  let end = at;
  while (end < tokens.length && end - at < reach && (tokens[end] as Token).part === part) end++;
  // Longest first; the keys are built word by word (no arrays per length: this runs for every word).
  for (let size = end - at; size > 1; size--) {
    let key = first;
    let joined = first;
    let long = first.length >= 3;
    for (let i = at + 1; i < at + size; i++) {
      const word = (tokens[i] as Token).word;
      key += ` ${word}`;
      joined += word;
      if (word.length < 3) long = false;
    }
    const value = byKey.get(key);
    if (value !== undefined) return { value, size, key };
    if (long) {
      const whole = byKey.get(joined);
      if (whole !== undefined) return { value: whole, size, key: joined };
    }
  }
  const value = end > at ? byKey.get(first) : undefined;
  return value !== undefined ? { value, size: 1, key: first } : undefined;
}

/** Is the word at `at` the whole item, apart from numbers and quantity words? */
function standsAlone(tokens: readonly Token[], at: number): boolean {
  const part = (tokens[at] as Token).part;
  return tokens.every(
    (token, i) => i === at || token.part !== part || /^\d/.test(token.word) || QUANTITY_WORDS.has(token.word),
  );
}

const matchOf = (index: number, typed: string): HazardMatch => {
  const entry = HAZARDS[index] as (typeof HAZARDS)[number];
  return { term: entry.term, class: entry.class, reason: HAZARD_REASONS[entry.class], typed };
};

/**
 * Every non-food or poisonous thing named in the text, each entry once, in text order. Whole words,
 * longest phrase first ("bleached flour" is not bleach, "cough syrup" is not syrup); food phrases
 * (NOT_HAZARDS) are skipped unless a longer hazard starts at the same word ("rhubarb leaves"); a single
 * word of 6+ letters that no food or cooking word explains is read as a misspelt hazard within one
 * edit (two from 9 letters): "bleech", "ibuprofin". `misspellings: false` reads exact names only (the
 * recipe checker: a recipe's own words are spelt, and guessing at every long word of it is slow).
 */
const hazardsExact = memoize((text: string) => readHazards(text, false));
const hazardsForgiving = memoize((text: string) => readHazards(text, true));

/** Marks that always end a phrase (a list item or a clause): no name is read across them. */
const CLAUSE_BREAK = /[,;|!?\n\r]/;
const clauseNamesHazard = memoize((clause: string) => readHazards(clause, false).length > 0);

/**
 * Does the text name any non-food, by exact names? The same answer as
 * `findHazards(text, { misspellings: false }).length > 0`, read clause by clause (no name crosses a
 * clause break), so that the clauses a recipe shares with others ("season with salt") are read once.
 */
export function namesHazard(text: string): boolean {
  const source = ampersandAsAnd(text.normalize('NFD'));
  return source.split(CLAUSE_BREAK).some(clauseNamesHazard);
}

/** Non-food named in a text (the result is shared: do not mutate it). */
export function findHazards(text: string, options: { misspellings?: boolean } = {}): HazardMatch[] {
  return (options.misspellings ?? true) ? hazardsForgiving(text) : hazardsExact(text);
}

function readHazards(text: string, misspellings: boolean): HazardMatch[] {
  // "&" is read as "and": "Head & Shoulders" is the shampoo, "cherry tomato & green beans" is not tomato greens.
  const source = ampersandAsAnd(text.normalize('NFD'));
  const tokens = tokenize(source);
  const seen = new Set<number>();
  const found: HazardMatch[] = [];
  const add = (index: number, from: number, to: number): void => {
    if (seen.has(index)) return;
    seen.add(index);
    const typed = source.slice((tokens[from] as Token).start, (tokens[to] as Token).end).normalize('NFC');
    found.push(matchOf(index, typed));
  };
  let at = 0;
  while (at < tokens.length) {
    const phrase = phraseAt(tokens, at);
    if (phrase) {
      const refused = phrase.value !== FOOD && (!ALONE.has(phrase.key) || standsAlone(tokens, at));
      if (refused) add(phrase.value, at, at + phrase.size - 1);
      at += phrase.size;
      continue;
    }
    const nearest = misspellings ? nearestHazard((tokens[at] as Token).word) : undefined;
    if (nearest && (!ALONE.has(nearest.key) || standsAlone(tokens, at))) add(nearest.index, at, at);
    at++;
  }
  return found;
}

const MESSAGE_NAMES = 3;

/**
 * One plain sentence for the cook: "We can't cook with Tylenol (it is a medicine, not food) or bleach
 * (it is a cleaning product and poisonous). Please list only food." Things are named as they were typed.
 */
export function hazardMessage(matches: readonly HazardMatch[]): string {
  if (matches.length === 0) return 'Please list only food.';
  const named = matches
    .slice(0, MESSAGE_NAMES)
    .map((match) => `${match.typed.trim() || match.term} (${match.reason})`);
  const others = matches.length - named.length;
  if (others > 0) named.push(`${others} other ${others === 1 ? 'thing' : 'things'} on your list`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
  // Spoiled or wild food is food, but not safe: the cook is asked to leave it off, not to "list only food".
  const unsafeFood = matches.every((match) => match.class === 'spoiled' || match.class === 'wild-mushroom');
  return `We can't cook with ${list}. ${unsafeFood ? 'Please leave it off your list.' : 'Please list only food.'}`;
}
