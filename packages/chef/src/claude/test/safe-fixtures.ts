import {
  DEFAULT_CONSTRAINTS,
  type Diet,
  type Equipment,
  type RecipeDraft,
  type RecipeStep,
} from '@sous/domain';
import type { ChefRequest, RecipeTrio } from '../../engine.ts';

/**
 * SAFE answers for the adversarial suite (claude-engine.adversarial.test.ts): trios written the way
 * the full-text recipe checker requires, so that every word of them passes it. Each adversarial case
 * breaks exactly one rule of one of these trios; a SAFE trio itself must break none:
 * - three different dishes, recipeType quick, zero-waste, upgrade; only the upgrade buys anything
 *   (at most 3 items in its shoppingGap);
 * - every ingredient line a plain catalogue food that is in the pantry, a staple (water, salt, black
 *   pepper, olive or vegetable oil) or that recipe's shoppingGap;
 * - every step on a chosen appliance or a hand tool, and no other appliance named in any text
 *   (cookware is "pot", "pan", "baking tray", "microwave-safe bowl": never skillet, wok, grill…);
 * - totalTime = prepTime + cookTime ≤ the limit, step durations × 5 ≤ the limit, and no step states
 *   more minutes than its own duration × 5, even with all the times it states added up;
 * - every step that cooks raw chicken states 74°C/165°F, every egg step says set and firm (71°C/160°F),
 *   and every recipe that cooks rice says in its leftoverPlan to refrigerate it within 1 hour;
 * - no allergen, diet breach, non-food word or unrecognised pantry word anywhere.
 */

/** The cook's text of the main request. */
export const SAFE_PANTRY = 'chicken thighs, rice, broccoli, garlic, soy sauce, eggs, lemon';
export const SAFE_EQUIPMENT: readonly Equipment[] = ['Stove', 'Oven', 'Microwave'];
export const SAFE_SERVINGS = 2;
export const SAFE_TIME = 45;

/**
 * The cook's text of the plant request: a second SAFE trio for what the main one cannot be safe for.
 * It is vegan, free of every allergen class the suite declares (it has no soy sauce, no egg, no wheat)
 * and cooked in the microwave alone, so it answers requests with an egg, soy, wheat or gluten allergy,
 * a Vegan or Vegetarian diet, or Microwave as the only equipment.
 */
export const PLANT_PANTRY = 'rice, chickpeas, broccoli, garlic, lemon, spinach';
export const PLANT_EQUIPMENT: readonly Equipment[] = ['Microwave'];

export interface SafeRequestOptions {
  /** The cook's text; defaults to SAFE_PANTRY. */
  ingredients?: string;
  /** Words added to the end of the pantry text ("zorblax", "dried kidney beans"). */
  extraPantry?: readonly string[];
  allergies?: readonly string[];
  diet?: readonly Diet[];
  appliances?: readonly Equipment[];
  /** Time limit in minutes (a multiple of 5, 5 to 180); defaults to SAFE_TIME. */
  time?: number;
  servings?: number;
}

/** A request the SAFE trio satisfies, with the given allergies, diets, equipment and time limit. */
export function buildSafeRequest(options: SafeRequestOptions = {}): ChefRequest {
  const pantry = [options.ingredients ?? SAFE_PANTRY, ...(options.extraPantry ?? [])].join(', ');
  return {
    ingredients: pantry,
    constraints: {
      ...DEFAULT_CONSTRAINTS,
      servings: options.servings ?? SAFE_SERVINGS,
      time: options.time ?? SAFE_TIME,
      diet: [...(options.diet ?? [])],
      allergies: [...(options.allergies ?? [])],
      appliances: [...(options.appliances ?? SAFE_EQUIPMENT)],
    },
  };
}

/** A request the plant trio satisfies: PLANT_PANTRY, Microwave only, unless told otherwise. */
export function buildPlantRequest(options: SafeRequestOptions = {}): ChefRequest {
  return buildSafeRequest({
    ...options,
    ingredients: options.ingredients ?? PLANT_PANTRY,
    appliances: options.appliances ?? PLANT_EQUIPMENT,
  });
}

const steps = (...list: Omit<RecipeStep, 'step'>[]): RecipeStep[] =>
  list.map((step, index) => ({ step: index + 1, ...step }));

