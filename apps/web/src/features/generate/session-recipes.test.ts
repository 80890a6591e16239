import type { Recipe } from '@sous/domain';
import { describe, expect, it } from 'vitest';
import { parseSessionRecipes } from './session-recipes.ts';

const recipe = { id: 'r1', title: 'Rice bowl' } as Recipe;
const pantry = { unrecognized: ['zorblax'], understood: [], leftOut: [] };

describe('parseSessionRecipes', () => {
  it('reads the current format, recipes with their pantry report', () => {
    expect(parseSessionRecipes(JSON.stringify({ recipes: [recipe], pantry }))).toEqual({
      recipes: [recipe],
      pantry,
    });
    expect(parseSessionRecipes(JSON.stringify({ recipes: [recipe] }))).toEqual({
      recipes: [recipe],
      pantry: null,
    });
  });

  it('still reads the older format, a bare array of recipes', () => {
    expect(parseSessionRecipes(JSON.stringify([recipe]))).toEqual({ recipes: [recipe], pantry: null });
  });

  it('keeps the recipes but drops a report that is not valid', () => {
    const bad = { recipes: [recipe], pantry: { unrecognized: 'zorblax' } };
    expect(parseSessionRecipes(JSON.stringify(bad))).toEqual({ recipes: [recipe], pantry: null });
  });

  it.each([null, '', 'not json', '[]', '{}', '{"recipes":[]}', '42', 'null'])(
    '%j holds no session',
    (raw) => {
      expect(parseSessionRecipes(raw)).toBeNull();
    },
  );
});
