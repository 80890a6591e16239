import type { IngredientLine } from '@sous/domain';
import { describe, expect, it, vi } from 'vitest';
import { withCatalogueFigures } from './figures.ts';
import { buildRecipe } from './test/recipe-fixtures.ts';

// The rule is tested against a tiny stand-in catalogue, so it does not move when the real one grows.
const KNOWN = new Set(['rice', 'eggs']);
vi.mock('../catalog/index.ts', () => ({
  findIngredient: (name: string) => (KNOWN.has(name) ? { name } : undefined),
}));
vi.mock('../nutrition.ts', () => ({
  computeNutrition: (lines: IngredientLine[], servings: number) => {
    const known = lines.filter((line) => KNOWN.has(line.item)).length;
    return {
      calories: (200 * known) / servings,
      protein: 5 * known,
      carbs: 30 * known,
      fat: 1 * known,
      fiber: 0.5 * known,
      ...(known < lines.length ? { estimated: true } : {}),
    };
  },
  computeCost: (lines: IngredientLine[], servings: number) => {
    const total = lines.filter((line) => KNOWN.has(line.item)).length * 1.5;
    return { total, perServing: total / servings, currency: 'USD' };
  },
}));

const knownLines: IngredientLine[] = [
  { amount: 300, unit: 'g', item: 'rice' },
  { amount: 4, unit: '', item: 'eggs' },
];

describe('withCatalogueFigures', () => {
  it('uses the catalogue figures, not the model’s, when every line is known', () => {
    const draft = buildRecipe('quick', {
      ingredientsList: knownLines,
      nutrition: { calories: 9999, protein: 1, carbs: 1, fat: 1, fiber: 1 },
      costEstimate: { total: 99, perServing: 24.75, currency: 'USD' },
    });
    const result = withCatalogueFigures(draft);
    expect(result.nutrition).toEqual({
      calories: 100,
      protein: 10,
      carbs: 60,
      fat: 2,
      fiber: 1,
      estimated: false,
    });
    expect(result.costEstimate).toEqual({ total: 3, perServing: 0.75, currency: 'USD' });
  });

  it('keeps the model’s figure, floored by the known lines, and marks it estimated when a line is unknown', () => {
    const draft = buildRecipe('quick', {
      ingredientsList: [...knownLines, { amount: 1, unit: '', item: 'dragon fruit' }],
      nutrition: { calories: 500, protein: 2, carbs: 80, fat: 10, fiber: 4 },
      costEstimate: { total: 2, perServing: 0.5, currency: 'USD' },
    });
    const result = withCatalogueFigures(draft);
    // protein: model 2 < catalogue floor 10; carbs: model 80 > floor 60.
    expect(result.nutrition).toEqual({
      calories: 500,
      protein: 10,
      carbs: 80,
      fat: 10,
      fiber: 4,
      estimated: true,
    });
    expect(result.costEstimate).toEqual({ total: 3, perServing: 0.75, currency: 'USD' });
  });

  it('keeps the model’s figures when no line is known, still marked estimated', () => {
    const draft = buildRecipe('quick', {
      ingredientsList: [{ amount: 1, unit: '', item: 'dragon fruit' }],
      nutrition: { calories: 60, protein: 1, carbs: 13, fat: 0.4, fiber: 3 },
      costEstimate: { total: 6, perServing: 1.5, currency: 'usd' },
    });
    const result = withCatalogueFigures(draft);
    expect(result.nutrition).toEqual({
      calories: 60,
      protein: 1,
      carbs: 13,
      fat: 0.4,
      fiber: 3,
      estimated: true,
    });
    expect(result.costEstimate).toEqual({ total: 6, perServing: 1.5, currency: 'USD' });
  });

  it('does not take a cost in another currency at face value', () => {
    const draft = buildRecipe('quick', {
      ingredientsList: [...knownLines, { amount: 1, unit: '', item: 'dragon fruit' }],
      costEstimate: { total: 500, perServing: 125, currency: 'JPY' },
    });
    expect(withCatalogueFigures(draft).costEstimate).toEqual({ total: 3, perServing: 0.75, currency: 'USD' });
  });
});
