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

/** An IANA time zone the runtime knows, e.g. 'Europe/Paris' (the cook's, sent for the simulated portal). */
export const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone.'),
);

/** POST /api/stripe/create-portal-session: optional, so the simulated portal can show the cook's local time. */
export const PortalSessionBodySchema = v.optional(v.object({ timeZone: v.optional(TimeZoneSchema) }), {});

/** GET of the simulated portal page. */
export const SimulatedPortalQuerySchema = v.object({ tz: v.optional(TimeZoneSchema) });