const SAFE_QUICK: RecipeDraft = {
  title: 'Soy-Garlic Chicken and Broccoli with Rice',
  description:
    'Juicy pan-fried chicken thighs and garlicky broccoli glazed with soy sauce and lemon, served over fluffy rice.',
  recipeType: 'quick',
  difficulty: 'beginner',
  totalTime: 35,
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  ingredientsList: [
    {
      amount: 300,
      unit: 'g',
      item: 'chicken thigh',
      notes: 'boneless and skinless, cut into bite-size pieces',
    },
    { amount: 150, unit: 'g', item: 'rice', notes: 'rinsed' },
    { amount: 200, unit: 'g', item: 'broccoli', notes: 'cut into florets' },
    { amount: 2, unit: 'clove', item: 'garlic', notes: 'thinly sliced' },
    { amount: 2, unit: 'tbsp', item: 'soy sauce' },
    { amount: 0.5, unit: '', item: 'lemon', notes: 'juiced' },
    { amount: 1, unit: 'tbsp', item: 'vegetable oil' },
    { amount: 300, unit: 'ml', item: 'water' },
    { amount: 'a pinch', unit: '', item: 'salt' },
    { amount: 'to taste', unit: '', item: 'black pepper' },
  ],
  shoppingGap: [],
  steps: steps(
    {
      instruction:
        'Simmer the rice in a covered pot with 300 ml water and a pinch of salt for 15 minutes, until tender and the water is absorbed, then keep it covered off the heat.',
      appliance: 'Stove',
      duration: 3,
    },
    {
      instruction:
        'Season the chicken thigh pieces with black pepper and fry them in the vegetable oil in a large pan over medium-high heat for 8 to 10 minutes, turning, until browned and cooked through to 74°C/165°F in the thickest piece.',
      appliance: 'Stove',
      duration: 2,
    },
    {
      instruction:
        'Add the garlic and the broccoli florets with 2 tbsp water, cover and steam for 4 minutes until the broccoli is bright green and tender.',
      appliance: 'Stove',
      duration: 1,
    },
    {
      instruction:
        'Stir in the soy sauce and the lemon juice, toss everything to coat and serve over the rice.',
      appliance: 'Stove',
      duration: 1,
    },
  ),
  substitutions: {
    broccoli: [{ alternative: 'green beans', reason: 'They steam the same way and stay crunchy.' }],
  },
  nutrition: { calories: 560, protein: 36, carbs: 66, fat: 15, fiber: 4 },
  costEstimate: { total: 5.2, perServing: 2.6, currency: 'USD' },
  leftoverPlan:
    'Cool leftover rice and chicken quickly and refrigerate them within 1 hour of cooking, covered. Eat them within a day and reheat only once, until steaming hot all the way through.',
  applianceSwaps: {
    Microwave: {
      instructions:
        'Steam the broccoli florets with 2 tbsp water in a covered microwave-safe bowl for 3 minutes instead of in the pan.',
      timeAdjustment: -1,
    },
  },
};

const SAFE_ZERO_WASTE: RecipeDraft = {
  title: 'Broccoli Stem Egg Fried Rice with Lemon',
  description:
    'Nothing wasted: the whole broccoli, stem and all, stir-fried with rice, scrambled egg, garlic and lemon zest.',
  recipeType: 'zero-waste',
  difficulty: 'beginner',
  totalTime: 35,
  prepTime: 10,
  cookTime: 25,
  servings: 2,
  ingredientsList: [
    { amount: 150, unit: 'g', item: 'rice', notes: 'rinsed' },
    {
      amount: 250,
      unit: 'g',
      item: 'broccoli',
      notes: 'stem peeled and diced, head cut into small florets',
    },
    { amount: 3, unit: '', item: 'egg' },
    { amount: 2, unit: 'clove', item: 'garlic', notes: 'minced' },
    { amount: 1.5, unit: 'tbsp', item: 'soy sauce' },
    { amount: 1, unit: '', item: 'lemon', notes: 'zested and juiced' },
    { amount: 2, unit: 'tbsp', item: 'vegetable oil' },
    { amount: 300, unit: 'ml', item: 'water' },
    { amount: 'a pinch', unit: '', item: 'salt' },
  ],
  shoppingGap: [],
  steps: steps(
    {
      instruction:
        'Simmer the rice in a covered pot with 300 ml water and a pinch of salt for 15 minutes, then spread it on a plate to steam dry.',
      appliance: 'Stove',
      duration: 3,
    },
    {
      instruction:
        'Peel the tough skin from the broccoli stem and dice the stem, cut the head into small florets, and zest the lemon before juicing it.',
      appliance: 'Knife',
      duration: 1,
    },
    {
      instruction:
        'Fry the garlic with the diced broccoli stem and florets in the vegetable oil in a large pan over high heat for 4 minutes until just tender.',
      appliance: 'Stove',
      duration: 1,
    },
    {
      instruction:
        'Push the vegetables aside, beat the eggs with a fork, pour them into the pan and scramble for 2 to 3 minutes until fully set and firm, with no runny egg left (71°C/160°F).',
      appliance: 'Stove',
      duration: 1,
    },
    {
      instruction:
        'Add the rice, soy sauce, lemon zest and lemon juice and stir-fry for 3 minutes until the rice is piping hot.',
      appliance: 'Stove',
      duration: 1,
    },
  ),
  substitutions: {
    lemon: [{ alternative: 'lime', reason: 'Just as bright and sharp.' }],
  },
  nutrition: { calories: 470, protein: 17, carbs: 68, fat: 15, fiber: 5 },
  costEstimate: { total: 3.1, perServing: 1.55, currency: 'USD' },
  leftoverPlan:
    'Cool any leftover fried rice quickly and refrigerate it within 1 hour of cooking, covered; eat it within a day and reheat it only once, until steaming hot. Keep the broccoli leaves in a bag in the fridge for tomorrow.',
  applianceSwaps: {},
};

