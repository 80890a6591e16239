import { DEFAULT_CONSTRAINTS, type RecipeDraft, type RecipeStep, type RecipeType } from '@sous/domain';
import type { ChefRequest, RecipeTrio } from '../../engine.ts';

/** The cook's text of the default request: every food the fixture recipes cook is in it. */
export const FIXTURE_PANTRY = 'eggs, rice, onion, garlic, carrots, olive oil';

/**
 * A plain request that every fixture recipe satisfies: the default constraints (4 servings, 30 minutes,
 * any equipment, no allergies or diets) and FIXTURE_PANTRY, unless told otherwise.
 */
export function buildRequest(overrides: Partial<ChefRequest> & { allergies?: string[] } = {}): ChefRequest {
  const { allergies, ...rest } = overrides;
  return {
    ingredients: FIXTURE_PANTRY,
    ...rest,
    constraints: { ...DEFAULT_CONSTRAINTS, ...(allergies ? { allergies } : {}), ...rest.constraints },
  };
}

const steps = (...list: Omit<RecipeStep, 'step'>[]): RecipeStep[] =>
  list.map((step, index) => ({ step: index + 1, ...step }));

const COOL_RICE =
  'Cool leftover rice quickly and refrigerate it within 1 hour of cooking, covered; eat it within a day and reheat it only once, until steaming hot.';

/**
 * Three recipes that the full-text checker accepts for buildRequest(), written the way it requires:
 * three different dishes; every ingredient a plain catalogue food from FIXTURE_PANTRY or a staple
 * (nothing bought); totalTime = prepTime + cookTime ≤ 30, step durations × 5 ≤ 30 and no step stating
 * more minutes than its own timer; every step that cooks the eggs says they are set firm at 71°C/160°F;
 * every recipe that cooks rice says in its leftoverPlan to refrigerate it within 1 hour.
 */
