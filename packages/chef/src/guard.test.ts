import { type Constraints, DEFAULT_CONSTRAINTS, type RecipeDraft } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { checkContext, checkRecipe, checkTrio } from './check/check-recipe.ts';
import { buildSafeRequest, buildSafeTrio } from './claude/test/safe-fixtures.ts';
import { safetyProfile, textConflicts } from './guard.ts';
import { findHazards } from './read/hazards.ts';

/** The main terms of the non-food things a text names. */
const findNonFood = (text: string) => findHazards(text).map((match) => match.term);

/** A request the draft below satisfies: the default constraints (4 servings, 30 minutes, any equipment). */
const request = (constraints: Partial<Constraints> = {}, ingredients = 'pasta, garlic') => ({
  ingredients,
  constraints: { ...DEFAULT_CONSTRAINTS, ...constraints },
});

/** A recipe the checker accepts for request(): the cook's pasta and garlic, plus staples. */
const draft = (overrides: Partial<RecipeDraft> = {}): RecipeDraft => ({
  title: 'Garlic Pasta',
  description: 'Pasta tossed with golden garlic and olive oil.',
  recipeType: 'quick',
  difficulty: 'beginner',
  totalTime: 20,
  prepTime: 5,
  cookTime: 15,
  servings: 4,
  ingredientsList: [
    { amount: 300, unit: 'g', item: 'pasta' },
    { amount: 3, unit: 'clove', item: 'garlic', notes: 'thinly sliced' },
    { amount: 3, unit: 'tbsp', item: 'olive oil' },
    { amount: 3, unit: 'l', item: 'water' },
    { amount: 1, unit: 'tbsp', item: 'salt' },
  ],
  shoppingGap: [],
  steps: [
    { step: 1, instruction: 'Thinly slice the garlic.', appliance: 'Knife', duration: 1 },
    {
      step: 2,
      instruction: 'Boil the pasta in a large pot of salted water for 10 minutes until tender, then drain.',
      appliance: 'Stove',
      duration: 2,
    },
    {
      step: 3,
      instruction:
        'Warm the garlic in the olive oil in the pot for 2 minutes until golden, then toss in the pasta.',
      appliance: 'Stove',
      duration: 1,
    },
  ],
  substitutions: { pasta: [{ alternative: 'rice noodles', reason: 'gluten-free' }] },
  nutrition: { calories: 400, protein: 12, carbs: 70, fat: 8, fiber: 3 },
  costEstimate: { total: 4, perServing: 1, currency: 'USD' },
  leftoverPlan: 'Keep covered in the fridge for up to 2 days and reheat until piping hot.',
  applianceSwaps: {},
  ...overrides,
});

/** The draft with its step 3 (a Stove step) saying something else. */
const withStep3 = (instruction: string): RecipeDraft => {
  const base = draft();
  return draft({
    steps: [...base.steps.slice(0, 2), { step: 3, instruction, appliance: 'Stove', duration: 1 }],
  });
};

const conflicts = (text: string, constraints: Partial<Constraints>) =>
  textConflicts(text, safetyProfile({ allergies: [], diet: [], ...constraints }));

