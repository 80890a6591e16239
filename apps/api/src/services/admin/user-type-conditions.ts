import type { AdminUserFilter } from '@sous/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

// The SQL twin of @sous/entitlements' hasPremiumAccess / userPlan / adminUserType, for filters and
// stats over the users table. test/admin-users.test.ts checks both agree on a table of users.
// Each fragment is null-safe: an unset column never turns a NOT into "unknown".

/** A trial with an end strictly after `now` (trialInfo().isTrial). */
export function trialRunningSql(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(users.subscription_type = 'trial' and users.trial_ends_at > ${now}, false)`;
}

/** hasPremiumAccess: active; running trial; cancelled with time left; or an admin grant in force. */
export function premiumAccessSql(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(
    users.subscription_type = 'active'
    or (users.subscription_type = 'trial' and users.trial_ends_at > ${now})
    or (users.subscription_type = 'cancelled' and users.subscription_ends_at > ${now})
    or (users.is_premium and (users.premium_until is null or users.premium_until > ${now})),
    false)`;
}

/** adminUserType(user, now) === type, as a WHERE condition. */
export function adminUserTypeSql(type: Exclude<AdminUserFilter, 'all'>, now: Date): RawBuilder<SqlBool> {
  switch (type) {
    case 'trial':
      // The plain form (no coalesce) lets the planner use users_subscription_idx.
      return sql<SqlBool>`(users.subscription_type = 'trial' and users.trial_ends_at > ${now})`;
    case 'premium':
      return sql<SqlBool>`(${premiumAccessSql(now)} and not ${trialRunningSql(now)})`;
    case 'free':
      return sql<SqlBool>`not ${premiumAccessSql(now)}`;
  }
}
