// Spec §4 "Subscription access" and "Trial", plus the admin grant of spec §6.
import { type AdminUserFilter, COPY, type EntitlementUser, LAST_DAY_THRESHOLD_HOURS } from '@sous/domain';
import { isFuture, msUntil, toDate } from './dates.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The stored subscriptionType, read as spec §3 says: unset is free. */
export function subscriptionTypeOf(user: EntitlementUser | null | undefined): string {
  return user?.subscriptionType ?? 'free';
}

/**
 * True when an admin's premium grant is in force: `isPremium` with no end, or an end in the future.
 * An end date that cannot be read grants nothing.
 */
export function hasAdminPremium(user: EntitlementUser | null | undefined, now: Date): boolean {
  if (user?.isPremium !== true) return false;
  const until = user.premiumUntil;
  return until === null || until === undefined || isFuture(until, now);
}

/**
 * Whether the user may use premium features now (spec §4): subscriptionType `active`; or `trial` with
 * trialEndsAt in the future; or `cancelled` with subscriptionEndsAt in the future. Also true for an
 * admin premium grant (spec §6, docs/decisions/010-admin-premium-grants-access.md). False without a user.
 */
export function hasPremiumAccess(user: EntitlementUser | null | undefined, now: Date): boolean {
  if (!user) return false;
  switch (subscriptionTypeOf(user)) {
    case 'active':
      return true;
    case 'trial':
      if (isFuture(user.trialEndsAt, now)) return true;
      break;
    case 'cancelled':
      if (isFuture(user.subscriptionEndsAt, now)) return true;
      break;
  }
  return hasAdminPremium(user, now);
}

export interface TrialInfo {
  /** True only for subscriptionType `trial` with an end in the future. */
  isTrial: boolean;
  /** Remaining time rounded up to whole days; 0 when there is no running trial. */
  daysLeft: number;
  /** Remaining time rounded up to whole hours; 0 when there is no running trial. */
  hoursLeft: number;
  /** True when 24 hours or fewer remain (LAST_DAY_THRESHOLD_HOURS). */
  isLastDay: boolean;
  /** When the running trial ends; null when there is none. */
  endsAt: Date | null;
}

const NO_TRIAL: TrialInfo = { isTrial: false, daysLeft: 0, hoursLeft: 0, isLastDay: false, endsAt: null };

/** Spec §4 "Trial": days and hours left (rounded up, never below 0); an expired trial is no trial. */
export function trialInfo(user: EntitlementUser | null | undefined, now: Date): TrialInfo {
  if (subscriptionTypeOf(user) !== 'trial') return { ...NO_TRIAL };
  const remaining = msUntil(user?.trialEndsAt, now);
  const endsAt = toDate(user?.trialEndsAt);
  if (remaining === null || remaining <= 0 || endsAt === null) return { ...NO_TRIAL };
  return {
    isTrial: true,
    daysLeft: Math.ceil(remaining / DAY_MS),
    hoursLeft: Math.ceil(remaining / HOUR_MS),
    isLastDay: remaining <= LAST_DAY_THRESHOLD_HOURS * HOUR_MS,
    endsAt,
  };
}

export type UserPlan = 'free' | 'trial' | 'active' | 'cancelled' | 'premium';

/**
 * The plan a user is on now, for filters and stats. `trial`: a trial with a future end. `active`:
 * subscriptionType active. `cancelled`: cancelled with access still running. `premium`: access from
 * an admin grant only. `free`: no premium access.
 */
export function userPlan(user: EntitlementUser | null | undefined, now: Date): UserPlan {
  if (!user) return 'free';
  if (trialInfo(user, now).isTrial) return 'trial';
  if (!hasPremiumAccess(user, now)) return 'free';
  const type = subscriptionTypeOf(user);
  if (type === 'active') return 'active';
  if (type === 'cancelled' && isFuture(user.subscriptionEndsAt, now)) return 'cancelled';
  return 'premium';
}

/**
 * The admin dashboard's user type (filter and stats cards): `trial` for a running trial, `premium`
 * for any other premium access (active, cancelled with time left, admin grant), otherwise `free`.
 */
export function adminUserType(
  user: EntitlementUser | null | undefined,
  now: Date,
): Exclude<AdminUserFilter, 'all'> {
  const plan = userPlan(user, now);
  return plan === 'trial' || plan === 'free' ? plan : 'premium';
}

/** Spec §4: the payment button reads 'Start Free Trial', or 'Subscribe Now' once hasUsedTrial is true. */
export function checkoutButtonLabel(user: EntitlementUser | null | undefined): string {
  return user?.hasUsedTrial === true ? COPY.upsell.subscribeNow : COPY.upsell.startTrial;
}
