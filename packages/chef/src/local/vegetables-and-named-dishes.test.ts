import { ConstraintsSchema, type RecipeDraft } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cookLocally } from './index.ts';

// The promises of docs/decisions/128, read from the recipe text with this file's own words: pantries
// of vegetables and of named dishes that used to be refused or served badly.

const cook = (ingredients: string, constraints: Record<string, unknown>) =>
  cookLocally({ ingredients, constraints: v.parse(ConstraintsSchema, constraints) });

const stepsOf = (recipe: RecipeDraft) => recipe.steps.map((s) => s.instruction).join(' ');
const heatedText = (recipe: RecipeDraft) =>
  recipe.steps
    .filter((s) => /oven|stove|air fryer|microwave|instant pot|slow cooker/i.test(s.appliance))
    .map((s) => s.instruction)
    .join(' ');
const items = (recipe: RecipeDraft) => recipe.ingredientsList.map((line) => line.item.toLowerCase());

/** Words of animal foods a vegan reads on a list: none may appear. */
const ANIMAL =
  /\b(chicken|beef|pork|lamb|bacon|ham|sausages?|fish|salmon|tuna|prawns?|shrimp|eggs?|butter|cheese|milk|cream|yogh?urt|honey|ghee|gelatine?|anchov(y|ies)|parmesan|feta)\b/;

describe('vegetables the cook listed become three real dishes', () => {
  it('butternut squash, vegan: three recipes, each cooks the squash, none has an animal product', () => {
    const trio = cook('butternut squash, onion, garlic, vegetable stock, olive oil', {
      time: 60,
      servings: 4,
      diet: ['Vegan'],
    });
    expect(trio).toHaveLength(3);
    for (const recipe of trio) {
      expect(heatedText(recipe)).toMatch(/butternut squash/i);
      for (const item of items(recipe)) expect(item).not.toMatch(ANIMAL);
      // Nothing listed carries protein: the cook is told so, with what would make it a meal.
      expect(recipe.description).toMatch(/light on protein/i);
    }
    expect(new Set(trio.map((r) => r.title)).size).toBe(3);
  });

  it.each([
    ['2 aubergines, tomatoes, garlic, onion, olive oil, basil', { time: 60, servings: 4 }],
    ['eggplant, soy sauce, garlic, ginger, rice', { time: 40, servings: 4 }],
  ])('%s: three recipes, the aubergine cooked in at least two', (pantry, constraints) => {
    const trio = cook(pantry, constraints);
    expect(trio).toHaveLength(3);
    const cooked = trio.filter((r) => /\b(eggplant|aubergine)s?\b/i.test(heatedText(r)));
    expect(cooked.length).toBeGreaterThanOrEqual(2);
    for (const recipe of trio) expect(recipe.totalTime).toBeLessThanOrEqual(constraints.time);
  });

  it('the soy pantry is offered a glazed eggplant over rice', () => {
    const trio = cook('eggplant, soy sauce, garlic, ginger, rice', { time: 40, servings: 4 });
    const glazed = trio.find((r) => /eggplant/i.test(r.title) && /over the rice/i.test(stepsOf(r)));
    expect(glazed).toBeDefined();
  });

  it('bagels, cream cheese and smoked salmon in 5 minutes: three recipes, each with the bagel, none over 5', () => {
    const trio = cook('bagels, cream cheese, smoked salmon', { time: 5, servings: 2 });
    expect(trio).toHaveLength(3);
    for (const recipe of trio) {
      expect(recipe.totalTime).toBeLessThanOrEqual(5);
      expect(stepsOf(recipe)).toMatch(/bagel/i);
      expect(stepsOf(recipe)).toMatch(/smoked salmon/i);
    }
  });

  it('Quorn mince with beans on toast cooks; the mince is crumbled in a pan, never cut or served as a plate', () => {
    const trio = cook('Quorn mince, Heinz beans, Philadelphia, Hovis bread, Lurpak', {
      time: 20,
      servings: 2,
    });
    expect(trio).toHaveLength(3);
    const withMince = trio.filter((r) => items(r).some((item) => /mince/.test(item)));
    expect(withMince.length).toBeGreaterThanOrEqual(1);
    for (const recipe of withMince) {
      expect(stepsOf(recipe)).not.toMatch(/mince[^.]*: [^.]*\b(cut|slice|bite-size)\b/i);
      expect(stepsOf(recipe)).toMatch(/breaking up any clumps/i);
    }
  });
});

