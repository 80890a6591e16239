import { type Constraints, type Diet, EQUIPMENT_OPTIONS } from '@sous/domain';
import {
  type Allergen,
  type DietFlags,
  findMentionsInWords,
  INGREDIENTS,
  type Ingredient,
  normalizeName,
  normalizeWords,
} from './catalog/index.ts';

/**
 * Tools that need no chosen equipment: a recipe for a cook who ticked only "Microwave" may still ask
 * for a knife and a bowl. Anything electric or heated (kettle, blender, grill, toaster) is not here.
 */
export const HAND_TOOLS = [
  'none',
  'Knife',
  'Cutting board',
  'Bowl',
  'Whisk',
  'Grater',
  'Peeler',
  'Colander',
  'Sieve',
  'Spoon',
  'Fork',
  'Tongs',
  'Masher',
  'Jar',
  'Plate',
] as const;
export type HandTool = (typeof HAND_TOOLS)[number];

const HAND_TOOL_KEYS = new Set(HAND_TOOLS.map((tool) => tool.toLowerCase()));
const EQUIPMENT_KEYS = new Map(EQUIPMENT_OPTIONS.map((name) => [name.toLowerCase(), name]));

// ---------------------------------------------------------------------------------------------------
// Allergies and diets

const DIET_FLAG: Record<Diet, keyof DietFlags> = {
  Vegetarian: 'vegetarian',
  Vegan: 'vegan',
  'Gluten-Free': 'glutenFree',
  'Dairy-Free': 'dairyFree',
  Keto: 'keto',
  Paleo: 'paleo',
};

interface AllergyRule {
  allergens?: Allergen[];
  /** Anything not gluten-free (barley, rye, oats as sold) is refused too. */
  gluten?: boolean;
  ids?: string[];
}

const ids = (predicate: (ingredient: Ingredient) => boolean): string[] =>
  INGREDIENTS.filter(predicate).map((ingredient) => ingredient.id);

// Free-text allergies as people type them, by normalized (singular) words.
const ALLERGY_WORDS: Record<string, AllergyRule> = {
  milk: { allergens: ['milk'] },
  dairy: { allergens: ['milk'] },
  'dairy product': { allergens: ['milk'] },
  lactose: { allergens: ['milk'] },
  casein: { allergens: ['milk'] },
  whey: { allergens: ['milk'] },
  'cow milk': { allergens: ['milk'] },
  cheese: { allergens: ['milk'] },
  egg: { allergens: ['egg'] },
  fish: { allergens: ['fish'] },
  'finned fish': { allergens: ['fish'] },
  salmon: { allergens: ['fish'] },
  tuna: { allergens: ['fish'] },
  cod: { allergens: ['fish'] },
  anchovy: { allergens: ['fish'] },
  shellfish: { allergens: ['shellfish'] },
  crustacean: { allergens: ['shellfish'] },
  mollusc: { allergens: ['shellfish'] },
  mollusk: { allergens: ['shellfish'] },
  shrimp: { allergens: ['shellfish'] },
  prawn: { allergens: ['shellfish'] },
  crab: { allergens: ['shellfish'] },
  lobster: { allergens: ['shellfish'] },
  seafood: { allergens: ['fish', 'shellfish'] },
  'tree nut': { allergens: ['tree-nuts'] },
  nut: { allergens: ['tree-nuts', 'peanuts'] },
  almond: { allergens: ['tree-nuts'] },
  walnut: { allergens: ['tree-nuts'] },
  cashew: { allergens: ['tree-nuts'] },
  pecan: { allergens: ['tree-nuts'] },
  pistachio: { allergens: ['tree-nuts'] },
  hazelnut: { allergens: ['tree-nuts'] },
  'pine nut': { allergens: ['tree-nuts'] },
  macadamia: { allergens: ['tree-nuts'] },
  peanut: { allergens: ['peanuts'] },
  groundnut: { allergens: ['peanuts'] },
  wheat: { allergens: ['wheat'] },
  gluten: { allergens: ['wheat'], gluten: true },
  celiac: { allergens: ['wheat'], gluten: true },
  coeliac: { allergens: ['wheat'], gluten: true },
  'celiac disease': { allergens: ['wheat'], gluten: true },
  soy: { allergens: ['soy'] },
  soya: { allergens: ['soy'] },
  soybean: { allergens: ['soy'] },
  sesame: { allergens: ['sesame'] },
  'sesame seed': { allergens: ['sesame'] },
  nightshade: {
    ids: [
      'tomato',
      'cherry-tomato',
      'canned-tomatoes',
      'tomato-sauce',
      'tomato-paste',
      'sun-dried-tomatoes',
      'ketchup',
      'salsa',
      'potato',
      'eggplant',
      'bell-pepper',
      'roasted-red-peppers',
      'jalapeno',
      'chili-pepper',
      'paprika',
      'smoked-paprika',
      'chili-powder',
      'chili-flakes',
      'cayenne',
      'sriracha',
      'hot-sauce',
      'harissa',
      'chili-crisp',
      'gochujang',
      'curry-paste',
      'sweet-chili-sauce',
      'bbq-sauce',
      'cajun-seasoning',
      'taco-seasoning',
      'curry-powder',
    ],
  },
  allium: {
    ids: [
      'onion',
      'red-onion',
      'shallot',
      'garlic',
      'scallion',
      'leek',
      'chives',
      'garlic-powder',
      'onion-powder',
    ],
  },
  citrus: { ids: ['lemon', 'lime', 'orange', 'orange-juice'] },
  legume: { allergens: ['peanuts', 'soy'], ids: ids((i) => i.category === 'legume') },
  pork: {
    ids: [
      'pork-chop',
      'pork-tenderloin',
      'pork-shoulder',
      'ground-pork',
      'bacon',
      'ham',
      'sausage',
      'chorizo',
      'pepperoni',
      'salami',
      'prosciutto',
      'hot-dogs',
    ],
  },
  beef: { ids: ['ground-beef', 'steak', 'stewing-beef', 'beef-stock', 'hot-dogs'] },
  meat: { ids: ids((i) => i.category === 'meat' || i.category === 'poultry') },
  'red meat': { ids: ids((i) => i.category === 'meat') },
  alcohol: { ids: ['white-wine', 'red-wine', 'beer', 'vanilla'] },
  mushroom: { ids: ['mushroom', 'shiitake'] },
  corn: { ids: ['corn', 'corn-tortillas', 'tortilla-chips', 'polenta', 'cornstarch'] },
};

