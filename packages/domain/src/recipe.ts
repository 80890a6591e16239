import * as v from 'valibot';
import { RECIPE_TYPES, SERVINGS, SKILL_LEVELS } from './options.ts';
import { multiLineText, singleLineText } from './text.ts';

// Recipe text comes from an engine and is stored as jsonb: the lenient rule, so a line break in a title
// costs no generation, while NUL and other control characters are refused.

const minutes = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24 * 60));
const money = v.pipe(v.number(), v.finite(), v.minValue(0));
const grams = v.pipe(v.number(), v.finite(), v.minValue(0));
const shortText = v.pipe(multiLineText(), v.maxLength(200));
const longText = v.pipe(multiLineText(), v.maxLength(4000));

/** A numeric amount is scaled and converted; a text amount ("a pinch", "1-2") is shown as written. */
export const IngredientAmountSchema = v.union([
  v.pipe(v.number(), v.finite(), v.minValue(0)),
  v.pipe(multiLineText(), v.maxLength(40)),
]);

export const IngredientLineSchema = v.object({
  amount: IngredientAmountSchema,
  unit: v.pipe(multiLineText(), v.maxLength(40)),
  item: v.pipe(multiLineText(), v.minLength(1), v.maxLength(120)),
  notes: v.optional(v.pipe(multiLineText(), v.maxLength(300))),
});
export type IngredientLine = v.InferOutput<typeof IngredientLineSchema>;

export const RecipeStepSchema = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(1)),
  instruction: v.pipe(multiLineText(), v.minLength(1), v.maxLength(2000)),
  appliance: shortText,
  /** A unit count: displayed minutes = duration × STEP_DURATION_MULTIPLIER (spec §9). */
  duration: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(72)),
});
export type RecipeStep = v.InferOutput<typeof RecipeStepSchema>;

export const SubstitutionSchema = v.object({
  alternative: v.pipe(multiLineText(), v.minLength(1), v.maxLength(120)),
  reason: v.pipe(multiLineText(), v.maxLength(500)),
});
export type Substitution = v.InferOutput<typeof SubstitutionSchema>;

export const NutritionSchema = v.object({
  calories: grams,
  protein: grams,
  carbs: grams,
  fat: grams,
  fiber: grams,
  /** True when some figures come from the model rather than the ingredient catalogue. */
  estimated: v.optional(v.boolean()),
});
export type Nutrition = v.InferOutput<typeof NutritionSchema>;

export const CostEstimateSchema = v.object({
  total: money,
  perServing: money,
  currency: v.pipe(singleLineText(), v.length(3)),
});
export type CostEstimate = v.InferOutput<typeof CostEstimateSchema>;

export const ApplianceSwapSchema = v.object({
  instructions: v.pipe(multiLineText(), v.maxLength(1000)),
  /** Minutes to add (positive) or save (negative) compared with the main method. */
  timeAdjustment: v.pipe(v.number(), v.integer(), v.minValue(-600), v.maxValue(600)),
});
export type ApplianceSwap = v.InferOutput<typeof ApplianceSwapSchema>;

/** A recipe as an engine produces it, before it is stored and given an id. */
export const RecipeDraftSchema = v.object({
  title: v.pipe(multiLineText(), v.minLength(1), v.maxLength(120)),
  description: v.pipe(multiLineText(), v.maxLength(600)),
  recipeType: v.picklist(RECIPE_TYPES),
  difficulty: v.picklist(SKILL_LEVELS),
  totalTime: minutes,
  prepTime: minutes,
  cookTime: minutes,
  servings: v.pipe(v.number(), v.integer(), v.minValue(SERVINGS.min), v.maxValue(SERVINGS.max)),
  ingredientsList: v.pipe(v.array(IngredientLineSchema), v.minLength(1), v.maxLength(60)),
  shoppingGap: v.pipe(v.array(shortText), v.maxLength(20)),
  steps: v.pipe(v.array(RecipeStepSchema), v.minLength(1), v.maxLength(40)),
  substitutions: v.record(shortText, v.pipe(v.array(SubstitutionSchema), v.maxLength(6))),
  nutrition: NutritionSchema,
  costEstimate: CostEstimateSchema,
  leftoverPlan: longText,
  applianceSwaps: v.record(shortText, ApplianceSwapSchema),
});
export type RecipeDraft = v.InferOutput<typeof RecipeDraftSchema>;

export const RecipeIdSchema = v.pipe(singleLineText(), v.uuid());

export const RecipeSchema = v.object({
  id: RecipeIdSchema,
  ...RecipeDraftSchema.entries,
});
export type Recipe = v.InferOutput<typeof RecipeSchema>;

export const RecipeParamsSchema = v.object({ id: RecipeIdSchema });

export const SavedRecipeSchema = v.object({
  id: singleLineText(),
  recipe: RecipeSchema,
  savedAt: v.pipe(singleLineText(), v.isoTimestamp()),
  rating: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5))),
});
export type SavedRecipe = v.InferOutput<typeof SavedRecipeSchema>;

export const RatingBodySchema = v.object({
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
});
export type RatingBody = v.InferOutput<typeof RatingBodySchema>;

export const IsSavedResponseSchema = v.object({ isSaved: v.boolean() });
