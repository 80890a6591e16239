import type { Recipe } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { stepIngredients } from './step-ingredients.ts';

const recipe = {
  id: '00000000-0000-4000-8000-000000000000',
  ingredientsList: [
    { amount: 525, unit: 'g', item: 'chicken thighs' },
    { amount: 2, unit: 'cloves', item: 'garlic' },
    { amount: 1, unit: 'tbsp', item: 'olive oil' },
    { amount: 0.5, unit: '', item: 'lemon' },
    { amount: 'to taste', unit: '', item: 'salt' },
  ],
  steps: [
    {
      step: 1,
      instruction: 'Heat ½ tbsp olive oil, add the chicken thighs and a pinch of salt.',
      appliance: 'Stove',
      duration: 3,
    },
    { step: 2, instruction: 'Stir in the garlic. Squeeze over the lemon.', appliance: 'Stove', duration: 1 },
  ],
} as unknown as Recipe;

describe('stepIngredients', () => {
  it("lists the ingredients a step names, with the step's own amount when it gives one, scaled", () => {
    expect(stepIngredients(recipe, 0, 2, 'imperial')).toEqual([
      { index: 0, quantity: '2 lb 5 oz', item: 'chicken thighs' },
      { index: 2, quantity: '1 tbsp', item: 'olive oil' },
      { index: 4, quantity: 'to taste', item: 'salt' },
    ]);
    expect(stepIngredients(recipe, 1, 2, 'metric')).toEqual([
      { index: 1, quantity: '4 cloves', item: 'garlic' },
      { index: 3, quantity: '1', item: 'lemon' },
    ]);
  });
});