const SAFE_UPGRADE: RecipeDraft = {
  title: 'Roast Lemon-Ginger Chicken Thighs with Garlic Rice',
  description:
    'A step up: a lemon-ginger marinade, crisp oven-roasted chicken thighs checked with a thermometer, and rice cooked pilaf-style with garlic and ginger.',
  recipeType: 'upgrade',
  difficulty: 'intermediate',
  totalTime: 45,
  prepTime: 10,
  cookTime: 35,
  servings: 2,
  ingredientsList: [
    { amount: 4, unit: '', item: 'chicken thigh', notes: 'boneless, skin on' },
    { amount: 150, unit: 'g', item: 'rice', notes: 'rinsed' },
    { amount: 200, unit: 'g', item: 'broccoli', notes: 'cut into florets' },
    { amount: 3, unit: 'clove', item: 'garlic', notes: 'grated' },
    { amount: 20, unit: 'g', item: 'ginger', notes: 'peeled and grated' },
    { amount: 2, unit: '', item: 'scallion', notes: 'thinly sliced' },
    { amount: 2, unit: 'tbsp', item: 'soy sauce' },
    { amount: 1, unit: '', item: 'lemon', notes: 'zested and juiced' },
    { amount: 2, unit: 'tbsp', item: 'vegetable oil' },
    { amount: 300, unit: 'ml', item: 'water' },
    { amount: 'a pinch', unit: '', item: 'salt' },
  ],
  shoppingGap: ['ginger', 'scallion'],
  steps: steps(
    {
      instruction:
        'Mix half the garlic and ginger with the soy sauce, the lemon zest and juice and 1 tbsp vegetable oil in a bowl to make the marinade.',
      appliance: 'Bowl',
      duration: 1,
    },
    {
      instruction:
        'Coat the chicken thighs in the marinade, lay them skin side up on a baking tray with the broccoli florets and roast at 220°C/425°F for 20 minutes, until the skin is golden and the thickest piece reads 74°C/165°F on a thermometer, then rest them for 3 minutes.',
      appliance: 'Oven',
      duration: 5,
    },
    {
      instruction:
        'Meanwhile fry the rest of the garlic and ginger in the remaining oil in a pot until fragrant, add the rice, 300 ml water and a pinch of salt, cover and simmer for 15 minutes.',
      appliance: 'Stove',
      duration: 3,
    },
    {
      instruction:
        'Slice and serve over the garlic rice with the roasted broccoli, scattered with the scallions.',
      appliance: 'none',
      duration: 0,
    },
  ),
  substitutions: {
    scallion: [{ alternative: 'chives', reason: 'The same mild onion freshness.' }],
  },
  nutrition: { calories: 690, protein: 42, carbs: 68, fat: 26, fiber: 5 },
  costEstimate: { total: 7.4, perServing: 3.7, currency: 'USD' },
  leftoverPlan:
    'Cool leftover chicken and rice quickly and refrigerate them within 1 hour of cooking, covered; eat them within a day and reheat only once, until steaming hot. Freeze the spare ginger whole and grate it from frozen.',
  applianceSwaps: {},
};

