import { createHash } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema.ts';

// Sessions in Lucia's published design (lucia-auth.com, the Copenhagen Book): the browser holds
// `{id}.{secret}`; the database holds the id and SHA-256(secret), compared in constant time.

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Past half its life, a used session is extended to a full lifetime again. */
export const SESSION_RENEW_THRESHOLD_MS = SESSION_LIFETIME_MS / 2;

/** `{id}.{secret}`, each base32 (lower case, no padding) as randomSecret() writes it. */
const SESSION_TOKEN = /^[a-z2-7]{1,64}\.[a-z2-7]{1,64}$/;

export interface SessionValidation {
  session: SessionRow;
  user: UserRow;
  /** True when the expiry moved: the cookie must be sent again with the new date. */
  renewed: boolean;
}

function randomSecret(): string {
  // 160 random bits each for the id and the secret.
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

function hashSecret(secret: string): Uint8Array {
  // Node's native SHA-256 (the same digest as @oslojs/crypto's): it runs on every signed-in request.
  return createHash('sha256').update(secret).digest();
}

export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ token: string; session: SessionRow }> {
  const id = randomSecret();
  const secret = randomSecret();
  const session = await db
    .insertInto('sessions')
    .values({
      id,
      secretHash: encodeHexLowerCase(hashSecret(secret)),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { token: `${id}.${secret}`, session };
}

/** The id and secret of a token of the shape createSession mints; anything else (NUL bytes, junk) is null. */
export function splitSessionToken(token: string): [id: string, secret: string] | null {
  if (!SESSION_TOKEN.test(token)) return null;
  return token.split('.') as [string, string];
}

/** Whether a secret hashes to the stored hash, compared in constant time. */
export function secretMatches(secretHash: string, secret: string): boolean {
  const expected = new TextEncoder().encode(secretHash);
  const actual = new TextEncoder().encode(encodeHexLowerCase(hashSecret(secret)));
  return constantTimeEqual(expected, actual);
}

export async function validateSessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SessionValidation | null> {
  // Only the shape createSession mints reaches the database.
  const parts = splitSessionToken(token);
  if (!parts) return null;
  const [id, secret] = parts;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .selectAll('users')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash as sessionSecretHash',
      'sessions.expiresAt as sessionExpiresAt',
      'sessions.createdAt as sessionCreatedAt',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { sessionId, sessionSecretHash, sessionExpiresAt, sessionCreatedAt, ...user } = row;
  if (!secretMatches(sessionSecretHash, secret)) return null;
  if (now.getTime() >= sessionExpiresAt.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    return null;
  }
  const session: SessionRow = {
    id: sessionId,
    secretHash: sessionSecretHash,
    userId: user.id,
    expiresAt: sessionExpiresAt,
    createdAt: sessionCreatedAt,
  };
  if (sessionExpiresAt.getTime() - now.getTime() < SESSION_RENEW_THRESHOLD_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db
      .updateTable('sessions')
      .set({ expiresAt: session.expiresAt })
      .where('id', '=', sessionId)
      .execute();
    return { session, user, renewed: true };
  }
  return { session, user, renewed: false };
}

export async function invalidateSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Signs a user out everywhere, except (optionally) the session making the request. */
export async function invalidateUserSessions(
  db: Kysely<Database>,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