describe('hidden allergens', () => {
  it('finds tree nuts and milk in pesto', () => {
    expect(conflicts('2 tbsp basil pesto', { allergies: ['tree nuts'] })).not.toEqual([]);
    expect(conflicts('pesto', { allergies: ['dairy'] })).not.toEqual([]);
  });
  it('finds wheat in soy sauce for wheat and gluten allergies, but not in tamari', () => {
    expect(conflicts('soy sauce', { allergies: ['gluten'] })).not.toEqual([]);
    expect(conflicts('soy sauce', { allergies: ['wheat'] })).not.toEqual([]);
    expect(conflicts('tamari', { allergies: ['gluten'] })).toEqual([]);
  });
  it('finds the others: parmesan, mayonnaise, fish sauce, worcestershire, curry paste, barley', () => {
    expect(conflicts('grated parmesan', { allergies: ['milk'] })).not.toEqual([]);
    expect(conflicts('mayo', { allergies: ['eggs'] })).not.toEqual([]);
    expect(conflicts('fish sauce', { allergies: ['fish'] })).not.toEqual([]);
    expect(conflicts('worcestershire sauce', { allergies: ['fish'] })).not.toEqual([]);
    expect(conflicts('red curry paste', { allergies: ['shellfish'] })).not.toEqual([]);
    expect(conflicts('pearl barley', { allergies: ['gluten'] })).not.toEqual([]);
    expect(conflicts('hummus', { allergies: ['sesame'] })).not.toEqual([]);
  });
  it('matches specific foods by name and synonym', () => {
    expect(conflicts('fresh coriander', { allergies: ['cilantro'] })).not.toEqual([]);
    expect(conflicts('tomato paste', { allergies: ['tomato'] })).not.toEqual([]);
    expect(conflicts('strawberry jam', { allergies: ['strawberry'] })).not.toEqual([]);
    expect(conflicts('prawns', { allergies: ['shrimp'] })).not.toEqual([]);
  });
  it('does not confuse peanut butter with butter, or coconut milk with milk', () => {
    expect(conflicts('peanut butter', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('coconut milk', { allergies: ['milk'] })).toEqual([]);
    expect(conflicts('butternut squash', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('eggplant', { allergies: ['eggs'] })).toEqual([]);
  });
  it('reads qualifiers: dairy-free cheese passes a dairy allergy, lactose-free milk does not', () => {
    expect(conflicts('dairy-free cheese', { allergies: ['dairy'] })).toEqual([]);
    expect(conflicts('gluten-free pasta', { allergies: ['gluten'] })).toEqual([]);
    expect(conflicts('lactose-free milk', { allergies: ['milk'] })).not.toEqual([]);
  });
});

describe('diets', () => {
  it('flags meat for vegetarians, honey and butter for vegans, pasta for keto, beans for paleo', () => {
    expect(conflicts('bacon', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('chicken stock', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('honey', { diet: ['Vegan'] })).not.toEqual([]);
    expect(conflicts('butter', { diet: ['Vegan'] })).not.toEqual([]);
    expect(conflicts('spaghetti', { diet: ['Keto'] })).not.toEqual([]);
    expect(conflicts('black beans', { diet: ['Paleo'] })).not.toEqual([]);
    expect(conflicts('lobster tail', { diet: ['Vegetarian'] })).not.toEqual([]);
    expect(conflicts('broccoli', { diet: ['Vegan', 'Keto', 'Paleo', 'Gluten-Free'] })).toEqual([]);
  });
});

describe('checkRecipe', () => {
  it('passes a safe recipe, with any equipment or with the one it uses', () => {
    expect(checkRecipe(draft(), checkContext(request()))).toEqual([]);
    expect(checkRecipe(draft(), checkContext(request({ appliances: ['Stove'] })))).toEqual([]);
  });

  describe('a declared allergen, in whichever field it is', () => {
    // Pesto is in the cook's pantry: the allergy is the only thing wrong with it.
    const nutAllergy = () => checkContext(request({ allergies: ['tree nuts'] }, 'pasta, garlic, pesto'));
    const allergyOnly = (problems: string[], field: string) => {
      expect(problems.length).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem.startsWith(field)).toBe(true);
        expect(problem).toContain('tree-nut (declared allergy)');
      }
    };

    it('in the ingredients', () => {
      const pesto = draft({
        ingredientsList: [...draft().ingredientsList, { amount: 2, unit: 'tbsp', item: 'pesto' }],
      });
      expect(checkRecipe(pesto, nutAllergy())).toEqual([
        'ingredient 6 has "pesto", which contains tree-nut (declared allergy)',
      ]);
      expect(checkRecipe(pesto, checkContext(request({}, 'pasta, garlic, pesto')))).toEqual([]);
    });

    it('in the substitutions', () => {
      const walnut = draft({
        substitutions: { garlic: [{ alternative: 'walnut pesto', reason: 'richer' }] },
      });
      const problems = checkRecipe(walnut, nutAllergy());
      allergyOnly(problems, 'substitution for garlic has');
      expect(problems.join(' ')).toContain('"walnut"');
      expect(checkRecipe(walnut, checkContext(request()))).toEqual([]);
    });

    it('in the shopping gap', () => {
      const pineNuts = draft({ shoppingGap: ['pine nuts'] });
      const problems = checkRecipe(pineNuts, nutAllergy());
      allergyOnly(problems, 'shopping item 1 has');
      expect(problems.join(' ')).toContain('"pine nut"');
      expect(checkRecipe(pineNuts, checkContext(request()))).toEqual([]);
    });
  });

  describe('the time limit', () => {
    it('holds a recipe that fits exactly', () => {
      expect(checkRecipe(draft(), checkContext(request({ time: 20 })))).toEqual([]);
    });

    it('on the total time', () => {
      expect(
        checkRecipe(draft({ totalTime: 45, prepTime: 30 }), checkContext(request({ time: 30 }))),
      ).toEqual(['Total time 45 min is over the 30-minute limit']);
    });

    it('reads "Meanwhile" work as done beside the step before it, and only that', () => {
      const steps = (second: string) =>
        draft({
          totalTime: 25,
          prepTime: 0,
          cookTime: 25,
          steps: [
            {
              step: 1,
              instruction: 'Simmer the rice, covered, until the water is absorbed, 20 minutes.',
              appliance: 'Stove',
              duration: 4,
            },
            { step: 2, instruction: second, appliance: 'Stove', duration: 3 },
          ],
        });
      const beside = 'Meanwhile, stir-fry the chicken until cooked through (74°C/165°F), 15 minutes.';
      expect(checkRecipe(steps(beside), checkContext(request({ time: 25 })))).toEqual([]);
      const after = 'Then stir-fry the chicken until cooked through (74°C/165°F), 15 minutes.';
      expect(checkRecipe(steps(after), checkContext(request({ time: 25 })))).toEqual([
        'Step timers add up to 35 min, over the 25-minute limit',
        'The steps state 35 minutes in all, over the 25-minute limit',
      ]);
    });

    it('on the step timers', () => {
      const longSteps = draft({
        steps: [
          {
            step: 1,
            instruction: 'Boil the pasta in salted water until tender.',
            appliance: 'Stove',
            duration: 8,
          },
        ],
      });
      expect(checkRecipe(longSteps, checkContext(request({ time: 30 })))).toEqual([
        'Step timers add up to 40 min, over the 30-minute limit',
      ]);
    });

    it('on the times the step text states', () => {
      const slow = withStep3('Warm the garlic in the olive oil for 2 hours, then toss in the pasta.');
      expect(checkRecipe(slow, checkContext(request({ time: 30 })))).toEqual([
        'Step 3 states 2 hours of work but its timer is 5 minutes (duration 1)',
        'The steps state 130 minutes in all, over the 30-minute limit',
      ]);
    });
  });

  describe('equipment', () => {
    it('allows the chosen equipment and hand tools, and reports every step on another appliance', () => {
      // Step 1 is on a Knife: a hand tool is always allowed.
      expect(checkRecipe(draft(), checkContext(request({ appliances: ['Microwave'] })))).toEqual([
        'Step 2 uses Stove, which the cook did not choose (Microwave)',
        'Step 3 uses Stove, which the cook did not choose (Microwave)',
      ]);
      const grill = draft({
        steps: [{ step: 1, instruction: 'Toast the garlic.', appliance: 'Grill', duration: 1 }],
      });
      expect(checkRecipe(grill, checkContext(request({ appliances: ['Oven'] })))).toEqual([
        'Step 1 uses Grill, which the cook did not choose (Oven)',
      ]);
    });

    it('swaps only to a chosen appliance (any, when none was chosen)', () => {
      const swap = draft({
        applianceSwaps: {
          'Air Fryer': { instructions: 'Crisp the garlic slices for 3 minutes.', timeAdjustment: 0 },
        },
      });
      const problems = checkRecipe(swap, checkContext(request({ appliances: ['Stove'] })));
      expect(problems).toContain('Appliance swap to Air Fryer, which the cook did not choose');
      expect(problems.every((problem) => /air fryer/i.test(problem))).toBe(true);
      expect(checkRecipe(swap, checkContext(request({ appliances: ['Stove', 'Air Fryer'] })))).toEqual([]);
      expect(checkRecipe(swap, checkContext(request()))).toEqual([]);
    });

    it('reports an appliance named in any text that the cook did not choose', () => {
      const blender = withStep3('Blend the garlic and olive oil in a blender, then toss in the pasta.');
      expect(checkRecipe(blender, checkContext(request({ appliances: ['Stove'] })))).toEqual([
        'step 3 names "blender", but the cook has only Stove',
      ]);
      expect(checkRecipe(blender, checkContext(request()))).toEqual([]);
      const microwave = draft({ leftoverPlan: 'Reheat in the microwave until piping hot.' });
      expect(checkRecipe(microwave, checkContext(request({ appliances: ['Stove'] })))).toEqual([
        'leftover plan names "microwave", but the cook has only Stove',
      ]);
      expect(checkRecipe(microwave, checkContext(request({ appliances: ['Stove', 'Microwave'] })))).toEqual(
        [],
      );
    });
  });

  it('checks servings', () => {
    expect(checkRecipe(draft({ servings: 2 }), checkContext(request({ servings: 4 })))).toEqual([
      'Serves 2, but 4 were requested',
    ]);
  });
});

describe('checkTrio', () => {
  it('passes three safe, different recipes in order', () => {
    expect(checkTrio(buildSafeTrio(), buildSafeRequest())).toEqual([]);
  });

  it('reports the types out of order', () => {
    const [quick, zeroWaste, upgrade] = buildSafeTrio();
    expect(checkTrio([quick, upgrade, zeroWaste], buildSafeRequest())).toEqual([
      'Recipe 2 should be zero-waste, is upgrade',
      'Recipe 3 should be upgrade, is zero-waste',
    ]);
  });

  it('reports the same dish twice: identical, retitled, or the same title with a type prefix', () => {
    const [quick, zeroWaste, upgrade] = buildSafeTrio();
    const sameDish = ['Recipes 1 and 2 are the same dish: the three must be different dishes'];
    const identical = { ...structuredClone(quick), recipeType: 'zero-waste' as const };
    expect(checkTrio([quick, identical, upgrade], buildSafeRequest())).toEqual(sameDish);
    const retitled = { ...identical, title: 'Zero-Waste Chicken Supper' };
    expect(checkTrio([quick, retitled, upgrade], buildSafeRequest())).toEqual(sameDish);
    const prefixed = { ...zeroWaste, title: `25-Minute ${quick.title}` };
    expect(checkTrio([quick, prefixed, upgrade], buildSafeRequest())).toEqual(sameDish);
  });

  it('reports a missing recipe', () => {
    expect(checkTrio(buildSafeTrio().slice(0, 1), buildSafeRequest())).toEqual(['Expected 3 recipes, got 1']);
  });
});

describe('findNonFood', () => {
  it('finds dangerous things', () => {
    expect(findNonFood('chicken, bleach, rice')).toEqual(['bleach']);
    expect(findNonFood('glue and some ammonia')).toEqual(['glue', 'ammonia']);
    expect(findNonFood('2 Tide Pods, dish soap')).toEqual(['tide pod', 'dish soap']);
    expect(findNonFood('leftover pills, medicine')).toEqual(['pill', 'medicine']);
    expect(findNonFood('paint, gasoline, antifreeze, AA batteries')).toEqual([
      'paint',
      'gasoline',
      'antifreeze',
      'battery',
    ]);
    expect(findNonFood('oven cleaner')).toEqual(['oven cleaner']);
  });
  it('has no false positives on real foods', () => {
    expect(findNonFood('glutinous rice, bleached flour, soapberry, glass noodles, rice paper')).toEqual([]);
    expect(findNonFood("baker's ammonia, painted-hills beef, pillsbury dough, drugstore-free")).toEqual([]);
    expect(findNonFood('chicken, spinach, garlic')).toEqual([]);
  });
});
