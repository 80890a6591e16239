import { findIngredient, type Ingredient, normalizeWords } from '../catalog/index.ts';
import {
  BRAISED_PIECES_MINUTES,
  CANNED_FORM_WORDS,
  DRIED_FORM_WORDS,
  MINCED_FORM_WORDS,
  PIECES_FORM_WORDS,
  SOAKED_FORM_WORDS,
} from '../data/forms.ts';
import { BRAISING } from '../data/kinds.ts';

const GROUND = /\b(ground|mince|minced)\b/;

const DRIED = new Set(DRIED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const SOAKED = new Set(SOAKED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const CANNED = new Set(CANNED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const FORM_WORDS = new Set([
  ...DRIED,
  ...CANNED,
  // Not "mince" or "ground": alone, "mince" is a food (ground beef).
  ...PIECES_FORM_WORDS.flatMap((w) => normalizeWords(w)),
]);

export type LegumeForm = 'dried' | 'soaked' | 'canned';

/** The legume form written anywhere in one pantry item, dried winning over canned. */
export function legumeFormIn(text: string): LegumeForm | undefined {
  const words = normalizeWords(text.replace(/\bpre-soaked\b/gi, 'soaked'));
  if (words.some((w) => SOAKED.has(w))) return 'soaked';
  if (words.some((w) => DRIED.has(w))) return 'dried';
  if (words.some((w) => CANNED.has(w))) return 'canned';
  return undefined;
}

/** True when a list part is only a form ("dry", "dried", "tinned", "cubed"): it belongs to the food before it. */
export const isFormOnly = (part: string): boolean => {
  const words = normalizeWords(part);
  return words.length > 0 && words.every((w) => FORM_WORDS.has(w));
};

/**
 * The catalogue food in the form the cook wrote: canned kidney beans read as "kidney beans (dry)"
 * become dried kidney beans, dried chickpeas written "tin of" become canned; soaked dried beans are
 * the dried food with the soak already done. Foods that are not legumes are returned unchanged.
 */
export function inWrittenForm(ingredient: Ingredient, text: string): Ingredient {
  const form = legumeFormIn(text);
  if (!form) return ingredient;
  if (form === 'canned') {
    if (!ingredient.legume) return ingredient;
    // Written "dried … tin" is read as dried above; here only canned words were written.
    const canned = findIngredient(ingredient.name.replace(/\b(dried|dry|raw|uncooked)\s+/gi, ''));
    return canned && canned.category === ingredient.category && !canned.legume ? canned : ingredient;
  }
  let dried = ingredient;
  if (!ingredient.legume) {
    if (ingredient.category !== 'legume') return ingredient;
    const found = findIngredient(`dried ${ingredient.name}`);
    if (!found?.legume) return ingredient;
    dried = found;
  }
  if (form === 'soaked' && dried.legume?.soak) {
    return { ...dried, legume: { ...dried.legume, soak: false, soaked: true } };
  }
  return dried;
}

const PIECES = new Set(PIECES_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const MINCED = new Set(MINCED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
/** The animal a cut comes from, for "diced leg of lamb" → diced lamb, "pork shoulder, minced" → ground pork. */
const ANIMAL = /\b(lamb|beef|pork|veal|goat|mutton|venison)\b/;

export type MeatCut = 'pieces' | 'minced';

/** The cut written beside a meat ("diced", "in chunks", "minced"), not counting the food's own name. */
export function meatCutIn(text: string, ingredient: Ingredient): MeatCut | undefined {
  const own = new Set(normalizeWords(ingredient.name));
  const words = normalizeWords(text).filter((w) => !own.has(w));
  if (words.some((w) => MINCED.has(w))) return 'minced';
  if (words.some((w) => PIECES.has(w))) return 'pieces';
  return undefined;
}

/**
 * Raw meat as the cook has it cut (decision 127). A braising joint in pieces ("lamb shoulder diced")
 * stays that cut, in pieces: not whole, braised in the time stewing meat takes. Another joint in pieces
 * ("diced leg of lamb") is the catalogue's meat in pieces; minced meat is the ground meat. Anything else
 * (meat already in pieces, poultry, fish) is returned unchanged.
 */
export function inWrittenCut(ingredient: Ingredient, text: string): Ingredient {
  if (ingredient.category !== 'meat' || !ingredient.needsCooking) return ingredient;
  const cut = meatCutIn(text, ingredient);
  if (!cut) return ingredient;
  const animal = ANIMAL.exec(`${ingredient.name} ${ingredient.synonyms.join(' ')}`)?.[1];
  if (cut === 'minced') {
    if (GROUND.test(ingredient.name) || !animal) return ingredient;
    const ground = findIngredient(`ground ${animal}`);
    return ground && GROUND.test(ground.name) ? ground : ingredient;
  }
  if (BRAISING.test(`${ingredient.name} ${ingredient.id.replace(/-/g, ' ')}`)) {
    if (!ingredient.whole && ingredient.cookMinutes <= BRAISED_PIECES_MINUTES) return ingredient;
    const { gramsPerPiece: _whole, ...rest } = ingredient;
    return { ...rest, whole: false, cookMinutes: Math.min(ingredient.cookMinutes, BRAISED_PIECES_MINUTES) };
  }
  if (!ingredient.whole || !animal) return ingredient;
  const pieces = findIngredient(`diced ${animal}`);
  return pieces && pieces.category === 'meat' && !pieces.whole ? pieces : ingredient;
}
