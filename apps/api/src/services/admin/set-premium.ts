import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditContext, updateUserAudited } from './update-user-audited.ts';

/**
 * Grants premium (until a date, or with no end) or revokes the grant. Only the admin grant changes:
 * a paid subscription is the billing provider's business.
 */
export function setPremium(
  db: Kysely<Database>,
  options: { userId: string; isPremium: boolean; premiumUntil: Date | null; audit: AuditContext },
): Promise<UserRow> {
  const { isPremium, premiumUntil, audit } = options;
  if (isPremium && premiumUntil && premiumUntil.getTime() <= audit.now.getTime()) {
    throw new AppError('bad_request', 'premiumUntil must be in the future.');
  }
  return updateUserAudited(db, {
    userId: options.userId,
    action: 'set_premium',
    audit,
    changes: () => ({ isPremium, premiumUntil: isPremium ? premiumUntil : null }),
    details: (user) => ({
      isPremium: user.isPremium,
      premiumUntil: user.premiumUntil?.toISOString() ?? null,
    }),
  });
}
