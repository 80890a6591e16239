import { type ConstraintsInput, ConstraintsSchema, type RecipeDraft } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cookLocally } from './index.ts';

// Cooking for many (decision 129), read from the recipe as a cook reads it: the amounts on the list
// against what the steps say a pan, a pot and a tray take. The figures here are a cook's own (a
// 28–30 cm pan browns about 500 g, a large pot boils about 500 g of pasta, a tray roasts about
// 1.2 kg), not read from the chef's data file.

const cook = (ingredients: string, constraints: ConstraintsInput) =>
  cookLocally({ ingredients, constraints: v.parse(ConstraintsSchema, constraints) });

const BOLOGNESE_PANTRY =
  'beef mince 1.5kg, onions, carrots, celery, tinned tomatoes, worcestershire sauce, spaghetti, parmesan';

const CROWDS: [string, ConstraintsInput][] = [
  [BOLOGNESE_PANTRY, { servings: 12, time: 90 }],
  [BOLOGNESE_PANTRY, { servings: 10, time: 60 }],
  [
    'chicken thighs, onions, garlic, ginger, garam masala, cumin, tinned tomatoes, basmati rice',
    { servings: 8, time: 75 },
  ],
  [
    'pork mince, fish sauce, soy sauce, garlic, chilli, green beans, jasmine rice, limes',
    { servings: 10, time: 60 },
  ],
  ['penne, sausages, passata, onions, garlic, parmesan', { servings: 12, time: 60 }],
  ['steak strips, peppers, onions, soy sauce, garlic, egg noodles', { servings: 8, time: 45 }],
];

const MEAT =
  /\b(ground beef|ground pork|ground lamb|ground turkey|steak|chicken (?:thighs?|breasts?)|sausages?|pork|beef)\b/i;
const PASTA = /\b(spaghetti|penne|rigatoni|tagliatelle|linguine|fusilli|macaroni|pasta)\b/i;
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const count = (word: string) => WORDS[word.toLowerCase()] ?? Number(word);

const gramsOf = (recipe: RecipeDraft, pattern: RegExp) =>
  recipe.ingredientsList
    .filter((line) => line.unit === 'g' && pattern.test(line.item) && typeof line.amount === 'number')
    .map((line) => ({ item: line.item, grams: line.amount as number }));

describe('meat for a crowd is browned a pan at a time', () => {
  for (const [pantry, constraints] of CROWDS) {
    it(`${pantry.slice(0, 40)}… for ${constraints.servings}: no step browns more than 500 g in one go`, () => {
      let browned = 0;
      for (const recipe of cook(pantry, constraints)) {
        for (const { item, grams } of gramsOf(recipe, MEAT)) {
          for (const step of recipe.steps) {
            const text = step.instruction;
            if (step.appliance !== 'Stove') continue;
            // A sentence that browns this meat ("scrape up any browned bits" browns nothing).
            const sentences = text.split(/(?<=\.) /);
            if (!sentences.some((s) => s.includes(item) && /\b(brown(?!ed bits)|sear)/i.test(s))) continue;
            browned++;
            const batches = Number(/\bin (\d+) batches\b/.exec(text)?.[1] ?? 1);
            expect(grams / batches, `${recipe.title}: ${grams} g ${item} — ${text}`).toBeLessThanOrEqual(525);
            // The time grows with the batches, and the step's timer holds them all.
            const each = /(\d+) minutes per batch/.exec(text);
            if (batches > 1) {
              expect(each, text).not.toBeNull();
              expect(step.duration * 5).toBeGreaterThanOrEqual(batches * Number(each?.[1]));
            }
          }
        }
      }
      expect(browned).toBeGreaterThan(0);
    });
  }

  it('the bolognese for 12 says so in its words, and its total time holds the batches', () => {
    const trio = cook(BOLOGNESE_PANTRY, { servings: 12, time: 90 });
    const bolognese = trio.find((r) => /bolognese/i.test(r.title));
    const steps = bolognese?.steps.map((s) => s.instruction).join(' ') ?? '';
    expect(steps).toMatch(/Brown the ground beef in 3 batches/);
    const batched = bolognese?.steps.find((s) => /in 3 batches/.test(s.instruction));
    const each = Number(/(\d+) minutes per batch/.exec(batched?.instruction ?? '')?.[1] ?? 0);
    const all = /(\d+)(?:–(\d+))? minutes in all/.exec(batched?.instruction ?? '');
    expect(each).toBeGreaterThan(0);
    expect(Number(all?.[2] ?? all?.[1] ?? 0)).toBeGreaterThanOrEqual(3 * each);
    expect(bolognese?.totalTime ?? 0).toBeGreaterThanOrEqual(50);
  });
});

