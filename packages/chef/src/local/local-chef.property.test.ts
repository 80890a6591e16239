import {
  BUDGET_OPTIONS,
  type Constraints,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  RecipeDraftSchema,
  SKILL_LEVELS,
} from '@sous/domain';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { checkTrio } from '../check/check-recipe.ts';
import { ChefError } from '../engine.ts';
import { cookLocally, hasMainIngredient, prepareKitchen } from './index.ts';

const names = INGREDIENTS.flatMap((i) => [i.name, ...i.synonyms.slice(0, 1)]);
const UNKNOWN = ['gochugaru flakes', 'zorblax', 'mystery leftovers', 'yuzu kosho', 'blorp', 'quorn pieces'];
const ALLERGIES = [
  'peanuts',
  'shellfish',
  'dairy',
  'gluten',
  'tree nuts',
  'eggs',
  'cilantro',
  'soy',
  'fish',
  'sesame',
  'tomato',
  'mushrooms',
  'olive',
  'pork',
  'nightshades',
  'wheat',
  'milk',
  'onion',
];

const constraintsArb: fc.Arbitrary<Constraints> = fc.record({
  time: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
  servings: fc.integer({ min: 1, max: 12 }),
  diet: fc.subarray([...DIET_OPTIONS], { maxLength: 3 }),
  allergies: fc.subarray(ALLERGIES, { maxLength: 4 }),
  skillLevel: fc.constantFrom(...SKILL_LEVELS),
  appliances: fc.subarray([...EQUIPMENT_OPTIONS]),
  budget: fc.constantFrom(...BUDGET_OPTIONS),
  macroFocus: fc.subarray([...MACRO_FOCUS_OPTIONS], { maxLength: 2 }),
});

const pantryArb = fc
  .tuple(
    fc.subarray(names, { minLength: 1, maxLength: 14 }),
    fc.subarray(UNKNOWN, { maxLength: 2 }),
    fc.constantFrom(', ', '\n', ',\n'),
    fc.array(fc.constantFrom('2 ', '1 cup ', '200g ', '3 large ', '', ''), { minLength: 14, maxLength: 14 }),
  )
  .map(([known, unknown, separator, quantities]) =>
    [...known.map((name, i) => `${quantities[i] ?? ''}${name}`), ...unknown].join(separator),
  );

describe('local chef, property', () => {
  it('always returns a trio that passes checkTrio and RecipeDraftSchema (or refuses an empty pantry)', () => {
    fc.assert(
      fc.property(pantryArb, constraintsArb, (ingredients, constraints) => {
        const request = { ingredients, constraints };
        try {
          const trio = cookLocally(request);
          expect(checkTrio(trio, request)).toEqual([]);
          for (const draft of trio) v.parse(RecipeDraftSchema, draft);
          expect(trio.map((d) => d.recipeType)).toEqual(['quick', 'zero-waste', 'upgrade']);
        } catch (error) {
          if (!(error instanceof ChefError)) throw error;
          if (error.code === 'generation_failed') throw error.cause ?? error;
          // Refused honestly: nothing to build a dish on, or too little for three different dishes.
          expect(['no_ingredients', 'too_few_dishes']).toContain(error.code);
          if (error.code === 'no_ingredients') expect(hasMainIngredient(prepareKitchen(request))).toBe(false);
        }
      }),
      // The 2,000-run safety property (local-chef.safety.property.test.ts) covers the checker too; this one
      // adds catalogue synonyms and typed amounts.
      { numRuns: 400, seed: 20250113 },
    );
  });

  it('is deterministic: the same request gives the same recipes', () => {
    fc.assert(
      fc.property(pantryArb, constraintsArb, (ingredients, constraints) => {
        const request = { ingredients, constraints };
        let first: unknown;
        try {
          first = cookLocally(request);
        } catch {
          return;
        }
        expect(cookLocally(request)).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });
});
