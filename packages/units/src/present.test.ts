import { describe, expect, it } from 'vitest';
import { inflect, inflectName, isCountUnit, isWholeOnly, pluralOf, singularOf } from './countables.ts';
import { displayIngredient } from './display.ts';
import { formatPoundsOunces, presentCount, presentIngredient, presentMeasure } from './present.ts';
import { celsiusToFahrenheit, convertTemperature, fahrenheitToCelsius } from './temperature.ts';

describe('presentCount: counted things rounded to what can be counted', () => {
  it.each([
    // [count, food, shown]
    [5.5, 'eggs', '5–6'],
    [6.5, 'eggs', '6–7'],
    [1.5, 'eggs', '1–2'],
    [0.5, 'eggs', '1'],
    [5.9, 'eggs', '6'],
    [6.1, 'eggs', '6'],
    [13, 'eggs', '13'],
    [2.5, 'tortillas', '2–3'],
    [1.5, 'chicken thighs', '1–2'],
    [0.75, 'tomatoes', '¾'],
    [0.5, 'lemon', '½'],
    [0.25, 'onion', '¼'],
    [0.1, 'onion', '¼'],
    [0.33, 'cucumber', '⅓'],
    [5.5, 'tomatoes', '5½'],
    [5.3, 'potatoes', '5½'],
    [5.2, 'potatoes', '5'],
    [12.4, 'cherry tomatoes', '12'],
    [2, 'lemons', '2'],
  ])('%d %s → %j', (count, food, shown) => {
    expect(presentCount(count, food).text).toBe(shown);
  });

  it('takes the count unit into account: cloves come whole', () => {
    expect(presentCount(2.5, 'garlic', 'cloves').text).toBe('2–3');
    expect(presentCount(1.5, 'chickpeas', 'cans').text).toBe('1½');
  });
});

describe('formatPoundsOunces', () => {
  it.each([
    [1.6, '1 lb 10 oz'],
    [1, '1 lb'],
    [2.25, '2 lb 4 oz'],
    [1.99, '2 lb'],
    [0.5, '8 oz'],
    [0.22, '3½ oz'],
    [3.2, '3 lb 3 oz'],
  ])('%d lb → %j', (pounds, shown) => {
    expect(formatPoundsOunces(pounds)).toBe(shown);
  });
});

describe('presentMeasure: the unit by spec §5, written as each system writes it', () => {
  it.each([
    // [amount, unit, system, shown]
    [725, 'g', 'imperial', '1 lb 10 oz'],
    [200, 'g', 'imperial', '7 oz'],
    [100, 'g', 'imperial', '3½ oz'],
    [453, 'g', 'imperial', '1 lb'],
    [452, 'g', 'imperial', '16 oz'],
    [1.5, 'kg', 'imperial', '3 lb 5 oz'],
    [50, 'ml', 'imperial', '3⅓ tbsp'],
    [100, 'ml', 'imperial', '6¾ tbsp'],
    [10, 'ml', 'imperial', '2 tsp'],
    [240, 'ml', 'imperial', '1 cup'],
    [120, 'ml', 'imperial', '8 tbsp'],
    [400, 'ml', 'imperial', '1⅔ cups'],
    [1, 'l', 'imperial', '4¼ cups'],
    [0.5, 'cup', 'imperial', '½ cup'],
    [0.33, 'cups', 'imperial', '⅓ cup'],
    [1.5, 'cup', 'imperial', '1½ cups'],
    [0.5, 'tbsp', 'imperial', '½ tbsp'],
    [0.5, 'lb', 'imperial', '8 oz'],
    [2, 'pints', 'imperial', '2 pints'],
    [0.5, 'tbsp', 'metric', '7 ml'],
    [1, 'cup', 'metric', '237 ml'],
    [1.6, 'lb', 'metric', '726 g'],
    [262.5, 'g', 'metric', '262.5 g'],
    [1.5, 'kg', 'metric', '1.5 kg'],
  ] as const)('%d %s in %s → %j', (amount, unit, system, shown) => {
    expect(presentMeasure(amount, unit, system).text).toBe(shown);
  });

  it('metric amounts are exactly the spec display (displayIngredient)', () => {
    for (const [amount, unit] of [
      [1, 'cup'],
      [2, 'tbsp'],
      [3, 'tsp'],
      [1.25, 'lb'],
      [5, 'oz'],
      [2, 'fl oz'],
      [300, 'g'],
      [1.2, 'l'],
    ] as const) {
      const spec = displayIngredient({ amount, unit, item: 'x' }, 1, 'metric');
      expect(presentMeasure(amount, unit, 'metric').text).toBe(`${spec.amount} ${spec.unit}`);
    }
  });
});

