// Decision 127: meat as the cook writes its cut ("lamb shoulder diced"), and frozen meat and fish,
// cooked by the local chef and read as a cook reads the recipe: each assertion is the promise to the
// cook, checked on the recipe text with this file's own patterns.
import { type Constraints, DEFAULT_CONSTRAINTS, type RecipeDraft } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { checkContext, checkRecipe } from '../check/check-recipe.ts';
import { buildRecipe, buildRequest } from '../claude/test/recipe-fixtures.ts';
import { pantryReport, readPantry } from '../read/pantry.ts';
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

describe('frozen raw meat and fish, frozen now', () => {
  /** Minutes a step states for its thaw ("…, 60 minutes (never on the counter…)"). */
  const thawMinutesIn = (text: string): number | undefined => {
    const thaw = text.split('\n').find((line) => /\bthaw\b/i.test(line));
    const minutes = thaw && /,\s*(\d+) minutes\s*\(/.exec(thaw);
    return minutes ? Number(minutes[1]) : undefined;
  };
  const FOODS = 'rice, onion, garlic, carrots, canned tomatoes, spinach, soy sauce, lemon, pasta, butter';

  for (const [frozen, word] of [
    ['frozen chicken', /chicken/i],
    ['frozen salmon fillets', /salmon/i],
    ['frozen mince', /ground beef|mince/i],
    ['frozen prawns', /shrimp|prawn/i],
  ] as const) {
    for (const time of [40, 120]) {
      it(`${frozen} with ${time} minutes: never "thawed the day before"; thawed tonight in cold water, inside the total time`, () => {
        const request = {
          ingredients: `${frozen}, ${FOODS}`,
          constraints: { ...DEFAULT_CONSTRAINTS, servings: 4, time },
        };
        const trio = cookLocally(request);
        for (const recipe of trio) {
          const text = [steps(recipe), ...recipe.ingredientsList.map((l) => l.notes ?? '')].join('\n');
          expect(text, recipe.title).not.toMatch(/day before|night before|thawed in the fridge/i);
          if (!recipe.ingredientsList.some((l) => word.test(l.item))) continue;
          // Thawed in cold water (prawns under cold running water), never on the counter or in warm water.
          expect(steps(recipe), recipe.title).toMatch(/thaw[^.]*cold (tap |running )?water/i);
          const thawSentences = steps(recipe)
            .split(/(?<=[.!?])\s+/)
            .filter((sentence) => /\bthaw/i.test(sentence));
          for (const sentence of thawSentences)
            expect(sentence.replace(/\bnever\b[^.;)]*/gi, ''), recipe.title).not.toMatch(
              /on the counter|warm water|hot water/i,
            );
          const thaw = thawMinutesIn(steps(recipe)) ?? 0;
          expect(thaw, recipe.title).toBeGreaterThanOrEqual(/prawn/.test(frozen) ? 5 : 60);
          expect(recipe.totalTime, recipe.title).toBeGreaterThanOrEqual(thaw + 5);
          expect(recipe.totalTime, recipe.title).toBeLessThanOrEqual(time);
        }
      });
    }
  }

  it('frozen chicken with 40 minutes is left out of every recipe, and the cook is told how to thaw it', () => {
    const ingredients = `frozen chicken, ${FOODS}`;
    const trio = cook(ingredients, { servings: 4, time: 40 });
    for (const recipe of trio)
      expect(recipe.ingredientsList.map((l) => l.item).join(', ')).not.toMatch(/chicken/i);
    const report = pantryReport(readPantry(ingredients), { allergies: [], diet: [], time: 40, servings: 4 });
    expect(report.leftOut.find((l) => /chicken/.test(l.item))?.reason).toMatch(
      /cold water.*minutes.*never on the counter/,
    );
  });

  it('frozen chicken with 2 hours is in the recipes, thawed first', () => {
    const trio = cook(`frozen chicken, ${FOODS}`, { servings: 4, time: 120 });
    const withChicken = trio.filter((r) => r.ingredientsList.some((l) => /chicken/i.test(l.item)));
    expect(withChicken.length).toBeGreaterThanOrEqual(1);
    for (const recipe of withChicken)
      expect(recipe.steps[0]?.instruction).toMatch(/^Thaw the frozen chicken/);
  });
});

