import { COPY } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../sign-up.ts';
import { findGoogleUser } from './sign-in-with-google.ts';

/**
 * Makes the account of a first Google sign-in, once the cook has accepted the Terms (18+): no
 * password, Google's verified email, the identity linked by its subject id. A second submit of the
 * same step signs in to the account the first one made.
 */
export async function createGoogleAccount(
  db: Kysely<Database>,
  options: { subject: string; email: string; now: Date },
): Promise<UserRow> {
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: options.email,
          passwordHash: null,
          createdAt: options.now,
          lastLogin: options.now,
          subscriptionType: 'free',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('oauthAccounts')
        .values({
          provider: 'google',
          subject: options.subject,
          userId: user.id,
          email: options.email,
          createdAt: options.now,
          lastUsedAt: options.now,
        })
        .execute();
      return user;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const made = await findGoogleUser(db, options.subject);
    if (made) return made;
    // Someone signed up with this email by password in between: Continue with Google links it.
    throw new AppError(
      'email_taken',
      `${COPY.auth.emailTaken} Choose Continue with Google again to link it.`,
    );
  }
}
