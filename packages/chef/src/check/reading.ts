import type { Equipment } from '@sous/domain';
import { normalizeWords } from '../catalog/index.ts';
import { memoize } from '../memo.ts';

/** A temperature a text states, in °C. */
export interface StatedTemperature {
  celsius: number;
  text: string;
}

const TEMPERATURE =
  /(\d{2,3}(?:[.,]\d)?)\s*(?:°|º|˚|degrees?|deg\.?)\s*(c|f|celsius|centigrade|fahrenheit)\b|(\d{2,3})\s*(c|f)\b(?![a-z])/gi;

/** Every temperature in a text ("74°C", "165 °F", "165 degrees F", "180C"), as °C. */
export function statedTemperatures(text: string): StatedTemperature[] {
  const found: StatedTemperature[] = [];
  for (const match of text.matchAll(TEMPERATURE)) {
    const value = Number((match[1] ?? match[3] ?? '0').replace(',', '.'));
    const unit = (match[2] ?? match[4] ?? 'c').toLowerCase();
    const celsius = unit.startsWith('f') ? ((value - 32) * 5) / 9 : value;
    found.push({ celsius: Math.round(celsius * 10) / 10, text: match[0] });
  }
  return found;
}

/** Counts written as words ("two", "an"), for times and for a leftover's age. */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  sixty: 60,
  half: 0.5,
};

// "5 minutes", "2–3 minutes", "6½ min", "1 hour", "1.5 hours", "1 1/2 hours", "two hours", "overnight".
const DURATION =
  /(\d+(?:[.,]\d+)?(?:\s*½|\s+1\/2)?|½|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|forty-five|sixty|half)\b)(?:\s*(?:[–—-]|to)\s*(\d+(?:[.,]\d+)?(?:\s*½)?))?\s*(?:-\s*)?(minutes?|mins?|hours?|hrs?|h)\b|\bovernight\b|\b(?:a|one|two|three)\s+days?\b/gi;
/** Times that do not add to the step: "for the last 6 minutes", "3 minutes a side", "up to 24 hours", "within 1 hour". */
const NESTED_BEFORE =
  /(?:\blast|\bup to|\bwithin|\bevery|\bfirst|\bfor the final|\bno more than|\bfor up to)\s+$/i;
const NESTED_AFTER =
  /^\s*(?:a side|each|per |on each|of (?:the|its)|later|before|after|apart|ahead|in advance|or so of)/i;

const parseAmount = (text: string): number => {
  const clean = text.trim().toLowerCase();
  if (clean in NUMBER_WORDS) return NUMBER_WORDS[clean] ?? 0;
  if (clean === '½') return 0.5;
  const half = /½|1\/2/.test(clean) ? 0.5 : 0;
  const whole = Number.parseFloat(clean.replace(',', '.').replace(/½|\s+1\/2/, ''));
  return (Number.isFinite(whole) ? whole : 0) + half;
};

/**
 * The minutes a text states for its own work, added up (the upper end of ranges; hours and
 * "overnight" count). Times nested in another ("for the last 3 minutes", "2 minutes a side") and
 * deadlines ("within 1 hour", "up to 3 days") do not add.
 */
export const statedMinutesIn = memoize(readMinutes);

function readMinutes(text: string): number {
  // "Meanwhile, …" and "While it simmers, …" start work done at the same time as what came before:
  // the step takes the longer of the two, not their sum.
  const branches = text.split(PARALLEL);
  if (branches.length > 1) return Math.max(...branches.map(sequentialMinutes));
  return sequentialMinutes(text);
}

/** Sentences that begin work done alongside the sentences before them. */
export const PARALLEL =
  /(?<=[.!?])\s+(?=(?:Meanwhile|While (?:it|they|that|this|the [a-z -]+?) (?:cooks?|simmers?|roasts?|bakes?|boils?|soaks?|rests?|heats?|steams?|chills?|marinates?|sits?)\b))/;

/** One duration a text states, where it is and how long (upper bound of a range), in minutes. */
export interface StatedTime {
  index: number;
  text: string;
  lower: number;
  upper: number;
  /** Stated in hours or days (never widened minute by minute). */
  hours: boolean;
  /** The few characters before it ("about ", "exactly "). */
  before: string;
}

/**
 * The durations a text states for its own work, in order — the one reader of times the checker, the
 * local chef's timers and the linter share. Nested times ("for the last 3 minutes", "2 minutes a
 * side") and deadlines ("within 1 hour", "up to 3 days") are not the step's own and are left out.
 */
export const statedTimes = memoize(readTimes);

function readTimes(text: string): StatedTime[] {
  const times: StatedTime[] = [];
  for (const match of text.matchAll(DURATION)) {
    const index = match.index ?? 0;
    const word = match[0].toLowerCase();
    const before = text.slice(Math.max(0, index - 16), index);
    const after = text.slice(index + match[0].length, index + match[0].length + 14);
    if (NESTED_BEFORE.test(before) || NESTED_AFTER.test(after)) continue;
    const at = { index, text: match[0], before: before.slice(-12) };
    if (word === 'overnight') {
      times.push({ ...at, lower: 8 * 60, upper: 8 * 60, hours: true });
      continue;
    }
    if (/days?$/.test(word)) {
      const days = parseAmount(word.split(/\s+/)[0] ?? '1') * 24 * 60;
      times.push({ ...at, lower: days, upper: days, hours: true });
      continue;
    }
    const unit = (match[3] ?? '').toLowerCase();
    const hours = unit.startsWith('h');
    const factor = hours ? 60 : 1;
    const lower = parseAmount(match[1] ?? '0') * factor;
    const upper = match[2] ? parseAmount(match[2]) * factor : lower;
    times.push({ ...at, lower, upper, hours });
  }
  return times;
}