// Foods the catalogue lacks but a model may write; what they carry.
// `meat`: not vegetarian either. Every entry is an animal product, so none is vegan.
const EXTRA_WORDS: Record<string, { allergens: Allergen[]; meat: boolean }> = {
  lobster: { allergens: ['shellfish'], meat: true },
  crawfish: { allergens: ['shellfish'], meat: true },
  crayfish: { allergens: ['shellfish'], meat: true },
  langoustine: { allergens: ['shellfish'], meat: true },
  oyster: { allergens: ['shellfish'], meat: true },
  octopus: { allergens: ['shellfish'], meat: true },
  trout: { allergens: ['fish'], meat: true },
  mackerel: { allergens: ['fish'], meat: true },
  halibut: { allergens: ['fish'], meat: true },
  herring: { allergens: ['fish'], meat: true },
  swordfish: { allergens: ['fish'], meat: true },
  bonito: { allergens: ['fish'], meat: true },
  dashi: { allergens: ['fish'], meat: true },
  caviar: { allergens: ['fish'], meat: true },
  roe: { allergens: ['fish'], meat: true },
  lard: { allergens: [], meat: true },
  tallow: { allergens: [], meat: true },
  suet: { allergens: [], meat: true },
  gelatin: { allergens: [], meat: true },
  gelatine: { allergens: [], meat: true },
  veal: { allergens: [], meat: true },
  venison: { allergens: [], meat: true },
  goose: { allergens: [], meat: true },
  rabbit: { allergens: [], meat: true },
  mutton: { allergens: [], meat: true },
  oxtail: { allergens: [], meat: true },
  liver: { allergens: [], meat: true },
  schmaltz: { allergens: [], meat: true },
  ghee: { allergens: ['milk'], meat: false },
  whey: { allergens: ['milk'], meat: false },
  casein: { allergens: ['milk'], meat: false },
  brioche: { allergens: ['milk', 'egg', 'wheat'], meat: false },
  meringue: { allergens: ['egg'], meat: false },
  custard: { allergens: ['milk', 'egg'], meat: false },
};

