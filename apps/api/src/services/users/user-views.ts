import type { AdminUser, PublicUser, SignInMethod, SubscriptionType } from '@sous/domain';
import { SUBSCRIPTION_TYPES } from '@sous/domain';
import type { UserRow } from '../../db/schema.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function subscriptionType(value: string | null): SubscriptionType {
  return (SUBSCRIPTION_TYPES as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionType)
    : 'free';
}

/** The user as they may see themself: no password hash, no admin notes; unset subscription reads free. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    isModerator: row.isModerator,
    isPremium: row.isPremium,
    premiumUntil: iso(row.premiumUntil),
    subscriptionType: subscriptionType(row.subscriptionType),
    trialEndsAt: iso(row.trialEndsAt),
    subscriptionEndsAt: iso(row.subscriptionEndsAt),
    hasUsedTrial: row.hasUsedTrial,
    discountEndsAt: iso(row.discountEndsAt),
    freeRecipeGeneratedAt: iso(row.freeRecipeGeneratedAt),
    lastLogin: iso(row.lastLogin),
    stripeCustomerId: row.stripeCustomerId,
    hasPassword: row.passwordHash !== null,
  };
}

/** The admin view; `linkedProviders` are the third-party sign-ins linked to the user (sign-in-methods.ts). */
export function toAdminUser(row: UserRow, linkedProviders: readonly SignInMethod[]): AdminUser {
  const signInMethods: SignInMethod[] = [
    ...(row.passwordHash !== null ? (['password'] as const) : []),
    ...linkedProviders,
  ];
  return { ...toPublicUser(row), adminNotes: row.adminNotes, signInMethods };
}