const RECIPES: Record<RecipeType, RecipeDraft> = {
  quick: {
    title: 'Garlic Egg Fried Rice',
    description: 'Rice stir-fried with soft onion, garlic and carrots, and scrambled egg.',
    recipeType: 'quick',
    difficulty: 'beginner',
    totalTime: 25,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredientsList: [
      { amount: 300, unit: 'g', item: 'rice', notes: 'rinsed' },
      { amount: 4, unit: '', item: 'eggs', notes: 'beaten' },
      { amount: 1, unit: '', item: 'onion', notes: 'finely chopped' },
      { amount: 2, unit: 'clove', item: 'garlic', notes: 'minced' },
      { amount: 2, unit: '', item: 'carrots', notes: 'diced' },
      { amount: 2, unit: 'tbsp', item: 'olive oil' },
      { amount: 600, unit: 'ml', item: 'water' },
      { amount: 'a pinch', unit: '', item: 'salt' },
    ],
    shoppingGap: [],
    steps: steps(
      {
        instruction:
          'Simmer the rice in a covered pot with 600 ml water and a pinch of salt for 15 minutes until tender, then spread it on a plate to steam dry.',
        appliance: 'Stove',
        duration: 3,
      },
      {
        instruction: 'Soften the onion, garlic and carrots in the olive oil in a large pan for 5 minutes.',
        appliance: 'Stove',
        duration: 1,
      },
      {
        instruction:
          'Add the rice, push it aside, pour in the beaten eggs and scramble them for 2 to 3 minutes until fully set and firm, with no runny egg left (71°C/160°F).',
        appliance: 'Stove',
        duration: 1,
      },
    ),
    substitutions: { rice: [{ alternative: 'quinoa', reason: 'more protein' }] },
    nutrition: { calories: 420, protein: 15, carbs: 60, fat: 12, fiber: 3 },
    costEstimate: { total: 4, perServing: 1, currency: 'USD' },
    leftoverPlan: COOL_RICE,
    applianceSwaps: {},
  },
  'zero-waste': {
    title: 'Whole Carrot and Onion Rice Soup',
    description: 'A thick, comforting soup that uses the carrots skin and all, and the last of the rice.',
    recipeType: 'zero-waste',
    difficulty: 'beginner',
    totalTime: 25,
    prepTime: 5,
    cookTime: 20,
    servings: 4,
    ingredientsList: [
      { amount: 3, unit: '', item: 'carrots', notes: 'scrubbed, not peeled, diced' },
      { amount: 1, unit: '', item: 'onion', notes: 'chopped' },
      { amount: 2, unit: 'clove', item: 'garlic', notes: 'sliced' },
      { amount: 100, unit: 'g', item: 'rice', notes: 'rinsed' },
      { amount: 1, unit: 'tbsp', item: 'olive oil' },
      { amount: 1.2, unit: 'l', item: 'water' },
      { amount: 1, unit: 'tsp', item: 'salt' },
      { amount: 'to taste', unit: '', item: 'black pepper' },
    ],
    shoppingGap: [],
    steps: steps(
      {
        instruction: 'Scrub the carrots instead of peeling them and dice them with the onion and garlic.',
        appliance: 'Knife',
        duration: 1,
      },
      {
        instruction: 'Sweat the carrots, onion and garlic in the olive oil in a large pot for 5 minutes.',
        appliance: 'Stove',
        duration: 1,
      },
      {
        instruction:
          'Add the rice, 1.2 l water and the salt, and simmer for 15 minutes until the rice is soft and the soup thickens; season with black pepper.',
        appliance: 'Stove',
        duration: 3,
      },
    ),
    substitutions: { carrots: [{ alternative: 'parsnips', reason: 'just as sweet' }] },
    nutrition: { calories: 210, protein: 4, carbs: 38, fat: 4, fiber: 5 },
    costEstimate: { total: 2, perServing: 0.5, currency: 'USD' },
    leftoverPlan: `${COOL_RICE} The soup thickens in the fridge: loosen it with a splash of water.`,
    applianceSwaps: {},
  },
  upgrade: {
    title: 'Golden Onion Rice Omelette',
    description: 'Learn to fold a French-style omelette around slow-cooked golden onion and garlic rice.',
    recipeType: 'upgrade',
    difficulty: 'intermediate',
    totalTime: 30,
    prepTime: 5,
    cookTime: 25,
    servings: 4,
    ingredientsList: [
      { amount: 200, unit: 'g', item: 'rice', notes: 'rinsed' },
      { amount: 8, unit: '', item: 'eggs' },
      { amount: 2, unit: '', item: 'onion', notes: 'thinly sliced' },
      { amount: 2, unit: 'clove', item: 'garlic', notes: 'minced' },
      { amount: 1, unit: '', item: 'carrots', notes: 'finely grated' },
      { amount: 3, unit: 'tbsp', item: 'olive oil' },
      { amount: 400, unit: 'ml', item: 'water' },
      { amount: 'a pinch', unit: '', item: 'salt' },
    ],
    shoppingGap: [],
    steps: steps(
      {
        instruction: 'Simmer the rice in a covered pot with 400 ml water and a pinch of salt for 15 minutes.',
        appliance: 'Stove',
        duration: 3,
      },
      {
        instruction:
          'Meanwhile cook the onion slowly in 2 tbsp olive oil until golden, then stir in the garlic, the grated carrots and the rice.',
        appliance: 'Stove',
        duration: 1,
      },
      {
        instruction: 'Beat the eggs with a pinch of salt in a bowl until smooth.',
        appliance: 'Whisk',
        duration: 0,
      },
      {
        instruction:
          'Cook each omelette in a little oil in a hot pan, stirring, then leave it for 1 to 2 minutes until fully set and firm with no liquid egg left (71°C/160°F); spoon in the rice and fold it over.',
        appliance: 'Stove',
        duration: 2,
      },
    ),
    substitutions: { onion: [{ alternative: 'leek', reason: 'milder and sweeter' }] },
    nutrition: { calories: 480, protein: 20, carbs: 45, fat: 22, fiber: 3 },
    costEstimate: { total: 6, perServing: 1.5, currency: 'USD' },
    leftoverPlan: `${COOL_RICE} Omelettes are best eaten straight away.`,
    applianceSwaps: {},
  },
};

/**
 * A RecipeDraft (as the model writes it: no `nutrition.estimated`) that the checker accepts for
 * buildRequest(); overrides may of course break it.
 */
export function buildRecipe(recipeType: RecipeType, overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return { ...structuredClone(RECIPES[recipeType]), ...overrides };
}

/** Three safe, different recipes for buildRequest(), [quick, zero-waste, upgrade]. */
export function buildTrio(): RecipeTrio {
  return [buildRecipe('quick'), buildRecipe('zero-waste'), buildRecipe('upgrade')];
}

/** The submit_recipes input for a trio. */
export const submitted = (recipes: readonly RecipeDraft[]) => ({ recipes });