const PLANT_QUICK: RecipeDraft = {
  title: 'Lemon-Garlic Chickpeas with Broccoli',
  description: 'Tender broccoli and warm chickpeas tossed with garlic, olive oil and plenty of lemon.',
  recipeType: 'quick',
  difficulty: 'beginner',
  totalTime: 15,
  prepTime: 5,
  cookTime: 10,
  servings: 2,
  ingredientsList: [
    { amount: 240, unit: 'g', item: 'chickpeas', notes: 'drained and rinsed' },
    { amount: 250, unit: 'g', item: 'broccoli', notes: 'cut into small florets' },
    { amount: 2, unit: 'clove', item: 'garlic', notes: 'thinly sliced' },
    { amount: 1, unit: '', item: 'lemon', notes: 'juiced' },
    { amount: 2, unit: 'tbsp', item: 'olive oil' },
    { amount: 2, unit: 'tbsp', item: 'water' },
    { amount: 'a pinch', unit: '', item: 'salt' },
    { amount: 'to taste', unit: '', item: 'black pepper' },
  ],
  shoppingGap: [],
  steps: steps(
    {
      instruction:
        'Cut the broccoli into small florets, slice the garlic, and drain and rinse the chickpeas.',
      appliance: 'Knife',
      duration: 1,
    },
    {
      instruction:
        'Put the broccoli in a covered microwave-safe bowl with 2 tbsp water and microwave on high for 3 minutes until just tender.',
      appliance: 'Microwave',
      duration: 1,
    },
    {
      instruction:
        'Stir in the chickpeas, garlic, olive oil, salt and black pepper, cover and microwave for 2 minutes until piping hot.',
      appliance: 'Microwave',
      duration: 1,
    },
    {
      instruction: 'Squeeze over the lemon juice, toss and serve.',
      appliance: 'Spoon',
      duration: 0,
    },
  ),
  substitutions: {
    broccoli: [{ alternative: 'green beans', reason: 'They steam in the same time.' }],
  },
  nutrition: { calories: 330, protein: 13, carbs: 36, fat: 16, fiber: 11 },
  costEstimate: { total: 2.6, perServing: 1.3, currency: 'USD' },
  leftoverPlan: 'Keep leftovers covered in the fridge for up to 2 days and reheat them until piping hot.',
  applianceSwaps: {},
};

const PLANT_ZERO_WASTE: RecipeDraft = {
  title: 'Broccoli Stem and Spinach Rice',
  description:
    'The broccoli stem and the spinach stalks cooked into a lemony rice, so nothing goes in the bin.',
  recipeType: 'zero-waste',
  difficulty: 'beginner',
  totalTime: 30,
  prepTime: 5,
  cookTime: 25,
  servings: 2,
  ingredientsList: [
    { amount: 150, unit: 'g', item: 'rice', notes: 'rinsed' },
    { amount: 1, unit: '', item: 'broccoli', notes: 'stem only, peeled and finely diced' },
    { amount: 100, unit: 'g', item: 'spinach', notes: 'stalks and leaves chopped' },
    { amount: 1, unit: 'clove', item: 'garlic', notes: 'minced' },
    { amount: 1, unit: '', item: 'lemon', notes: 'zested and juiced' },
    { amount: 1, unit: 'tbsp', item: 'olive oil' },
    { amount: 360, unit: 'ml', item: 'water' },
    { amount: 'a pinch', unit: '', item: 'salt' },
  ],
  shoppingGap: [],
  steps: steps(
    {
      instruction:
        'Peel and finely dice the broccoli stem, chop the spinach stalks and leaves, and zest the lemon.',
      appliance: 'Knife',
      duration: 1,
    },
    {
      instruction:
        'Put the rice in a large microwave-safe bowl with 360 ml water, a pinch of salt and the diced broccoli stem, cover loosely and microwave on high for 10 minutes, then on medium for 5 minutes.',
      appliance: 'Microwave',
      duration: 3,
    },
    {
      instruction:
        'Stir in the spinach, garlic and olive oil, cover and microwave for 2 minutes until the spinach wilts.',
      appliance: 'Microwave',
      duration: 1,
    },
    {
      instruction:
        'Let it stand covered for 5 minutes, then fluff with a fork and finish with the lemon zest and juice.',
      appliance: 'Fork',
      duration: 1,
    },
  ),
  substitutions: {
    spinach: [{ alternative: 'kale', reason: 'Any tender green wilts the same way.' }],
  },
  nutrition: { calories: 340, protein: 8, carbs: 66, fat: 7, fiber: 4 },
  costEstimate: { total: 1.9, perServing: 0.95, currency: 'USD' },
  leftoverPlan:
    'Cool leftover rice quickly and refrigerate it within 1 hour of cooking, covered; eat it within a day and reheat it only once, until steaming hot. Freeze any spare lemon zest for another dish.',
  applianceSwaps: {},
};

