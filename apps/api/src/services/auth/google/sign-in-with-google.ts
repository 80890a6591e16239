import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../db/schema.ts';
import { findUserByEmail } from '../sign-in.ts';
import { isUniqueViolation } from '../sign-up.ts';
import type { GoogleIdentity } from './google-oidc.ts';
import { GoogleSignInError } from './google-sign-in-error.ts';

export type GoogleSignInResult =
  /** The Google account was linked already. */
  | { outcome: 'signed-in'; user: UserRow }
  /** An email account with Google's verified email: linked now, and the cook is told so. */
  | { outcome: 'linked'; user: UserRow }
  /** No account yet: the cook accepts the Terms (18+) before it is made (createGoogleAccount). */
  | { outcome: 'new-account'; identity: GoogleIdentity };

/**
 * The linking rule (docs/decisions/100): an identity is found by Google's subject id only; an email
 * account is linked only when Google says the email is verified; an unverified email neither links
 * nor makes an account. Sets lastLogin on success.
 */
export async function signInWithGoogle(
  db: Kysely<Database>,
  options: { identity: GoogleIdentity; now: Date },
): Promise<GoogleSignInResult> {
  const { identity, now } = options;
  const linked = await findGoogleUser(db, identity.subject);
  if (linked) return { outcome: 'signed-in', user: await touch(db, linked.id, identity.subject, now) };

  if (!identity.emailVerified) {
    throw new GoogleSignInError('email_unverified', 'Google says the email is not verified');
  }
  const existing = await findUserByEmail(db, identity.email);
  if (!existing) return { outcome: 'new-account', identity };

  try {
    await db
      .insertInto('oauthAccounts')
      .values({
        provider: 'google',
        subject: identity.subject,
        userId: existing.id,
        email: identity.email,
        createdAt: now,
        lastUsedAt: now,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same Google account linked a moment ago (two callbacks at once): that is a sign-in.
    const raced = await findGoogleUser(db, identity.subject);
    if (raced) return { outcome: 'signed-in', user: await touch(db, raced.id, identity.subject, now) };
    throw new GoogleSignInError('already_linked', 'the email account is linked to another Google subject');
  }
  return { outcome: 'linked', user: await touch(db, existing.id, identity.subject, now) };
}

export function findGoogleUser(db: Kysely<Database>, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('oauthAccounts')
    .innerJoin('users', 'users.id', 'oauthAccounts.userId')
    .selectAll('users')
    .where('oauthAccounts.provider', '=', 'google')
    .where('oauthAccounts.subject', '=', subject)
    .executeTakeFirst();
}

async function touch(db: Kysely<Database>, userId: string, subject: string, now: Date): Promise<UserRow> {
  await db
    .updateTable('oauthAccounts')
    .set({ lastUsedAt: now })
    .where('provider', '=', 'google')
    .where('subject', '=', subject)
    .execute();
  return db
    .updateTable('users')
    .set({ lastLogin: now })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
