// Reads the amounts inside a step's text ("Heat ½ tbsp olive oil", "1 (400 g) can chickpeas", "74°C/165°F")
// and writes them again scaled and in the cook's units, by the same rules as the ingredient list. Times,
// sizes of cuts and pans, percentages and anything else that is not an amount of food are left alone.
import { COUNT_UNITS, countUnitOf, inflect, singularOf } from './countables.ts';
import { parseAmount } from './display.ts';
import { presentCount, presentMeasure, type ShownMeasure } from './present.ts';
import { convertTemperature, formatTemperature, scaleOf, type TemperatureScale } from './temperature.ts';
import { type MeasurementSystem, recogniseUnit } from './units.ts';

export type StepQuantityKind = 'measure' | 'count' | 'container' | 'temperature';

/** One amount found in a step's text. */
export interface StepQuantity {
  kind: StepQuantityKind;
  /** Where the phrase is in the text (end exclusive) and the phrase as written. */
  start: number;
  end: number;
  text: string;
  /** The amount, or the lower end of a range ("2–3 tbsp"), and the upper end. */
  amount: number;
  amountMax?: number;
  /**
   * measure: the unit as written ("tbsp", "g"); count and container: the count unit in the singular ("clove",
   * "can") or '' for a bare count; temperature: 'C' or 'F'.
   */
  unit: string;
  /**
   * Whether the amount follows the recipe's scale. A ratio ("1 tsp salt per litre") is converted but not
   * scaled; temperatures never scale.
   */
  scales: boolean;
  /** measure: a word between the number and the unit ("heaped"). count: size words ("large"). */
  qualifier?: string;
  /** count: the food counted, as written, when it is part of the phrase ("eggs", "chicken thighs"). */
  food?: string;
  /** count: " of" or " of the" between the unit and the food, as written. */
  of?: string;
  /** container: the size of one ("400 g"), and how the phrase was written. */
  size?: { amount: number; unit: string };
  form?: 'times' | 'paren' | 'article';
  /** container written with an article ("a", "an"). */
  article?: string;
  /** count: the food names what a count unit after it is cut from ("2 lemon wedges"): it keeps its number. */
  foodIsModifier?: boolean;
  /** count: the count unit as written ("Cloves"). */
  unitWritten?: string;
  /** temperature: the same temperature in the other scale, written beside it ("74°C/165°F"). */
  alternative?: { amount: number; amountMax?: number; unit: TemperatureScale };
}

export interface StepTextOptions {
  /**
   * The names of the recipe's ingredients. A bare number counts food only when one of them follows it
   * ("2 eggs" scales, "cut into 4 wedges" does not).
   */
  items?: readonly string[];
}

export interface ScaleStepOptions extends StepTextOptions {
  factor: number;
  system: MeasurementSystem;
}

/** A piece of the rewritten step: plain text, or an amount as shown with the phrase it was read from. */
export interface StepTextPart {
  text: string;
  quantity?: StepQuantity;
}

// ---------------------------------------------------------------------------------------------------
// The grammar, as regular-expression sources.

const GLYPHS = '¼½¾⅓⅔⅛⅜⅝⅞';
const NUMBER = String.raw`\d+\s+\d+\/\d+|\d+\s?[${GLYPHS}]|[${GLYPHS}]|\d+\/\d+|\d+(?:\.\d+)?|\.\d+`;
const WORD_NUMBERS: Readonly<Record<string, number>> = {
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
  eleven: 11,
  twelve: 12,
};
const WORD_NUMBER = Object.keys(WORD_NUMBERS).join('|');
const ONE_AMOUNT = `(?:${NUMBER}|(?:${WORD_NUMBER})(?![\\p{L}]))`;

/** Where an amount may start: a number not glued to a word, a number or a decimal point before it. */
const AMOUNT_START = new RegExp(`(?<![\\p{L}\\p{N}/.,°])${ONE_AMOUNT}`, 'giu');
const SINGLE_AMOUNT = new RegExp(ONE_AMOUNT, 'iuy');
/** An amount or a range of two ("2", "1½", "2–3", "1 to 2"). */
const AMOUNT = new RegExp(`(${ONE_AMOUNT})(?:\\s*(?:-|–|—|to)\\s*(${ONE_AMOUNT}))?`, 'iuy');

