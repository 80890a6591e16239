import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { NutritionSchema, RECIPE_TYPES, RECIPES_PER_GENERATION, RecipeDraftSchema } from '@sous/domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import type { RecipeTrio } from '../engine.ts';

export const SUBMIT_RECIPES_TOOL_NAME = 'submit_recipes';

/** A recipe as the model writes it: a RecipeDraft without `nutrition.estimated`, which the engine sets. */
export const ModelRecipeSchema = v.object({
  ...RecipeDraftSchema.entries,
  nutrition: v.omit(NutritionSchema, ['estimated']),
});

/** The tool's whole input: exactly three recipes. */
export const SubmitRecipesSchema = v.object({
  recipes: v.pipe(v.array(ModelRecipeSchema), v.length(RECIPES_PER_GENERATION)),
});

type JsonObject = { [key: string]: unknown };

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Adds `additionalProperties: false` to every object with fixed properties (records keep their value schema). */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!isJsonObject(schema)) return schema;
  const closed: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) closed[key] = closeObjects(value);
  if (isJsonObject(closed.properties) && closed.additionalProperties === undefined) {
    closed.additionalProperties = false;
  }
  return closed;
}

/**
 * The tool's input schema, generated from the domain schema so the two cannot drift.
 * `finite` has no JSON Schema form (JSON numbers are always finite) and is the only action ignored:
 * anything else that cannot be converted throws when this module loads.
 */
export function buildSubmitRecipesInputSchema(): Tool.InputSchema {
  const { $schema: _dialect, ...schema } = toJsonSchema(SubmitRecipesSchema, {
    errorMode: 'throw',
    ignoreActions: ['finite'],
  });
  const closed = closeObjects(schema) as JsonObject;
  return { ...closed, type: 'object' };
}

/**
 * The only tool the model may call. Not `strict: true`: strict tool use cannot express the
 * records (substitutions, applianceSwaps) nor the length and range limits, so the full schema is
 * sent as guidance and the answer is validated with valibot (docs/decisions/020-claude-engine.md).
 */
export const SUBMIT_RECIPES_TOOL: Tool = {
  name: SUBMIT_RECIPES_TOOL_NAME,
  description:
    'Submit the three recipe options for the cook: exactly three recipes, recipeType quick, then zero-waste, then upgrade.',
  input_schema: buildSubmitRecipesInputSchema(),
};

export type SubmittedRecipes = { ok: true; recipes: RecipeTrio } | { ok: false; problems: string[] };

const MAX_REPORTED_ISSUES = 20;

/** Validates the tool input and returns the three recipes in [quick, zero-waste, upgrade] order. */
export function readSubmittedRecipes(input: unknown): SubmittedRecipes {
  const result = v.safeParse(SubmitRecipesSchema, input);
  if (!result.success) {
    const problems = result.issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    });
    return { ok: false, problems };
  }
  const { recipes } = result.output;
  const ordered = RECIPE_TYPES.map((type) => recipes.find((recipe) => recipe.recipeType === type));
  const [quick, zeroWaste, upgrade] = ordered;
  if (!quick || !zeroWaste || !upgrade) {
    const given = recipes.map((recipe) => recipe.recipeType).join(', ');
    return {
      ok: false,
      problems: [`recipes: expected one each of ${RECIPE_TYPES.join(', ')}, received ${given}`],
    };
  }
  return { ok: true, recipes: [quick, zeroWaste, upgrade] };
}