describe('pasta for a crowd is shared between pots', () => {
  for (const [pantry, constraints] of CROWDS) {
    it(`${pantry.slice(0, 40)}… for ${constraints.servings}: no pot holds more than about 500 g of pasta`, () => {
      for (const recipe of cook(pantry, constraints)) {
        for (const { grams } of gramsOf(recipe, PASTA)) {
          const text = recipe.steps.map((s) => s.instruction).join(' ');
          const pots = count(
            /\buse (\w+) pots\b|\bin (\w+) pots\b/.exec(text)?.slice(1).find(Boolean) ?? '1',
          );
          const rounds = count(/\bin (\w+) rounds\b/.exec(text)?.[1] ?? '1');
          const batches = count(/\bin (\w+) batches of about \d+ g:/.exec(text)?.[1] ?? '1');
          expect(grams / (pots * rounds * batches), `${recipe.title}: ${grams} g`).toBeLessThanOrEqual(525);
        }
      }
    });
  }
});

describe('a roast for a crowd goes on more than one tray', () => {
  it('root vegetables and chicken thighs for 8: every tray roast of over 1.2 kg of vegetables names its trays', () => {
    const trio = cook('potatoes, carrots, parsnips, red onions, chicken thighs, rosemary, garlic', {
      servings: 8,
      time: 90,
    });
    let roasts = 0;
    for (const recipe of trio) {
      const text = recipe.steps.map((s) => s.instruction).join(' ');
      if (!recipe.steps.some((s) => s.appliance === 'Oven' && /\broast/i.test(s.instruction))) continue;
      if (!/\btray\b/.test(text)) continue;
      const roots = gramsOf(recipe, /\b(potatoes|carrots|parsnips)\b/).reduce((sum, l) => sum + l.grams, 0);
      if (roots <= 1200) continue;
      roasts++;
      const trays = count(/\bUse (\w+) trays\b/.exec(text)?.[1] ?? '1');
      expect(roots / trays, recipe.title).toBeLessThanOrEqual(1250);
      expect(text).toMatch(/swap|swapping/);
    }
    expect(roasts).toBeGreaterThan(0);
  });
});

describe('strong seasonings grow slower than the plates', () => {
  const teaspoons = (recipe: RecipeDraft | undefined, item: RegExp) => {
    const line = recipe?.ingredientsList.find((l) => item.test(l.item));
    const amount = typeof line?.amount === 'number' ? line.amount : 0;
    return line?.unit === 'tbsp' ? amount * 3 : line?.unit === 'tsp' ? amount : amount / 5;
  };
  it('the bolognese for 12 has well under twice the worcestershire of the bolognese for 6', () => {
    const six = cook(BOLOGNESE_PANTRY, { servings: 6, time: 90 }).find((r) => /bolognese/i.test(r.title));
    const twelve = cook(BOLOGNESE_PANTRY, { servings: 12, time: 90 }).find((r) => /bolognese/i.test(r.title));
    const small = teaspoons(six, /worcestershire/);
    const large = teaspoons(twelve, /worcestershire/);
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
    expect(large / small).toBeLessThanOrEqual(1.7);
    // …while the mince doubles.
    const beef = (r: RecipeDraft | undefined) => (r ? (gramsOf(r, /ground beef/)[0]?.grams ?? 0) : 0);
    const sixBeef = cook(BOLOGNESE_PANTRY, { servings: 6, time: 90 }).find((r) => /bolognese/i.test(r.title));
    expect(beef(twelve) / beef(sixBeef)).toBeGreaterThan(1.8);
  });
});

