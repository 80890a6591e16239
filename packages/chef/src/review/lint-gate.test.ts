import {
  BUDGET_OPTIONS,
  type Constraints,
  ConstraintsSchema,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  SKILL_LEVELS,
} from '@sous/domain';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { CORPUS } from './corpus.ts';
import { lintTrio } from './lint.ts';

// Issue 12's gate: the recipe linter (what a professional cook objects to, read from the recipe text
// alone, never from the chef's own data) finds nothing in any trio the local chef serves — over the
// whole review corpus and over random requests. Refusing is allowed only where it is the honest answer.

const show = (findings: ReturnType<typeof lintTrio>) =>
  findings.map(
    (f) =>
      `[${f.rule}] ${f.recipe ? ['Quick Win', 'Zero-Waste', 'Upgrade'][f.recipe - 1] : 'Trio'}: ${f.message}`,
  );

describe('the recipe linter over the review corpus', () => {
  it.each(CORPUS.map((p) => [p.id, p] as const))('%s', (_, pantry) => {
    const request = {
      ingredients: pantry.ingredients,
      constraints: v.parse(ConstraintsSchema, pantry.constraints),
    };
    let trio: ReturnType<typeof cookLocally>;
    try {
      trio = cookLocally(request);
    } catch (error) {
      if (!(error instanceof ChefError)) throw error;
      expect(error.code, error.message).toBe(pantry.refuse);
      return;
    }
    expect(pantry.refuse, 'a refusal was expected').toBeUndefined();
    expect(show(lintTrio(trio, request))).toEqual([]);
  });
});

const names = INGREDIENTS.flatMap((i) => [i.name, ...i.synonyms.slice(0, 1)]);
const constraintsArb: fc.Arbitrary<Constraints> = fc.record({
  time: fc.integer({ min: 2, max: 36 }).map((n) => n * 5),
  servings: fc.integer({ min: 1, max: 12 }),
  diet: fc.subarray([...DIET_OPTIONS], { maxLength: 2 }),
  allergies: fc.subarray(['peanuts', 'dairy', 'gluten', 'shellfish', 'eggs', 'soy', 'tree nuts'], {
    maxLength: 2,
  }),
  skillLevel: fc.constantFrom(...SKILL_LEVELS),
  appliances: fc.subarray([...EQUIPMENT_OPTIONS]),
  budget: fc.constantFrom(...BUDGET_OPTIONS),
  macroFocus: fc.subarray([...MACRO_FOCUS_OPTIONS], { maxLength: 1 }),
});
const pantryArb = fc
  .tuple(
    fc.subarray(names, { minLength: 2, maxLength: 12 }),
    fc.array(fc.constantFrom('2 ', '1 cup ', '200g ', '', '', ''), { minLength: 12, maxLength: 12 }),
  )
  .map(([known, quantities]) => known.map((name, i) => `${quantities[i] ?? ''}${name}`).join(', '));

describe('the recipe linter over random requests', () => {
  it('finds nothing in any trio served (refusals aside)', () => {
    let served = 0;
    fc.assert(
      fc.property(pantryArb, constraintsArb, (ingredients, constraints) => {
        const request = { ingredients, constraints };
        let trio: ReturnType<typeof cookLocally>;
        try {
          trio = cookLocally(request);
        } catch (error) {
          if (!(error instanceof ChefError)) throw error;
          expect(['no_ingredients', 'too_few_dishes']).toContain(error.code);
          return;
        }
        served++;
        expect(show(lintTrio(trio, request))).toEqual([]);
      }),
      { numRuns: 300, seed: 20261123 },
    );
    // A gate that only ever sees refusals proves nothing.
    expect(served).toBeGreaterThan(100);
  });
});