describe('named dishes a cook types the foods of are offered', () => {
  it('harina P.A.N. with cheese, black beans and avocado: arepas', () => {
    const trio = cook('harina P.A.N., cheese, black beans, avocado', { time: 40, servings: 2 });
    expect(trio.some((r) => /\barepas?\b/i.test(r.title))).toBe(true);
  });

  it('rice paper, prawns, vermicelli, lettuce and herbs: summer rolls, the raw prawns poached to 63°C', () => {
    const trio = cook('rice paper, prawns, rice vermicelli, lettuce, mint, cilantro', {
      time: 30,
      servings: 2,
    });
    const rolls = trio.find((r) => /summer rolls/i.test(r.title));
    expect(rolls).toBeDefined();
    const text = stepsOf(rolls as RecipeDraft);
    expect(text).toMatch(/poach[^.]*shrimp|shrimp[^.]*poach/i);
    expect(text).toMatch(/63°C\/145°F/);
    expect(text).toMatch(/rice paper/i);
  });

  it('rice paper with tofu: summer rolls', () => {
    const trio = cook('rice paper, tofu, rice vermicelli, lettuce, mint, carrot, peanuts', {
      time: 30,
      servings: 2,
    });
    expect(trio.some((r) => /summer rolls/i.test(r.title))).toBe(true);
  });

  it('paneer, peas, tomatoes, onion and garam masala: matar paneer', () => {
    const trio = cook('paneer, peas, tomatoes, onion, garam masala', { time: 40, servings: 4 });
    const matar = trio.find((r) => /matar paneer/i.test(r.title));
    expect(matar).toBeDefined();
    expect(stepsOf(matar as RecipeDraft)).toMatch(/\bpeas\b/);
  });
});

describe('prep words fit the food they are said of', () => {
  /** A prep label ("Chili pepper: …") for a food with no skin to peel and no outer layers. */
  const WRONG_PREP =
    /(?:^|[.!] )(chil(?:l)?i(?: peppers?)?|chillies|jalape[nñ]os?|habaneros?|scallions?|spring onions?|bell peppers?): [^.]*\b(peel|outer layers?)\b/i;

  const PANTRIES = [
    'pork mince, rice noodles, garlic, ginger, soy sauce, lime, chilli, spring onions',
    'chicken thighs, rice vermicelli, lemongrass, chilli, garlic, fish sauce, lime, cucumber, mint',
    'whole chicken, jalapeno, garlic, lemon, potatoes, carrots',
    'whole chicken, spring onions, ginger, garlic, potatoes',
    'spatchcock chicken, chilli, lemon, garlic, rosemary',
    'tofu, rice noodles, chilli, shallot, garlic, soy sauce, lime, carrot, peanuts',
    'prawns, rice noodles, chilli, garlic, fish sauce, lime, lettuce, cilantro',
    'butternut squash, chilli, onion, garlic, cumin, vegetable stock, pumpkin seeds',
    'sweet potatoes, habanero, red onion, garlic, canned chickpeas, lime',
    'ground beef, jalapeno, onion, garlic, canned tomatoes, kidney beans, rice',
  ];
  const CONSTRAINTS = [
    { time: 30, servings: 2 },
    { time: 45, servings: 4 },
    { time: 90, servings: 6 },
    { time: 120, servings: 3, skillLevel: 'advanced' },
  ];

  it.each(PANTRIES)(
    '%s: no chilli, spring onion or pepper is peeled or stripped of outer layers',
    (pantry) => {
      let cooked = 0;
      for (const constraints of CONSTRAINTS) {
        let trio: RecipeDraft[];
        try {
          trio = cook(pantry, constraints);
        } catch {
          continue;
        }
        cooked++;
        for (const recipe of trio) expect(stepsOf(recipe)).not.toMatch(WRONG_PREP);
      }
      expect(cooked).toBeGreaterThan(0);
    },
  );

  it('the Vietnamese noodle bowl as Zero-Waste uses the ginger and the spring onions the cook listed', () => {
    const trio = cook('pork mince, rice noodles, garlic, ginger, soy sauce, lime, chilli, spring onions', {
      time: 30,
      servings: 3,
    });
    const waste = trio[1] as RecipeDraft;
    expect(items(waste).some((item) => /ginger/.test(item))).toBe(true);
    expect(items(waste).some((item) => /scallion|spring onion/.test(item))).toBe(true);
    const cooking = stepsOf(waste).replace(/(?:^|[.!] )[A-Z][a-z ]+: [^.]*\./g, ' ');
    expect(cooking).toMatch(/ginger/i);
    expect(cooking).toMatch(/scallions|spring onions/i);
  });
});
