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

/** The state the badge, the account card and the admin console show. */
export type DisplayPlan = 'active' | 'trial' | 'cancelled' | 'premium' | 'free';

/**
 * True when an admin grant in force lasts at least until `end` (no end date, or a later or equal one):
 * then the grant is what the user has, and a trial or a cancelled subscription under it is not shown.
 */
function grantOutlasts(user: EntitlementUser, end: Date | string | null | undefined, now: Date): boolean {
  if (!hasAdminPremium(user, now)) return false;
  const until = toDate(user.premiumUntil);
  const ends = toDate(end);
  return until === null || (ends !== null && until.getTime() >= ends.getTime());
}

/**
 * The one rule for the state a user sees (docs/decisions/101), used by the header badge, the account
 * card and, through adminUserType, the admin console's filter and stats (and their SQL twin).
 * Keyed on subscriptionType like spec §4's badge table, except that:
 * - a paying subscription (`active`) always shows as such;
 * - an admin grant (decision 010) shows as `premium` when it lasts at least as long as a running trial
 *   or a cancelled subscription's remaining access (so Premium given on top of a trial reads Premium);
 * - an expired trial is no trial (spec §4 "Trial");
 * - a cancelled subscription whose access ended, with no grant, still reads 'Cancelled'.
 */
export function displayPlan(user: EntitlementUser, now: Date): DisplayPlan {
  const type = subscriptionTypeOf(user);
  if (type === 'active') return 'active';
  if (trialInfo(user, now).isTrial) return grantOutlasts(user, user.trialEndsAt, now) ? 'premium' : 'trial';
  if (type === 'cancelled' && isFuture(user.subscriptionEndsAt, now)) {
    return grantOutlasts(user, user.subscriptionEndsAt, now) ? 'premium' : 'cancelled';
  }
  if (hasAdminPremium(user, now)) return 'premium';
  if (type === 'cancelled') return 'cancelled';
  return 'free';
}

export type UserPlan = 'free' | 'trial' | 'active' | 'cancelled' | 'premium';

/**
 * The plan a user is on now: displayPlan, except that a cancelled subscription whose access ended
 * (and no grant) is `free`. `cancelled` therefore always means access still running.
 */
export function userPlan(user: EntitlementUser | null | undefined, now: Date): UserPlan {
  if (!user) return 'free';
  const plan = displayPlan(user, now);
  return plan === 'cancelled' && !hasPremiumAccess(user, now) ? 'free' : plan;
}

/**
 * The admin dashboard's user type (filter and stats cards), from the state the user sees, so each
 * user counts once and as their row reads: `trial` for a trial shown as such, and for a subscription
 * cancelled during its trial (its access ends with the trial, nothing was paid); `premium` for a paying
 * subscription, a grant, or a paid subscription cancelled with time left; `free` for no access.
 */
export function adminUserType(
  user: EntitlementUser | null | undefined,
  now: Date,
): Exclude<AdminUserFilter, 'all'> {
  if (!user) return 'free';
  switch (userPlan(user, now)) {
    case 'trial':
      return 'trial';
    case 'cancelled':
      return isFuture(user.trialEndsAt, now) ? 'trial' : 'premium';
    case 'active':
    case 'premium':
      return 'premium';
    case 'free':
      return 'free';
  }
}

/** Spec §4: the payment button reads 'Start Free Trial', or 'Subscribe Now' once hasUsedTrial is true. */
export function checkoutButtonLabel(user: EntitlementUser | null | undefined): string {
  return user?.hasUsedTrial === true ? COPY.upsell.subscribeNow : COPY.upsell.startTrial;
}
