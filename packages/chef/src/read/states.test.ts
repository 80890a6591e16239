// Issue 12's reader findings S1, S2, S5, S8, T2, T3 and F3's "vitamins", read at the pantry: each
// case is a line a cook typed that was misread before (see docs/decisions/121).
import { describe, expect, it } from 'vitest';
import { ChefError } from '../engine.ts';
import { parsePantry } from '../parse.ts';
import { assertCookable, pantryReport, readPantry } from './pantry.ts';

const foodsOf = (text: string) => readPantry(text).foods.map((item) => item.ingredient?.name);
const refusal = (text: string): string => {
  try {
    assertCookable(readPantry(text));
  } catch (error) {
    expect(error).toBeInstanceOf(ChefError);
    expect((error as ChefError).code).toBe('refused_ingredients');
    return (error as ChefError).userMessage;
  }
  throw new Error(`"${text}" was not refused`);
};

describe('the form written beside a legume (S1)', () => {
  it.each([
    'kidney beans (dry)',
    'kidney beans - dry',
    'kidney beans, dry',
    'kidney beans dried 500g',
    'dry kidney beans',
    'raw kidney beans',
    'uncooked red kidney beans',
    'red kidney beans (dried)',
  ])('"%s" is dried kidney beans', (typed) => {
    expect(foodsOf(`${typed}, rice`)).toEqual(['dried kidney beans', 'rice']);
  });

  it.each(['chickpeas (dry)', 'chickpeas - dried', 'uncooked chickpeas'])(
    '"%s" is dried chickpeas',
    (typed) => {
      expect(foodsOf(typed)).toEqual(['dried chickpeas']);
    },
  );

  it.each(['tin of chickpeas', 'chickpeas (tinned)', 'canned kidney beans', '2 cans kidney beans'])(
    '"%s" stays canned',
    (typed) => {
      expect(foodsOf(typed)[0]).not.toMatch(/^dried/);
    },
  );

  it('soaked kidney beans need no soak but are still dried kidney beans', () => {
    const [item] = readPantry('soaked kidney beans (soaked overnight)').foods;
    expect(item?.ingredient?.name).toBe('dried kidney beans');
    expect(item?.ingredient?.legume?.soak).toBe(false);
    expect(item?.ingredient?.safety).toBe('kidney-bean');
    // The report does not ask for 2 hours of soaking (T8).
    const report = pantryReport(readPantry('soaked kidney beans (soaked overnight)'), {
      allergies: [],
      diet: [],
      appliances: ['Stove'],
      time: 30,
    });
    expect(report.leftOut[0]?.reason).not.toMatch(/soak/);
  });

  it('"raw" beside meat changes nothing, and a comma inside brackets does not split an item', () => {
    expect(foodsOf('raw chicken thighs')).toEqual(['chicken thigh']);
    expect(
      parsePantry('ramen (instant, 2 packs, throw away flavour sachet), eggs').map((i) => i.raw),
    ).toEqual(['ramen (instant, 2 packs, throw away flavour sachet)', 'eggs']);
  });
});

describe('spoiled, too old, foraged and still frozen (S2, S5, S8) and the refusal names the food (T3)', () => {
  it.each([
    ['cooked rice left out on the counter overnight, eggs, soy sauce', 'the cooked rice', /Bacillus cereus/],
    ['rice that sat out all night, eggs', 'the rice', /Bacillus cereus/],
    ['chicken thighs left out overnight, rice', 'the chicken thighs', /more than 2 hours/],
    ['mince left on the side all day, onion', 'the mince', /more than 2 hours/],
    ['leftover rice 4 days old, chicken', 'the leftover rice', /keep 3 days .* 4 days old/],
    ['leftover chilli from last week, rice', 'the leftover chilli', /7 days old/],
    ['mushrooms I foraged, butter, toast', 'the mushrooms', /foraged mushrooms can be deadly/],
    ['foraged mushrooms, eggs', 'the foraged mushrooms', /foraged mushrooms can be deadly/],
    ['mouldy bread, cheese', 'the bread', /throw it away/],
    ['green sprouting potatoes, onion, butter', 'the sprouting potatoes', /solanine/],
  ])('"%s" is refused, naming %s', (text, named, reason) => {
    const message = refusal(text);
    expect(message).toContain(`We can't cook with ${named} (`);
    expect(message).toMatch(reason);
  });

  it('a bare state is still a sentence: never "We can\'t cook with mouldy"', () => {
    expect(refusal('mouldy')).toMatch(/^We can't cook with food that is mouldy \(/);
    expect(refusal('left out overnight, rice')).not.toMatch(/cook with left out/);
  });

  it('food that keeps out of the fridge, and leftovers within their life, are cooked', () => {
    for (const text of [
      'onions left out on the counter, rice',
      'butter left out to soften, flour',
      'leftover chicken from 2 days ago, rice',
      'wild rice, mushrooms',
      '2 wood ear mushrooms, rice',
      'potatoes, green beans',
    ])
      expect(() => assertCookable(readPantry(text)), text).not.toThrow();
  });

  it('raw meat still frozen with no time to thaw it is left out with a safe way to thaw it', () => {
    const report = pantryReport(readPantry('frozen chicken breasts (still frozen), rice'), {
      allergies: [],
      diet: [],
      time: 30,
      servings: 2,
    });
    expect(report.leftOut).toEqual([
      {
        item: 'frozen chicken breasts (still frozen)',
        reason: expect.stringMatching(/cold water.*never on the counter/),
      },
    ]);
  });

  it('raw meat still frozen with time to thaw it in cold water is not left out', () => {
    const report = pantryReport(readPantry('frozen chicken breasts (still frozen), rice'), {
      allergies: [],
      diet: [],
      time: 120,
      servings: 2,
    });
    expect(report.leftOut).toEqual([]);
  });
});

describe('medicine and supplements (F3)', () => {
  it.each(['vitamins', 'multivitamins', 'vitamin c', 'vitamin d3'])(
    '"%s" is refused like paracetamol',
    (typed) => {
      expect(refusal(`${typed}, oats, milk`)).toMatch(/supplement, not food/);
    },
  );

  it('vitamin as part of a food name is not a supplement', () => {
    expect(() => assertCookable(readPantry('vitamin water, rice'))).not.toThrow();
  });
});
