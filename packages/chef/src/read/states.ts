import type { Ingredient } from '../catalog/index.ts';
import { NUMBER_WORDS } from '../check/reading.ts';
import {
  AGE_PATTERNS,
  GREEN_POTATO,
  KEEPS_OUT,
  LEFT_OUT,
  LEFT_OUT_MEANS_COOKED,
  LEFTOVER_KEEP_DAYS,
  PERISHABLE_CATEGORIES,
  STATE_REASONS,
  WILD_WORDS,
} from '../data/pantry-states.ts';
import type { PantryItem } from '../parse.ts';
import type { HazardMatch } from './hazards.ts';

const COOKED = /\b(?:leftovers?|cooked|yesterday'?s|precooked|pre-cooked|takeaway|take-away|takeout)\b/;
const WILD = new RegExp(`\\b(?:${WILD_WORDS.join('|')})\\b`);
// Words around a food that are not its name: "mushrooms I foraged", "rice that was left out".
const FILLER =
  /^(?:i|we|my|our|that|which|who|from|the|on|in|and|was|were|is|are|it|them|been|have|has|had|some|a|an|of|for|about)$/;

const isCooked = (item: PantryItem, text: string): boolean =>
  COOKED.test(text) || (item.ingredient?.name.startsWith('cooked') ?? false);

const perishable = (food: Ingredient, cooked: boolean): boolean =>
  cooked ||
  (PERISHABLE_CATEGORIES.includes(food.category) && !KEEPS_OUT.some((name) => food.name.includes(name)));

const isMushroom = (food: Ingredient | undefined, text: string): boolean =>
  /\bmushrooms?\b|\bfungi\b|\bfungus\b/.test(text) || (food?.name.includes('mushroom') ?? false);

/** The food as the cook typed it, without the words about its state: "the cooked rice", "the mushrooms". */
export function foodLabel(raw: string, from: number, to: number, food?: Ingredient): string {
  const clean = (text: string): string => {
    const words = text
      .replace(/[()[\]{}:;,.!?]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
    while (words.length > 0 && FILLER.test((words.at(-1) as string).toLowerCase())) words.pop();
    while (words.length > 0 && FILLER.test((words[0] as string).toLowerCase())) words.shift();
    return words.join(' ');
  };
  const before = clean(raw.slice(0, from));
  const label = /[a-z]/i.test(before) ? before : clean(raw.slice(to));
  return `the ${label || food?.name || 'food'}`;
}

/** How many days old the cook says a food is, or undefined. */
export function statedAgeDays(text: string): { days: number; index: number; end: number } | undefined {
  for (const { pattern, days } of AGE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const count = match[1] ? (NUMBER_WORDS[match[1]] ?? Number(match[1])) : 1;
    const value = days === 'count' ? count : days === 'weeks' ? count * 7 : days;
    if (Number.isFinite(value))
      return { days: value, index: match.index, end: match.index + match[0].length };
  }
  return undefined;
}

/**
 * What the cook wrote about a food's state that makes it unsafe: left out of the fridge (perishable or
 * cooked food), cooked leftovers older than the fridge keeps them, or mushrooms picked in the wild.
 */
export function stateHazards(item: PantryItem): HazardMatch[] {
  const text = item.raw.toLowerCase();
  const food = item.ingredient;
  const found: HazardMatch[] = [];
  const cooked = isCooked(item, text);
  const cookedWhenLeftOut =
    food !== undefined && LEFT_OUT_MEANS_COOKED.some((word) => food.name.includes(word));
  if (food && (perishable(food, cooked) || cookedWhenLeftOut)) {
    for (const pattern of LEFT_OUT) {
      const match = pattern.exec(text);
      if (!match) continue;
      const rice = /\brice\b/.test(food.name);
      found.push({
        term: 'spoiled food',
        class: 'spoiled',
        reason: rice ? STATE_REASONS.leftOutRice : STATE_REASONS.leftOut,
        typed: foodLabel(item.raw, match.index, match.index + match[0].length, food),
      });
      return found;
    }
  }
  const age = cooked ? statedAgeDays(text) : undefined;
  if (age && age.days > LEFTOVER_KEEP_DAYS) {
    found.push({
      term: 'spoiled food',
      class: 'spoiled',
      reason: STATE_REASONS.tooOld(age.days),
      typed: foodLabel(item.raw, age.index, age.end, food),
    });
    return found;
  }
  if (food && /\bpotato/.test(food.name) && !/sweet/.test(food.name)) {
    const match = GREEN_POTATO.exec(text);
    if (match) {
      found.push({
        term: 'spoiled food',
        class: 'spoiled',
        reason: STATE_REASONS.green,
        typed: foodLabel(item.raw.replace(GREEN_POTATO, ' '), 0, 0, food),
      });
      return found;
    }
  }
  if (isMushroom(food, text)) {
    // "wild mushroom mix" is refused by the lexicon; a word of the food's own name is not a cue here.
    let rest = text;
    for (const name of food ? [food.name, ...food.synonyms] : [])
      rest = rest.split(name.toLowerCase()).join(' ');
    const match = WILD.exec(rest);
    if (match) {
      found.push({
        term: 'wild mushroom',
        class: 'wild-mushroom',
        reason: STATE_REASONS.wild,
        typed: foodLabel(item.raw.replace(WILD_WORD_ANY, ' '), 0, 0, food),
      });
    }
  }
  return found;
}

const WILD_WORD_ANY = new RegExp(`\\b(?:${WILD_WORDS.join('|')})\\b`, 'gi');
