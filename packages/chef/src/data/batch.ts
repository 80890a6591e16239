import type { Kind } from './kinds.ts';

/**
 * Cooking for many: what one home pan, pot and tray hold, and how strong flavours grow with the
 * number of plates. A recipe for four doubled is not a recipe for eight: meat piled into one pan
 * steams grey instead of browning, a pot of water holds only so much pasta, vegetables heaped on one
 * tray stew, and twice the fish sauce is more than twice as loud. The local chef reads these figures
 * when it writes the steps (`local/batches.ts`) and sizes the amounts (`local/cook.ts` amountFor).
 * A cook reviews this file: change a figure here, nothing else.
 */
export const CAPACITY = {
  /**
   * Servings from which the steps count the batches, pots and trays. Below it a family meal's meat
   * (600–700 g for four) is one large pan's worth, pushed, and the steps say "in batches if crowded".
   */
  crowdFrom: 6,
  /**
   * Raw meat or poultry a 28–30 cm frying pan (or a wide pot) browns at a time in a single layer:
   * about 450–500 g. More goes grey and stews in its own juice, so it is browned in batches, each
   * lifted out as it colours and everything returned together.
   */
  brownGrams: 500,
  /** The pan those grams are for, as the step names it. */
  panWords: '28–30 cm pan',
  /** Dry pasta one large pot cooks at a time: about 500 g in 5 litres of boiling water. */
  pastaPotGrams: 500,
  /** Litres of water a large pot holds for boiling pasta. */
  pastaPotLitres: 5,
  /** Large pots of pasta water a home stove boils at once beside the sauce (four burners). */
  pastaPotsAtOnce: 3,
  /** Dry pasta a large microwave-safe bowl cooks at a time, covered by 3 cm of water (about 2 litres). */
  microwavePastaGrams: 300,
  /** Vegetables (raw weight, in chunks) one large 40 × 30 cm baking tray roasts in a single layer without stewing. */
  trayGrams: 1200,
  /** Trays a home oven roasts at once, one a shelf: more is not a tray roast for that many. */
  ovenShelves: 3,
  /**
   * An Instant Pot's inner pot (the common 6-quart, 5.7 litres) and how full it may be under pressure:
   * two-thirds, and half for food that foams and swells (rice, grains, beans, lentils), as the
   * maker's manual says. Food and liquid are counted at about 1 ml a gram. Fuller, the dish is not
   * offered for that many.
   */
  instantPotLitres: 5.7,
  instantPotFill: 2 / 3,
  instantPotFoamingFill: 1 / 2,
} as const;

/**
 * Dishes that cook their pasta in the sauce, in one pot, and the most dry pasta one wide pot takes
 * that way (the pasta must turn in the liquid): past it the dish is not offered (cooked apart, in
 * batches, it is another dish).
 */
export const ONE_POT_PASTA: Record<string, { slot: string; grams: number }> = {
  'one-pot-pasta': { slot: 'pasta', grams: 500 },
};

/**
 * Strong seasonings do not scale with the plates: the cook's rule "double the recipe, one and a half
 * times the spice". Up to `fullUpTo` servings they scale in full; each serving beyond adds only
 * `beyond` of a serving's share (12 servings season like 9). Salt and pepper are "to taste" and
 * scale by tasting.
 */
export const STRONG_SEASONING = {
  fullUpTo: 6,
  beyond: 0.5,
  /** Every dried spice, spice blend and dried chilli (catalogue role "spice"). */
  roles: ['spice'] as const,
  /** Fresh chillies. */
  kinds: ['chili'] as Kind[],
  /** Salty, fermented, fiery or pungent sauces and pastes used by the spoonful (not a sauce's body). */
  ids: [
    'soy-sauce',
    'tamari',
    'coconut-aminos',
    'fish-sauce',
    'oyster-sauce',
    'worcestershire-sauce',
    'sriracha',
    'hot-sauce',
    'gochujang',
    'harissa',
    'chili-crisp',
    'chipotle-in-adobo',
    'miso',
    'doenjang',
    'doubanjiang',
    'sambal-oelek',
    'wasabi',
    'horseradish',
    'mustard',
    'shrimp-paste',
    'anchovies',
    'fermented-black-beans',
    'black-bean-sauce',
  ],
};

/** The servings a strong seasoning is measured for when the dish feeds this many. */
export const seasoningServings = (servings: number): number =>
  servings <= STRONG_SEASONING.fullUpTo
    ? servings
    : STRONG_SEASONING.fullUpTo + STRONG_SEASONING.beyond * (servings - STRONG_SEASONING.fullUpTo);
