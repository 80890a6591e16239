import * as v from 'valibot';
import { SIGN_IN_METHODS } from './google.ts';

const timestamp = v.pipe(v.string(), v.isoTimestamp());
const nullableTimestamp = v.nullable(timestamp);

/** Stored subscription states. Unset (null) reads as free. 'premium' is an admin grant. */
export const SUBSCRIPTION_TYPES = ['free', 'trial', 'active', 'cancelled'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export const PASSWORD_MAX_LENGTH = 128;

/** What a signed-in user may see about themself (spec §3 minus adminNotes and the password hash). */
export const PublicUserSchema = v.object({
  id: v.string(),
  email: v.string(),
  createdAt: timestamp,
  isModerator: v.boolean(),
  isPremium: v.boolean(),
  premiumUntil: nullableTimestamp,
  subscriptionType: v.picklist(SUBSCRIPTION_TYPES),
  trialEndsAt: nullableTimestamp,
  subscriptionEndsAt: nullableTimestamp,
  hasUsedTrial: v.boolean(),
  /** When the subscription's first-month discount stops applying (charges before it are discounted); null without one. */
  // Optional so a user stored before it existed (an offline copy) still reads; absent means none.
  discountEndsAt: v.optional(nullableTimestamp, null),
  freeRecipeGeneratedAt: nullableTimestamp,
  lastLogin: nullableTimestamp,
  stripeCustomerId: v.nullable(v.string()),
  /** False for an account made with Google that has not added a password (Add a Password, not Change Password). */
  hasPassword: v.boolean(),
});
export type PublicUser = v.InferOutput<typeof PublicUserSchema>;

/** The admin console's view: the public view plus the notes and sign-in methods only admins see. */
export const AdminUserSchema = v.object({
  ...PublicUserSchema.entries,
  adminNotes: v.nullable(v.string()),
  signInMethods: v.array(v.picklist(SIGN_IN_METHODS)),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/**
 * The fields the entitlement rules read. Dates may be Date objects (server) or ISO strings (JSON);
 * null/undefined mean unset.
 */
export interface EntitlementUser {
  subscriptionType?: string | null;
  trialEndsAt?: Date | string | null;
  subscriptionEndsAt?: Date | string | null;
  isPremium?: boolean | null;
  premiumUntil?: Date | string | null;
  hasUsedTrial?: boolean | null;
  discountEndsAt?: Date | string | null;
  freeRecipeGeneratedAt?: Date | string | null;
  stripeCustomerId?: string | null;
}
