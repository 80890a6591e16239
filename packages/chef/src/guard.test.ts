import { type Constraints, DEFAULT_CONSTRAINTS, type RecipeDraft } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { checkContext, checkRecipe, checkTrio } from './check/check-recipe.ts';
import { findNonFood, safetyProfile, textConflicts } from './guard.ts';

const request = (constraints: Partial<Constraints> = {}) => ({
  ingredients: 'pasta',
  constraints: { ...DEFAULT_CONSTRAINTS, ...constraints },
});

const draft = (overrides: Partial<RecipeDraft> = {}): RecipeDraft => ({
  title: 'Test Dish',
  description: '',
  recipeType: 'quick',
  difficulty: 'beginner',
  totalTime: 20,
  prepTime: 5,
  cookTime: 15,
  servings: 4,
  ingredientsList: [
    { amount: 300, unit: 'g', item: 'pasta' },
    { amount: 2, unit: 'tbsp', item: 'olive oil' },
  ],
  shoppingGap: [],
  steps: [
    { step: 1, instruction: 'Chop.', appliance: 'Knife', duration: 1 },
    { step: 2, instruction: 'Boil.', appliance: 'Stove', duration: 3 },
  ],
  substitutions: {},
  nutrition: { calories: 400, protein: 12, carbs: 70, fat: 8, fiber: 3 },
  costEstimate: { total: 4, perServing: 1, currency: 'USD' },
  leftoverPlan: '',
  applianceSwaps: {},
  ...overrides,
});

const conflicts = (text: string, constraints: Partial<Constraints>) =>
  textConflicts(text, safetyProfile({ allergies: [], diet: [], ...constraints }));

