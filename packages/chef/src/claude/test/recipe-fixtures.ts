import { DEFAULT_CONSTRAINTS, type RecipeDraft, type RecipeType } from '@sous/domain';
import type { ChefRequest, RecipeTrio } from '../../engine.ts';

/** A plain request that every fixture recipe satisfies: default constraints (4 servings, 30 minutes). */
export function buildRequest(overrides: Partial<ChefRequest> & { allergies?: string[] } = {}): ChefRequest {
  const { allergies, ...rest } = overrides;
  return {
    ingredients: 'eggs, rice, onion, garlic, carrots, olive oil',
    ...rest,
    constraints: { ...DEFAULT_CONSTRAINTS, ...(allergies ? { allergies } : {}), ...rest.constraints },
  };
}

const TITLES: Record<RecipeType, string> = {
  quick: 'Garlic Egg Fried Rice',
  'zero-waste': 'Carrot-Top Rice Bowl',
  upgrade: 'Golden Onion Rice Omelette',
};

/** A valid RecipeDraft (as the model writes it: no `nutrition.estimated`) for the default request. */
export function buildRecipe(recipeType: RecipeType, overrides: Partial<RecipeDraft> = {}): RecipeDraft {
  return {
    title: TITLES[recipeType],
    description: 'A simple weeknight dish from the pantry.',
    recipeType,
    difficulty: 'beginner',
    totalTime: 25,
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    ingredientsList: [
      { amount: 300, unit: 'g', item: 'rice' },
      { amount: 4, unit: '', item: 'eggs' },
      { amount: 1, unit: '', item: 'onion', notes: 'finely chopped' },
      { amount: 2, unit: 'clove', item: 'garlic', notes: 'minced' },
      { amount: 2, unit: '', item: 'carrots', notes: 'diced' },
      { amount: 2, unit: 'tbsp', item: 'olive oil' },
    ],
    shoppingGap: [],
    steps: [
      {
        step: 1,
        instruction: 'Cook the rice in salted water until tender, then drain.',
        appliance: 'Stove',
        duration: 3,
      },
      {
        step: 2,
        instruction: 'Soften the onion, garlic and carrots in the oil.',
        appliance: 'Stove',
        duration: 1,
      },
      {
        step: 3,
        instruction: 'Add the rice, push it aside and scramble the eggs in the pan.',
        appliance: 'Stove',
        duration: 1,
      },
    ],
    substitutions: { rice: [{ alternative: 'quinoa', reason: 'more protein' }] },
    nutrition: { calories: 420, protein: 15, carbs: 60, fat: 12, fiber: 3 },
    costEstimate: { total: 4, perServing: 1, currency: 'USD' },
    leftoverPlan: 'Keep covered in the fridge for up to 2 days and reheat until piping hot.',
    applianceSwaps: {},
    ...overrides,
  };
}

/** Three valid recipes, [quick, zero-waste, upgrade]. */
export function buildTrio(): RecipeTrio {
  return [buildRecipe('quick'), buildRecipe('zero-waste'), buildRecipe('upgrade')];
}

/** The submit_recipes input for a trio. */
export const submitted = (recipes: readonly RecipeDraft[]) => ({ recipes });
