import { STORAGE } from './safety.ts';

/**
 * What a cook writes about the STATE of a food, read for every food in the item (issue 12, S2 and S5):
 * "chicken thighs left out overnight", "cooked rice left out on the counter overnight", "leftover rice
 * 4 days old", "mushrooms I foraged". `read/states.ts` reads these; an item that matches is refused
 * with the food named ("We can't cook with the cooked rice: …"). The phrase lexicon in hazards.ts
 * still refuses "mouldy", "gone off" and the rest whatever they stand beside.
 *
 * Perishable here follows FSIS's 2-hour rule: raw or cooked meat, poultry, fish, eggs, dairy, and
 * anything cooked (rice, pasta, leftovers). Onions, bread or tomatoes "left out" are simply kept out.
 */

/** Left out of the fridge: said of a perishable food, it has been in the danger zone too long. */
export const LEFT_OUT: readonly RegExp[] = [
  /\b(?:left|sat|sitting|kept|stood|standing|been|was|were|forgot(?:ten)?)\s+(?:it\s+|them\s+)?(?:out|on the (?:counter|side|worktop|bench|table|hob|stove|cooker|side ?board))\b/,
  /\bon the (?:counter|side|worktop|bench|table|hob|stove)\s+(?:overnight|all (?:day|night)|since)/,
  /\bout (?:of the fridge |of the freezer )?(?:overnight|all (?:day|night)|for (?:hours|\d+\s*(?:hours?|hrs?|h)\b|a day|the day))/,
  /\b(?:unrefrigerated|not refrigerated|never refrigerated|not in the fridge|never went in the fridge|not chilled)\b/,
  /\bat room temp(?:erature)?\s+(?:overnight|all (?:day|night)|for (?:hours|\d+\s*(?:hours?|hrs?|h)\b|a day))/,
];

/** Categories that spoil at room temperature (FSIS 2-hour rule), raw or cooked. */
export const PERISHABLE_CATEGORIES: readonly string[] = ['poultry', 'meat', 'seafood', 'egg', 'dairy'];
/** Foods nobody says were "left out" unless they were cooked: rice, pasta, noodles (dry ones keep). */
export const LEFT_OUT_MEANS_COOKED: readonly string[] = [
  'rice',
  'pasta',
  'noodle',
  'potato',
  'bean',
  'lentil',
];
/** Dairy that keeps out of the fridge for a while: not refused for being left out. */
export const KEEPS_OUT: readonly string[] = ['butter', 'ghee', 'parmesan', 'hard cheese', 'pecorino'];

/** "3 days old", "from 4 days ago", "a week old", "last week's": the age of a cooked leftover (counts in words read by `NUMBER_WORDS`, check/reading.ts). */
export const AGE_PATTERNS: readonly { pattern: RegExp; days: number | 'count' | 'weeks' }[] = [
  {
    pattern: /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*days?[\s-]+(?:old|ago)\b/,
    days: 'count',
  },
  { pattern: /\b(\d+|an?|one|two|three|four)[\s-]*weeks?[\s-]+(?:old|ago)\b/, days: 'weeks' },
  { pattern: /\blast week'?s?\b/, days: 7 },
  { pattern: /\b(?:day before yesterday)\b/, days: 2 },
];

/** Cooked leftovers keep this many days in the fridge (FSIS 3–4; the chef's own plans say 3). */
export const LEFTOVER_KEEP_DAYS = STORAGE.leftoversDays;

/** Why each state is refused, after the food's name. */
export const STATE_REASONS = {
  leftOut:
    'throw it away: perishable or cooked food left out of the fridge more than 2 hours can make you ill, and cooking or reheating does not fix it',
  leftOutRice:
    'throw it away: cooked rice left out at room temperature can grow a toxin (Bacillus cereus) that frying or reheating does not destroy',
  tooOld: (days: number) =>
    `throw it away: cooked leftovers keep ${LEFTOVER_KEEP_DAYS} days in the fridge, and these are ${days} days old`,
  green:
    'throw it away: potatoes that have turned green hold solanine, which cooking does not destroy (cut small green patches and sprouts out deeply; discard very green ones)',
  wild: 'wild and foraged mushrooms can be deadly and cannot be identified from a list; cook only mushrooms bought from a shop',
} as const;

/**
 * Words that say a mushroom was picked, not bought. Not "wood" or "field": wood ear and field mushrooms
 * are shop varieties (and a word inside the food's own catalogue name never counts).
 */
export const WILD_WORDS: readonly string[] = [
  'foraged',
  'forage',
  'foraging',
  'wild',
  'picked',
  'found',
  'woods',
  'forest',
  'garden',
  'lawn',
  'yard',
  'park',
  'hedgerow',
];

/**
 * Potatoes the cook says are sprouting (not green): cooked, with the sprouts and eyes cut out first
 * (solanine gathers in them; UK FSA, USDA). Said on the potatoes' ingredient line.
 */
export const SPROUTING_POTATO = /\b(?:sprouting|sprouts?|sprouty|with eyes)\b/i;
export const SPROUTING_POTATO_NOTE =
  'sprouting: cut out every sprout and eye deeply before cooking, and throw away any potato that is green, soft or shrivelled';

/** Potatoes the cook says are green (solanine): refused; "sprouting" alone is not (the sprouts are cut out). */
export const GREEN_POTATO = /\b(?:green|greenish|gone green|turned green)\b/i;
