import type { AdminUserFilter } from '@sous/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

// The SQL twin of @sous/entitlements' hasPremiumAccess / displayPlan / adminUserType, for filters and
// stats over the users table. test/admin-users.test.ts checks both agree on a table of users.
// Each fragment is null-safe: an unset column never turns a NOT into "unknown".

/** hasPremiumAccess: active; running trial; cancelled with time left; or an admin grant in force. */
export function premiumAccessSql(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(
    users.subscription_type = 'active'
    or (users.subscription_type = 'trial' and users.trial_ends_at > ${now})
    or (users.subscription_type = 'cancelled' and users.subscription_ends_at > ${now})
    or (users.is_premium and (users.premium_until is null or users.premium_until > ${now})),
    false)`;
}

/**
 * An admin grant lasting at least until `end` (no end, or a later or equal one): displayPlan then shows
 * the grant instead of the trial or cancelled subscription under it. Only used where `end` > now, so
 * the grant is in force too. Null-safe.
 */
function grantOutlastsSql(end: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`coalesce(users.is_premium and (users.premium_until is null or users.premium_until >= ${end}), false)`;
}

/**
 * adminUserType(user, now) === 'trial': a trial the user sees (running, no grant outlasting it), or a
 * subscription cancelled during its trial that still gives access (docs/decisions/101). May be null
 * where a column is; wrap in coalesce before negating.
 */
function trialTypeSql(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    (users.subscription_type = 'trial' and users.trial_ends_at > ${now}
      and not ${grantOutlastsSql(sql`users.trial_ends_at`)})
    or (users.subscription_type = 'cancelled' and users.subscription_ends_at > ${now}
      and users.trial_ends_at > ${now} and not ${grantOutlastsSql(sql`users.subscription_ends_at`)}))`;
}

/** adminUserType(user, now) === type, as a WHERE condition. */
export function adminUserTypeSql(type: Exclude<AdminUserFilter, 'all'>, now: Date): RawBuilder<SqlBool> {
  switch (type) {
    case 'trial':
      // The plain form (no outer coalesce) lets the planner use users_subscription_idx.
      return trialTypeSql(now);
    case 'premium':
      return sql<SqlBool>`(${premiumAccessSql(now)} and not coalesce(${trialTypeSql(now)}, false))`;
    case 'free':
      return sql<SqlBool>`not ${premiumAccessSql(now)}`;
  }
}
