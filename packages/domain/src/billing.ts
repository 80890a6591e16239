import * as v from 'valibot';
import { singleLineText } from './text.ts';

export const BillingConfigSchema = v.object({
  publishableKey: v.nullable(v.string()),
  /** True when the local simulated provider is in use: no card is charged. */
  simulated: v.optional(v.boolean()),
});
export type BillingConfig = v.InferOutput<typeof BillingConfigSchema>;

export const SetupIntentBodySchema = v.optional(v.object({ discount: v.optional(v.boolean(), false) }), {});
export type SetupIntentBody = v.InferOutput<typeof SetupIntentBodySchema>;

export const SetupIntentResponseSchema = v.object({ clientSecret: v.string() });
export type SetupIntentResponse = v.InferOutput<typeof SetupIntentResponseSchema>;

export const ConfirmTrialBodySchema = v.object({
  setupIntentId: v.pipe(singleLineText(), v.minLength(3), v.maxLength(255), v.regex(/^[A-Za-z0-9_]+$/)),
  discount: v.optional(v.boolean(), false),
});
export type ConfirmTrialBody = v.InferOutput<typeof ConfirmTrialBodySchema>;

export const PortalSessionResponseSchema = v.object({ url: v.string() });
export type PortalSessionResponse = v.InferOutput<typeof PortalSessionResponseSchema>;
