import type { Constraints, RecipeDraft } from '@sous/domain';

/** What an engine cooks from: the cook's text (or the Surprise Me pantry) and the constraints. */
export interface ChefRequest {
  ingredients: string;
  constraints: Constraints;
}

/** The three progress steps of spec §4: 0 analyzing, 1 generating, 2 finalizing. */
export type ProgressStep = 0 | 1 | 2;

export interface GenerateOptions {
  signal?: AbortSignal;
  onProgress?: (step: ProgressStep) => void;
}

/** Always [quick, zero-waste, upgrade], in that order, each checked by the safety guard. */
export type RecipeTrio = [RecipeDraft, RecipeDraft, RecipeDraft];

export interface RecipeEngine {
  readonly name: 'local' | 'claude';
  generate(request: ChefRequest, options?: GenerateOptions): Promise<RecipeTrio>;
}

export type ChefErrorCode =
  /** The input names things that are not food (bleach, glue, medicine…): refused, never cooked. */
  | 'refused_ingredients'
  /** No usable ingredient could be found in the input. */
  | 'no_ingredients'
  /** The foods, equipment and time allow fewer than three different dishes (the local chef says so rather than repeat one). */
  | 'too_few_dishes'
  /** The engine could not produce three recipes that pass validation and the guard. */
  | 'generation_failed'
  /** The upstream model was unavailable (overloaded, rate-limited after retries, timed out). */
  | 'engine_unavailable'
  | 'aborted';

export class ChefError extends Error {
  readonly code: ChefErrorCode;
  /** A text safe to show the cook. */
  readonly userMessage: string;
  constructor(code: ChefErrorCode, userMessage: string, options?: { cause?: unknown }) {
    super(userMessage, options);
    this.name = 'ChefError';
    this.code = code;
    this.userMessage = userMessage;
  }
}