/** Weight and volume spellings read in step text (not "c" or "t": in prose they are rarely units). */
const MEASURE_SPELLINGS = [
  'fluid ounces',
  'fluid ounce',
  'fluid oz',
  String.raw`fl\.?\s?oz\.?`,
  'tablespoons',
  'tablespoon',
  'teaspoons',
  'teaspoon',
  'tbsps',
  'tbsp',
  'tbs',
  'tsps',
  'tsp',
  'millilitres',
  'millilitre',
  'milliliters',
  'milliliter',
  'mls',
  'ml',
  'litres',
  'litre',
  'liters',
  'liter',
  'ltr',
  'l',
  'kilograms',
  'kilogram',
  'kilogrammes',
  'kilogramme',
  'kilos',
  'kilo',
  'kgs',
  'kg',
  'grams',
  'gram',
  'grammes',
  'gramme',
  'gr',
  'g',
  'pounds',
  'pound',
  'lbs',
  'lb',
  'ounces',
  'ounce',
  'ozs',
  'oz',
  'cups',
  'cup',
];
const MEASURE_UNIT = `(?:${MEASURE_SPELLINGS.join('|')})(?![\\p{L}])`;
const MEASURE_QUALIFIERS = 'heaped|heaping|level|rounded|scant|generous|good';

