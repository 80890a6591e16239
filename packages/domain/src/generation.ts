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
import { multiLineText, singleLineText } from './text.ts';

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
      v.array(v.pipe(singleLineText(), v.maxLength(60))),
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
  ingredients: v.pipe(multiLineText(), v.maxLength(MAX_INGREDIENTS_LENGTH)),
  constraints: v.optional(ConstraintsSchema, {}),
  /** Surprise Me: the server cooks from the fixed pantry list instead of `ingredients` (premium only). */
  surprise: v.optional(v.boolean(), false),
});
export type GenerationRequest = v.InferOutput<typeof GenerationRequestSchema>;
export type GenerationRequestInput = v.InferInput<typeof GenerationRequestSchema>;

/** Bounds of the pantry report: what the cook typed is echoed back, so it is capped in count and length. */
export const PANTRY_REPORT_LIMITS = { items: 40, textLength: 60, reasonLength: 160 } as const;

const reportText = v.pipe(multiLineText(), v.maxLength(PANTRY_REPORT_LIMITS.textLength));
const reportList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.maxLength(PANTRY_REPORT_LIMITS.items));

/** How the cook's ingredient list was read, shown next to the recipes of the session. */
export const PantryReportSchema = v.object({
  /** Words that matched no food: left out of every recipe. */
  unrecognized: reportList(reportText),
  /** A typed word read as a known food ("brocoli" → broccoli). */
  understood: reportList(v.object({ typed: reportText, as: reportText })),
  /** Foods recognised but left out for this cook's allergies or diet, with why. */
  leftOut: reportList(
    v.object({
      item: reportText,
      reason: v.pipe(multiLineText(), v.maxLength(PANTRY_REPORT_LIMITS.reasonLength)),
    }),
  ),
});
export type PantryReport = v.InferOutput<typeof PantryReportSchema>;

/** A pantry report cut to the schema's bounds (first items kept, long texts shortened). */
export function fitPantryReport(report: PantryReport): PantryReport {
  const { items, textLength, reasonLength } = PANTRY_REPORT_LIMITS;
  const text = (value: string, max: number = textLength) => value.slice(0, max);
  return {
    unrecognized: report.unrecognized.slice(0, items).map((word) => text(word)),
    understood: report.understood
      .slice(0, items)
      .map(({ typed, as }) => ({ typed: text(typed), as: text(as) })),
    leftOut: report.leftOut
      .slice(0, items)
      .map(({ item, reason }) => ({ item: text(item), reason: text(reason, reasonLength) })),
  };
}

export const GenerationResponseSchema = v.object({
  recipes: v.pipe(v.array(RecipeSchema), v.length(3)),
  sessionId: v.pipe(v.string(), v.uuid()),
  /** Not in the spec: how the ingredient list was read (unrecognised words, typo readings, foods left out). */
  pantry: v.optional(PantryReportSchema),
});
export type GenerationResponse = v.InferOutput<typeof GenerationResponseSchema>;
