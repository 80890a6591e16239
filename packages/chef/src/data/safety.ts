import type { SafetyClass } from '../catalog/index.ts';

/**
 * Safe minimum internal temperatures (USDA FSIS "Safe Minimum Internal Temperature Chart") and the
 * cue a cook can see. Every recipe that cooks a raw food of one of these classes states the
 * temperature in a step; the recipe checker refuses one that does not, or that calls a lower
 * temperature done.
 */
export interface SafeTemperature {
  celsius: number;
  fahrenheit: number;
  /** Minutes to rest after cooking (whole cuts of beef, pork, lamb, veal: 3). */
  restMinutes: number;
  /** Where to measure, or what to see. */
  cue: string;
  /** Words a step uses for this food when it does not name it ("the chicken", "the fish"). */
  words: readonly string[];
}

export const SAFE_TEMPERATURES: Record<SafetyClass, SafeTemperature | undefined> = {
  poultry: {
    celsius: 74,
    fahrenheit: 165,
    restMinutes: 0,
    cue: 'in the thickest part, juices clear',
    words: ['chicken', 'turkey', 'duck', 'poultry', 'thigh', 'breast', 'drumstick', 'wing', 'bird'],
  },
  'ground-poultry': {
    celsius: 74,
    fahrenheit: 165,
    restMinutes: 0,
    cue: 'inside, no pink left',
    words: ['chicken', 'turkey', 'mince', 'ground', 'meatball', 'patty', 'burger'],
  },
  'ground-meat': {
    celsius: 71,
    fahrenheit: 160,
    restMinutes: 0,
    cue: 'inside, no pink left',
    words: ['beef', 'pork', 'lamb', 'mince', 'ground', 'sausage', 'meatball', 'patty', 'burger', 'meat'],
  },
  'whole-cut': {
    celsius: 63,
    fahrenheit: 145,
    restMinutes: 3,
    cue: 'inside, then rest 3 minutes',
    words: [
      'beef',
      'steak',
      'pork',
      'chop',
      'lamb',
      'veal',
      'bacon',
      'roast',
      'joint',
      'meat',
      'rib',
      'belly',
      'shoulder',
      'loin',
      'tenderloin',
      'brisket',
      'shank',
      'goat',
      'venison',
    ],
  },
  fish: {
    celsius: 63,
    fahrenheit: 145,
    restMinutes: 0,
    cue: 'inside, flesh opaque and flaking easily',
    words: ['fish', 'fillet', 'salmon', 'cod', 'tuna', 'trout', 'mackerel', 'tilapia', 'bass', 'haddock'],
  },
  shellfish: {
    celsius: 63,
    fahrenheit: 145,
    restMinutes: 0,
    cue: 'inside, flesh pearly and opaque',
    words: ['shrimp', 'prawn', 'crab', 'lobster', 'shellfish', 'crawfish', 'crayfish', 'langoustine'],
  },
  mollusc: {
    celsius: 63,
    fahrenheit: 145,
    restMinutes: 0,
    cue: 'inside, flesh opaque and firm; any shells open (throw away any that stay shut)',
    words: ['mussel', 'clam', 'oyster', 'scallop', 'squid', 'calamari', 'octopus', 'shellfish'],
  },
  egg: {
    celsius: 71,
    fahrenheit: 160,
    restMinutes: 0,
    cue: 'set firm all through, with no liquid egg left',
    words: ['egg', 'omelette', 'omelet', 'frittata', 'scramble', 'batter', 'fritter', 'mixture'],
  },
  'kidney-bean': undefined,
  'dried-legume': undefined,
};

/**
 * How a cook sees that a food is done, by the food AND the method (issue 12, T5: a steak's "63°C,
 * then rest 3 minutes" was pasted into a braise and onto bacon). Each still states the safe
 * temperature, which the checker reads; `{t}` is it, written "63°C/145°F".
 */
export const DONENESS_BY_METHOD = {
  /** Braising cuts: safe at 63°C long before they are tender; done when they fall apart. */
  braise: 'fork-tender and falling apart, well past {t} (about 90°C/195°F inside)',
  /** Bacon and pancetta: thin, cooked until crisp. */
  crisp: 'crisp and sizzling all over, well past {t}',
} as const;

/**
 * Foods eaten only cooked until steaming hot (UK FSA, USDA: raw sprouts carry Salmonella and E. coli
 * from the seed), by catalogue id. The catalogue marks them as needing cooking; the checker refuses a
 * recipe that never heats them.
 */
export const COOK_UNTIL_STEAMING: readonly string[] = ['bean-sprouts', 'alfalfa-sprouts'];

/**
 * A whole cut cut small before it cooks (pork belly strips, bacon lardons, steak for a stir-fry) is
 * eaten straight from the pan: the 3-minute rest is for roasts, steaks and chops. Such pieces are
 * cooked to the temperature that needs no rest (FSIS: 71°C/160°F, as for ground meat), never lower.
 */
