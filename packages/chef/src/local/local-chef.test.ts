import { type ConstraintsInput, ConstraintsSchema, SURPRISE_PANTRY } from '@sous/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findIngredient } from '../catalog/index.ts';
import { checkTrio } from '../check/check-recipe.ts';
import { ChefError } from '../engine.ts';
import { isHandTool, safetyProfile, textConflicts } from '../guard.ts';
import { pantryReport, readPantry } from '../read/pantry.ts';
import { cookLocally, createLocalEngine, DISHES } from './index.ts';

const cook = (ingredients: string, constraints: ConstraintsInput = {}) => {
  const request = { ingredients, constraints: v.parse(ConstraintsSchema, constraints) };
  const trio = cookLocally(request);
  expect(checkTrio(trio, request)).toEqual([]);
  return { trio, request };
};
const items = (draft: { ingredientsList: { item: string }[] }) =>
  draft.ingredientsList.map((l) => findIngredient(l.item)?.id);

describe('local chef, golden pantries', () => {
  it('has at least 60 dishes', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(60);
  });

  it('chicken, broccoli, rice: three different dishes, the chicken at the centre, the quickest first', () => {
    const { trio } = cook('chicken thighs, broccoli, rice, garlic, soy sauce, ginger, lemon', {
      servings: 2,
    });
    expect(trio.filter((draft) => items(draft).includes('chicken-thigh')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(trio.map((d) => d.title.replace(/^(\d+-Minute|Use-It-All|Chef's) /, ''))).size).toBe(3);
    expect(trio[0].totalTime).toBeLessThanOrEqual(trio[1].totalTime);
    expect(trio[0].totalTime).toBeLessThanOrEqual(trio[2].totalTime);
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
    for (const draft of trio) expect(draft.totalTime).toBeLessThanOrEqual(20);
    // The eggs, their main food, are at the centre of at least two of the three.
    expect(trio.filter((draft) => items(draft).includes('egg')).length).toBeGreaterThanOrEqual(2);
  });

  it('vegan with only an oven: no stove steps, no animal products, tahini used', () => {
    const { trio, request } = cook('chickpeas, sweet potato, kale, tahini, lemon, cumin, red onion', {
      diet: ['Vegan'],
      appliances: ['Oven'],
      time: 45,
    });
    const profile = safetyProfile(request.constraints);
    for (const draft of trio) {
      for (const step of draft.steps)
        expect(step.appliance === 'Oven' || isHandTool(step.appliance), step.appliance).toBe(true);
      for (const line of draft.ingredientsList) expect(textConflicts(line.item, profile)).toEqual([]);
    }
    // The Zero-Waste uses most of the seven foods listed.
    expect(trio[1].ingredientsList.filter((l) => findIngredient(l.item)).length).toBeGreaterThanOrEqual(5);
  });

  it('peanut allergy drops the peanut butter and says so', () => {
    const { trio, request } = cook(
      'tofu, bok choy, rice noodles, peanut butter, soy sauce, lime, scallions',
      {
        allergies: ['peanuts'],
      },
    );
    for (const draft of trio) expect(JSON.stringify(draft)).not.toMatch(/peanut/i);
    expect(pantryReport(readPantry(request.ingredients), request.constraints).leftOut).toEqual([
      { item: 'peanut butter', reason: 'contains peanuts' },
    ]);
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

  it('"gluten free pasta" is gluten-free pasta: kept for a coeliac and a gluten-free diet, cooked as pasta', () => {
    for (const constraints of [
      { allergies: ['coeliac'] },
      { allergies: ['gluten'], diet: ['Gluten-Free'] },
      { allergies: ['wheat'] },
    ] as ConstraintsInput[]) {
      const { trio } = cook('gluten free pasta, jar of pesto, green beans, 2 potatoes, pine nuts, parmesan', {
        time: 30,
        servings: 4,
        ...constraints,
      });
      const withPasta = trio.filter((d) => items(d).includes('gluten-free-pasta'));
      expect(withPasta.length, JSON.stringify(constraints)).toBeGreaterThanOrEqual(2);
      for (const draft of trio) expect(items(draft)).not.toContain('pasta');
    }
    const food = findIngredient('gf penne');
    expect(food?.id).toBe('gluten-free-pasta');
    expect(food?.allergens).not.toContain('wheat');
    expect(food?.diet.glutenFree).toBe(true);
  });

  it('fruit is readied by what each fruit needs: bananas peeled, apples cored, berries left whole', () => {
    const { trio } = cook('oats, bananas, apples, blueberries, milk, honey, baking powder', {
      time: 30,
      servings: 2,
    });
    const text = trio.flatMap((d) => d.steps.map((s) => s.instruction)).join(' ');
    expect(text).not.toMatch(/core or stone|as needed/i);
    expect(text).not.toMatch(/\b(core|stone|hull)(,| and| or)?[a-z ,]* the (bananas?|blueberr)/i);
    expect(text).not.toMatch(/\b(peel|stone|hull)(,| and| or)?[a-z ,]* the apples?\b/i);
    expect(text).not.toMatch(/\bcut (them|it) [^.;]*blueberr|blueberries, then cut/i);
  });

  it('an Upgrade never buys berries when the cook listed frozen berries', () => {
    for (const pantry of [
      'oats, bananas, milk, honey, frozen berries',
      'greek yogurt, granola, frozen mixed berries, honey',
      'flour, eggs, milk, butter, sugar, baking powder, frozen blueberries',
    ]) {
      const { trio } = cook(pantry, { time: 45, servings: 2 });
      expect(trio[2].shoppingGap.join(', '), pantry).not.toMatch(/berr/i);
    }
  });

  it('strips of pork belly are served from the pan at 71°C/160°F, never told to rest', () => {
    const { trio } = cook('kimchi, gochujang, pork belly slices, tofu, onion, spring onions, rice', {
      time: 40,
      servings: 3,
    });
    const text = trio.flatMap((d) => d.steps.map((s) => s.instruction)).join(' ');
    expect(text).toMatch(/pork belly is done at 71°C\/160°F/);
    expect(text).not.toMatch(/pork belly[^.]*rest 3 minutes/);
  });

  it('five minutes with only an oven: one safe no-cook dish is all there is, and the cook is told so', () => {
    const request = {
      ingredients: 'canned tuna, cucumber, cherry tomatoes, bread',
      constraints: v.parse(ConstraintsSchema, { time: 5, appliances: ['Oven'] }),
    };
    expect(() => cookLocally(request)).toThrow(/only make one or two different dishes/);
  });

  it('raw chicken only, five minutes, no appliance that fits: refused, never a raw chicken "kit"', () => {
    const request = {
      ingredients: 'chicken breast',
      constraints: v.parse(ConstraintsSchema, { time: 5, appliances: ['Slow Cooker'] }),
    };
    expect(() => cookLocally(request)).toThrow(
      /Nothing you listed can be cooked safely with only slow cooker in 5 minutes/,
    );
  });

  it('slow cooker with three hours: a slow-cooker stew', () => {
    const { trio } = cook('chicken thighs, carrots, potatoes, onion, chicken stock', {
      time: 180,
      appliances: ['Slow Cooker', 'Oven'],
    });
    expect(trio.some((d) => d.steps.some((s) => s.appliance === 'Slow Cooker'))).toBe(true);
  });

  it('instant pot and air fryer pantries use those appliances', () => {
    const { trio: pot } = cook('lentils, carrots, onion, canned tomatoes, cumin, chicken thighs', {
      appliances: ['Instant Pot', 'Stove'],
      time: 90,
    });
    expect(pot.some((d) => d.steps.some((s) => s.appliance === 'Instant Pot'))).toBe(true);
    const { trio: fryer } = cook('salmon, asparagus, lemon, potatoes', {
      appliances: ['Air Fryer', 'Stove'],
      time: 45,
    });
    expect(fryer.some((d) => d.steps.some((s) => s.appliance === 'Air Fryer'))).toBe(true);
  });

  it('keto skips the starch; high protein adds protein', () => {
    const { trio } = cook('steak, potatoes, mushrooms, spinach, butter', { diet: ['Keto'], time: 45 });
    for (const draft of trio) expect(items(draft)).not.toContain('potato');
    const plain = cook('black beans, rice, bell pepper, onion, tortillas').trio;
    const protein = cook('black beans, rice, bell pepper, onion, tortillas', {
      macroFocus: ['High Protein'],
    }).trio;
    // The same dish cooked for a high-protein cook carries more protein (the trio itself may differ).
    const dish = (title: string) => title.replace(/^(\d+-Minute|Hands-Off|Use-It-All|Chef's) /, '');
    const same = plain.flatMap((p) => {
      const match = protein.find((q) => dish(q.title) === dish(p.title));
      return match ? [[p, match] as const] : [];
    });
    expect(same.length).toBeGreaterThan(0);
    for (const [p, q] of same) expect(q.nutrition.protein, p.title).toBeGreaterThan(p.nutrition.protein);
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
    const { trio } = cook('pasta, canned tomatoes, onion, garlic, zucchini, chicken thighs', {
      budget: 'low',
    });
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
