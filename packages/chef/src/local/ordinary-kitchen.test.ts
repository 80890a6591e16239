import {
  BUDGET_OPTIONS,
  type Constraints,
  DEFAULT_CONSTRAINTS,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  type RecipeDraft,
  SKILL_LEVELS,
} from '@sous/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { CORPUS } from '../review/corpus.ts';
import { cookLocally } from './index.ts';

// Decision 126: a cook who ticks no equipment has an ordinary home kitchen (an oven, a stove, a
// microwave). No step of what they are served may need an air fryer, a slow cooker or an Instant Pot —
// read here from the recipe as the cook reads it: the step's appliance and its words, and the title.
// (An appliance swap to one stays: it is an alternative, offered, never required.)

/** The appliances an ordinary kitchen may lack, as a recipe would name them. */
const NOT_ORDINARY =
  /\b(air[- ]?fr(y|ies|ied|ying|yer|yers|ier)|fryer basket|slow[- ]?cookers?|crock[- ]?pots?|instant[- ]?pots?|multi[- ]?cookers?|pressure[- ]?cook(s|ed|ing|ers?)?|electric pressure)\b/i;

function unordinary(trio: readonly RecipeDraft[]): string[] {
  const found: string[] = [];
  for (const recipe of trio) {
    if (NOT_ORDINARY.test(recipe.title)) found.push(`"${recipe.title}": the title`);
    for (const step of recipe.steps) {
      const said = `${step.appliance} | ${step.instruction}`;
      const hit = NOT_ORDINARY.exec(said);
      if (hit) found.push(`"${recipe.title}" step ${step.step} (${step.appliance}): "${hit[0]}"`);
    }
  }
  return found;
}

const untickedCorpus = CORPUS.filter((p) => (p.constraints.appliances ?? []).length === 0);

describe('no equipment ticked is an ordinary kitchen', () => {
  it('over the review corpus: no step needs an air fryer, a slow cooker or an Instant Pot', () => {
    let served = 0;
    const found: string[] = [];
    for (const pantry of untickedCorpus) {
      const constraints = { ...DEFAULT_CONSTRAINTS, ...pantry.constraints, appliances: [] };
      try {
        const trio = cookLocally({ ingredients: pantry.ingredients, constraints });
        served++;
        for (const problem of unordinary(trio)) found.push(`${pantry.id}: ${problem}`);
      } catch (error) {
        if (!(error instanceof ChefError)) throw error;
      }
    }
    expect(found).toEqual([]);
    // Most of the corpus ticks nothing, and is cooked.
    expect(untickedCorpus.length).toBeGreaterThan(100);
    expect(served).toBeGreaterThan(untickedCorpus.length * 0.9);
  });

  it('over random requests: no step needs an air fryer, a slow cooker or an Instant Pot', () => {
    const names = INGREDIENTS.flatMap((i) => [i.name, ...i.synonyms.slice(0, 1)]);
    const constraintsArb: fc.Arbitrary<Constraints> = fc.record({
      time: fc.integer({ min: 2, max: 36 }).map((n) => n * 5),
      servings: fc.integer({ min: 1, max: 12 }),
      diet: fc.subarray([...DIET_OPTIONS], { maxLength: 1 }),
      allergies: fc.subarray(['peanuts', 'dairy', 'gluten', 'eggs'], { maxLength: 1 }),
      skillLevel: fc.constantFrom(...SKILL_LEVELS),
      appliances: fc.constant([]),
      budget: fc.constantFrom(...BUDGET_OPTIONS),
      macroFocus: fc.subarray([...MACRO_FOCUS_OPTIONS], { maxLength: 1 }),
    });
    const pantryArb = fc.subarray(names, { minLength: 3, maxLength: 10 }).map((foods) => foods.join(', '));
    let served = 0;
    const found: string[] = [];
    fc.assert(
      fc.property(pantryArb, constraintsArb, (ingredients, constraints) => {
        try {
          const trio = cookLocally({ ingredients, constraints });
          served++;
          for (const problem of unordinary(trio)) found.push(`${problem} ← ${ingredients}`);
        } catch (error) {
          if (!(error instanceof ChefError)) throw error;
        }
      }),
      { numRuns: 250, seed: 20261129 },
    );
    expect(found).toEqual([]);
    expect(served).toBeGreaterThan(40);
  });

  it('the braises, bean pots and quick roasts an Instant Pot or air fryer made are cooked in the oven or on the stove', () => {
    const cases: [string, Partial<Constraints>, RegExp][] = [
      // A brisket braises in a low oven in three hours, to the temperature a braise is done at.
      [
        'beef brisket 2kg, onions, bbq sauce, apple cider vinegar, brown sugar, smoked paprika, burger buns, coleslaw mix',
        { time: 180, servings: 10, skillLevel: 'advanced' },
        /oven to 1[56]0°C[\s\S]*90°C\/195°F/,
      ],
      // Soaked kidney beans: boiled hard 10 minutes on the stove, then simmered until tender.
      [
        'soaked kidney beans (soaked overnight), rice, onion, chilli powder, tinned tomatoes',
        { time: 120, servings: 4 },
        /boil hard for 10 minutes[^.]*\), then lower the heat and simmer until completely tender, \d+ minutes/,
      ],
      // Curry goat for seven in two and a half hours: simmered on the stove until tender.
      [
        'goat meat (bone in) 1.5kg, potatoes, curry powder, scotch bonnet, thyme, onion, garlic, rice',
        { time: 150, servings: 7, skillLevel: 'advanced' },
        /simmer[^.]*goat[^.]*tender/i,
      ],
    ];
    for (const [ingredients, constraints, promise] of cases) {
      const trio = cookLocally({ ingredients, constraints: { ...DEFAULT_CONSTRAINTS, ...constraints } });
      expect(trio).toHaveLength(3);
      expect(unordinary(trio)).toEqual([]);
      const text = trio.flatMap((r) => r.steps.map((s) => s.instruction)).join('\n');
      expect(text, ingredients).toMatch(promise);
    }
  });

  it('a cook who ticks an air fryer or an Instant Pot still gets it', () => {
    const trio = cookLocally({
      ingredients:
        'beef brisket 2kg, onions, bbq sauce, apple cider vinegar, brown sugar, smoked paprika, burger buns, coleslaw mix',
      constraints: {
        ...DEFAULT_CONSTRAINTS,
        time: 180,
        servings: 10,
        skillLevel: 'advanced',
        appliances: [...EQUIPMENT_OPTIONS],
      },
    });
    expect(trio.some((r) => r.steps.some((s) => /pressure cook/i.test(s.instruction)))).toBe(true);
  });
});