function sequentialMinutes(text: string): number {
  return statedTimes(text).reduce((sum, time) => sum + time.upper, 0);
}

/** Appliances a text names, by the equipment they need ('other' for ones the cook cannot choose). */
const APPLIANCE_WORDS: [string, Equipment | 'other'][] = [
  ['microwave', 'Microwave'],
  ['microwave oven', 'Microwave'],
  ['air fryer', 'Air Fryer'],
  ['airfryer', 'Air Fryer'],
  ['air fry', 'Air Fryer'],
  ['air fried', 'Air Fryer'],
  ['slow cooker', 'Slow Cooker'],
  ['crockpot', 'Slow Cooker'],
  ['crock pot', 'Slow Cooker'],
  ['instant pot', 'Instant Pot'],
  ['pressure cooker', 'Instant Pot'],
  ['pressure cook', 'Instant Pot'],
  ['multicooker', 'Instant Pot'],
  ['multi cooker', 'Instant Pot'],
  ['oven', 'Oven'],
  ['broiler', 'Oven'],
  ['sheet pan', 'Oven'],
  ['baking sheet', 'Oven'],
  ['baking tray', 'Oven'],
  ['roasting tin', 'Oven'],
  ['roasting pan', 'Oven'],
  ['roasting tray', 'Oven'],
  ['stove', 'Stove'],
  ['stovetop', 'Stove'],
  ['stove top', 'Stove'],
  ['hob', 'Stove'],
  ['burner', 'Stove'],
  ['skillet', 'Stove'],
  ['frying pan', 'Stove'],
  ['fry pan', 'Stove'],
  ['saucepan', 'Stove'],
  ['sauce pan', 'Stove'],
  ['wok', 'Stove'],
  ['stockpot', 'Stove'],
  ['stock pot', 'Stove'],
  ['grill pan', 'Stove'],
  ['griddle', 'Stove'],
  ['blender', 'other'],
  ['food processor', 'other'],
  ['stand mixer', 'other'],
  ['electric mixer', 'other'],
  ['hand mixer', 'other'],
  ['immersion blender', 'other'],
  ['stick blender', 'other'],
  ['toaster', 'other'],
  ['toaster oven', 'other'],
  ['deep fryer', 'other'],
  ['deep fat fryer', 'other'],
  ['sous vide', 'other'],
  ['rice cooker', 'other'],
  ['barbecue', 'other'],
  ['bbq', 'other'],
  ['charcoal grill', 'other'],
  ['gas grill', 'other'],
  ['smoker', 'other'],
  ['waffle iron', 'other'],
  ['kitchen torch', 'other'],
  ['blowtorch', 'other'],
  ['kettle', 'other'],
  ['dehydrator', 'other'],
];
// Foods and phrases that contain an appliance word but name none: "bbq sauce", "microwave-safe" is fine.
const NOT_APPLIANCES = [
  'bbq sauce',
  'barbecue sauce',
  'barbecue seasoning',
  'bbq seasoning',
  'oven safe',
  'ovenproof',
];

const applianceKeys = APPLIANCE_WORDS.map(([phrase, equipment]) => ({
  words: normalizeWords(phrase),
  equipment,
})).sort((a, b) => b.words.length - a.words.length);
const notApplianceKeys = NOT_APPLIANCES.map(normalizeWords);
/** Every word that can start an appliance phrase or a non-appliance phrase: other words are skipped at once. */
const FIRST_WORDS = new Set([...applianceKeys.map((k) => k.words[0]), ...notApplianceKeys.map((k) => k[0])]);

/** The appliances a text names: { word as written, the equipment it needs }. */
export function appliancesIn(text: string): { word: string; equipment: Equipment | 'other' }[] {
  const words = normalizeWords(text);
  const found: { word: string; equipment: Equipment | 'other' }[] = [];
  let at = 0;
  outer: while (at < words.length) {
    if (!FIRST_WORDS.has(words[at])) {
      at++;
      continue;
    }
    for (const phrase of notApplianceKeys) {
      if (phrase.every((word, i) => words[at + i] === word)) {
        at += phrase.length;
        continue outer;
      }
    }
    for (const key of applianceKeys) {
      if (key.words.every((word, i) => words[at + i] === word)) {
        found.push({ word: key.words.join(' '), equipment: key.equipment });
        at += key.words.length;
        continue outer;
      }
    }
    at++;
  }
  return found;
}

/** Whole-word, in-order phrase search on normalized words. */
export function containsWords(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  outer: for (let at = 0; at + phrase.length <= words.length; at++) {
    for (let i = 0; i < phrase.length; i++) if (words[at + i] !== phrase[i]) continue outer;
    return true;
  }
  return false;
}
