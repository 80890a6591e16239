// The checker rules added for issue 12's reader findings (docs/decisions/121): each test gives the
// checker the text that was served before and expects it refused, and a fixed text that passes.
import type { RecipeDraft, RecipeStep } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { buildRecipe, buildRequest } from '../claude/test/recipe-fixtures.ts';
import { checkContext, checkRecipe } from './check-recipe.ts';

const steps = (...list: [string, string][]): RecipeStep[] =>
  list.map(([appliance, instruction], index) => ({ step: index + 1, appliance, instruction, duration: 36 }));
const lines = (...items: string[]): RecipeDraft['ingredientsList'] =>
  items.map((item) => ({ amount: 400, unit: 'g', item }));
const problemsFor = (pantry: string, draft: Partial<RecipeDraft>, time = 180): string[] =>
  checkRecipe(
    buildRecipe('quick', { leftoverPlan: 'Refrigerate within 2 hours for up to 3 days.', ...draft }),
    checkContext(buildRequest({ ingredients: pantry, constraints: { time, servings: 4 } as never })),
  );

describe("checker: the cook's dried legumes, whatever the line calls them (S1)", () => {
  const pantry = 'kidney beans (dry), chicken thighs, coconut milk';
  it('refuses "kidney beans" warmed through 4 minutes when the cook has only dried ones', () => {
    const problems = problemsFor(pantry, {
      ingredientsList: lines('kidney beans', 'coconut milk'),
      steps: steps([
        'Stove',
        'Add the kidney beans and coconut milk and bubble until hot through, 4 minutes.',
      ]),
    });
    expect(problems.join('\n')).toMatch(/Dried kidney beans must be soaked/);
    expect(problems.join('\n')).toMatch(/Dried kidney beans must boil hard for at least 10 minutes/);
  });

  it('accepts them soaked and boiled hard first', () => {
    const problems = problemsFor(pantry, {
      ingredientsList: lines('dried kidney beans', 'coconut milk'),
      steps: steps([
        'Stove',
        'Cook the dried kidney beans first: soak 1 hour, drain, then boil hard for 10 minutes and simmer until tender, 50 minutes. Add the coconut milk, 4 minutes.',
      ]),
    });
    expect(problems.filter((p) => /kidney/i.test(p))).toEqual([]);
  });

  it('beans the cook soaked need no soak, but still the hard boil', () => {
    const draft = {
      ingredientsList: lines('dried kidney beans'),
      steps: steps(['Stove', 'Simmer the kidney beans until tender, 60 minutes.']),
    };
    const problems = problemsFor('soaked kidney beans (soaked overnight), rice', draft).join('\n');
    expect(problems).not.toMatch(/must be soaked/);
    expect(problems).toMatch(/must boil hard/);
  });
});

describe('checker: whole birds and joints (S3)', () => {
  it('refuses a turkey crown "roasted 20 minutes" that was never cut up', () => {
    const problems = problemsFor('turkey crown, carrots', {
      ingredientsList: lines('turkey crown', 'carrots'),
      steps: steps(
        ['Knife', 'Turkey crown: pat dry. Wash the board, knife and your hands in hot soapy water.'],
        [
          'Oven',
          'Rub the slices of turkey crown with oil and roast until cooked through, 20 minutes. The turkey crown is done at 74°C/165°F.',
        ],
      ),
    });
    expect(problems.join('\n')).toMatch(/Whole turkey crown roasts about 100 minutes \(20 given\)/);
    expect(problems.join('\n')).toMatch(/thermometer in the thickest part/);
  });

  it('accepts it taken off the bone first, or roasted for its time with a thermometer', () => {
    const cut = problemsFor('turkey crown, carrots', {
      ingredientsList: lines('turkey crown', 'carrots'),
      steps: steps(
        [
          'Knife',
          'Turkey crown: take the breasts off the bone and cut each across into 3 cm thick slices. Wash the board, knife and your hands in hot soapy water.',
        ],
        [
          'Oven',
          'Roast the turkey until cooked through, 20 minutes. The turkey crown is done at 74°C/165°F.',
        ],
      ),
    });
    expect(cut.filter((p) => /Whole/.test(p))).toEqual([]);
    const whole = problemsFor('turkey crown, carrots', {
      ingredientsList: lines('turkey crown', 'carrots'),
      steps: steps(
        ['Knife', 'Turkey crown: pat dry. Wash the board, knife and your hands in hot soapy water.'],
        [
          'Oven',
          'Roast the turkey crown, 90 minutes. Check it with a thermometer in the thickest part: it is done at 74°C/165°F.',
        ],
      ),
    });
    expect(whole.filter((p) => /Whole/.test(p))).toEqual([]);
  });
});

