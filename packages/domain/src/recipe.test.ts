import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GenerationResponseSchema } from './generation.ts';
import {
  RatingBodySchema,
  type Recipe,
  RecipeDraftSchema,
  RecipeSchema,
  SavedRecipeSchema,
} from './recipe.ts';

const validRecipe = (): Recipe => ({
  id: '0b4c7b2e-7f55-4d5e-9a3f-2f4f2a7d9c11',
  title: 'Lemony Chicken and Spinach Rice',
  description: 'A one-pan dinner that uses up leftover rice.',
  recipeType: 'zero-waste',
  difficulty: 'beginner',
  totalTime: 30,
  prepTime: 10,
  cookTime: 20,
  servings: 4,
  ingredientsList: [
    { amount: 500, unit: 'g', item: 'chicken thighs', notes: 'boneless' },
    { amount: 2, unit: 'cups', item: 'cooked rice' },
    { amount: 'a pinch', unit: '', item: 'salt' },
    { amount: 0.5, unit: 'piece', item: 'lemon' },
  ],
  shoppingGap: ['fresh parsley'],
  steps: [
    { step: 1, instruction: 'Brown the chicken.', appliance: 'Stove', duration: 2 },
    { step: 2, instruction: 'Stir in rice, spinach and lemon.', appliance: 'Stove', duration: 1 },
  ],
  substitutions: { 'chicken thighs': [{ alternative: 'tofu', reason: 'vegetarian' }] },
  nutrition: { calories: 520, protein: 38, carbs: 45, fat: 18, fiber: 4 },
  costEstimate: { total: 12.5, perServing: 3.13, currency: 'USD' },
  leftoverPlan: 'Pack into lunch boxes with a squeeze of lemon.',
  applianceSwaps: { 'Instant Pot': { instructions: 'Pressure cook 8 min.', timeAdjustment: -5 } },
});

describe('RecipeSchema', () => {
  it('accepts a full valid recipe and keeps it as is', () => {
    const recipe = validRecipe();
    const result = v.safeParse(RecipeSchema, recipe);
    expect(result.success).toBe(true);
    expect(result.output).toEqual(recipe);
  });

  it('accepts empty maps and lists where the spec allows them', () => {
    const recipe = { ...validRecipe(), shoppingGap: [], substitutions: {}, applianceSwaps: {} };
    expect(v.is(RecipeSchema, recipe)).toBe(true);
  });

  it('accepts every recipe type and difficulty', () => {
    for (const recipeType of ['quick', 'zero-waste', 'upgrade']) {
      for (const difficulty of ['beginner', 'intermediate', 'advanced']) {
        expect(v.is(RecipeSchema, { ...validRecipe(), recipeType, difficulty })).toBe(true);
      }
    }
  });

  const broken: [string, (r: Record<string, unknown>) => void][] = [
    ['id not a uuid', (r) => (r.id = '42')],
    ['missing title', (r) => delete r.title],
    ['empty title', (r) => (r.title = '')],
    ['unknown recipe type', (r) => (r.recipeType = 'fancy')],
    ['unknown difficulty', (r) => (r.difficulty = 'expert')],
    ['negative time', (r) => (r.totalTime = -1)],
    ['fractional minutes', (r) => (r.prepTime = 2.5)],
    ['servings 0', (r) => (r.servings = 0)],
    ['servings 13', (r) => (r.servings = 13)],
    ['no ingredients', (r) => (r.ingredientsList = [])],
    ['negative amount', (r) => (r.ingredientsList = [{ amount: -1, unit: 'g', item: 'flour' }])],
    ['NaN amount', (r) => (r.ingredientsList = [{ amount: Number.NaN, unit: 'g', item: 'flour' }])],
    [
      'infinite amount',
      (r) => (r.ingredientsList = [{ amount: Number.POSITIVE_INFINITY, unit: 'g', item: 'flour' }]),
    ],
    ['ingredient without item', (r) => (r.ingredientsList = [{ amount: 1, unit: 'g', item: '' }])],
    ['ingredient without unit', (r) => (r.ingredientsList = [{ amount: 1, item: 'egg' }])],
    ['no steps', (r) => (r.steps = [])],
    ['step number 0', (r) => (r.steps = [{ step: 0, instruction: 'x', appliance: '', duration: 1 }])],
    [
      'step duration over 72',
      (r) => (r.steps = [{ step: 1, instruction: 'x', appliance: '', duration: 73 }]),
    ],
    ['substitution without alternative', (r) => (r.substitutions = { egg: [{ reason: 'vegan' }] })],
    ['negative calories', (r) => (r.nutrition = { calories: -1, protein: 0, carbs: 0, fat: 0, fiber: 0 })],
    ['nutrition missing fiber', (r) => (r.nutrition = { calories: 1, protein: 0, carbs: 0, fat: 0 })],
    ['currency not 3 letters', (r) => (r.costEstimate = { total: 1, perServing: 1, currency: 'US' })],
    ['negative cost', (r) => (r.costEstimate = { total: -1, perServing: 1, currency: 'USD' })],
    ['swap time as text', (r) => (r.applianceSwaps = { Oven: { instructions: 'x', timeAdjustment: '5' } })],
    ['leftover plan missing', (r) => delete r.leftoverPlan],
  ];
  it.each(broken)('rejects a recipe with %s', (_name, breakIt) => {
    const recipe: Record<string, unknown> = structuredClone(validRecipe());
    breakIt(recipe);
    expect(v.safeParse(RecipeSchema, recipe).success).toBe(false);
  });

  it('a draft is a recipe without an id', () => {
    const { id: _id, ...draft } = validRecipe();
    expect(v.is(RecipeDraftSchema, draft)).toBe(true);
    expect(v.is(RecipeSchema, draft)).toBe(false);
  });
});

describe('GenerationResponseSchema', () => {
  const sessionId = '5f0e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b';
  it('takes exactly three recipes and a uuid session id', () => {
    const three = [validRecipe(), validRecipe(), validRecipe()];
    expect(v.is(GenerationResponseSchema, { recipes: three, sessionId })).toBe(true);
    expect(v.is(GenerationResponseSchema, { recipes: three.slice(0, 2), sessionId })).toBe(false);
    expect(v.is(GenerationResponseSchema, { recipes: [...three, validRecipe()], sessionId })).toBe(false);
    expect(v.is(GenerationResponseSchema, { recipes: three, sessionId: 'abc' })).toBe(false);
  });

  it('may carry a pantry report, which must itself be valid', () => {
    const three = [validRecipe(), validRecipe(), validRecipe()];
    const pantry = { unrecognized: ['zorblax'], understood: [], leftOut: [] };
    expect(v.is(GenerationResponseSchema, { recipes: three, sessionId, pantry })).toBe(true);
    expect(v.is(GenerationResponseSchema, { recipes: three, sessionId, pantry: { unrecognized: [] } })).toBe(
      false,
    );
  });
});

describe('SavedRecipeSchema and ratings', () => {
  const entry = (rating: unknown) => ({
    id: 's1',
    recipe: validRecipe(),
    savedAt: '2025-01-10T12:00:00.000Z',
    rating,
  });
  it.each([
    [null, true],
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [3.5, false],
  ])('rating %j → %s', (rating, ok) => {
    expect(v.is(SavedRecipeSchema, entry(rating))).toBe(ok);
    if (rating !== null) expect(v.is(RatingBodySchema, { rating })).toBe(ok);
  });

  it('needs an ISO savedAt', () => {
    expect(v.is(SavedRecipeSchema, { ...entry(null), savedAt: 'yesterday' })).toBe(false);
  });
});
