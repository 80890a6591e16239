import { findIngredient, type Ingredient, normalizeWords } from '../catalog/index.ts';
import { CANNED_FORM_WORDS, DRIED_FORM_WORDS, SOAKED_FORM_WORDS } from '../data/forms.ts';

const DRIED = new Set(DRIED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const SOAKED = new Set(SOAKED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const CANNED = new Set(CANNED_FORM_WORDS.flatMap((w) => normalizeWords(w)));
const FORM_WORDS = new Set([...DRIED, ...CANNED]);

export type LegumeForm = 'dried' | 'soaked' | 'canned';

/** The legume form written anywhere in one pantry item, dried winning over canned. */
export function legumeFormIn(text: string): LegumeForm | undefined {
  const words = normalizeWords(text.replace(/\bpre-soaked\b/gi, 'soaked'));
  if (words.some((w) => SOAKED.has(w))) return 'soaked';
  if (words.some((w) => DRIED.has(w))) return 'dried';
  if (words.some((w) => CANNED.has(w))) return 'canned';
  return undefined;
}

/** True when a list part is only a form ("dry", "dried", "tinned"): it belongs to the food before it. */
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