describe('checker: frozen food the cook has now', () => {
  const lines: RecipeDraft['ingredientsList'] = [
    { amount: 600, unit: 'g', item: 'chicken' },
    { amount: 300, unit: 'g', item: 'rice' },
  ];
  const cookStep = {
    step: 2,
    appliance: 'Stove',
    instruction:
      'Cook the chicken in a skillet until golden, 12 minutes, then add the rice and water and simmer 18 minutes. The chicken is done at 74°C/165°F. Wash the board, knife and your hands in hot soapy water.',
    duration: 30,
  };
  const problemsFor = (first: string) =>
    checkRecipe(
      buildRecipe('quick', {
        leftoverPlan: 'Refrigerate within 2 hours for up to 3 days.',
        ingredientsList: lines,
        steps: [{ step: 1, appliance: 'none', instruction: first, duration: 60 }, cookStep],
      }),
      checkContext(
        buildRequest({
          ingredients: 'frozen chicken, rice',
          constraints: { time: 180, servings: 4 } as never,
        }),
      ),
    ).join('\n');

  it('refuses "thawed in the fridge the day before" and a thaw on the counter', () => {
    expect(problemsFor('Start with the chicken fully thawed (thawed in the fridge the day before).')).toMatch(
      /frozen/,
    );
    expect(problemsFor('Thaw the chicken on the counter, 60 minutes.')).toMatch(/frozen/);
  });

  it('accepts a thaw in cold water, with the warning not to use the counter', () => {
    expect(
      problemsFor(
        'Thaw the frozen chicken first: seal it in a zip bag in a bowl of cold tap water, changing the water every 30 minutes, 60 minutes (never on the counter or in warm water).',
      ),
    ).not.toMatch(/frozen/);
  });
});

describe('real dishes that were refused', () => {
  it('pork belly, soy, honey, rice and pak choi with 2 hours: a trio of pork belly braised or roasted in pieces, to a safe temperature', () => {
    const trio = cook('pork belly, garlic, soy sauce, honey, rice, pak choi', { servings: 4, time: 120 });
    const withBelly = trio.filter((r) => r.ingredientsList.some((l) => /pork belly/i.test(l.item)));
    expect(withBelly.length).toBeGreaterThanOrEqual(2);
    for (const recipe of withBelly) {
      const text = steps(recipe);
      expect(text, recipe.title).toMatch(/\b(braise|simmer|pressure cook|cover)/i);
      expect(Math.max(...internalCelsius(text)), recipe.title).toBeGreaterThanOrEqual(63);
    }
  });

  it('duck legs with 2½ hours: poultry, cooked to at least 74°C/165°F', () => {
    const trio = cook('duck legs, potatoes, garlic, thyme, onion, carrots, red wine', {
      servings: 2,
      time: 150,
      appliances: ['Stove', 'Oven', 'Instant Pot'],
    });
    for (const recipe of trio.filter((r) => r.ingredientsList.some((l) => /duck/i.test(l.item))))
      expect(Math.max(...internalCelsius(steps(recipe))), recipe.title).toBeGreaterThanOrEqual(74);
  });

  it('duck breast and chicken livers are cooked to 74°C/165°F, never served pink', () => {
    for (const [pantry, food] of [
      ['duck breast, orange, honey, potatoes, green beans, garlic', /duck/i],
      ['chicken livers, onion, bacon, mushrooms, butter, toast, thyme', /livers/i],
    ] as const) {
      const trio = cook(pantry, { servings: 2, time: 60 });
      const withFood = trio.filter((r) => r.ingredientsList.some((l) => food.test(l.item)));
      expect(withFood.length).toBeGreaterThanOrEqual(1);
      for (const recipe of withFood) {
        expect(Math.max(...internalCelsius(steps(recipe))), recipe.title).toBeGreaterThanOrEqual(74);
        expect(steps(recipe), recipe.title).not.toMatch(/\b(pink in the middle|rosy|medium-rare|pâté)\b/i);
      }
    }
  });

  it('pork chops seared whole are taken to 63°C/145°F and rested 3 minutes', () => {
    const trio = cook('pork chops, apples, potatoes, onion, butter, thyme, green beans', {
      servings: 2,
      time: 90,
    });
    const whole = trio.filter((r) => !/strips|bite-size/i.test(steps(r)) && /pork chop/i.test(steps(r)));
    expect(whole.length).toBeGreaterThanOrEqual(1);
    for (const recipe of whole) expect(steps(recipe), recipe.title).toMatch(/63°C\/145°F[^.]*rest 3 minutes/);
  });
});