describe('hidden allergens', () => {
  it('finds tree nuts and milk in pesto', () => {
    expect(conflicts('2 tbsp basil pesto', { allergies: ['tree nuts'] })).not.toEqual([]);
    expect(conflicts('pesto', { allergies: ['dairy'] })).not.toEqual([]);
  });
  it('finds wheat in soy sauce for wheat and gluten allergies, but not in tamari', () => {
    expect(conflicts('soy sauce', { allergies: ['gluten'] })).not.toEqual([]);
    expect(conflicts('soy sauce', { allergies: ['wheat'] })).not.toEqual([]);
    expect(conflicts('tamari', { allergies: ['gluten'] })).toEqual([]);
  });
  it('finds the others: parmesan, mayonnaise, fish sauce, worcestershire, curry paste, barley', () => {
    expect(conflicts('grated parmesan', { allergies: ['milk'] })).not.toEqual([]);
    expect(conflicts('mayo', { allergies: ['eggs'] })).not.toEqual([]);
    expect(conflicts('fish sauce', { allergies: ['fish'] })).not.toEqual([]);
    expect(conflicts('worcestershire sauce', { allergies: ['fish'] })).not.toEqual([]);
    expect(conflicts('red curry paste', { allergies: ['shellfish'] })).not.toEqual([]);
    expect(conflicts('pearl barley', { allergies: ['gluten'] })).not.toEqual([]);
    expect(conflicts('hummus', { allergies: ['sesame'] })).not.toEqual([]);
  });
  it('matches specific foods by name and synonym', () => {
    expect(conflicts('fresh coriander', { allergies: ['cilantro'] })).not.toEqual([]);
    expect(conflicts('tomato paste', { allergies: ['tomato'] })).not.toEqual([]);
    expect(conflicts('strawberry jam', { allergies: ['strawberry'] })).not.toEqual([]);
    expect(conflicts('prawns', { allergies: ['shrimp'] })).not.toEqual([]);
  });
  it('does not confuse peanut butter with butter, or coconut milk with milk', () => {
    expect(conflicts('peanut butter', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('coconut milk', { allergies: ['milk'] })).toEqual([]);
    expect(conflicts('butternut squash', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('eggplant', { allergies: ['eggs'] })).toEqual([]);
  });
  it('reads qualifiers: dairy-free cheese passes a dairy allergy, lactose-free milk does not', () => {
    expect(conflicts('dairy-free cheese', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('gluten-free pasta', { allergies: ['gluten'] })).toEqual([]);
    expect(conflicts('lactose-free milk', { allergies: ['milk'] })).not.toEqual([]);
  });
});

describe('diets', () => {
  it('flags meat for vegetarians, honey and butter for vegans, pasta for keto, beans for paleo', () => {
    expect(conflicts('bacon', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('chicken stock', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('honey', { diet: ['Vegan'] })).not.toEqual([]);
    expect(conflicts('butter', { diet: ['Vegan'] })).not.toEqual([]);
    expect(conflicts('spaghetti', { diet: ['Keto'] })).not.toEqual([]);
    expect(conflicts('black beans', { diet: ['Paleo'] })).not.toEqual([]);
    expect(conflicts('lobster tail', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('broccoli', { diet: ['Vegan', 'Keto', 'Paleo', 'Gluten-Free'] })).toEqual([]);
  });
});

describe('checkRecipe', () => {
  it('passes a safe recipe', () => {
    expect(checkRecipe(draft(), checkContext(request()))).toEqual([]);
  });
  it('reports allergens in ingredients, substitutions and the shopping gap', () => {
    const unsafe = draft({
      ingredientsList: [{ amount: 2, unit: 'tbsp', item: 'pesto' }],
      substitutions: { pesto: [{ alternative: 'walnut pesto', reason: 'cheaper' }] },
      shoppingGap: ['pine nuts'],
    });
    const problems = checkRecipe(unsafe, checkContext(request({ allergies: ['tree nuts'] })));
    expect(problems.some((p) => p.startsWith('Ingredient'))).toBe(true);
    expect(problems.some((p) => p.startsWith('Substitution'))).toBe(true);
    expect(problems.some((p) => p.startsWith('Shopping'))).toBe(true);
  });
  it('checks the time limit on the total and on the steps', () => {
    expect(checkRecipe(draft({ totalTime: 45 }), checkContext(request({ time: 30 })))).toHaveLength(1);
    const longSteps = draft({
      steps: [{ step: 1, instruction: 'Simmer.', appliance: 'Stove', duration: 8 }],
    });
    expect(checkRecipe(longSteps, checkContext(request({ time: 30 })))).toHaveLength(1);
  });
  it('allows only chosen equipment and hand tools, and swaps only to chosen appliances', () => {
    expect(checkRecipe(draft(), checkContext(request({ appliances: ['Microwave'] })))).toEqual([
      'Step 2 uses Stove, which was not chosen',
    ]);
    expect(checkRecipe(draft(), checkContext(request({ appliances: ['Stove'] })))).toEqual([]);
    const swap = draft({ applianceSwaps: { 'Air Fryer': { instructions: 'x', timeAdjustment: 0 } } });
    expect(checkRecipe(swap, checkContext(request({ appliances: ['Stove'] })))).toHaveLength(1);
    expect(checkRecipe(swap, checkContext(request()))).toEqual([]);
    const grill = draft({ steps: [{ step: 1, instruction: 'Grill.', appliance: 'Grill', duration: 1 }] });
    expect(checkRecipe(grill, checkContext(request({ appliances: ['Oven'] })))).toHaveLength(1);
  });
  it('checks servings', () => {
    expect(checkRecipe(draft({ servings: 2 }), checkContext(request({ servings: 4 })))).toHaveLength(1);
  });
  it('checkTrio checks three distinct types in order', () => {
    const trio = [draft(), draft({ recipeType: 'upgrade' }), draft({ recipeType: 'zero-waste' })];
    expect(checkTrio(trio, request())).toHaveLength(2);
    expect(checkTrio([draft()], request()).length).toBeGreaterThan(0);
  });
});

describe('findNonFood', () => {
  it('finds dangerous things', () => {
    expect(findNonFood('chicken, bleach, rice')).toEqual(['bleach']);
    expect(findNonFood('glue and some ammonia')).toEqual(['glue', 'ammonia']);
    expect(findNonFood('2 Tide Pods, dish soap')).toEqual(['tide pod', 'dish soap']);
    expect(findNonFood('leftover pills, medicine')).toEqual(['pill', 'medicine']);
    expect(findNonFood('paint, gasoline, antifreeze, AA batteries')).toEqual([
      'paint',
      'gasoline',
      'antifreeze',
      'battery',
    ]);
    expect(findNonFood('oven cleaner')).toEqual(['oven cleaner']);
  });
  it('has no false positives on real foods', () => {
    expect(findNonFood('glutinous rice, bleached flour, soapberry, glass noodles, rice paper')).toEqual([]);
    expect(findNonFood("baker's ammonia, painted-hills beef, pillsbury dough, drugstore-free")).toEqual([]);
    expect(findNonFood('chicken, spinach, garlic')).toEqual([]);
  });
});