export const WHOLE_CUT_IN_PIECES: SafeTemperature = {
  ...(SAFE_TEMPERATURES['whole-cut'] as SafeTemperature),
  celsius: 71,
  fahrenheit: 160,
  restMinutes: 0,
  cue: 'inside; serve straight away',
};

/** Cured meat cooked in rashers or bits and eaten from the pan: never rested like a joint. */
export const RASHERS = /\b(bacon|pancetta|guanciale|rashers?|lardons)\b/;

/**
 * Words for a cut into small pieces (a prep step's cut, or the food's own name: "pork belly strips").
 * Thick slices and medallions are steaks: they rest like one.
 */
export const SMALL_PIECES =
  /\b(strips?|pieces?|cubes?|cubed|chunks?|dice|diced|(?<!thick )slices|slivers|coins|half-moons|lardons|matchsticks)\b/;

/** Leftovers served hot are reheated to this, steaming all through (FSIS). */
export const REHEAT = { celsius: 74, fahrenheit: 165 } as const;

/** "74°C/165°F", the way every step writes a temperature (both units, so either system reads it). */
export const formatTemperature = (t: { celsius: number; fahrenheit: number }): string =>
  `${t.celsius}°C/${t.fahrenheit}°F`;

/** "(74°C/165°F in the thickest part, juices clear)" for a raw food of this class, '' for none. */
export function donenessCue(safety: SafetyClass | undefined): string {
  const temperature = safety ? SAFE_TEMPERATURES[safety] : undefined;
  if (!temperature) return '';
  return `(${formatTemperature(temperature)} ${temperature.cue})`;
}

/**
 * Dried legumes. Raw kidney beans carry phytohaemagglutinin, destroyed only by a full boil of at
 * least 10 minutes (UK FSA; a slow cooker never gets hot enough, so the boil always comes first).
 * Other dried beans are soaked and boiled too; lentils and split peas need no soak.
 */
export const LEGUME_RULES = {
  /** Overnight soak, or the quick soak: boil 2 minutes, cover, stand 1 hour. */
  quickSoakMinutes: 65,
  /** A full rolling boil before simmering, for kidney beans (and, to be safe, every dried bean). */
  hardBoilMinutes: 10,
  /** Instant Pot: time to come up to pressure and natural release, on top of the pressure time. */
  pressureOverheadMinutes: 30,
  /**
   * Soaked kidney beans in a pressure cooker instead of the hard boil: High pressure (115–120 °C) for at
   * least this long (USDA and Instant Pot tables give 15–25 minutes soaked). Never Low pressure, Sauté
   * alone or a slow cooker: those never reach a boil long enough to destroy the lectin.
   */
  kidneyPressureMinutes: 15,
} as const;

/** Storage, in days in the fridge once cooked (FSIS leftovers: 3–4 days; seafood and rice: sooner). */
export const STORAGE = {
  leftoversDays: 3,
  seafoodDays: 2,
  riceDays: 1,
  /** Cooked rice: cooled and in the fridge within this many hours (Bacillus cereus). */
  riceCoolHours: 1,
  /** Anything else: within 2 hours. */
  coolHours: 2,
} as const;

/**
 * Cooked food waiting out of the fridge (issue 12, S4: mince browned at the start of a 2-hour bean
 * boil and left on a plate). FSIS allows 2 hours in the danger zone in all; a recipe keeps well inside
 * it: work done "meanwhile" beside a long step starts late enough that what it cooks waits at most
 * `engineIdleMinutes`, and the checker refuses a wait beyond `checkerIdleMinutes`.
 */
export const HOLD = {
  engineIdleMinutes: 30,
  checkerIdleMinutes: 60,
  /** How a late start is written, read back by the checker: "Meanwhile, about 15 minutes before that is done, …". */
  lateStart: (minutes: number) => `about ${minutes} minutes before that is done, `,
  lateStartPattern: /\babout (\d+) minutes before that is done\b/,
  /**
   * Cold finishing work (smashed avocado with lime, a herb topping, a dressing) done beside a long step
   * is started near its end, not at its start: made 2½ hours early avocado browns and herbs wilt.
   * It starts late when it would otherwise wait more than `coldIdleMinutes`, at least `coldLeadMinutes`
   * before the end (or as long before as it takes).
   */
  coldIdleMinutes: 30,
  coldLeadMinutes: 10,
} as const;

/** Never written in a recipe: home canning, curing and fermentation need tested processes. */
export const FORBIDDEN_PROCESSES: readonly string[] = [
  'canning',
  'home canning',
  'home can',
  'can them',
  'water bath canning',
  'pressure canning',
  'seal the jars',
  'sealed jars',
  'curing salt',
  'pink salt',
  'prague powder',
  'dry cure',
  'dry-cure',
  'cure them',
  'cure it',
  'cure in the fridge',
  'ferment',
  'fermenting',
  'lacto ferment',
  'leave at room temperature for days',
];
