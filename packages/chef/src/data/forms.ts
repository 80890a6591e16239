/**
 * The form a cook writes beside a food, in any place: before it ("dry chickpeas"), in brackets
 * ("kidney beans (dry)"), after a dash ("kidney beans - dry") or a comma ("kidney beans, dried").
 * `read/forms.ts` reads these words anywhere in one pantry item. Issue 12, finding S1: "(dry)" was
 * lost and raw kidney beans were simmered 4 minutes.
 *
 * Rules a reviewer can check:
 * - A dried-form word wins over a canned one in the same item: boiling canned beans harms nothing,
 *   simmering dried kidney beans 4 minutes makes people ill.
 * - "soaked" is still the dried food: soaked kidney beans need no more soaking, but still the hard
 *   10-minute boil (phytohaemagglutinin is destroyed by boiling, not by water).
 * - Only legumes change form here: "raw" beside chicken is just raw chicken.
 */
export const DRIED_FORM_WORDS: readonly string[] = ['dry', 'dried', 'raw', 'uncooked', 'soaked', 'soak'];

/** Already soaked by the cook ("soaked overnight", "pre-soaked"): the soak is done, the boil is not. */
export const SOAKED_FORM_WORDS: readonly string[] = ['soaked', 'soak', 'presoaked'];

/** Ready-cooked forms: a tin, a can, a jar, a carton. */
export const CANNED_FORM_WORDS: readonly string[] = [
  'canned',
  'tinned',
  'tin',
  'can',
  'jar',
  'jarred',
  'carton',
];
