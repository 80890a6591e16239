// Issue 12's reader pantries (docs/decisions/121), cooked by the local chef and read as a cook reads
// them: each assertion is the objection the reader wrote, checked on the recipe text.
import { type Constraints, DEFAULT_CONSTRAINTS, type RecipeDraft, stepMinutes } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import type { ChefError } from '../engine.ts';
import { pantryReport, readPantry } from '../read/pantry.ts';
import { cookLocally } from './index.ts';

const cook = (ingredients: string, constraints: Partial<Constraints>): RecipeDraft[] =>
  cookLocally({ ingredients, constraints: { ...DEFAULT_CONSTRAINTS, ...constraints } });
const steps = (recipe: RecipeDraft) => recipe.steps.map((s) => s.instruction).join('\n');
const everything = (recipe: RecipeDraft) =>
  [
    steps(recipe),
    recipe.leftoverPlan,
    ...Object.values(recipe.applianceSwaps).map((s) => s.instructions),
  ].join('\n');

describe("the reader's pantries, cooked", () => {
  it('S1: "kidney beans (dry)" are never warmed through as canned beans', () => {
    for (const time of [60, 180]) {
      let trio: RecipeDraft[];
      try {
        trio = cook('kidney beans (dry), rice, onion, garlic, thyme, coconut milk, chicken thighs', {
          servings: 4,
          time,
        });
      } catch (error) {
        expect((error as ChefError).code).toBe('too_few_dishes');
        continue;
      }
      for (const recipe of trio) {
        if (!/kidney beans/i.test(steps(recipe))) continue;
        expect(steps(recipe)).toMatch(/boil hard for 10 minutes|pressure cook/i);
        expect(steps(recipe)).toMatch(/soak/i);
      }
    }
  });

  it('S3: a 2 kg turkey crown is cut off the bone before a 20-minute roast, or roasted for its time', () => {
    const trio = cook('turkey crown 2kg, stuffing mix, potatoes, sprouts, carrots', {
      servings: 8,
      time: 150,
      appliances: ['Oven', 'Stove'],
    });
    for (const recipe of trio) {
      const text = steps(recipe);
      const roastMinutes = Math.max(
        ...[...text.matchAll(/(\d+)(?:–(\d+))? minutes/g)].map((m) => Number(m[2] ?? m[1])),
      );
      expect(/off the bone|spatchcock/i.test(text) || roastMinutes >= 60, recipe.title).toBe(true);
    }
  });

  it('S3: a whole chicken in a spatchcock dish is spatchcocked first', () => {
    const [quick] = cook('whole chicken 1.6kg, lemon, garlic bulb, rosemary, potatoes, butter', {
      servings: 4,
      time: 120,
      appliances: ['Oven'],
    });
    if (quick && /spatchcock/i.test(quick.title)) expect(steps(quick)).toMatch(/backbone/);
  });

  it('S4: mince is not browned at the start of a 2-hour bean boil and left on a plate', () => {
    const trio = cook('dried red kidney beans, chilli powder, mince, tinned tomatoes, onion', {
      servings: 6,
      time: 180,
      appliances: ['Slow Cooker', 'Stove'],
    });
    for (const recipe of trio) {
      for (const step of recipe.steps) {
        if (!/^Meanwhile/.test(step.instruction) || !/ground beef/.test(step.instruction)) continue;
        expect(step.instruction).toMatch(/^Meanwhile, about \d+ minutes before that is done/);
      }
    }
  });

  it('S6: leftovers already 3 days old are eaten today, never kept 3 more days nor served cold on a board', () => {
    const trio = cook('leftover chicken curry from 3 days ago, leftover rice, naan, yoghurt', {
      servings: 2,
      time: 30,
    });
    for (const recipe of trio) {
      expect(recipe.leftoverPlan).toMatch(/^Eat it all today/);
      expect(recipe.leftoverPlan).not.toMatch(/up to \d+ days?/);
      expect(recipe.title).not.toMatch(/Board/);
    }
  });

  it('S7: bean sprouts are cooked', () => {
    const trio = cook('alfalfa sprouts, mung bean sprouts, tofu, soy sauce, sesame oil, rice noodles', {
      servings: 2,
      time: 20,
    });
    for (const recipe of trio) {
      const sproutSteps = recipe.steps.filter((s) => /sprouts/.test(s.instruction));
      for (const step of sproutSteps)
        expect(`${step.appliance} ${step.instruction}`).toMatch(/^(Stove|Microwave|Oven|Air Fryer)|boiling/);
    }
  });

  it('T1: no sentence with its food missing ("add and stir until fragrant")', () => {
    const trio = cook('alfalfa sprouts, mung bean sprouts, tofu, soy sauce, sesame oil, rice noodles', {
      servings: 2,
      time: 20,
    });
    for (const recipe of trio) expect(steps(recipe)).not.toMatch(/\badd and\b/i);
  });

  it('T5: a braise is done when tender and bacon when crisp, never "63°C, then rest 3 minutes"', () => {
    const braise = cook(
      '1kg beef chuck, 3 carrots, 2 onions, potatoes, tomato paste, red wine, thyme, beef stock',
      {
        servings: 6,
        time: 180,
        appliances: ['Stove', 'Oven'],
        skillLevel: 'advanced',
      },
    );
    for (const recipe of braise)
      expect(everything(recipe)).not.toMatch(
        /stewing beef (is done at|reaches) 63°C\/145°F inside, then rest/,
      );
    const breakfast = cook('bacon, eggs, toast, tomatoes', { servings: 2, time: 20 });
    for (const recipe of breakfast) expect(everything(recipe)).not.toMatch(/bacon (is done at|reaches) 63°C/);
  });

  it('T2: a non-food word the cook typed is listed, not a failed generation', () => {
    expect(() =>
      cook('cocoa powder, sugar, flour, 1 egg, milk, veg oil, mug', {
        servings: 1,
        time: 10,
        appliances: ['Microwave'],
      }),
    ).not.toThrow();
    expect(() =>
      cook('ramen (instant, 2 packs, throw away flavour sachet), 2 eggs, spring onion, kimchi, sesame oil', {
        servings: 2,
        time: 15,
      }),
    ).not.toThrow();
  });

  it('F5: beef chuck bought for six makes a Quick Win with the beef in it, not a carrot stir-fry', () => {
    const [quick] = cook(
      '1kg beef chuck, 3 carrots, 2 onions, potatoes, tomato paste, red wine, thyme, beef stock',
      { servings: 6, time: 180, appliances: ['Stove', 'Oven'], skillLevel: 'advanced' },
    );
    expect(quick?.ingredientsList.map((l) => l.item).join(', ')).toMatch(/\bbeef\b/);
  });

  it('F2: the banh mi pantry gets a Zero-Waste that uses the baguette and the pickled vegetables', () => {
    const [quick, waste] = cook(
      'baguette, pork tenderloin, carrot, daikon, cucumber, cilantro, jalapeño, mayo, sriracha, rice vinegar, sugar',
      { servings: 4, time: 45, skillLevel: 'intermediate' },
    );
    const items = (r?: RecipeDraft) => (r?.ingredientsList ?? []).map((l) => l.item).join(', ');
    expect(items(waste)).toMatch(/baguette/);
    expect(items(waste)).toMatch(/daikon/);
    expect(waste?.ingredientsList.length).toBeGreaterThanOrEqual(quick?.ingredientsList.length ?? 0);
  });
});

