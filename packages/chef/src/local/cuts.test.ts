// Decision 127: meat as the cook writes its cut ("lamb shoulder diced"), and frozen meat and fish,
// cooked by the local chef and read as a cook reads the recipe: each assertion is the promise to the
// cook, checked on the recipe text with this file's own patterns.
import { type Constraints, DEFAULT_CONSTRAINTS, type RecipeDraft } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { checkContext, checkRecipe } from '../check/check-recipe.ts';
import { buildRecipe, buildRequest } from '../claude/test/recipe-fixtures.ts';
import { cookLocally } from './index.ts';

const cook = (ingredients: string, constraints: Partial<Constraints>): RecipeDraft[] =>
  cookLocally({ ingredients, constraints: { ...DEFAULT_CONSTRAINTS, ...constraints } });
const steps = (recipe: RecipeDraft) => recipe.steps.map((s) => s.instruction).join('\n');
/** The °C figures a recipe states that are inside-the-food temperatures (an oven's 160 °C is not one). */
const internalCelsius = (text: string): number[] =>
  [...text.matchAll(/(\d+)\s*°C/g)].map((m) => Number(m[1])).filter((c) => c <= 100);
const TAGINE_FOODS = 'onion, garlic, cumin, cinnamon, dried apricots, chickpeas, couscous';

describe('meat the cook already has in pieces', () => {
  it('diced lamb shoulder with 2 hours and tagine foods: lamb in two of three, braised in pieces to a safe temperature', () => {
    const trio = cook(`lamb shoulder diced, ${TAGINE_FOODS}`, { servings: 4, time: 120 });
    const withLamb = trio.filter((r) => r.ingredientsList.some((l) => /\blamb\b/i.test(l.item)));
    expect(withLamb.length).toBeGreaterThanOrEqual(2);
    for (const recipe of withLamb) {
      const text = steps(recipe);
      // In pieces: browned in batches, or cut into pieces; never a whole joint roasted for hours.
      expect(text, recipe.title).toMatch(/\b(pieces|chunks|cubes|in batches)\b/i);
      expect(Math.max(...internalCelsius(text)), recipe.title).toBeGreaterThanOrEqual(63);
      expect(recipe.totalTime).toBeLessThanOrEqual(120);
    }
  });

  for (const meat of [
    'diced beef shoulder',
    'pork shoulder cut into chunks',
    'lamb shoulder, cubed',
    'stewing beef chunks',
    'beef chuck cubes',
    'diced leg of lamb',
  ]) {
    it(`"${meat}" with 2 hours is in at least two of the three recipes, cooked to its safe temperature`, () => {
      const animal = /lamb|beef|pork/.exec(meat)?.[0] as string;
      const trio = cook(`${meat}, ${TAGINE_FOODS}`, { servings: 4, time: 120 });
      const withMeat = trio.filter((r) =>
        r.ingredientsList.some((l) => new RegExp(`\\b${animal}\\b`, 'i').test(l.item)),
      );
      expect(withMeat.length).toBeGreaterThanOrEqual(2);
      for (const recipe of withMeat) {
        expect(Math.max(...internalCelsius(steps(recipe))), recipe.title).toBeGreaterThanOrEqual(63);
      }
    });
  }
});

describe('checker: a whole joint, and the same joint the cook has diced', () => {
  const roastedTwentyMinutes: Partial<RecipeDraft> = {
    ingredientsList: [
      { amount: 1000, unit: 'g', item: 'lamb shoulder' },
      { amount: 1, unit: 'piece', item: 'onion' },
    ],
    steps: [
      {
        step: 1,
        appliance: 'Stove',
        instruction:
          'Brown the lamb shoulder and the onion, then simmer until tender, 20 minutes. The lamb shoulder is done at 63°C/145°F. Wash the board, knife and your hands in hot soapy water.',
        duration: 25,
      },
    ],
  };
  const problemsFor = (pantry: string) =>
    checkRecipe(
      buildRecipe('quick', {
        leftoverPlan: 'Refrigerate within 2 hours for up to 3 days.',
        ...roastedTwentyMinutes,
      }),
      checkContext(buildRequest({ ingredients: pantry, constraints: { time: 180, servings: 4 } as never })),
    ).join('\n');

  it('still refuses a whole lamb shoulder cooked 20 minutes', () => {
    expect(problemsFor('lamb shoulder, onion')).toMatch(/Whole lamb shoulder/);
  });

  it('accepts the same text when the cook wrote the shoulder diced (or cubed)', () => {
    expect(problemsFor('lamb shoulder diced, onion')).not.toMatch(/Whole lamb shoulder/);
    expect(problemsFor('lamb shoulder, cubed, onion')).not.toMatch(/Whole lamb shoulder/);
  });
});
