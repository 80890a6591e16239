import { describe, expect, it } from 'vitest';
import { presentLine } from './cook.ts';
import { createLocalEngine } from './index.ts';
import { pluralize } from './kitchen.ts';

describe('ingredient lines read like a cookbook', () => {
  it.each([
    ['egg', 'eggs'],
    ['onion', 'onions'],
    ['potato', 'potatoes'],
    ['cherry', 'cherries'],
    ['peach', 'peaches'],
    ['bay leaf', 'bay leaves'],
  ])('pluralizes %s as %s', (name, plural) => {
    expect(pluralize(name)).toBe(plural);
  });

  it('counts take no unit word and agree in number', () => {
    expect(presentLine({ amount: 8, unit: 'piece', item: 'egg' })).toEqual({
      amount: 8,
      unit: '',
      item: 'eggs',
    });
    expect(presentLine({ amount: 1, unit: 'piece', item: 'onion' })).toEqual({
      amount: 1,
      unit: '',
      item: 'onion',
    });
    expect(presentLine({ amount: 0.5, unit: 'piece', item: 'lemon' })).toEqual({
      amount: 0.5,
      unit: '',
      item: 'lemon',
    });
    expect(presentLine({ amount: 2, unit: 'clove', item: 'garlic' })).toEqual({
      amount: 2,
      unit: 'cloves',
      item: 'garlic',
    });
    expect(presentLine({ amount: 300, unit: 'g', item: 'rice' })).toEqual({
      amount: 300,
      unit: 'g',
      item: 'rice',
    });
  });

  it('no recipe line says "piece", and salt is an amount "to taste"', async () => {
    const recipes = await createLocalEngine().generate({
      ingredients: 'eggs, onion, lemon, potatoes, garlic',
      constraints: {
        time: 60,
        servings: 4,
        diet: [],
        allergies: [],
        skillLevel: 'beginner',
        appliances: [],
        budget: 'medium',
        macroFocus: [],
      },
    });
    for (const recipe of recipes) {
      for (const line of recipe.ingredientsList) expect(line.unit).not.toBe('piece');
      const salt = recipe.ingredientsList.find((line) => line.item === 'salt');
      if (salt) expect(salt).toEqual({ amount: 'to taste', unit: '', item: 'salt' });
    }
  });
});
