import { type ConstraintsInput, ConstraintsSchema, SURPRISE_PANTRY } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findIngredient } from '../catalog/index.ts';
import { ChefError } from '../engine.ts';
import { checkTrio } from '../check/check-recipe.ts';
import { safetyProfile, textConflicts } from '../guard.ts';
import { cookLocally, createLocalEngine, TECHNIQUES } from './index.ts';

const cook = (ingredients: string, constraints: ConstraintsInput = {}) => {
  const request = { ingredients, constraints: v.parse(ConstraintsSchema, constraints) };
  const trio = cookLocally(request);
  expect(checkTrio(trio, request)).toEqual([]);
  return { trio, request };
};
const items = (draft: { ingredientsList: { item: string }[] }) =>
  draft.ingredientsList.map((l) => findIngredient(l.item)?.id);

describe('local chef, golden pantries', () => {
  it('has at least 20 techniques', () => {
    expect(TECHNIQUES.length).toBeGreaterThanOrEqual(20);
  });

  it('chicken, broccoli, rice: a quick stir-fry and three dishes that use the chicken', () => {
    const { trio } = cook('chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon', {
      servings: 2,
    });
    expect(trio.map((d) => d.title)).toMatchInlineSnapshot(`
      [
        "25-Minute Chicken Thigh & Broccoli Stir-Fry",
        "Nothing-Wasted Chicken Thigh & Broccoli Skillet",
        "Chicken Thigh & Broccoli Air-Fryer Plate with Herby Yogurt Sauce",
      ]
    `);
    for (const draft of trio) expect(items(draft)).toContain('chicken-thigh');
    // Three different dishes: a stir-fry, a skillet and an air-fryer plate.
    expect(new Set(trio.map((d) => d.title.match(/(Stir-Fry|Skillet|Air-Fryer Plate)/)?.[1])).size).toBe(3);
    expect(trio[0].totalTime).toBeLessThanOrEqual(trio[1].totalTime);
    expect(trio[2].shoppingGap.length).toBeGreaterThan(0);
  });

  it('the Surprise Me pantry cooks', () => {
    const { trio } = cook(SURPRISE_PANTRY.join(', '));
    expect(new Set(trio.map((d) => d.title)).size).toBe(3);
  });

  it('vegetarian eggs and spinach in 20 minutes: egg dishes, no meat, within time', () => {
    const { trio } = cook('eggs, spinach, feta, half an onion, cherry tomatoes', {
      time: 20,
      diet: ['Vegetarian'],
    });
    for (const draft of trio) {
      expect(draft.totalTime).toBeLessThanOrEqual(20);
      expect(items(draft)).toContain('egg');
    }
  });

  it('vegan with only an oven: no stove steps, no animal products, tahini used', () => {
    const { trio, request } = cook('chickpeas, sweet potato, kale, tahini, lemon, cumin, red onion', {
      diet: ['Vegan'],
      appliances: ['Oven'],
      time: 45,
    });
    const profile = safetyProfile(request.constraints);
    for (const draft of trio) {
      expect(draft.steps.every((s) => ['Oven', 'Knife', 'Bowl', 'none'].includes(s.appliance))).toBe(true);
      for (const line of draft.ingredientsList) expect(textConflicts(line.item, profile)).toEqual([]);
    }
    expect(trio[1].ingredientsList.length).toBeGreaterThanOrEqual(7);
  });

  it('peanut allergy drops the peanut butter and says so', () => {
    const { trio } = cook('tofu, bok choy, rice noodles, peanut butter, soy sauce, lime, scallions', {
      allergies: ['peanuts'],
    });
    for (const draft of trio) expect(items(draft)).not.toContain('peanut-butter');
    expect(trio[0].description).toMatch(/Left out for you: peanut butter/);
  });

  it('gluten allergy: no pasta or soy sauce anywhere, substitutions included', () => {
    const { trio } = cook('pasta, soy sauce, chicken breast, zucchini, rice', { allergies: ['gluten'] });
    for (const draft of trio) {
      expect(items(draft)).not.toContain('pasta');
      expect(items(draft)).not.toContain('soy-sauce');
      const alternatives = Object.values(draft.substitutions)
        .flat()
        .map((s) => s.alternative);
      expect(alternatives).not.toContain('soy sauce');
    }
  });

  it('five minutes with only an oven: a safe no-cook plate within time', () => {
    const { trio } = cook('canned tuna, cucumber, cherry tomatoes, bread', { time: 5, appliances: ['Oven'] });
    for (const draft of trio) {
      expect(draft.totalTime).toBeLessThanOrEqual(5);
      expect(draft.steps.every((s) => s.appliance !== 'Oven' || s.duration === 0)).toBe(true);
    }
  });

  it('raw chicken only, five minutes, no appliances that fit: a prep-ahead kit, not raw chicken to eat', () => {
    const { trio } = cook('chicken breast', { time: 5, appliances: ['Slow Cooker'] });
    expect(trio[0].title).toMatch(/Prep-Ahead/);
    expect(trio[0].steps[0]?.instruction).toMatch(/must be cooked through/);
  });

  it('slow cooker with three hours: a slow-cooker stew', () => {
    const { trio } = cook('chicken thighs, carrots, potatoes, onion, chicken stock', {
      time: 180,
      appliances: ['Slow Cooker'],
    });
    expect(trio.some((d) => d.steps.some((s) => s.appliance === 'Slow Cooker'))).toBe(true);
  });

  it('instant pot and air fryer pantries use those appliances', () => {
    const { trio: pot } = cook('lentils, carrots, onion, canned tomatoes, cumin', {
      appliances: ['Instant Pot'],
      time: 60,
    });
    expect(pot.some((d) => d.steps.some((s) => s.appliance === 'Instant Pot'))).toBe(true);
    const { trio: fryer } = cook('salmon, asparagus, lemon', { appliances: ['Air Fryer'] });
    expect(fryer.some((d) => d.steps.some((s) => s.appliance === 'Air Fryer'))).toBe(true);
  });

  it('keto skips the starch; high protein adds protein', () => {
    const { trio } = cook('steak, potatoes, mushrooms, spinach, butter', { diet: ['Keto'] });
    for (const draft of trio) expect(items(draft)).not.toContain('potato');
    const plain = cook('black beans, rice, bell pepper, onion, tortillas').trio;
    const protein = cook('black beans, rice, bell pepper, onion, tortillas', {
      macroFocus: ['High Protein'],
    }).trio;
    const sum = (t: typeof plain) => t.reduce((total, d) => total + d.nutrition.protein, 0);
    expect(sum(protein)).toBeGreaterThan(sum(plain));
  });

  it('zero-waste uses the most of the pantry and has a leftover plan with the trimmings', () => {
    const { trio } = cook('carrots, celery, onion, potatoes, kale, white beans, parmesan, garlic, thyme', {
      time: 60,
    });
    const [quick, waste] = trio;
    expect(waste.ingredientsList.length).toBeGreaterThan(quick.ingredientsList.length);
    expect(waste.leftoverPlan).toMatch(/Trimmings/);
  });

  it('low budget keeps the upgrade cheap', () => {
    const { trio } = cook('pasta, canned tomatoes, onion, garlic', { budget: 'low' });
    const upgradeCost = trio[2].costEstimate.total - trio[0].costEstimate.total;
    expect(upgradeCost).toBeLessThan(8);
  });

  it('different pantries give different dishes; the same request gives the same ones', () => {
    const a = cook('shrimp, rice noodles, bell pepper, lime').trio.map((d) => d.title);
    const b = cook('ground beef, tortillas, cheddar, salsa, lettuce').trio.map((d) => d.title);
    expect(a).not.toEqual(b);
    expect(cook('shrimp, rice noodles, bell pepper, lime').trio.map((d) => d.title)).toEqual(a);
  });

  it('refuses non-food and empty pantries', async () => {
    const engine = createLocalEngine();
    expect(engine.name).toBe('local');
    const constraints = v.parse(ConstraintsSchema, {});
    await expect(engine.generate({ ingredients: 'chicken, bleach', constraints })).rejects.toMatchObject({
      code: 'refused_ingredients',
    });
    await expect(
      engine.generate({ ingredients: 'salt, pepper, zorblax', constraints }),
    ).rejects.toBeInstanceOf(ChefError);
    const trio = await engine.generate({ ingredients: 'eggs, bread', constraints });
    expect(trio).toHaveLength(3);
  });
});
