import { ConstraintsSchema } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChefError } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { prepareKitchen } from '../local/kitchen-prep.ts';
import { assertCookable, pantryReport, readPantry } from './pantry.ts';

const constraints = (input: object = {}) => v.parse(ConstraintsSchema, input);
const ids = (text: string) => readPantry(text).foods.map((item) => item.ingredient?.id);

describe('readPantry: what the cook typed, as foods we know', () => {
  it('forgives common misspellings and says how each was read', () => {
    const reading = readPantry('chiken thighs, brocoli, garlick, tomatoe paste, parmesian, zuchini');
    expect(reading.foods.map((item) => item.ingredient?.id)).toEqual([
      'chicken-thigh',
      'broccoli',
      'garlic',
      'tomato-paste',
      'parmesan',
      'zucchini',
    ]);
    expect(reading.understood).toContainEqual({ typed: 'brocoli', as: 'broccoli' });
    expect(reading.understood).toContainEqual({ typed: 'chiken thighs', as: 'chicken thigh' });
    expect(reading.unrecognized).toEqual([]);
  });

  it('does not guess at short or far-off words', () => {
    expect(readPantry('rise, zorblax, quuxberry').unrecognized).toEqual(['rise', 'zorblax', 'quuxberry']);
  });

  it('a pantry of misspellings still cooks three recipes, and none of them names a misspelling', () => {
    const text = 'chiken thighs, brocoli, garlick, tomatoe paste, onoin, spinnach';
    const trio = cookLocally({ ingredients: text, constraints: constraints({ time: 45 }) });
    expect(trio).toHaveLength(3);
    for (const recipe of trio)
      expect(JSON.stringify(recipe)).not.toMatch(/chiken|brocoli|garlick|tomatoe|onoin|spinnach/);
  });

  it('splits "and" and "&" between foods', () => {
    expect(ids('salt and pepper, rice & black beans')).toEqual([
      'salt',
      'black-pepper',
      'rice',
      'black-beans',
    ]);
  });

  it('refuses non-food before anything is cooked, saying what it is', () => {
    const reading = readPantry('rice, Tylenol, chicken');
    expect(reading.refused.map((match) => match.class)).toEqual(['medicine']);
    expect(() => assertCookable(reading)).toThrow(ChefError);
    expect(() => assertCookable(reading)).toThrow(/Tylenol \(it is a medicine/);
  });

  it('refuses a list with no food in it, naming the words', () => {
    const error = (() => {
      try {
        assertCookable(readPantry('zorblax, quuxberry'));
      } catch (caught) {
        return caught as ChefError;
      }
    })();
    expect(error?.code).toBe('no_ingredients');
    expect(error?.userMessage).toMatch(/zorblax, quuxberry/);
  });

  it('reads forms: dried legumes are their own food, plain ones are canned, "roast" alone is a raw joint', () => {
    expect(ids('dried kidney beans, kidney beans, dry chickpeas, chickpeas')).toEqual([
      'dried-kidney-beans',
      'kidney-beans',
      'dried-chickpeas',
      'chickpeas',
    ]);
    const kitchen = prepareKitchen({
      ingredients: 'chuck roast, leftover roast chicken',
      constraints: constraints(),
    });
    const names = kitchen.listed.map((food) => food.name);
    expect(names).toContain('beef chuck roast');
    expect(kitchen.listed.find((food) => food.name === 'beef chuck roast')?.needsCooking).toBe(true);
    expect(names.some((name) => name.startsWith('cooked'))).toBe(true);
  });

  it('reports what was left out for this cook, and why', () => {
    const reading = readPantry('peanut butter, rice, dried kidney beans');
    const report = pantryReport(reading, constraints({ allergies: ['peanuts'], time: 30 }));
    expect(report.leftOut).toEqual([
      { item: 'peanut butter', reason: 'contains peanuts' },
      {
        item: 'dried kidney beans',
        reason:
          'needs about 2 hours of soaking and cooking (or an Instant Pot); canned ones are ready to use',
      },
    ]);
    // With the time for it, they are soaked and boiled in a first step instead.
    expect(pantryReport(reading, constraints({ time: 180 })).leftOut).toEqual([]);
  });
});
