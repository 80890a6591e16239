import { parseIngredient } from 'parse-ingredient';
import { memoize } from './memo.ts';

const LEFTOVER_WORDS = /\b(leftovers?|cooked|yesterday'?s|precooked|pre-cooked)\b/i;

import {
  findIngredient,
  findIngredientForgiving,
  getIngredient,
  type Ingredient,
  normalizeWords,
} from './catalog/index.ts';
import { inWrittenCut, inWrittenForm, isFormOnly } from './read/forms.ts';

/** One thing the cook listed, as written and as understood. */
export interface PantryItem {
  /** The text of this item as the cook typed it (one comma- or line-separated part). */
  raw: string;
  /** What it is, without the amount: the catalogue name when recognised, else the words as written. */
  name: string;
  quantity: number | null;
  /** The unit as parse-ingredient read it ('cup', 'pound', 'gram', 'can', 'large'…), or null. */
  unit: string | null;
  ingredient?: Ingredient;
  /** Set when the text was read with typing errors forgiven: the corrected words ("brocoli" → "broccoli"). */
  corrected?: string;
}

// Words that describe how something is cut, not what it is: "onions, diced" must not add an item "diced".
const PREP_ONLY = new Set([
  'diced',
  'chopped',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'peeled',
  'crushed',
  'cubed',
  'halved',
  'quartered',
  'finely',
  'roughly',
  'thinly',
  'optional',
  'to',
  'taste',
  'fresh',
  'frozen',
  'drained',
  'rinsed',
  'and',
  'or',
  'leftover',
  'some',
  'a',
  'few',
  'lot',
  'of',
]);

/** A bracket holding only an amount: "(2)", "(3 large)", "(2 cans)", "(500g)". */
const BRACKETED_AMOUNT = /\s*[([]\s*(\d+(?:[.,]\d+)?)\s*([a-z]+)?\s*[)\]]/i;

const WORD_QUANTITY: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  half: 0.5,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
};

/**
 * The cook's ingredient text as pantry items: split on commas and new lines, each part read by
 * parse-ingredient (one item per line) and matched to the catalogue. Unknown words are kept as written.
 */
export const parsePantry: (text: string) => readonly PantryItem[] = memoize(readPantryText, 500);

function readPantryText(text: string): PantryItem[] {
  const items: PantryItem[] = [];
  for (const part of splitParts(text)) {
    const raw = part.replace(/^[\s\-*•·]+/, '').trim();
    if (raw.length === 0) continue;
    const words = normalizeWords(raw);
    if (words.length === 0 || words.every((word) => PREP_ONLY.has(word))) continue;
    const [parsed] = parseIngredient(raw);
    const description = (parsed?.description ?? raw).trim() || raw;
    let quantity = parsed?.quantity ?? null;
    let unit = parsed?.unitOfMeasureID ?? null;
    if (quantity === null) {
      const first = words[0] ?? '';
      if (first in WORD_QUANTITY && words.length > 1) quantity = WORD_QUANTITY[first] ?? null;
    }
    // "chicken breasts (2)", "onions (3 large)", "chickpeas (2 cans)", "beef (500g)": the amount in
    // brackets after the food, read as if written before it.
    // "3 tins of kidney beans": a tin is a can (parse-ingredient knows only the American word).
    if (quantity !== null && unit === null && /\btins?\b/i.test(raw)) unit = 'can';
    const bracketed = quantity === null ? BRACKETED_AMOUNT.exec(raw) : null;
    if (bracketed) {
      const moved = `${bracketed[1]}${bracketed[2] ? ` ${bracketed[2]}` : ''} ${raw.replace(bracketed[0], ' ').trim()}`;
      const [again] = parseIngredient(moved);
      if (again?.quantity) {
        quantity = again.quantity;
        unit = again.unitOfMeasureID ?? (/\btins?\b/i.test(bracketed[0]) ? 'can' : null);
      }
    }
    let ingredient = findIngredient(description) ?? findIngredient(raw);
    let corrected: string | undefined;
    if (!ingredient) {
      const forgiven = findIngredientForgiving(description);
      if (forgiven) {
        ingredient = forgiven.ingredient;
        corrected = forgiven.corrected;
      }
    }
    // "peppers" (or "2 red peppers") on a pantry list are sweet peppers; "pepper" alone is the spice.
    if (
      ingredient?.id === 'black-pepper' &&
      /\bpeppers\b/i.test(raw) &&
      !/\b(black|white|ground|cracked|corns?|peppercorns?|salt)\b/i.test(raw)
    )
      ingredient = getIngredient('bell-pepper');
    // "leftover roast potatoes": the catalogue's cooked form when it has one, so the reader, the chef
    // and the checker all mean the same food.
    if (ingredient?.needsCooking && LEFTOVER_WORDS.test(raw)) {
      const cooked = findIngredient(`cooked ${ingredient.name}`);
      if (cooked && !cooked.needsCooking && cooked.name.startsWith('cooked')) ingredient = cooked;
    }
    // "kidney beans (dry)", "chickpeas - dried", "tin of chickpeas": the form written anywhere in the item.
    if (ingredient) ingredient = inWrittenForm(ingredient, raw);
    // "lamb shoulder diced", "pork shoulder cut into chunks": the cut in pieces, not a whole joint.
    if (ingredient) ingredient = inWrittenCut(ingredient, raw);
    const item: PantryItem = {
      raw,
      name: ingredient ? ingredient.name : description,
      quantity,
      unit,
    };
    if (ingredient) item.ingredient = ingredient;
    if (corrected) item.corrected = corrected;
    items.push(item);
  }
  return items;
}

/**
 * The cook's items: split on commas, semicolons and new lines, and on "and"/"&" between two foods
 * ("salt and pepper", "rice & beans") unless the whole phrase is one food ("half and half", "mac and cheese").
 */
function splitParts(text: string): string[] {
  const parts: string[] = [];
  for (const part of splitOutsideBrackets(text)) {
    // "kidney beans, dry": a part that is only a form belongs to the food before it.
    if (parts.length > 0 && isFormOnly(part)) {
      parts[parts.length - 1] = `${parts.at(-1)} (${part.trim()})`;
      continue;
    }
    const pieces = part.split(/\s+(?:and|&|\+)\s+/i);
    if (pieces.length === 1 || isOneFood(part)) parts.push(part);
    else parts.push(...pieces);
  }
  return parts;
}

/**
 * Splits on commas, semicolons and new lines, but not inside brackets on one line: "ramen (instant,
 * 2 packs, throw away the sachet)" is one item.
 */
function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === '\n' || c === '\r') depth = 0;
    if ((c === ',' || c === ';') && depth > 0) continue;
    if (c === ',' || c === ';' || c === '\n' || c === '\r') {
      if (i > start) parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}

/** True when the catalogue names the whole phrase as one food. */
function isOneFood(phrase: string): boolean {
  const ingredient = findIngredient(phrase);
  if (!ingredient) return false;
  const words = normalizeWords(phrase);
  const names = [ingredient.name, ...ingredient.synonyms].map((name) => normalizeWords(name).join(' '));
  const joined = words.join(' ');
  return names.some((name) => joined.includes(name) && name.split(' ').some((w) => w === 'and'));
}