describe('issue 12, second safety pass (safety2)', () => {
  it('a cold finish beside a long step is made near its end, and a thyme pot roast gets no avocado and lime', () => {
    const pantries = [
      'beef chuck roast, carrots, potatoes, onion, beef stock, thyme',
      'beef chuck roast, carrots, potatoes, onion, beef stock, thyme, avocado, lime',
    ];
    let finishes = 0;
    // The finding was a slow cooker's 2½ hours; with no equipment ticked (an ordinary kitchen, decision
    // 126) these two braise in the oven and their finishes are made beside short steps, so a whole
    // chicken roasting in the oven for over an hour carries the long step this test is about.
    const requests: [string, Partial<Constraints>][] = [
      ...pantries.map((pantry): [string, Partial<Constraints>] => [pantry, { time: 180, servings: 6 }]),
      [
        'whole chicken 1.6kg, lemon, garlic bulb, rosemary, potatoes, butter',
        { time: 120, servings: 4, appliances: ['Oven'] },
      ],
    ];
    for (const [pantry, constraints] of requests) {
      for (const recipe of cook(pantry, constraints)) {
        if (/\broast\b/i.test(recipe.title)) expect(steps(recipe)).not.toMatch(/avocado/i);
        for (const step of recipe.steps) {
          // Work "Meanwhile" that ends "just before serving" beside an hour or more of cooking.
          const finish = /Meanwhile, ([^.]*\.[^.]*just before serving)/.exec(step.instruction);
          if (!finish || stepMinutes(step.duration) < 60) continue;
          finishes++;
          const late = /^about (\d+) minutes before that is done/.exec(finish[1] ?? '');
          expect(
            late,
            `made at the start of a ${stepMinutes(step.duration)}-minute step: ${finish[1]}`,
          ).not.toBeNull();
          expect(Number(late?.[1])).toBeLessThanOrEqual(20);
        }
      }
    }
    expect(finishes).toBeGreaterThan(0);
  });

  it('sprouting (not green) potatoes are cooked with the sprouts and eyes cut out, said on their line', () => {
    let warned = 0;
    for (const pantry of [
      'potatoes sprouting, onion, butter, milk, cheddar',
      'potatoes (sprouting), leeks, chicken stock, cream',
    ]) {
      for (const recipe of cook(pantry, { time: 45, servings: 3 })) {
        const potatoes = recipe.ingredientsList.filter((l) => /^potato/i.test(l.item));
        warned += potatoes.length;
        for (const line of potatoes)
          expect(`${line.item} (${line.notes ?? ''})`).toMatch(/cut out every sprout and eye/);
      }
    }
    expect(warned).toBeGreaterThan(2);
    // Plain potatoes get no such warning.
    for (const recipe of cook('potatoes, onion, butter, milk, cheddar', { time: 45, servings: 3 }))
      expect(recipe.ingredientsList.map((l) => l.notes ?? '').join(' ')).not.toMatch(/sprout/);
  });

  it('bean sprouts in a noodle pantry are cooked for minutes or until steaming once they go in', () => {
    const pantries = [
      'alfalfa sprouts, mung bean sprouts, tofu, soy sauce, sesame oil, rice noodles',
      'bean sprouts, chicken breast, egg noodles, soy sauce, garlic, ginger, spring onions',
      'ramen noodles, vegetable stock, tofu, corn, bean sprouts, soy sauce',
      'rice, beef mince, spinach, carrot, bean sprouts, eggs, gochujang, sesame oil',
    ];
    let cooked = 0;
    for (const pantry of pantries) {
      for (const recipe of cook(pantry, { time: 45, servings: 2 })) {
        const withSprouts = recipe.steps.filter(
          (s) => s.appliance !== 'none' && /bean sprouts/i.test(s.instruction),
        );
        if (!recipe.ingredientsList.some((l) => /sprouts/i.test(l.item))) continue;
        cooked++;
        // Some sentence on the heat puts the sprouts in and then gives minutes or "steaming".
        const sentences = withSprouts.flatMap((s) => s.instruction.split(/(?<=\.)\s+/));
        expect(
          sentences.some((s) => /bean sprouts.*(\d+\s*minutes?|steaming)/i.test(s)),
          `${recipe.title}: ${sentences.filter((s) => /sprouts/.test(s)).join(' | ')}`,
        ).toBe(true);
      }
    }
    expect(cooked).toBeGreaterThan(3);
  });
});

