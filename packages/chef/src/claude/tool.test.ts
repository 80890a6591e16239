import { describe, expect, it } from 'vitest';
import { buildRecipe, buildTrio, submitted } from './test/recipe-fixtures.ts';
import { buildSubmitRecipesInputSchema, readSubmittedRecipes, SUBMIT_RECIPES_TOOL } from './tool.ts';

// biome-ignore lint/suspicious/noExplicitAny: walking a generated JSON Schema by known paths.
type Schema = Record<string, any>;

describe('submit_recipes tool schema', () => {
  const schema = buildSubmitRecipesInputSchema() as Schema;
  const recipe = schema.properties.recipes.items as Schema;

  it('is generated from the domain RecipeDraft schema', () => {
    expect(SUBMIT_RECIPES_TOOL.name).toBe('submit_recipes');
    expect(schema.type).toBe('object');
    expect(schema.$schema).toBeUndefined();
    expect(recipe.required).toEqual(expect.arrayContaining(['title', 'recipeType', 'steps', 'nutrition']));
    expect(recipe.properties.recipeType.enum).toEqual(['quick', 'zero-waste', 'upgrade']);
    expect(recipe.properties.steps.items.properties.duration).toMatchObject({ minimum: 0, maximum: 72 });
    expect(recipe.properties.servings).toMatchObject({ minimum: 1, maximum: 12 });
  });

  it('closes every fixed object and leaves the records open to their value schema', () => {
    expect(schema.additionalProperties).toBe(false);
    expect(recipe.additionalProperties).toBe(false);
    expect(recipe.properties.ingredientsList.items.additionalProperties).toBe(false);
    expect(recipe.properties.substitutions.additionalProperties).toMatchObject({ type: 'array' });
    expect(recipe.properties.applianceSwaps.additionalProperties).toMatchObject({ type: 'object' });
  });

  it('does not ask the model for nutrition.estimated, which the engine sets', () => {
    expect(recipe.properties.nutrition.properties.estimated).toBeUndefined();
  });
});

describe('readSubmittedRecipes', () => {
  it('accepts three valid recipes and orders them', () => {
    const [quick, zeroWaste, upgrade] = buildTrio();
    const result = readSubmittedRecipes(submitted([zeroWaste, upgrade, quick]));
    expect(result.ok && result.recipes.map((r) => r.recipeType)).toEqual(['quick', 'zero-waste', 'upgrade']);
  });

  it('lists schema problems with their paths', () => {
    const result = readSubmittedRecipes(
      submitted([buildRecipe('quick', { servings: 40 }), buildRecipe('zero-waste'), buildRecipe('upgrade')]),
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.join('\n')).toContain('recipes.0.servings');
  });

  it('rejects anything but exactly three recipes', () => {
    expect(readSubmittedRecipes(submitted(buildTrio().slice(0, 2))).ok).toBe(false);
    expect(readSubmittedRecipes({}).ok).toBe(false);
    expect(readSubmittedRecipes(null).ok).toBe(false);
  });
});
