import * as v from 'valibot';
import {
  BUDGET_OPTIONS,
  COOKING_TIME,
  DEFAULT_BUDGET,
  DEFAULT_SKILL_LEVEL,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  MACRO_FOCUS_OPTIONS,
  MAX_ALLERGIES,
  MAX_INGREDIENTS_LENGTH,
  SERVINGS,
  SKILL_LEVELS,
} from './options.ts';
import { RecipeSchema } from './recipe.ts';

const uniqueList = <T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(
    v.pipe(
      v.array(v.picklist(options)),
      v.maxLength(options.length),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  );

export const ConstraintsSchema = v.object({
  time: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(COOKING_TIME.min),
      v.maxValue(COOKING_TIME.max),
      v.multipleOf(COOKING_TIME.step),
    ),
    COOKING_TIME.default,
  ),
  servings: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(SERVINGS.min), v.maxValue(SERVINGS.max)),
    SERVINGS.default,
  ),
  diet: uniqueList(DIET_OPTIONS),
  allergies: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(60))),
      v.maxLength(MAX_ALLERGIES),
      v.transform((list) => list.map((a) => a.trim()).filter((a) => a.length > 0)),
    ),
    [],
  ),
  skillLevel: v.optional(v.picklist(SKILL_LEVELS), DEFAULT_SKILL_LEVEL),
  appliances: uniqueList(EQUIPMENT_OPTIONS),
  budget: v.optional(v.picklist(BUDGET_OPTIONS), DEFAULT_BUDGET),
  macroFocus: uniqueList(MACRO_FOCUS_OPTIONS),
});
export type Constraints = v.InferOutput<typeof ConstraintsSchema>;
export type ConstraintsInput = v.InferInput<typeof ConstraintsSchema>;

/** The defaults of spec §5, as the Customize panel starts. */
export const DEFAULT_CONSTRAINTS: Constraints = v.parse(ConstraintsSchema, {});

export const GenerationRequestSchema = v.object({
  /** Spec §5: must be non-empty after trimming (checked by the route so it can answer with the §5 text). */
  ingredients: v.pipe(v.string(), v.maxLength(MAX_INGREDIENTS_LENGTH)),
  constraints: v.optional(ConstraintsSchema, {}),
  /** Surprise Me: the server cooks from the fixed pantry list instead of `ingredients` (premium only). */
  surprise: v.optional(v.boolean(), false),
});
export type GenerationRequest = v.InferOutput<typeof GenerationRequestSchema>;
export type GenerationRequestInput = v.InferInput<typeof GenerationRequestSchema>;

export const GenerationResponseSchema = v.object({
  recipes: v.pipe(v.array(RecipeSchema), v.length(3)),
  sessionId: v.pipe(v.string(), v.uuid()),
});
export type GenerationResponse = v.InferOutput<typeof GenerationResponseSchema>;
