import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditContext, updateUserAudited } from './update-user-audited.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the user a trial user for `trialDays` more days, counted from now or from the end of a
 * trial still running, whichever is later. A paying subscriber is refused
 * (docs/decisions/081-admin-user-types-and-grants.md).
 */
export function grantTrial(
  db: Kysely<Database>,
  options: { userId: string; trialDays: number; audit: AuditContext },
): Promise<UserRow> {
  const now = options.audit.now;
  return updateUserAudited(db, {
    userId: options.userId,
    action: 'grant_trial',
    audit: options.audit,
    check: (user) => {
      if (user.subscriptionType === 'active') {
        throw new AppError('conflict', 'This user has a paid subscription; a trial would replace it.');
      }
    },
    changes: (user) => {
      const from = Math.max(now.getTime(), user.trialEndsAt?.getTime() ?? 0);
      return { subscriptionType: 'trial', trialEndsAt: new Date(from + options.trialDays * DAY_MS) };
    },
    details: (user) => ({ trialDays: options.trialDays, trialEndsAt: user.trialEndsAt?.toISOString() }),
  });
}