describe('issue 12, amounts a cook believes (amounts)', () => {
  // F8: amounts a cook believes, read from the lines: "all you have; N would make full portions".
  const full = (notes = '') => Number(/all you have; (\d+)/.exec(notes)?.[1] ?? Number.NaN);
  const eggsEach = (recipe: RecipeDraft) =>
    recipe.ingredientsList
      .filter((l) => /^eggs?$/.test(l.item) && typeof l.amount === 'number')
      .map((l) => Math.max(Number(l.amount), full(l.notes) || 0) / recipe.servings);
  const tryCook = (ingredients: string, constraints: Partial<Constraints>): RecipeDraft[] => {
    try {
      return cook(ingredients, constraints);
    } catch (error) {
      expect((error as ChefError).code).toBe('too_few_dishes');
      return [];
    }
  };

  it('F8: eggs stay a portion (3 each at most), and one egg is never an egg dish for four', () => {
    const tiramisu = tryCook('raw eggs, sugar, mascarpone, ladyfingers, espresso, cocoa', {
      servings: 6,
      time: 30,
    });
    const cookie = tryCook('raw cookie dough, flour, butter, sugar, egg, chocolate chips', {
      servings: 4,
      time: 10,
    });
    const pancakes = tryCook('self raising flour, 1 egg, buttermilk, blueberys, butter', {
      servings: 4,
      time: 30,
      skillLevel: 'beginner',
    });
    const plenty = cook('eggs, spinach, cheddar, bread', { servings: 4, time: 20 });
    for (const recipe of [...tiramisu, ...cookie, ...pancakes, ...plenty])
      for (const each of eggsEach(recipe)) expect(each, recipe.title).toBeLessThanOrEqual(3);
    // "egg" with no number is one egg: no line asks for more, and no egg dish is offered on it.
    for (const recipe of [...cookie, ...pancakes]) {
      const egg = recipe.ingredientsList.find((l) => /^eggs?$/.test(l.item));
      if (egg) expect(egg.amount, recipe.title).toBe(1);
      expect(recipe.title).not.toMatch(/\b(eggs?|omelette|scramble|frittata)\b/i);
    }
  });

  it('F8: red lentils for four are 60–90 g dry each, and never more than the 200 g the cook has', () => {
    // T8: the report does not say the red lentils were left out while the recipes cook them.
    const constraints = {
      ...DEFAULT_CONSTRAINTS,
      servings: 4,
      time: 30,
      diet: ['Vegan', 'Gluten-Free'] as Constraints['diet'],
    };
    const report = pantryReport(
      readPantry('red lentils 200g, tinned tomatoes, onion, garlic, cumin, lemon'),
      constraints,
    );
    expect(report.leftOut.map((l) => l.item)).toEqual([]);
    // 45 minutes: an ordinary kitchen (no equipment ticked, decision 126) has no Instant Pot dal, and in
    // 30 minutes makes only two red-lentil dishes; the amounts are the promise here, not the time.
    const trio = cook('red lentils 200g, tinned tomatoes, onion, garlic, cumin, lemon', {
      servings: 4,
      time: 45,
      diet: ['Vegan', 'Gluten-Free'],
    });
    for (const recipe of trio) {
      const lentils = recipe.ingredientsList.find((l) => l.item === 'red lentils');
      if (!lentils) continue;
      expect(lentils.unit).toBe('g');
      expect(Number(lentils.amount)).toBeLessThanOrEqual(200);
      const wanted = Math.max(Number(lentils.amount), full(lentils.notes) || 0);
      expect(wanted / recipe.servings, recipe.title).toBeLessThanOrEqual(90);
    }
  });
});

