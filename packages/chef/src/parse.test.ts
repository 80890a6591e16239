import { describe, expect, it } from 'vitest';
import { findIngredient, INGREDIENTS } from './catalog/index.ts';
import { parsePantry } from './parse.ts';

describe('parsePantry', () => {
  it('splits on commas and new lines and reads quantities and units', () => {
    const items = parsePantry('2 cups rice, 3 eggs\n1 1/2 lb chicken breasts\n200g feta cheese');
    expect(items.map((i) => [i.ingredient?.id, i.quantity, i.unit])).toEqual([
      ['rice', 2, 'cup'],
      ['egg', 3, null],
      ['chicken-breast', 1.5, 'pound'],
      ['feta', 200, 'gram'],
    ]);
  });
  it('reads an amount written in brackets after the food as the amount', () => {
    const items = parsePantry(
      'chicken breasts (2), onions (3 large), chickpeas (2 cans), beef mince (500g), kidney beans (dry), kidney beans (3 tins), 2 tins of tomatoes',
    );
    expect(items.map((i) => [i.ingredient?.id, i.quantity, i.unit])).toEqual([
      ['chicken-breast', 2, null],
      ['onion', 3, 'large'],
      ['chickpeas', 2, 'can'],
      ['ground-beef', 500, 'gram'],
      ['dried-kidney-beans', null, null],
      // A tin is a can.
      ['kidney-beans', 3, 'can'],
      ['canned-tomatoes', 2, 'can'],
    ]);
  });
  it('matches plurals and synonyms', () => {
    const ids = parsePantry(
      'tomatoes, courgettes, green onions, aubergine, coriander leaves, prawns, chillies',
    ).map((i) => i.ingredient?.id);
    expect(ids).toEqual(['tomato', 'zucchini', 'scallion', 'eggplant', 'cilantro', 'shrimp', 'chili-pepper']);
  });
  it('keeps unknown words as written and drops cut-only parts', () => {
    const items = parsePantry('2 large onions, diced\nzorblax, a handful of spinach');
    expect(items.map((i) => i.name)).toEqual(['onion', 'zorblax', 'spinach']);
    expect(items[1]?.ingredient).toBeUndefined();
    expect(items[0]?.quantity).toBe(2);
  });
  it('reads what a reader found misread: cherry toms, peppers, beansprouts, choc chips, Spanish staples', () => {
    const ids = parsePantry(
      'cherry toms, peppers, beansprouts, handful choc chips, cheese mozzarella, heinz beans, salad bag, cajun spice, pollo, arroz, cebolla, ajo',
    ).map((i) => i.ingredient?.id);
    expect(ids).toEqual([
      'cherry-tomato',
      'bell-pepper',
      'bean-sprouts',
      'chocolate',
      'mozzarella',
      'baked-beans',
      'mesclun',
      'cajun-seasoning',
      'chicken',
      'rice',
      'onion',
      'garlic',
    ]);
    // "Salt and pepper", "ground pepper": the spice.
    expect(parsePantry('salt and pepper, ground pepper').map((i) => i.ingredient?.id)).toEqual([
      'salt',
      'black-pepper',
      'black-pepper',
    ]);
  });
  it('reads "half a lemon" as half', () => {
    expect(parsePantry('half a lemon')[0]).toMatchObject({ quantity: 0.5, name: 'lemon' });
  });
});

describe('catalogue', () => {
  it('has at least 250 ingredients with unique ids', () => {
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(250);
    expect(new Set(INGREDIENTS.map((i) => i.id)).size).toBe(INGREDIENTS.length);
  });
  it('finds every ingredient by its own name, and its flags are consistent', () => {
    for (const ingredient of INGREDIENTS) {
      expect(findIngredient(ingredient.name)?.id, ingredient.name).toBe(ingredient.id);
      if (ingredient.diet.vegan) expect(ingredient.diet.vegetarian, ingredient.id).toBe(true);
      if (ingredient.allergens.includes('milk')) expect(ingredient.diet.dairyFree, ingredient.id).toBe(false);
      if (ingredient.allergens.includes('wheat'))
        expect(ingredient.diet.glutenFree, ingredient.id).toBe(false);
      const { protein, carbs, fat } = ingredient.per100g;
      expect(protein + carbs + fat, ingredient.id).toBeLessThanOrEqual(101);
    }
  });
  it('tags hidden allergens', () => {
    expect(findIngredient('parmesan')?.allergens).toContain('milk');
    expect(findIngredient('soy sauce')?.allergens).toEqual(expect.arrayContaining(['soy', 'wheat']));
    expect(findIngredient('pesto')?.allergens).toEqual(expect.arrayContaining(['tree-nuts', 'milk']));
    expect(findIngredient('mayonnaise')?.allergens).toContain('egg');
    expect(findIngredient('worcestershire')?.allergens).toContain('fish');
  });
});