describe('checker: cooked food does not wait out of the fridge (S4)', () => {
  const beans =
    'Cook the dried kidney beans first: soak 1 hour, then boil hard for 10 minutes and simmer until tender, 50 minutes.';
  const mince =
    'heat the oil and cook the ground beef until browned and cooked through, 8 minutes. The ground beef is done at 71°C/160°F inside.';
  const draft = (meanwhile: string): Partial<RecipeDraft> => ({
    ingredientsList: lines('dried kidney beans', 'ground beef'),
    steps: steps(['Stove', beans], ['Stove', `Meanwhile, ${meanwhile}${mince}`]),
  });
  it('refuses mince browned at the start of a 2-hour bean boil', () => {
    expect(problemsFor('dried kidney beans, ground beef', draft('')).join('\n')).toMatch(
      /Step 2 cooks food that then waits about \d+ minutes out of the fridge/,
    );
  });
  it('accepts it started near the end of the boil', () => {
    const problems = problemsFor(
      'dried kidney beans, ground beef',
      draft('about 10 minutes before that is done, '),
    );
    expect(problems.filter((p) => /out of the fridge/.test(p))).toEqual([]);
  });
});

describe('checker: sprouts are cooked (S7)', () => {
  it('refuses bean sprouts only scattered on top, and accepts them dipped in the boiling soup', () => {
    const raw = problemsFor('bean sprouts, rice noodles', {
      ingredientsList: lines('bean sprouts', 'rice noodles'),
      steps: steps(['Stove', 'Boil the rice noodles, 5 minutes.'], ['none', 'Top with the bean sprouts.']),
    });
    expect(raw.join('\n')).toMatch(/Raw bean sprouts must be cooked until steaming hot/);
    const dipped = problemsFor('bean sprouts, rice noodles', {
      ingredientsList: lines('bean sprouts', 'rice noodles'),
      steps: steps(
        ['Stove', 'Boil the rice noodles, 5 minutes.'],
        ['none', 'Dip the bean sprouts in the boiling soup for 1 minute, until steaming hot.'],
      ),
    });
    expect(dipped.filter((p) => /sprouts/.test(p))).toEqual([]);
  });
});

describe('checker: sprouts go in and then cook (safety2, issue 12)', () => {
  const stirFry = (last: string) =>
    problemsFor('bean sprouts, egg noodles', {
      ingredientsList: lines('bean sprouts', 'egg noodles'),
      steps: steps(['Stove', 'Boil the egg noodles, 5 minutes, and drain.'], ['Stove', last]),
    }).filter((p) => /sprouts/.test(p));
  it('refuses sprouts tossed in for seconds at the end of a heated step', () => {
    expect(
      stirFry('Stir-fry the egg noodles until hot, 2 minutes. Add the bean sprouts and toss for 30 seconds.'),
    ).toHaveLength(1);
    expect(stirFry('Stir-fry the egg noodles until hot, 2 minutes. Add the bean sprouts.')).toHaveLength(1);
  });
  it('accepts sprouts stir-fried for minutes, or until steaming hot, once they are in', () => {
    expect(
      stirFry('Add the bean sprouts and stir-fry until crisp-tender, 3 minutes. Add the egg noodles.'),
    ).toEqual([]);
    expect(
      stirFry('Add the egg noodles and the bean sprouts and toss until steaming hot all through.'),
    ).toEqual([]);
  });
});

describe('checker: pressure-cooked dried kidney beans (safety2, issue 12)', () => {
  const withPressure = (pressure: string) =>
    problemsFor('dried kidney beans, onion', {
      ingredientsList: lines('dried kidney beans', 'onion'),
      steps: steps(
        ['Instant Pot', `Soak the dried kidney beans 1 hour, drain and rinse. ${pressure} Drain.`],
        ['Stove', 'Soften the onion, 5 minutes, add the kidney beans and simmer 10 minutes.'],
      ),
    }).filter((p) => /kidney/i.test(p));
  it('accepts soaked kidney beans at High pressure for 15 minutes or more', () => {
    expect(
      withPressure('Pressure cook on High 25 minutes, then let the pressure release naturally, 20 minutes.'),
    ).toEqual([]);
    expect(withPressure('Cook at high pressure for 15 minutes, then release the pressure.')).toEqual([]);
  });
  it('refuses Low pressure, too short a time, or no time at pressure', () => {
    expect(withPressure('Pressure cook on Low 30 minutes, then release the pressure.').join('\n')).toMatch(
      /boil hard/,
    );
    expect(withPressure('Pressure cook on High 5 minutes, then release the pressure.').join('\n')).toMatch(
      /boil hard/,
    );
    expect(withPressure('Bring up to pressure and release.').join('\n')).toMatch(/boil hard/);
  });
});

describe('checker: common words the cook typed are not unknown foods (T2)', () => {
  it('"mug" typed does not fail "Scrambled Eggs in a Mug"; a made-up word still does', () => {
    const draft = { title: 'Scrambled Eggs in a Mug' };
    expect(problemsFor('eggs, rice, onion, garlic, carrots, olive oil, mug', draft).join('\n')).not.toMatch(
      /mug/,
    );
    expect(
      problemsFor('eggs, rice, onion, garlic, carrots, olive oil, zorblax', { title: 'Zorblax Eggs' }).join(
        '\n',
      ),
    ).toMatch(/"zorblax", which the cook typed but is not a food we know/);
  });
});