/** After an amount: a weight or volume unit, maybe hyphenated ("2-litre dish") or qualified ("heaped"). */
const MEASURE_TAIL = new RegExp(`(\\s*-\\s*|\\s*)(?:(${MEASURE_QUALIFIERS})\\s+)?(${MEASURE_UNIT})`, 'iuy');
/** "1 lb 2 oz": the ounces after pounds. */
const OUNCES_AFTER_POUNDS = new RegExp(`\\s+(${NUMBER})\\s*(ounces?|oz)(?![\\p{L}])`, 'iuy');
/** The same amount in the other system, to drop: "200 g (7 oz)", "450g/1lb". */
const ALTERNATIVE_MEASURE = new RegExp(
  `\\s*(?:\\(\\s*(?:about\\s+)?(${ONE_AMOUNT}(?:\\s*(?:-|–)\\s*${ONE_AMOUNT})?)\\s*(${MEASURE_UNIT})\\s*\\)|\\/\\s*(${ONE_AMOUNT})\\s*(${MEASURE_UNIT}))`,
  'iuy',
);
/** A size: "400 g", "14-ounce", "14 oz". */
const SIZE = new RegExp(`(${NUMBER})\\s*-?\\s*(${MEASURE_UNIT})`, 'iuy');
const TIMES = /\s*[x×]\s*/iuy;
const PAREN_OPEN = /\s*\(\s*/uy;
const PAREN_CLOSE = /\s*\)/uy;
const NEXT_WORD = /(\s+)([\p{L}][\p{L}'-]*)/uy;

/** After an amount: a temperature scale ("°C", " degrees F", "F" glued to the number). */
const TEMPERATURE_TAIL =
  /(?:\s*([°º˚])\s*|\s*(degrees?|deg\.?)\s*|\s+(?=(?:[Cc]elsius|[Ff]ahrenheit|[Cc]entigrade)(?![\p{L}]))|)([Cc]elsius|[Ff]ahrenheit|[Cc]entigrade|C|F)(?![\p{L}])/uy;
const DUAL_SEPARATOR = /\s*(\/|\(|or(?![\p{L}])|,)\s*/uy;

/** Words between a count and what it counts ("2 large eggs"). */
const SIZE_WORDS = new Set([
  'large',
  'medium',
  'small',
  'whole',
  'big',
  'ripe',
  'fresh',
  'extra-large',
  'jumbo',
]);
/** Units of containers, which may carry a size ("1 (400 g) can"). */
const CONTAINER_UNITS = new Set([
  'can',
  'tin',
  'jar',
  'packet',
  'pack',
  'carton',
  'bag',
  'block',
  'tub',
  'bottle',
]);
/** Things a size before them describes rather than food: "a 2-litre dish", "a 23 cm tin". */
const VESSELS = new Set([
  'dish',
  'pan',
  'pot',
  'saucepan',
  'skillet',
  'casserole',
  'bowl',
  'tray',
  'mould',
  'mold',
  'ramekin',
  'jug',
  'container',
  'baking',
  'roasting',
  'frying',
  'cake',
  'loaf',
  'springform',
  'measuring',
  'slow',
  'instant',
  'dutch',
  'wok',
  'pressure',
]);
/** Words in ingredient names that say how a food is, not what it is. */
const NAME_STOP_WORDS = new Set([
  'fresh',
  'dried',
  'ground',
  'chopped',
  'minced',
  'sliced',
  'diced',
  'grated',
  'large',
  'small',
  'medium',
  'cooked',
  'raw',
  'frozen',
  'canned',
  'tinned',
  'boneless',
  'skinless',
  'whole',
  'extra',
  'virgin',
  'of',
  'and',
  'or',
  'the',
  'a',
  'to',
  'taste',
  'plain',
  'light',
  'dark',
  'unsalted',
  'salted',
  'low',
  'fat',
  'sodium',
  'free',
  'minute',
  'second',
  'hour',
  'day',
  'time',
]);

// ---------------------------------------------------------------------------------------------------
// Reading.

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function numberOf(written: string): number | null {
  const word = WORD_NUMBERS[written.trim().toLowerCase()];
  return word ?? parseAmount(written.replace(/\s+/g, ' '));
}

interface AmountMatch {
  end: number;
  amount: number;
  amountMax?: number;
}

function readAmount(text: string, at: number): AmountMatch | null {
  const match = matchAt(AMOUNT, text, at);
  if (!match) return null;
  const amount = numberOf(match[1]!);
  if (amount === null) return null;
  const upper = match[2] === undefined ? null : numberOf(match[2]);
  if (upper !== null && upper > amount) return { end: at + match[0].length, amount, amountMax: upper };
  // "2-3" with the second not larger is not a range: read the first number alone.
  const single = matchAt(SINGLE_AMOUNT, text, at)!;
  return { end: at + single[0].length, amount };
}

/** The food words of the recipe: each word of each ingredient's name, in the singular, minus describing words. */
function foodWordsOf(items: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const item of items) {
    for (const word of item.toLowerCase().match(/[\p{L}]+/gu) ?? []) {
      const singular = singularOf(word);
      if (!NAME_STOP_WORDS.has(singular) && singular.length > 1) words.add(singular);
    }
  }
  return words;
}

const isFoodWord = (word: string, foods: ReadonlySet<string>) => foods.has(singularOf(word.toLowerCase()));

function before(text: string, at: number): string {
  return text.slice(Math.max(0, at - 16), at).toLowerCase();
}

interface TemperatureMatch {
  end: number;
  value: number;
  valueMax?: number;
  scale: TemperatureScale;
}

function readTemperature(text: string, at: number): TemperatureMatch | null {
  const amount = readAmount(text, at);
  if (!amount) return null;
  const tail = matchAt(TEMPERATURE_TAIL, text, amount.end);
  if (!tail) return null;
  const word = tail[3]!;
  const scale: TemperatureScale = /^(?:c|celsius|centigrade)$/i.test(word) ? 'C' : 'F';
  const hasDegree = tail[1] !== undefined || tail[2] !== undefined;
  // A lone letter is a scale only glued to a hot number ("180C"): "2 C" in prose is more likely cups.
  if (!hasDegree && word.length === 1 && (tail[0] !== word || amount.amount < 50)) return null;
  return {
    end: amount.end + tail[0].length,
    value: amount.amount,
    ...(amount.amountMax === undefined ? {} : { valueMax: amount.amountMax }),
    scale,
  };
}

type Found = StepQuantity | { kind: 'skip'; end: number };

function temperatureAt(text: string, at: number): Found | null {
  const first = readTemperature(text, at);
  if (!first) return null;
  let end = first.end;
  const quantity: StepQuantity = {
    kind: 'temperature',
    start: at,
    end,
    text: '',
    amount: first.value,
    ...(first.valueMax === undefined ? {} : { amountMax: first.valueMax }),
    unit: first.scale,
    scales: false,
  };
  // "74°C/165°F", "200°C (400°F)": the same temperature in the other scale; one of them is shown.
  const separator = matchAt(DUAL_SEPARATOR, text, end);
  if (separator) {
    const second = readTemperature(text, end + separator[0].length);
    if (second && second.scale !== first.scale) {
      end = second.end;
      if (separator[1] === '(') {
        const close = matchAt(PAREN_CLOSE, text, end);
        if (close) end += close[0].length;
      }
      quantity.alternative = {
        amount: second.value,
        ...(second.valueMax === undefined ? {} : { amountMax: second.valueMax }),
        unit: second.scale,
      };
    }
  }
  quantity.end = end;
  quantity.text = text.slice(at, end);
  return quantity;
}

/** A container ("cans", "bags") in the singular, or null. */
function containerOf(word: string): string | null {
  const singular = singularOf(word.toLowerCase());
  return CONTAINER_UNITS.has(singular) ? singular : null;
}

/** What a sized count counts: a container, a count unit or one of the recipe's foods ("2 x 200 g fillets"). */
function containerWord(text: string, at: number, foods: ReadonlySet<string>): RegExpExecArray | null {
  const word = matchAt(NEXT_WORD, text, at);
  if (!word) return null;
  if (containerOf(word[2]!) || countUnitOf(word[2]!) || isFoodWord(word[2]!, foods)) return word;
  return null;
}

/** "2 x 400 g cans", "1 (400 g) can", "2 (14-ounce) cans", "a 400 g tin". */
function containerAt(text: string, at: number, foods: ReadonlySet<string>): Found | null {
  const amount = readAmount(text, at);
  if (amount) {
    for (const [form, opener] of [
      ['times', TIMES],
      ['paren', PAREN_OPEN],
    ] as const) {
      const open = matchAt(opener, text, amount.end);
      if (!open) continue;
      const size = matchAt(SIZE, text, amount.end + open[0].length);
      if (!size) continue;
      let end = amount.end + open[0].length + size[0].length;
      if (form === 'paren') {
        const close = matchAt(PAREN_CLOSE, text, end);
        if (!close) continue;
        end += close[0].length;
      }
      const word = containerWord(text, end, foods);
      if (!word) continue;
      end += word[0].length;
      return {
        kind: 'container',
        start: at,
        end,
        text: text.slice(at, end),
        amount: amount.amount,
        ...(amount.amountMax === undefined ? {} : { amountMax: amount.amountMax }),
        unit: word[2]!,
        scales: true,
        size: { amount: numberOf(size[1]!) ?? 0, unit: size[2]! },
        form,
      };
    }
  }
  // "a 400 g can": an article, a size, then a container.
  const article = /(?:^|[^\p{L}])(an?)(\s+)$/iu.exec(text.slice(Math.max(0, at - 6), at));
  if (!article) return null;
  const size = matchAt(SIZE, text, at);
  if (!size) return null;
  const word = matchAt(NEXT_WORD, text, at + size[0].length);
  if (!word || !containerOf(word[2]!)) return null;
  const start = at - article[1]!.length - article[2]!.length;
  const end = at + size[0].length + word[0].length;
  return {
    kind: 'container',
    start,
    end,
    text: text.slice(start, end),
    amount: 1,
    unit: word[2]!,
    scales: true,
    size: { amount: numberOf(size[1]!) ?? 0, unit: size[2]! },
    form: 'article',
    article: article[1]!,
  };
}

/** "1 tsp salt per litre", "2 chicken thighs per person": a ratio is converted but does not grow. */
function isRatioAt(text: string, end: number): boolean {
  const after = text.slice(end, end + 40).toLowerCase();
  return /^(?:\s+[\p{L}-]+){0,3}?\s+(?:per|for every|to every|for each)(?![\p{L}])/u.test(after);
}

function measureAt(text: string, at: number): Found | null {
  const amount = readAmount(text, at);
  if (!amount) return null;
  const tail = matchAt(MEASURE_TAIL, text, amount.end);
  if (!tail || recogniseUnit(tail[3]!) === null) return null;
  let end = amount.end + tail[0].length;
  const preceding = before(text, at);
  const next = matchAt(NEXT_WORD, text, end);
  const nextWord = next?.[2]?.toLowerCase();
  // "a 2-litre dish", "a 23 cm tin", "in a 2 litre pot", "per 100 g": sizes and bases, not amounts of food.
  if (tail[1]!.includes('-') || (nextWord !== undefined && VESSELS.has(nextWord)))
    return { kind: 'skip', end };
  if (/(?:^|[^\p{L}])(?:per|every|each)\s+$/u.test(preceding)) return { kind: 'skip', end };

  let value = amount.amount;
  const valueMax = amount.amountMax;
  let unit = tail[3]!;
  if (recogniseUnit(unit) === 'lb' && valueMax === undefined) {
    const ounces = matchAt(OUNCES_AFTER_POUNDS, text, end);
    const extra = ounces ? numberOf(ounces[1]!) : null;
    if (ounces && extra !== null) {
      value += extra / 16;
      unit = 'lb';
      end += ounces[0].length;
    }
  }
  const alternative = matchAt(ALTERNATIVE_MEASURE, text, end);
  if (alternative) {
    const altUnit = recogniseUnit(alternative[2] ?? alternative[4] ?? '');
    if (altUnit !== null) end += alternative[0].length;
  }
  const isRatio = isRatioAt(text, end);
  return {
    kind: 'measure',
    start: at,
    end,
    text: text.slice(at, end),
    amount: value,
    ...(valueMax === undefined ? {} : { amountMax: valueMax }),
    unit,
    scales: !isRatio,
    ...(tail[2] ? { qualifier: tail[2] } : {}),
  };
}

/** "2 eggs", "3 large tomatoes", "2 cloves garlic", "4 sprigs of thyme", "2 chicken thighs". */
function countAt(text: string, at: number, foods: ReadonlySet<string>): Found | null {
  const amount = readAmount(text, at);
  if (!amount) return null;
  // "cut into 4 pieces", "divide into 2": parts of a food, not more of it.
  if (/(?:^|[^\p{L}])into\s+$/u.test(before(text, at))) return null;
  let end = amount.end;
  const sizes: string[] = [];
  let word = matchAt(NEXT_WORD, text, end);
  while (word && SIZE_WORDS.has(word[2]!.toLowerCase())) {
    sizes.push(word[2]!);
    end += word[0].length;
    word = matchAt(NEXT_WORD, text, end);
  }
  let unit = '';
  let unitWritten = '';
  let of = '';
  const unitOfWord = word ? countUnitOf(word[2]!) : null;
  if (word && unitOfWord) {
    unit = unitOfWord;
    unitWritten = word[2]!;
    end += word[0].length;
    const ofMatch = /\s+of(?:\s+the)?(?![\p{L}])/iuy;
    const ofFound = matchAt(ofMatch, text, end);
    if (ofFound) {
      of = ofFound[0];
      end += of.length;
    }
    word = matchAt(NEXT_WORD, text, end);
  }
  // The food: the longest run of the recipe's food words ("chicken thighs").
  let foodEnd = end;
  const foodWords: string[] = [];
  while (word && foodWords.length < 3 && isFoodWord(word[2]!, foods)) {
    foodWords.push(word[2]!);
    foodEnd += word[0].length;
    word = matchAt(NEXT_WORD, text, foodEnd);
  }
  const strength = unit ? COUNT_UNITS[unit]?.strength : undefined;
  if (foodWords.length === 0 && strength !== 'strong') return null;
  if (foodWords.length === 0 && of) end -= of.length;
  // "2 lemon wedges": the food names what the count unit after it is cut from; the unit takes the number.
  const headAfter = foodWords.length > 0 && !unit && word && countUnitOf(word[2]!) !== null;
  if (headAfter) {
    unitWritten = word![2]!;
    unit = countUnitOf(unitWritten)!;
    foodEnd += word![0].length;
  }
  const finalEnd = foodWords.length > 0 ? foodEnd : end;
  return {
    kind: 'count',
    start: at,
    end: finalEnd,
    text: text.slice(at, finalEnd),
    amount: amount.amount,
    ...(amount.amountMax === undefined ? {} : { amountMax: amount.amountMax }),
    unit,
    scales: !isRatioAt(text, finalEnd),
    ...(sizes.length > 0 ? { qualifier: sizes.join(' ') } : {}),
    ...(foodWords.length > 0 ? { food: foodWords.join(' ') } : {}),
    ...(of && foodWords.length > 0 ? { of } : {}),
    ...(unitWritten ? { unitWritten } : {}),
    ...(headAfter ? { foodIsModifier: true } : {}),
  } as StepQuantity;
}

/**
 * The amounts in a step's text, in order: weights and volumes (scaled), counts of the recipe's foods
 * (scaled), containers with a size ("1 (400 g) can": the count scales, the size does not) and
 * temperatures (converted, never scaled). Times, sizes of cuts and pans, percentages and other numbers are
 * not amounts and are not returned.
 */
export function readStepQuantities(text: string, options: StepTextOptions = {}): StepQuantity[] {
  const foods = foodWordsOf(options.items ?? []);
  const found: StepQuantity[] = [];
  let cursor = 0;
  AMOUNT_START.lastIndex = 0;
  for (let match = AMOUNT_START.exec(text); match; match = AMOUNT_START.exec(text)) {
    const at = match.index;
    if (at < cursor) continue;
    const result =
      temperatureAt(text, at) ??
      containerAt(text, at, foods) ??
      measureAt(text, at) ??
      countAt(text, at, foods);
    if (result === null) {
      // Not an amount (a time, a size, a step number): skip the whole number or range.
      const amount = readAmount(text, at);
      cursor = amount ? amount.end : at + match[0].length;
    } else {
      cursor = result.end;
      if (result.kind !== 'skip' && result.start >= (found.at(-1)?.end ?? 0)) found.push(result);
    }
    AMOUNT_START.lastIndex = cursor;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Writing.

const isCup = (unit: string) => /^cups?$/.test(unit);

function showMeasure(quantity: StepQuantity, factor: number, system: MeasurementSystem): string {
  const by = quantity.scales ? factor : 1;
  const qualifier = quantity.qualifier ? ` ${quantity.qualifier}` : '';
  const one = (shown: ShownMeasure) =>
    shown.unit ? `${shown.amount}${qualifier} ${shown.unit}` : shown.text;
  const low = presentMeasure(quantity.amount * by, quantity.unit, system);
  if (quantity.amountMax === undefined) return one(low);
  const high = presentMeasure(quantity.amountMax * by, quantity.unit, system);
  if (high.text === low.text) return one(low);
  const sameUnit = low.unit !== '' && (low.unit === high.unit || (isCup(low.unit) && isCup(high.unit)));
  return sameUnit ? `${low.amount}–${high.amount}${qualifier} ${high.unit}` : `${one(low)} – ${one(high)}`;
}

function showCount(
  amount: number,
  amountMax: number | undefined,
  name: string,
  unit: string,
): { text: string; value: number; isRange: boolean } {
  const low = presentCount(amount, name, unit);
  if (amountMax === undefined) return low;
  const high = presentCount(amountMax, name, unit);
  const lowText = low.isRange ? low.text.split('–')[0]! : low.text;
  const highText = high.isRange ? high.text.split('–')[1]! : high.text;
  if (lowText === highText) return { text: lowText, value: high.value, isRange: false };
  return { text: `${lowText}–${highText}`, value: high.value, isRange: true };
}

function showCountPhrase(quantity: StepQuantity, factor: number): string {
  const count = showCount(
    quantity.amount * factor,
    quantity.amountMax === undefined ? undefined : quantity.amountMax * factor,
    quantity.food ?? '',
    quantity.unit,
  );
  const words = [count.text];
  if (quantity.qualifier) words.push(quantity.qualifier);
  if (quantity.unitWritten) words.push(inflect(quantity.unitWritten, count.value, count.isRange));
  let phrase = words.join(' ');
  if (quantity.foodIsModifier) {
    // "4 lemon wedges": count, food, then the unit.
    return [
      count.text,
      quantity.qualifier,
      quantity.food,
      inflect(quantity.unitWritten!, count.value, count.isRange),
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (quantity.food) {
    const foodWords = quantity.food.split(' ');
    if (!quantity.unitWritten) {
      const last = foodWords.pop()!;
      foodWords.push(inflect(last, count.value, count.isRange));
    }
    phrase += `${quantity.of ?? ''} ${foodWords.join(' ')}`;
  }
  return phrase;
}

function showContainer(quantity: StepQuantity, factor: number, system: MeasurementSystem): string {
  // A size reads in the short spelling: "14-ounce can" → "(14 oz) can".
  const sizeUnit = recogniseUnit(quantity.size!.unit) ?? quantity.size!.unit;
  const size = presentMeasure(quantity.size!.amount, sizeUnit, system).text;
  const count = showCount(
    quantity.amount * factor,
    quantity.amountMax === undefined ? undefined : quantity.amountMax * factor,
    '',
    countUnitOf(quantity.unit) ?? '',
  );
  const unit = inflect(quantity.unit, count.value, count.isRange);
  if (quantity.form === 'article' && count.value === 1 && !count.isRange) {
    return `${quantity.article} ${size} ${unit}`;
  }
  if (quantity.form === 'paren') return `${count.text} (${size}) ${unit}`;
  return `${count.text} × ${size} ${unit}`;
}

function showTemperature(quantity: StepQuantity, system: MeasurementSystem): string {
  const wanted = scaleOf(system);
  const from =
    quantity.alternative && quantity.alternative.unit === wanted
      ? quantity.alternative
      : { amount: quantity.amount, amountMax: quantity.amountMax, unit: quantity.unit };
  const scale = from.unit as TemperatureScale;
  if (!quantity.alternative && scale === wanted) return quantity.text;
  const low = convertTemperature(from.amount, scale, system);
  const high = from.amountMax === undefined ? null : convertTemperature(from.amountMax, scale, system);
  return high === null ? formatTemperature(low, wanted) : `${low}–${formatTemperature(high, wanted)}`;
}

/** How one amount found in a step reads at `factor` in `system`. */
export function showStepQuantity(quantity: StepQuantity, factor: number, system: MeasurementSystem): string {
  switch (quantity.kind) {
    case 'temperature':
      return showTemperature(quantity, system);
    case 'measure':
      return showMeasure(quantity, factor, system);
    case 'container':
      return showContainer(quantity, factor, system);
    case 'count':
      // The recipe as written keeps its own words ("two eggs").
      return factor === 1 || !quantity.scales ? quantity.text : showCountPhrase(quantity, factor);
  }
}

/**
 * A step's text with every amount scaled by `factor` and written in `system` by the ingredient list's rules
 * (see {@link readStepQuantities} for what counts as an amount). Returns the text and its parts, so a page
 * can mark the amounts.
 */
export function scaleStepText(
  text: string,
  options: ScaleStepOptions,
): { text: string; parts: StepTextPart[] } {
  const factor = Number.isFinite(options.factor) && options.factor >= 0 ? options.factor : 1;
  const parts: StepTextPart[] = [];
  let cursor = 0;
  for (const quantity of readStepQuantities(text, options)) {
    if (quantity.start > cursor) parts.push({ text: text.slice(cursor, quantity.start) });
    parts.push({ text: showStepQuantity(quantity, factor, options.system), quantity });
    cursor = quantity.end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor) });
  return { text: parts.map((part) => part.text).join(''), parts };
}
