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

/**
 * Meat the cook already has in pieces (decision 127): "lamb shoulder diced", "pork shoulder cut into
 * chunks", "lamb shoulder, cubed". A braising joint written with one of these words is the same cut in
 * pieces (stewing meat), braised in pieces, not a roasting joint; a roasting joint in pieces ("diced leg
 * of lamb") is that meat in pieces. Words that are the food's own name ("beef strips") do not count.
 */
export const PIECES_FORM_WORDS: readonly string[] = [
  'diced',
  'dice',
  'cubed',
  'cubes',
  'chunks',
  'chunked',
  'pieces',
  'strips',
  'sliced',
  'slices',
];

/** Meat the cook has minced: "lamb shoulder minced", "pork shoulder, ground" is that meat ground. */
export const MINCED_FORM_WORDS: readonly string[] = ['minced', 'mince', 'ground'];

/**
 * A braising cut in pieces (4 cm stewing cubes) is tender after about 90 minutes' gentle simmer, the
 * catalogue's stewing beef; a whole shoulder takes hours. Safe long before (whole cuts 63 °C/145 °F,
 * FSIS): the time is for tenderness.
 */
export const BRAISED_PIECES_MINUTES = 90;
