import { normalizeWords } from './catalog/index.ts';

/**
 * Things that are not food, or are dangerous to cook with, matched as whole words (after plurals are
 * folded): "glue" is refused, "glutinous rice" is not; "bleach" is refused, "bleached flour" is not.
 * Deliberately left out because they name real foods: glass (noodles), paper (rice paper), wood (ear
 * mushrooms), stone (fruit), sand (dab), lye (water for noodles), alcohol (cooking wine), gas (stove).
 */
const NON_FOOD_TERMS = [
  'bleach',
  'chlorine',
  'sodium hypochlorite',
  'ammonia',
  'glue',
  'superglue',
  'super glue',
  'epoxy',
  'detergent',
  'laundry detergent',
  'dish soap',
  'soap',
  'hand soap',
  'tide pod',
  'laundry pod',
  'dishwasher pod',
  'dishwasher tablet',
  'fabric softener',
  'shampoo',
  'toothpaste',
  'mouthwash',
  'sunscreen',
  'lotion',
  'perfume',
  'cologne',
  'deodorant',
  'medicine',
  'medication',
  'pill',
  'sleeping pill',
  'drug',
  'painkiller',
  'antibiotic',
  'ibuprofen',
  'acetaminophen',
  'paracetamol',
  'aspirin',
  'tylenol',
  'advil',
  'opioid',
  'oxycodone',
  'fentanyl',
  'xanax',
  'benadryl',
  'laxative',
  'cocaine',
  'heroin',
  'methamphetamine',
  'paint',
  'paint thinner',
  'nail polish',
  'nail polish remover',
  'acetone',
  'turpentine',
  'varnish',
  'gasoline',
  'petrol',
  'diesel',
  'kerosene',
  'lighter fluid',
  'motor oil',
  'engine oil',
  'brake fluid',
  'antifreeze',
  'anti freeze',
  'windshield washer fluid',
  'battery',
  'cleaning product',
  'cleaning spray',
  'cleaning supply',
  'cleaner',
  'drain cleaner',
  'oven cleaner',
  'disinfectant',
  'sanitizer',
  'hand sanitizer',
  'rubbing alcohol',
  'isopropyl alcohol',
  'isopropyl',
  'methanol',
  'lysol',
  'clorox',
  'windex',
  'borax',
  'hydrogen peroxide',
  'pesticide',
  'insecticide',
  'herbicide',
  'weed killer',
  'rat poison',
  'poison',
  'fertilizer',
  'mothball',
  'silica gel',
  'cigarette',
  'tobacco',
  'nicotine',
  'vape',
  'plastic',
  'styrofoam',
  'cement',
  'crayon',
  'candle',
  'arsenic',
  'cyanide',
  'mercury',
];

// Real foods whose names contain a refused word.
const FOOD_EXCEPTIONS = ['baker ammonia', 'bakers ammonia', 'ammonium carbonate'];

const TERMS = NON_FOOD_TERMS.map((term) => ({ term, words: normalizeWords(term) }));
const EXCEPTIONS = FOOD_EXCEPTIONS.map((term) => normalizeWords(term));
const LONGEST = Math.max(...TERMS.map((t) => t.words.length));
const byKey = new Map(TERMS.map((t) => [t.words.join(' '), t.term]));

const startsWith = (words: readonly string[], at: number, phrase: readonly string[]): boolean =>
  phrase.every((word, i) => words[at + i] === word);

/** The non-food or dangerous things named in the cook's text, longest name first, each once. */
export function findNonFood(text: string): string[] {
  const words = normalizeWords(text);
  const found = new Set<string>();
  let at = 0;
  while (at < words.length) {
    const exception = EXCEPTIONS.find((phrase) => startsWith(words, at, phrase));
    if (exception) {
      at += exception.length;
      continue;
    }
    let size = Math.min(LONGEST, words.length - at);
    for (; size >= 1; size--) {
      const term = byKey.get(words.slice(at, at + size).join(' '));
      if (term) {
        found.add(term);
        break;
      }
    }
    at += Math.max(size, 1);
  }
  return [...found];
}

/** The message the cook sees when the input is refused. */
export function nonFoodMessage(found: readonly string[]): string {
  return `We can't cook with ${found.join(', ')}: ${found.length === 1 ? 'it is' : 'they are'} not food and can be dangerous to eat. Please list only food ingredients.`;
}