describe('the classic dish of a classic pantry', () => {
  for (const [servings, time] of [
    [2, 60],
    [4, 45],
    [4, 60],
    // Three batches of mince, a soffritto for twelve and a 20-minute simmer are 65 minutes.
    [12, 75],
    [12, 90],
  ] as const) {
    it(`mince, soffritto, tinned tomatoes and spaghetti for ${servings} in ${time} minutes: a spaghetti bolognese`, () => {
      const trio = cook(BOLOGNESE_PANTRY, { servings, time });
      const dish = trio.find((r) => /\b(bolognese|ragù)\b/i.test(r.title));
      expect(dish, trio.map((r) => r.title).join(' | ')).toBeDefined();
      const items = dish?.ingredientsList.map((l) => l.item).join(', ') ?? '';
      expect(items).toMatch(/ground beef/);
      expect(items).toMatch(/spaghetti/);
      expect(items).toMatch(/canned tomatoes/);
      const steps = dish?.steps.map((s) => s.instruction).join(' ') ?? '';
      expect(steps).toMatch(/ground beef[^.]*71°C\/160°F|71°C\/160°F[^.]*ground beef/);
      expect(dish?.totalTime ?? 999).toBeLessThanOrEqual(time);
    });
  }
});

describe('a Quick Win that feeds everyone', () => {
  it('3 overripe bananas and a baking cupboard for 8: the Quick Win is not 3 bananas split for 8', () => {
    const [quick] = cook('3 overripe bananas, flour, eggs, butter, caster sugar, bicarb, chocolate chips', {
      servings: 8,
      time: 90,
      appliances: ['Oven'],
    });
    for (const line of quick?.ingredientsList ?? []) {
      const full = /all you have; ([\d½.]+)/.exec(line.notes ?? '');
      if (!full || typeof line.amount !== 'number') continue;
      expect(
        line.amount / Number.parseFloat(full[1] ?? '1'),
        `${quick?.title}: ${line.item}`,
      ).toBeGreaterThanOrEqual(0.5);
    }
    expect(quick?.title).not.toMatch(/split/i);
  });

  it('a steak seared in 20 minutes is the Quick Win beside eggs and mushrooms', () => {
    const [quick] = cook('steak, eggs, mushrooms, butter', { servings: 2, time: 30 });
    expect(quick?.title).toMatch(/steak/i);
    expect(quick?.steps.map((s) => s.instruction).join(' ')).toMatch(/steak[^.]*(63|71)°C/);
  });

  it('ribeye, eggs and potatoes for two in 30 minutes: the Quick Win is built on the ribeye', () => {
    const [quick] = cook('ribeye steak, eggs, potatoes, butter, garlic', { servings: 2, time: 30 });
    expect(quick?.title).toMatch(/steak/i);
  });
});

describe('an Instant Pot is filled no further than its line', () => {
  // Half full for rice, grains and beans, which foam and swell (data/batch.ts): a congee of 275 g of
  // rice in 2¾ litres of liquid with the chicken for six is over it; for four it is not.
  const pantry = 'boneless chicken thighs 2lb, jar of salsa, black beans, rice, cumin, chicken broth';
  const litresUnderPressure = (text: string) =>
    [...text.matchAll(/(\d+(?:\.\d+)?)\s*(litres?|ml) (?:water|[a-z ]*stock)/g)].reduce(
      (sum, m) => sum + Number(m[1]) * (m[2]?.startsWith('l') ? 1 : 0.001),
      0,
    );
  it('the congee for six is not offered; for four it is, within half the pot', () => {
    const six = cook(pantry, { servings: 6, time: 60, appliances: ['Instant Pot'] });
    expect(six.map((d) => d.title).join(' | ')).not.toMatch(/congee/i);
    const four = cook(pantry, { servings: 4, time: 60, appliances: ['Instant Pot'] });
    const congee = four.find((d) => /congee/i.test(d.title));
    expect(congee, four.map((d) => d.title).join(' | ')).toBeDefined();
    const first = congee?.steps.find((s) => /pressure cook/i.test(s.instruction));
    expect(first, 'the congee cooks under pressure').toBeDefined();
    // Liquid alone (stock and water) stays under half of 5.7 litres.
    expect(litresUnderPressure(first?.instruction ?? '')).toBeLessThan(2.85);
  });
});
