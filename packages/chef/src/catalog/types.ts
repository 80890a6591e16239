/** The nine allergen tags the catalogue carries (the US "big nine"). */
export type Allergen =
  | 'milk'
  | 'egg'
  | 'fish'
  | 'shellfish'
  | 'tree-nuts'
  | 'peanuts'
  | 'wheat'
  | 'soy'
  | 'sesame';

export const ALLERGENS: readonly Allergen[] = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree-nuts',
  'peanuts',
  'wheat',
  'soy',
  'sesame',
];

export type Category =
  | 'vegetable'
  | 'fruit'
  | 'herb'
  | 'poultry'
  | 'meat'
  | 'seafood'
  | 'egg'
  | 'dairy'
  | 'plant-protein'
  | 'legume'
  | 'grain'
  | 'pasta'
  | 'bread'
  | 'nut'
  | 'oil'
  | 'condiment'
  | 'liquid'
  | 'spice'
  | 'sweetener'
  | 'baking';

/**
 * How a food must be handled to be safe (data/safety.ts has the temperatures and rules):
 * poultry 74 °C/165 °F; ground meat 71 °C/160 °F (ground poultry 74 °C); whole cuts of beef, pork,
 * lamb, veal 63 °C/145 °F + 3 min rest; fish and shellfish 63 °C/145 °F; eggs until firm (71 °C/160 °F
 * in egg dishes); dried legumes soaked and boiled (kidney beans a full 10-minute boil first).
 */
export type SafetyClass =
  | 'poultry'
  | 'ground-poultry'
  | 'ground-meat'
  | 'whole-cut'
  | 'fish'
  | 'shellfish'
  | 'mollusc'
  | 'egg'
  | 'kidney-bean'
  | 'dried-legume';

/** How a dried legume is made edible (minutes; soaking is in hours). */
export interface LegumeCooking {
  /** Needs soaking first (beans, chickpeas); lentils and split peas do not. */
  soak: boolean;
  /** Simmer after soaking (or from dry when soak is false) until tender, minutes. */
  simmerMinutes: number;
  /** At high pressure, soaked, minutes (Instant Pot). */
  pressureMinutes: number;
  /**
   * At high pressure straight from dry, minutes (Instant Pot), for beans that are soaked on the stove
   * but need no soak under pressure. Never set for kidney beans: they are always soaked and boiled.
   */
  unsoakedPressureMinutes?: number;
  /** Set by the reader when the cook wrote that they are soaked already: no soak, still the boil. */
  soaked?: boolean;
}

/** What an ingredient does in a dish; the local chef fills a technique's roles from these. */
export type Role =
  | 'protein'
  | 'vegetable'
  | 'starch'
  | 'aromatic'
  | 'sauce'
  | 'garnish'
  | 'herb'
  | 'cheese'
  | 'fat'
  | 'acid'
  | 'liquid'
  | 'spice'
  | 'sweet'
  | 'fruit'
  | 'baking';

/** How the local chef writes an amount of this ingredient. */
export type DisplayUnit = 'g' | 'ml' | 'cup' | 'tbsp' | 'tsp' | 'piece' | 'clove' | 'slice' | 'pinch';

/**
 * The cuisines a food belongs to (a dish's cuisine is matched against them for sauces and upgrades).
 * Broad families, as a cook would shelve a pantry.
 */
export type Cuisine =
  | 'mexican'
  | 'latin-american'
  | 'indian'
  | 'east-asian'
  | 'southeast-asian'
  | 'middle-eastern'
  | 'mediterranean'
  | 'italian'
  | 'american'
  | 'european';

export const CUISINES: readonly Cuisine[] = [
  'mexican',
  'latin-american',
  'indian',
  'east-asian',
  'southeast-asian',
  'middle-eastern',
  'mediterranean',
  'italian',
  'american',
  'european',
];

export interface DietFlags {
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
  dairyFree: boolean;
  keto: boolean;
  paleo: boolean;
}

export interface Per100g {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

/** How a cook readies a fruit before eating or cutting it (catalog/data/fruit-prep.ts). */
export interface FruitPrep {
  /** What comes off, as a verb phrase for "… the bananas": "peel", "quarter and core", "halve and stone"; '' when nothing does. */
  ready: string;
  /** Cut into pieces after that (false: eaten whole, as berries and grapes are, or already in pieces). */
  cut: boolean;
}

export interface Ingredient {
  id: string;
  name: string;
  synonyms: string[];
  category: Category;
  diet: DietFlags;
  allergens: Allergen[];
  per100g: Per100g;
  gramsPerPiece?: number;
  gramsPerCup?: number;
  pricePerKgUsd: number;
  /**
   * The USDA FoodData Central (SR Legacy or Foundation) food description the per-100 g figures stand
   * for, word for word ("Broccoli, raw"), so a reviewer can check them; "proxy: …" when USDA has no
   * entry and a close food stands in. Never an FDC id.
   */
  usda?: string;
  /** Cuisines this food belongs to; none means it is at home everywhere (onion, rice, eggs). */
  cuisines?: Cuisine[];
  /**
   * Grams per serving when it is the main item of a dish, and when it is a side or one of several;
   * `most`: the most one person eats however the dish is sized up (grams, or pieces for foods counted
   * by the piece: three eggs each, 75 g dry red lentils).
   */
  portion?: { main?: number; side?: number; most?: number };
  /** The cook has just one when the name is written like this, with no number ("egg", not "eggs"). */
  oneWhen?: RegExp;
  /** Kitchen facts for the local chef. */
  role: Role;
  /** False when it is safe and pleasant to eat as bought (washed produce, canned beans, cheese…). */
  needsCooking: boolean;
  /** Minutes on the stove for a typical cut; the techniques scale this for their method. */
  cookMinutes: number;
  unit: DisplayUnit;
  /** The part cooks usually throw away, and what to do with it (zero-waste recipes use it). */
  scrap?: string;
  /** The scrap exists only when the cook's words name this form (bare cobs only from corn on the cob). */
  scrapWhen?: RegExp;
  /** Whole when the cook's words name this form (corn on the cob, not kernels). */
  wholeWhen?: RegExp;
  /** A form that is ready to eat as bought, when the cook's words name it (canned corn; frozen or fresh corn is cooked). */
  readyWhen?: RegExp;
  /** Fruit: how it is readied (peeled, cored, stoned, hulled) and whether it is then cut. */
  prep?: FruitPrep;
  /** Set for anything that is unsafe until cooked a certain way (raw meat, fish, eggs, dried legumes). */
  safety?: SafetyClass;
  /** Dried legumes only: soaking and cooking times. */
  legume?: LegumeCooking;
  /** Bone-in or whole (a whole chicken, drumsticks, a roasting joint): never cut into bite-size pieces. */
  whole?: boolean;
  /**
   * Set by the local chef on the cooked stand-in for a dried legume it soaks and boils first: the
   * dried food the cook listed (the ingredient line shows it, by its dry weight) and that first step.
   */
  precooked?: { dried: Ingredient; step?: { tool: string; text: string; minutes: number } };
  /**
   * Set with `precooked` on dried legumes that may also go in raw and cook in a dish's own liquid (a
   * slot marked `dried`): lentils and split peas anywhere, other beans in an Instant Pot, never kidney
   * beans. Without a `step` that is the only way they are cooked.
   */
  cooksInDish?: boolean;
}
