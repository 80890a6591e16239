import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyDummyPassword, verifyPassword } from './passwords.ts';
import { normalizeEmail } from './sign-up.ts';

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email).toLowerCase())
    .executeTakeFirst();
}

/** Checks the credentials in the same time whether or not the email exists; sets lastLogin. */
export async function signIn(
  db: Kysely<Database>,
  options: { email: string; password: string; now: Date },
): Promise<UserRow> {
  const user = await findUserByEmail(db, options.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, options.password)
    : await verifyDummyPassword(options.password);
  if (!user || !valid) throw new AppError('invalid_credentials');
  return db
    .updateTable('users')
    .set({ lastLogin: options.now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
