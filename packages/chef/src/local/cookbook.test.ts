import { ConstraintsSchema, type RecipeDraft } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findIngredient } from '../catalog/index.ts';
import { checkTrio } from '../check/check-recipe.ts';
import { readPantry } from '../read/pantry.ts';
import { cookLocally } from './index.ts';

const cook = (ingredients: string, constraints: object = {}) => {
  const request = { ingredients, constraints: v.parse(ConstraintsSchema, constraints) };
  const trio = cookLocally(request);
  expect(checkTrio(trio, request)).toEqual([]);
  return trio;
};
const line = (draft: RecipeDraft, id: string) =>
  draft.ingredientsList.find((l) => findIngredient(l.item)?.id === id);
const ids = (draft: RecipeDraft) => new Set(draft.ingredientsList.map((l) => findIngredient(l.item)?.id));
const text = (draft: RecipeDraft) => draft.steps.map((s) => s.instruction).join(' ');

describe('reads like a cookbook', () => {
  it('eggs have no "piece" unit and counted things are plural; weighed countables too', () => {
    const [quick] = cook('eggs, spinach, onion, cherry tomatoes, chicken thighs', { servings: 4, time: 60 });
    for (const l of quick.ingredientsList) expect(l.unit).not.toBe('piece');
    const eggs = quick.ingredientsList.find((l) => l.item.startsWith('egg'));
    if (eggs) expect(eggs).toMatchObject({ unit: '', item: 'eggs' });
    const thighs = quick.ingredientsList.find((l) => l.item.startsWith('chicken thigh'));
    if (thighs) expect(thighs.item).toBe('chicken thighs');
  });

  it('half a lemon is 0.5 with no unit, garlic is counted in cloves, salt and pepper are to taste', () => {
    const trio = cook('chicken thighs, broccoli, garlic, soy sauce, lemon', { servings: 2, time: 60 });
    const withLemon = trio.find((draft) => line(draft, 'lemon') && line(draft, 'garlic'));
    expect(withLemon, trio.map((d) => d.title).join(' | ')).toBeDefined();
    const quick = withLemon as RecipeDraft;
    expect(line(quick, 'lemon')).toMatchObject({ amount: 0.5, unit: '', item: 'lemon' });
    expect(line(quick, 'garlic')).toMatchObject({ unit: 'cloves', item: 'garlic' });
    // Salt and pepper are listed only when a step uses them, and then to taste.
    const salt = quick.ingredientsList.find((l) => l.item === 'salt');
    if (salt) expect(salt).toEqual({ amount: 'to taste', unit: '', item: 'salt' });
    if (/\bsalt\b/.test(text(quick))) expect(salt).toBeDefined();
    // Pepper is listed only when a step uses it, and then to taste.
    const pepper = quick.ingredientsList.find((l) => l.item === 'black pepper');
    if (pepper) expect(pepper).toMatchObject({ amount: 'to taste' });
    if (text(quick).includes('black pepper')) expect(pepper).toBeDefined();
  });

  it('never asks for more than the cook said they have', () => {
    for (const draft of cook('eggs, spinach, feta, half an onion, cherry tomatoes', { time: 30 })) {
      const onion = line(draft, 'onion');
      if (onion) expect(onion).toMatchObject({ amount: 0.5, unit: '', item: 'onion' });
    }
    for (const draft of cook('6 eggs, spinach, cheddar', { servings: 6, time: 30 })) {
      const eggs = line(draft, 'egg');
      if (eggs && typeof eggs.amount === 'number') expect(eggs.amount).toBeLessThanOrEqual(6);
    }
    for (const draft of cook('200 g chicken breast, rice, broccoli', { servings: 4, time: 60 })) {
      const chicken = line(draft, 'chicken-breast');
      if (chicken) expect(chicken).toMatchObject({ unit: 'g' });
      if (chicken && typeof chicken.amount === 'number') expect(chicken.amount).toBeLessThanOrEqual(200);
    }
  });

  it('leftovers are already cooked: crisped or warmed, never cooked from raw', () => {
    const trio = cook('eggs, spinach, feta, half an onion, leftover potatoes, cherry tomatoes', { time: 30 });
    for (const draft of trio) {
      const potatoes = draft.ingredientsList.find((l) => l.item.includes('potato'));
      if (potatoes) expect(potatoes.item).toBe('cooked potatoes');
      expect(text(draft)).not.toMatch(/potatoes in one layer with a pinch of salt, cover and cook/);
    }
  });

  it('zero-waste uses at least as much of the pantry as the Quick Win, and most of it', () => {
    for (const [pantry, constraints] of [
      ['chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon', { servings: 2, time: 60 }],
      [
        'eggs, spinach, feta, half an onion, leftover potatoes, cherry tomatoes',
        { time: 20, diet: ['Vegetarian'] },
      ],
    ] as const) {
      const [quick, waste] = cook(pantry, constraints);
      const own = (draft: RecipeDraft) =>
        [...ids(draft)].filter((id) => id && !['olive-oil', 'salt', 'black-pepper', 'water'].includes(id));
      expect(own(waste).length, waste.title).toBeGreaterThanOrEqual(own(quick).length);
      // It picks up something the Quick Win left out, when the Quick Win left anything.
      const leftOut = pantry.split(', ').length > own(quick).length;
      if (leftOut)
        expect(
          own(waste).some((id) => !own(quick).includes(id)),
          waste.title,
        ).toBe(true);
    }
  });

  it('three different dishes, even with only a microwave', () => {
    const cases: [string, object][] = [
      ['chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon', { servings: 2, time: 45 }],
      [
        'eggs, frozen peas, cooked rice, soy sauce, spinach, canned tuna',
        { time: 20, appliances: ['Microwave'], servings: 1 },
      ],
      ['chicken breast, zucchini, bell pepper, cooked rice, cheddar', { appliances: ['Microwave'] }],
      ['ground beef, canned tomatoes, onion, carrots, celery, pasta, parmesan', { servings: 6, time: 60 }],
    ];
    for (const [ingredients, constraints] of cases) {
      const trio = cook(ingredients, constraints);
      const dishes = trio.map((d) =>
        d.title.replace(
          /^\d+-Minute |^(Use-It-All|Clean-Out-the-Fridge|Nothing-Wasted) | with .*$|^Chef's /g,
          '',
        ),
      );
      expect(new Set(dishes).size, dishes.join(' | ')).toBe(3);
    }
  });

  it('words the catalogue does not know are never cooked, listed or mentioned: the reading reports them', () => {
    for (const constraints of [{ time: 60 }, { time: 60, allergies: ['peanuts'] }]) {
      const request = {
        ingredients: 'chicken thighs, rice, broccoli, yuzu kosho',
        constraints: v.parse(ConstraintsSchema, constraints),
      };
      expect(readPantry(request.ingredients).unrecognized).toEqual(['yuzu kosho']);
      for (const draft of cookLocally(request)) expect(JSON.stringify(draft)).not.toMatch(/yuzu|kosho/i);
    }
  });

  it('raw chicken, pork and fish carry a safe doneness cue', () => {
    const [quick] = cook('chicken thighs, broccoli, soy sauce', { time: 30 });
    expect(text(quick)).toMatch(/74°C\/165°F/);
    const pork = cook('pork chops, green beans, garlic', { time: 45 });
    expect(pork.some((d) => /63°C\/145°F/.test(text(d)))).toBe(true);
  });

  it('every ingredient on the list is used in a step (no stock in a stir-fry that never pours it)', () => {
    const pantries: [string, object][] = [
      ['chicken breast, pasta, spinach, parmesan, garlic, cream, chicken stock, cumin', { time: 40 }],
      ['carrots, celery, onion, potatoes, kale, white beans, parmesan, garlic, thyme', { time: 60 }],
      ['tofu, broccoli, brown rice, soy sauce, garlic, honey, apple', { diet: ['Vegan'], time: 45 }],
    ];
    for (const [ingredients, constraints] of pantries) {
      for (const draft of cook(ingredients, constraints)) {
        const steps = text(draft).toLowerCase();
        for (const l of draft.ingredientsList) {
          if (l.amount === 'to taste' || l.notes === 'to buy' || findIngredient(l.item)?.role === 'fat')
            continue;
          const name = findIngredient(l.item)?.name ?? l.item;
          expect(
            steps.includes(l.item.toLowerCase()) || steps.includes(name),
            `${l.item} in ${draft.title}`,
          ).toBe(true);
        }
      }
    }
  });

  it('a pork shoulder with a slow cooker becomes a slow-cooked braise, tender-cued, for 12', () => {
    const pantry = 'pork shoulder, onion, carrots, potatoes, chicken stock, paprika';
    const trio = cook(pantry, { appliances: ['Slow Cooker', 'Oven', 'Stove'], time: 180, servings: 12 });
    const slow = trio.find((draft) => draft.steps.some((s) => s.appliance === 'Slow Cooker'));
    expect(slow, trio.map((d) => d.title).join(' | ')).toBeDefined();
    // A braising cut is done when it is tender, far past its safe temperature.
    expect(slow && text(slow)).toMatch(/tender/);
    expect(slow && text(slow)).toMatch(/°C/);
  });

  it('garlic the dish cooks with and its gremolata uses raw is counted for both and kept back', () => {
    const request = {
      time: 180,
      servings: 4,
      appliances: ['Oven', 'Slow Cooker'],
      budget: 'high',
    };
    const trio = cook(
      '4 lamb shanks, red wine, onion, carrots, rosemary, garlic, potatoes for mash',
      request,
    );
    // Every recipe whose finish names the garlic again after the pot took it.
    for (const draft of trio) {
      const steps = draft.steps.map((s) => s.instruction);
      const first = steps.findIndex((t) => /\bgarlic\b/.test(t) && !/^Get everything ready/.test(t));
      const raw = steps.findIndex((t) => /(gremolata|butter)[^.]*\bgarlic\b/.test(t));
      if (first < 0 || raw < 0) continue;
      expect(text(draft), draft.title).toMatch(/Keep back \d+ cloves? of garlic/);
      const kept = Number(/Keep back (\d+) cloves?/.exec(text(draft))?.[1]);
      const lineAmount = Number(line(draft, 'garlic')?.amount);
      expect(lineAmount, draft.title).toBeGreaterThan(kept);
    }
    expect(
      trio.some((draft) => /kept back/.test(text(draft))),
      trio.map((d) => d.title).join(' | '),
    ).toBe(true);
  });

  it('a cold pasta salad is dressed with oil, never with butter that sets solid', () => {
    const trio = cook('elbow macaroni, cheddar, milk, butter, flour, ham, frozen broccoli', {
      servings: 4,
      time: 35,
    });
    const salad = trio.find((draft) => /salad/i.test(draft.title));
    expect(salad, trio.map((d) => d.title).join(' | ')).toBeDefined();
    for (const step of salad?.steps ?? [])
      if (!['Stove', 'Oven', 'Microwave', 'Air Fryer', 'Instant Pot', 'Slow Cooker'].includes(step.appliance))
        expect(step.instruction).not.toMatch(/\bbutter\b/);
  });

  it('a curry paste is cooked, never spooned over a bowl as it comes from the jar', () => {
    for (const time of [30, 45, 60]) {
      const trio = cook('butter chicken paste, chicken thighs, cream, rice, onion', { servings: 4, time });
      for (const draft of trio) {
        expect(text(draft), draft.title).not.toMatch(
          /\b(spoon|drizzle|dollop)[^.]*\bbutter chicken paste\b/i,
        );
        if (/butter chicken paste/.test(text(draft)))
          expect(text(draft)).toMatch(
            /(fry|cook|bubble|simmer)[^.]*butter chicken paste|butter chicken paste[^.]*(fry|cook|bubble|simmer)/i,
          );
      }
    }
  });
});
