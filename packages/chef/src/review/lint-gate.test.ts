import {
  BUDGET_OPTIONS,
  type Constraints,
  ConstraintsSchema,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  type RecipeDraft,
  SKILL_LEVELS,
} from '@sous/domain';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { cookLocally } from '../local/index.ts';
import { CORPUS, type ReviewPantry } from './corpus.ts';
import {
  KNOWN_GAPS,
  QUICK_WITHOUT_MAIN_BUDGET,
  RANDOM_BUDGET,
  UPGRADE_FALLBACK_BUDGET,
  ZERO_WASTE_UNUSED_BUDGET,
} from './known-gaps.ts';
import { lintTrio } from './lint.ts';
import { corpusRequests, served, wasteFigures } from './zero-waste.ts';

// Issue 12's gate: the recipe linter (what a professional cook objects to, read from the recipe text
// alone, never from the chef's own data) finds nothing in any trio the local chef serves — over the
// whole review corpus and over random requests. Refusing is allowed only where it is the honest answer.
//
// Not all the way there yet, so it is a ratchet: the corpus pantries in KNOWN_GAPS (refused, or cooked
// with findings, when the list was written) are the open work of issue 12; every other pantry must cook
// with zero findings, and a pantry that is fixed must come off the list. Random requests may show at
// most RANDOM_BUDGET findings in all. Both only ever go down.

const show = (findings: ReturnType<typeof lintTrio>) =>
  findings.map(
    (f) =>
      `[${f.rule}] ${f.recipe ? ['Quick Win', 'Zero-Waste', 'Upgrade'][f.recipe - 1] : 'Trio'}: ${f.message}`,
  );

/** What a safety- pantry says must hold, read from the recipe text (corpus.ts `holds`). */
function unheld(trio: readonly RecipeDraft[], holds: ReviewPantry['holds']): string[] {
  if (!holds) return [];
  const problems: string[] = [];
  for (const recipe of trio) {
    const text = [
      recipe.title,
      ...recipe.steps.map((s) => s.instruction),
      recipe.leftoverPlan,
      ...Object.values(recipe.applianceSwaps).map((swap) => swap.instructions),
    ].join('\n');
    for (const pattern of holds.never ?? [])
      if (pattern.test(text)) problems.push(`"${recipe.title}" has ${pattern}`);
    for (const [when, then] of holds.recipes ?? [])
      if (when.test(text) && !then.test(text)) problems.push(`"${recipe.title}": ${when} without ${then}`);
    for (const [when, then] of holds.steps ?? [])
      for (const step of recipe.steps) {
        const line = `${step.appliance}: ${step.instruction}`;
        if (when.test(line) && !then.test(line))
          problems.push(`"${recipe.title}" step ${step.step}: ${when} without ${then}`);
      }
  }
  return problems;
}

describe('the recipe linter over the review corpus', () => {
  it.each(CORPUS.map((p) => [p.id, p] as const))('%s', (id, pantry) => {
    const request = {
      ingredients: pantry.ingredients,
      constraints: v.parse(ConstraintsSchema, pantry.constraints),
    };
    let outcome: string[];
    try {
      const trio = cookLocally(request);
      outcome = pantry.refuse
        ? ['cooked, but a refusal was expected']
        : [...show(lintTrio(trio, request)), ...unheld(trio, pantry.holds)];
    } catch (error) {
      if (!(error instanceof ChefError)) throw error;
      outcome = error.code === pantry.refuse ? [] : [`refused (${error.code}): ${error.message}`];
      const refusal = pantry.holds?.refusal;
      if (refusal && !refusal.test(error.userMessage))
        outcome.push(`refusal "${error.userMessage}" !~ ${refusal}`);
    }
    if (KNOWN_GAPS.has(id)) {
      // Still open; when it passes, take it off the list (the ratchet only turns one way).
      expect(outcome.length, `${id} now passes: remove it from KNOWN_GAPS`).toBeGreaterThan(0);
      return;
    }
    expect(outcome).toEqual([]);
  });

  it(`gives a real Upgrade (a technique or bought finish) to all but ${UPGRADE_FALLBACK_BUDGET} pantries`, () => {
    const plates =
      /\bupgrade is technique, (hot|cold) plates\b|\bupgrade is in the finish: serve in warmed\b/;
    const fallbacks: string[] = [];
    for (const pantry of CORPUS) {
      if (pantry.refuse) continue;
      const request = {
        ingredients: pantry.ingredients,
        constraints: v.parse(ConstraintsSchema, pantry.constraints),
      };
      try {
        const upgrade = cookLocally(request)[2];
        if (upgrade.steps.some((s) => plates.test(s.instruction)))
          fallbacks.push(`${pantry.id}: ${upgrade.title}`);
      } catch (error) {
        if (!(error instanceof ChefError)) throw error;
      }
    }
    expect(fallbacks.length, fallbacks.join('\n')).toBeLessThanOrEqual(UPGRADE_FALLBACK_BUDGET);
  });

  it(`leaves listed food out of at most ${ZERO_WASTE_UNUSED_BUDGET} Zero-Wastes, and the main out of at most ${QUICK_WITHOUT_MAIN_BUDGET} Quick Wins`, () => {
    const figures = wasteFigures(
      corpusRequests().flatMap(({ label, request }) => served(label, request) ?? []),
    );
    const unused = figures.wasteLeavesFood.map(
      (u) => `${u.label}: ${u.titles[1]} leaves ${u.listed.filter((id) => !u.used[1].has(id)).join(', ')}`,
    );
    expect(unused.length, unused.join('\n')).toBeLessThanOrEqual(ZERO_WASTE_UNUSED_BUDGET);
    const noMain = figures.quickWithoutMain.map((u) => `${u.label}: ${u.titles.join(' | ')}`);
    expect(noMain.length, noMain.join('\n')).toBeLessThanOrEqual(QUICK_WITHOUT_MAIN_BUDGET);
    // The Zero-Waste never uses fewer of the cook's foods than the Quick Win.
    expect(figures.wasteUsesFewer.map((u) => u.label)).toEqual([]);
  });

  it('keeps the known gaps real: ids of the corpus', () => {
    const ids = new Set(CORPUS.map((p) => p.id));
    for (const id of KNOWN_GAPS) expect(ids).toContain(id);
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
  it(`finds at most ${RANDOM_BUDGET} things to object to in 360 random requests (refusals aside)`, () => {
    let served = 0;
    const findings: string[] = [];
    fc.assert(
      fc.property(pantryArb, constraintsArb, (ingredients, constraints) => {
        const request = { ingredients, constraints };
        try {
          const trio = cookLocally(request);
          served++;
          for (const finding of show(lintTrio(trio, request)))
            findings.push(`${finding} ← ${ingredients} ${JSON.stringify(constraints)}`);
        } catch (error) {
          if (!(error instanceof ChefError)) throw error;
          // The checker's gate refusing a trio is a bug, not an answer.
          expect(['no_ingredients', 'too_few_dishes'], String(error.cause ?? error.message)).toContain(
            error.code,
          );
        }
      }),
      { numRuns: 360, seed: 20261123 },
    );
    // A gate that only ever sees refusals proves nothing. (Random "2 halibut fillet" for 12 is now refused
    // as no meal for that many, issue #12 F8; with no equipment ticked the kitchen is an ordinary one,
    // decision 126, and crowds brown in batches, 129: 42 of the first 300 are served, so 360 are drawn
    // to keep the floor of 45 served.)
    expect(served).toBeGreaterThanOrEqual(45);
    expect(findings.length, findings.join('\n')).toBeLessThanOrEqual(RANDOM_BUDGET);
  });
});