describe('an Upgrade never buys the canned form of a legume the cook has dried', () => {
  // A random request (bench seed 42) once failed the whole generation: the Upgrade bought
  // "chickpeas" for crispy chickpeas while the cook's dried chickpeas were left out for want of a
  // soak, and the checker rightly read that line as the cook's own unsoaked chickpeas.
  it('dried chickpeas with no time to soak: served, and no line tells the cook to buy chickpeas', () => {
    const trio = cook(
      "burger buns, pickled jalapeños, cooked quinoa, lentils, seitan, dried chickpeas, lamb chops, lamb's lettuce, canned peaches, refried beans",
      { time: 110, servings: 12, diet: ['Vegetarian'] },
    );
    expect(trio).toHaveLength(3);
    for (const recipe of trio) {
      const bought = recipe.ingredientsList.filter((line) => /\bto buy\b/i.test(line.notes ?? ''));
      expect(bought.map((line) => line.item).join(', ')).not.toMatch(/chickpea/i);
      expect(recipe.shoppingGap.join(', ')).not.toMatch(/chickpea/i);
    }
  });
});

describe("a vegan's noodles", () => {
  // "noodles" reads as egg noodles for most cooks; a vegan or egg-allergic cook's noodles are
  // egg-free, and were dropped as "not Vegan" — with peanut butter and cucumber beside them, no
  // peanut noodles either.
  const pantry = 'tofu, peanut butter, noodles, carrots, cucumber, lime, sriracha';
  for (const constraints of [
    { diet: ['Vegan' as const] },
    { allergies: ['eggs'] },
  ] satisfies Partial<Constraints>[]) {
    it(`${JSON.stringify(constraints)}: the noodles are cooked, as egg-free noodles, never egg noodles`, () => {
      const trio = cook(pantry, { servings: 3, time: 25, ...constraints });
      const lines = trio.flatMap((recipe) => recipe.ingredientsList.map((line) => line.item));
      expect(lines.filter((item) => /noodle/i.test(item)).length).toBeGreaterThanOrEqual(2);
      for (const item of lines) expect(item).not.toMatch(/\begg\b/i);
      // Peanut noodles: the noodles, the peanut butter and the cucumber in one dish.
      expect(
        trio.some((recipe) =>
          ['noodle', 'peanut butter', 'cucumber'].every((food) =>
            recipe.ingredientsList.some((line) => line.item.toLowerCase().includes(food)),
          ),
        ),
      ).toBe(true);
    });
  }

  it('sriracha is measured like a hot sauce, not like soy sauce: at most 1½ tsp each', () => {
    // The stir-fry and the noodles called for 8 tsp of sriracha for three.
    for (const servings of [1, 3, 6]) {
      const trio = cook(pantry, { servings, time: 25, diet: ['Vegan'] });
      for (const recipe of trio)
        for (const line of recipe.ingredientsList.filter((l) => /sriracha/i.test(l.item))) {
          expect(line.unit).toBe('tsp');
          expect(Number(line.amount)).toBeLessThanOrEqual(1.5 * servings);
        }
    }
  });

  it('"egg noodles" typed by a vegan are left out, never read as another noodle', () => {
    const trio = cook('tofu, egg noodles, carrots, soy sauce, garlic, ginger', {
      servings: 2,
      time: 25,
      diet: ['Vegan'],
    });
    for (const recipe of trio)
      for (const line of recipe.ingredientsList) expect(line.item).not.toMatch(/noodle/i);
  });
});

