import { COPY } from '@sous/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from './passwords.ts';

export function normalizeEmail(email: string): string {
  return email.trim();
}

/** Creates the account; emails are unique case-insensitively and stored trimmed. */
export async function signUp(
  db: Kysely<Database>,
  options: { email: string; password: string; now: Date },
): Promise<UserRow> {
  const email = normalizeEmail(options.email);
  const passwordHash = await hashPassword(options.password);
  try {
    return await db
      .insertInto('users')
      .values({
        email,
        passwordHash,
        createdAt: options.now,
        lastLogin: options.now,
        subscriptionType: 'free',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken', COPY.auth.emailTaken);
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === '23505'
  );
}