interface Qualifier {
  words: string[];
  clears: Allergen[];
  diet: Partial<DietFlags>;
}

// "vegan mayo", "gluten-free pasta", "dairy-free cheese": the qualifier changes what the food carries.
// "lactose-free" is deliberately absent: lactose-free milk is still milk to an allergic cook.
const QUALIFIERS: Qualifier[] = [
  {
    words: ['vegan'],
    clears: ['milk', 'egg', 'fish', 'shellfish'],
    diet: { vegan: true, vegetarian: true, dairyFree: true },
  },
  {
    words: ['plant', 'based'],
    clears: ['milk', 'egg', 'fish', 'shellfish'],
    diet: { vegan: true, vegetarian: true, dairyFree: true },
  },
  { words: ['vegetarian'], clears: ['fish', 'shellfish'], diet: { vegetarian: true } },
  { words: ['dairy', 'free'], clears: ['milk'], diet: { dairyFree: true } },
  { words: ['non', 'dairy'], clears: ['milk'], diet: { dairyFree: true } },
  { words: ['milk', 'free'], clears: ['milk'], diet: { dairyFree: true } },
  { words: ['gluten', 'free'], clears: ['wheat'], diet: { glutenFree: true } },
  { words: ['wheat', 'free'], clears: ['wheat'], diet: {} },
  { words: ['egg', 'free'], clears: ['egg'], diet: {} },
  { words: ['eggless'], clears: ['egg'], diet: {} },
  { words: ['nut', 'free'], clears: ['tree-nuts', 'peanuts'], diet: {} },
  { words: ['peanut', 'free'], clears: ['peanuts'], diet: {} },
  { words: ['soy', 'free'], clears: ['soy'], diet: {} },
  { words: ['sesame', 'free'], clears: ['sesame'], diet: {} },
];

/** The cook's allergies and diets, ready to test food names against. */
export interface SafetyProfile {
  allergens: Set<Allergen>;
  gluten: boolean;
  forbiddenIds: Set<string>;
  /** Each allergy's own words, to catch foods the catalogue does not know ("strawberry jam"). */
  terms: { allergy: string; words: string[] }[];
  diets: Diet[];
}

const STRIP_ALLERGY_WORDS = new Set([
  'allergy',
  'allergic',
  'intolerance',
  'intolerant',
  'to',
  'free',
  'no',
  'any',
]);

export function safetyProfile(constraints: Pick<Constraints, 'allergies' | 'diet'>): SafetyProfile {
  const profile: SafetyProfile = {
    allergens: new Set(),
    gluten: false,
    forbiddenIds: new Set(),
    terms: [],
    diets: [...constraints.diet],
  };
  for (const allergy of constraints.allergies) {
    const words = normalizeWords(allergy).filter((word) => !STRIP_ALLERGY_WORDS.has(word));
    if (words.length === 0) continue;
    const key = words.join(' ');
    const rule = ALLERGY_WORDS[key];
    if (rule) {
      for (const allergen of rule.allergens ?? []) profile.allergens.add(allergen);
      if (rule.gluten) profile.gluten = true;
      for (const id of rule.ids ?? []) profile.forbiddenIds.add(id);
    }
    // Allergen-tag allergies ("milk", "gluten") are matched by tag, so coconut milk and tamari ("gluten-free
    // soy sauce") stay allowed. Other allergies also forbid every catalogue food whose name or synonym holds
    // the allergy's words ("tomato" → "tomato paste") and any written food that names them.
    if (rule?.allergens || rule?.gluten) continue;
    for (const ingredient of INGREDIENTS) {
      if (namesOf(ingredient).some((name) => containsPhrase(name, words)))
        profile.forbiddenIds.add(ingredient.id);
    }
    profile.terms.push({ allergy, words });
  }
  return profile;
}

const namesCache = new Map<string, string[][]>();
function namesOf(ingredient: Ingredient): string[][] {
  let names = namesCache.get(ingredient.id);
  if (!names) {
    names = [ingredient.name, ...ingredient.synonyms].map(normalizeWords);
    namesCache.set(ingredient.id, names);
  }
  return names;
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  outer: for (let at = 0; at + phrase.length <= words.length; at++) {
    for (let i = 0; i < phrase.length; i++) if (words[at + i] !== phrase[i]) continue outer;
    return true;
  }
  return false;
}