describe('presentIngredient', () => {
  it.each([
    // [line, factor, system, quantity, item]
    [{ amount: 8, unit: '', item: 'eggs' }, 0.125, 'imperial', '1', 'egg'],
    [{ amount: 3, unit: '', item: 'eggs' }, 0.5, 'metric', '1–2', 'eggs'],
    [{ amount: 11, unit: '', item: 'eggs' }, 0.5, 'imperial', '5–6', 'eggs'],
    [{ amount: 3, unit: '', item: 'tomatoes' }, 0.25, 'imperial', '¾', 'tomato'],
    [{ amount: 0.5, unit: '', item: 'lemon' }, 4, 'imperial', '2', 'lemons'],
    [{ amount: 0.5, unit: '', item: 'lemon' }, 1, 'metric', '½', 'lemon'],
    [{ amount: 2, unit: 'cloves', item: 'garlic' }, 0.5, 'imperial', '1 clove', 'garlic'],
    [{ amount: 1, unit: 'clove', item: 'garlic' }, 2.5, 'imperial', '2–3 cloves', 'garlic'],
    [{ amount: 2, unit: 'large', item: 'eggs' }, 0.5, 'imperial', '1 large', 'egg'],
    [{ amount: 1, unit: '', item: 'broccoli' }, 2, 'imperial', '2', 'broccoli'],
    [{ amount: 725, unit: 'g', item: 'chicken thighs' }, 1, 'imperial', '1 lb 10 oz', 'chicken thighs'],
    [{ amount: 1, unit: 'tbsp', item: 'olive oil' }, 4, 'imperial', '4 tbsp', 'olive oil'],
    [{ amount: 1, unit: 'tbsp', item: 'olive oil' }, 4, 'metric', '59 ml', 'olive oil'],
    [{ amount: 'to taste', unit: '', item: 'salt' }, 2, 'metric', 'to taste', 'salt'],
    [{ amount: 'a pinch', unit: '', item: 'salt' }, 2, 'imperial', 'a pinch', 'salt'],
    [{ amount: '1 1/2', unit: 'cups', item: 'flour' }, 0.5, 'imperial', '¾ cup', 'flour'],
  ] as const)('%j × %d in %s → %j %j', (line, factor, system, quantity, item) => {
    expect(presentIngredient(line, factor, system)).toEqual({ quantity, item });
  });

  it('keeps notes', () => {
    expect(presentIngredient({ amount: 1, unit: '', item: 'lemon', notes: 'zest it' }, 1, 'metric')).toEqual({
      quantity: '1',
      item: 'lemon',
      notes: 'zest it',
    });
  });
});

describe('countable words', () => {
  it.each([
    ['eggs', 'egg'],
    ['tomatoes', 'tomato'],
    ['cloves', 'clove'],
    ['leaves', 'leaf'],
    ['bunches', 'bunch'],
    ['berries', 'berry'],
    ['chickpeas', 'chickpea'],
    ['glasses', 'glass'],
    ['asparagus', 'asparagus'],
    ['rice', 'rice'],
  ])('singular of %s is %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
  });

  it.each([
    ['egg', 'eggs'],
    ['tomato', 'tomatoes'],
    ['leaf', 'leaves'],
    ['bunch', 'bunches'],
    ['anchovy', 'anchovies'],
    ['eggs', 'eggs'],
    ['broccoli', 'broccoli'],
  ])('plural of %s is %s', (singular, plural) => {
    expect(pluralOf(singular)).toBe(plural);
  });

  it('inflects by number, keeping capitals', () => {
    expect(inflect('Eggs', 1)).toBe('Egg');
    expect(inflect('egg', 2)).toBe('eggs');
    expect(inflect('egg', 1, true)).toBe('eggs');
    expect(inflectName('cherry tomatoes', 1)).toBe('cherry tomato');
    expect(inflectName('red onion', 2)).toBe('red onions');
  });

  it('knows count units and foods used whole', () => {
    expect(isCountUnit('')).toBe(true);
    expect(isCountUnit('Cloves')).toBe(true);
    expect(isCountUnit('g')).toBe(false);
    expect(isCountUnit('tbsp')).toBe(false);
    expect(isWholeOnly('eggs')).toBe(true);
    expect(isWholeOnly('egg yolks')).toBe(true);
    expect(isWholeOnly('garlic', 'cloves')).toBe(true);
    expect(isWholeOnly('tomatoes')).toBe(false);
  });
});

describe('temperatures', () => {
  it.each([
    [74, 165],
    [71, 160],
    [63, 145],
    [57, 135],
    [5, 41],
    [100, 212],
    [180, 350],
    [200, 400],
    [220, 425],
    [170, 340],
    [210, 410],
  ])('%d °C → %d °F', (c, f) => {
    expect(celsiusToFahrenheit(c)).toBe(f);
  });

  it.each([
    [165, 74],
    [160, 71],
    [145, 63],
    [350, 180],
    [375, 190],
    [425, 220],
    [390, 200],
    [40, 4],
  ])('%d °F → %d °C', (f, c) => {
    expect(fahrenheitToCelsius(f)).toBe(c);
  });

  it('converts only into the other scale', () => {
    expect(convertTemperature(180, 'C', 'metric')).toBe(180);
    expect(convertTemperature(180, 'C', 'imperial')).toBe(350);
    expect(convertTemperature(350, 'F', 'imperial')).toBe(350);
  });
});