describe('words for what is not there', () => {
  // Found by the lint gate's random requests: vegan tostadas melted a cheese they never had and were
  // "Top with and serve"; a cook with dried and canned pinto beans read a bare "pinto beans" line.
  it('tostadas without cheese or toppings say neither', () => {
    const trio = cook('2 lentils, 2 dried adzuki beans, 2 tostada shells, 2 corn flakes, 2 cocoa nibs', {
      time: 130,
      servings: 1,
      diet: ['Vegan'],
      budget: 'low',
    });
    for (const recipe of trio) {
      expect(steps(recipe)).not.toMatch(/\bcheese\b/i);
      expect(steps(recipe)).not.toMatch(/\bTop with\s*(and|,)/);
    }
  });

  it('with the same beans dried and canned, every line of the beans says which', () => {
    const trio = cook('dried pinto beans, pinto beans, freekeh', { time: 40, servings: 1, budget: 'low' });
    const lines = trio.flatMap((recipe) => recipe.ingredientsList.map((line) => line.item));
    expect(lines.some((item) => /pinto/i.test(item))).toBe(true);
    for (const item of lines.filter((line) => /pinto/i.test(line)))
      expect(item).toMatch(/^(canned|dried) pinto beans$/i);
  });
});

describe('words that carry an allergen in a dish without it', () => {
  // The bench's one failed generation: the oven pot roast served "the gravy" to a cook with a gluten
  // allergy; the checker reads gravy as flour-thickened and, rightly, refused the whole trio.
  it('a gluten-free pot roast is served with its juices, not refused as "Please try again"', () => {
    const trio = cook(
      'beef chuck roast, taro, toum, tortellini, cooked pork, spring roll wrappers, kasuri methi, creamed coconut, fenugreek leaves, nigella seeds, white fish',
      { time: 160, servings: 5, allergies: ['gluten'] },
    );
    expect(trio).toHaveLength(3);
    for (const recipe of trio) expect(everything(recipe)).not.toMatch(/\bgravy\b/i);
  });
});