/** Why a catalogue ingredient is unsafe for this cook (empty when it is fine). */
export function ingredientConflicts(ingredient: Ingredient, profile: SafetyProfile): string[] {
  return foodConflicts(ingredient.name, ingredient, [], {}, profile);
}

function foodConflicts(
  label: string,
  ingredient: Ingredient,
  cleared: readonly Allergen[],
  dietOverride: Partial<DietFlags>,
  profile: SafetyProfile,
): string[] {
  const problems: string[] = [];
  for (const allergen of ingredient.allergens) {
    if (profile.allergens.has(allergen) && !cleared.includes(allergen)) {
      problems.push(`${label} contains ${allergen} (declared allergy)`);
    }
  }
  const glutenFree = dietOverride.glutenFree ?? ingredient.diet.glutenFree;
  if (profile.gluten && !glutenFree && !problems.some((p) => p.includes('wheat'))) {
    problems.push(`${label} contains gluten (declared allergy)`);
  }
  if (profile.forbiddenIds.has(ingredient.id))
    problems.push(`${label} is ${ingredient.name}, a declared allergy`);
  for (const diet of profile.diets) {
    const flag = DIET_FLAG[diet];
    if (!(dietOverride[flag] ?? ingredient.diet[flag])) problems.push(`${label} is not ${diet}`);
  }
  return problems;
}

/**
 * Why a written food ("2 tbsp soy sauce", "vegan butter", "strawberry jam") is unsafe for this cook.
 * Every catalogue food named in it is checked by allergen tag, gluten, name and diet; the allergy's own
 * words are matched as whole words for foods the catalogue does not know.
 */
export function textConflicts(text: string, profile: SafetyProfile): string[] {
  const words = [...normalizeWords(text)]; // a copy: qualifiers are blanked out below
  const cleared: Allergen[] = [];
  const dietOverride: Partial<DietFlags> = {};
  // Blank out qualifier words so "egg-free" does not read as "egg".
  for (const qualifier of QUALIFIERS) {
    for (let at = 0; at + qualifier.words.length <= words.length; at++) {
      if (qualifier.words.every((word, i) => words[at + i] === word)) {
        cleared.push(...qualifier.clears);
        Object.assign(dietOverride, qualifier.diet);
        for (let i = 0; i < qualifier.words.length; i++) words[at + i] = '\u0000';
      }
    }
  }
  const problems: string[] = [];
  for (const mention of findMentionsInWords(words)) {
    problems.push(...foodConflicts(`"${text}"`, mention.ingredient, cleared, dietOverride, profile));
  }
  for (const word of words) {
    const extra = EXTRA_WORDS[word];
    if (!extra) continue;
    for (const allergen of extra.allergens) {
      if (profile.allergens.has(allergen) && !cleared.includes(allergen)) {
        problems.push(`"${text}" contains ${allergen} (declared allergy)`);
      }
    }
    if (profile.diets.includes('Vegan') && !dietOverride.vegan) problems.push(`"${text}" is not Vegan`);
    if (extra.meat && profile.diets.includes('Vegetarian') && !dietOverride.vegetarian) {
      problems.push(`"${text}" is not Vegetarian`);
    }
    if (extra.allergens.includes('milk') && profile.diets.includes('Dairy-Free') && !dietOverride.dairyFree) {
      problems.push(`"${text}" is not Dairy-Free`);
    }
  }
  for (const term of profile.terms) {
    if (containsPhrase(words, term.words))
      problems.push(`"${text}" names "${term.allergy}", a declared allergy`);
  }
  return [...new Set(problems)];
}

// ---------------------------------------------------------------------------------------------------
// Recipes

/** The equipment name a step's appliance refers to, or undefined for a hand tool / unknown tool. */
export function equipmentOf(appliance: string): string | undefined {
  return EQUIPMENT_KEYS.get(appliance.trim().toLowerCase());
}

export const isHandTool = (appliance: string): boolean => {
  const key = appliance.trim().toLowerCase();
  return key === '' || HAND_TOOL_KEYS.has(key);
};

/** Normalized form of an allergy or name, for callers that compare free text. */
export const normalizeFoodName = normalizeName;