const PLANT_UPGRADE: RecipeDraft = {
  title: 'Cumin Chickpea and Spinach Stuffed Potatoes',
  description:
    'Learn to bloom spices in oil: cumin-scented smashed chickpeas and spinach piled into soft microwave-baked potatoes.',
  recipeType: 'upgrade',
  difficulty: 'intermediate',
  totalTime: 25,
  prepTime: 5,
  cookTime: 20,
  servings: 2,
  ingredientsList: [
    { amount: 2, unit: '', item: 'potato', notes: 'medium, scrubbed' },
    { amount: 240, unit: 'g', item: 'chickpeas', notes: 'drained and rinsed' },
    { amount: 100, unit: 'g', item: 'spinach', notes: 'roughly chopped' },
    { amount: 1, unit: 'tsp', item: 'cumin' },
    { amount: 2, unit: 'clove', item: 'garlic', notes: 'thinly sliced' },
    { amount: 0.5, unit: '', item: 'lemon', notes: 'juiced' },
    { amount: 2, unit: 'tbsp', item: 'olive oil' },
    { amount: 'a pinch', unit: '', item: 'salt' },
    { amount: 'to taste', unit: '', item: 'black pepper' },
  ],
  shoppingGap: ['potato', 'cumin'],
  steps: steps(
    {
      instruction: 'Prick the potatoes all over with a fork.',
      appliance: 'Fork',
      duration: 0,
    },
    {
      instruction:
        'Microwave the potatoes on a plate on high for 10 minutes, turning them halfway, until soft all the way through.',
      appliance: 'Microwave',
      duration: 2,
    },
    {
      instruction:
        'Bloom the cumin and the sliced garlic in the olive oil in a small microwave-safe bowl for 1 minute until fragrant.',
      appliance: 'Microwave',
      duration: 1,
    },
    {
      instruction:
        'Add the chickpeas and spinach to the spiced oil, cover and microwave for 3 minutes until the spinach wilts and the chickpeas are hot.',
      appliance: 'Microwave',
      duration: 1,
    },
    {
      instruction:
        'Lightly mash the chickpeas, season with salt, black pepper and the lemon juice, then split the potatoes open and spoon the filling in.',
      appliance: 'Masher',
      duration: 1,
    },
  ),
  substitutions: {
    potato: [{ alternative: 'sweet potato', reason: 'Sweeter, and softens in the same time.' }],
  },
  nutrition: { calories: 480, protein: 16, carbs: 70, fat: 16, fiber: 14 },
  costEstimate: { total: 3.4, perServing: 1.7, currency: 'USD' },
  leftoverPlan:
    'Keep any leftover filling and potatoes covered in the fridge for up to 2 days and reheat them until piping hot.',
  applianceSwaps: {},
};

/** The SAFE trio for buildSafeRequest(), [quick, zero-waste, upgrade]: a fresh copy each call. */
/** Kitchen hygiene for raw chicken, as the checker requires: said in the first step that handles it. */
export const HAND_WASH =
  'Handle the raw chicken apart from anything eaten raw, then wash the board, knife and your hands in hot soapy water.';

function withHandWash(recipe: RecipeDraft): RecipeDraft {
  const first = recipe.steps.findIndex((step) => /chicken/i.test(step.instruction));
  if (first < 0) return recipe;
  return {
    ...recipe,
    steps: recipe.steps.map((step, i) =>
      i === first ? { ...step, instruction: `${step.instruction} ${HAND_WASH}` } : step,
    ),
  };
}

export function buildSafeTrio(): RecipeTrio {
  return structuredClone([SAFE_QUICK, SAFE_ZERO_WASTE, SAFE_UPGRADE].map(withHandWash) as RecipeTrio);
}

/** The SAFE plant trio for buildPlantRequest(), [quick, zero-waste, upgrade]: a fresh copy each call. */
export function buildPlantTrio(): RecipeTrio {
  return structuredClone([PLANT_QUICK, PLANT_ZERO_WASTE, PLANT_UPGRADE]);
}
