import { describe, expect, it } from 'vitest';
import { CUISINES, INGREDIENTS, type Ingredient } from './index.ts';

/** Roles whose rows are eaten by the plateful, so a serving size means something. */
const PORTIONED_ROLES = new Set<Ingredient['role']>(['protein', 'starch', 'vegetable', 'fruit']);
/** Categories used by the pinch or spoonful, whatever role they play. */
const UNPORTIONED_CATEGORIES = new Set<Ingredient['category']>(['herb', 'spice', 'oil', 'condiment']);

describe('USDA FoodData Central sources', () => {
  it('names, for every row, the USDA food its figures stand for', () => {
    const missing = INGREDIENTS.filter((i) => typeof i.usda !== 'string' || i.usda.trim() === '');
    expect(missing.map((i) => i.id)).toEqual([]);
  });

  it('gives descriptions, never FDC numeric ids', () => {
    const withIds = INGREDIENTS.filter((i) => /\b\d{5,}\b/.test(i.usda ?? ''));
    expect(withIds.map((i) => `${i.id}: ${i.usda}`)).toEqual([]);
  });

  it('marks stand-ins as "proxy: " followed by the USDA description', () => {
    for (const ingredient of INGREDIENTS) {
      const usda = ingredient.usda ?? '';
      if (!/^proxy\b/i.test(usda)) continue;
      expect(usda, ingredient.id).toMatch(/^proxy: \S/);
      expect(usda.slice('proxy: '.length), ingredient.id).not.toMatch(/^proxy/i);
    }
  });

  it('writes descriptions without stray whitespace', () => {
    for (const ingredient of INGREDIENTS) {
      const usda = ingredient.usda ?? '';
      expect(usda, ingredient.id).toBe(usda.trim());
      expect(usda, ingredient.id).not.toMatch(/\s{2,}|\n/);
    }
  });
});

describe('portions', () => {
  it('sizes a main and/or side serving for every protein, starch, vegetable and fruit', () => {
    const unsized: string[] = [];
    for (const ingredient of INGREDIENTS) {
      if (!PORTIONED_ROLES.has(ingredient.role) || UNPORTIONED_CATEGORIES.has(ingredient.category)) continue;
      const { main, side } = ingredient.portion ?? {};
      if (!((main ?? 0) > 0 || (side ?? 0) > 0)) unsized.push(ingredient.id);
    }
    expect(unsized).toEqual([]);
  });

  it('never makes the side serving larger than the main one, and uses positive grams', () => {
    for (const ingredient of INGREDIENTS) {
      if (!ingredient.portion) continue;
      const { main, side } = ingredient.portion;
      for (const grams of [main, side]) {
        if (grams === undefined) continue;
        expect(grams, ingredient.id).toBeGreaterThan(0);
        expect(Number.isFinite(grams), ingredient.id).toBe(true);
      }
      if (main !== undefined && side !== undefined) expect(main, ingredient.id).toBeGreaterThanOrEqual(side);
    }
  });
});

describe('cuisines', () => {
  it('uses only known cuisines, each once, and never an empty list', () => {
    for (const ingredient of INGREDIENTS) {
      if (ingredient.cuisines === undefined) continue;
      expect(ingredient.cuisines.length, ingredient.id).toBeGreaterThan(0);
      expect(new Set(ingredient.cuisines).size, ingredient.id).toBe(ingredient.cuisines.length);
      for (const cuisine of ingredient.cuisines) expect(CUISINES, ingredient.id).toContain(cuisine);
    }
  });
});
