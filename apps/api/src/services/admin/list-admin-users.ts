import type { AdminUserFilter } from '@sous/domain';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { adminUserTypeSql } from './user-type-conditions.ts';

export interface ListAdminUsersOptions {
  type: AdminUserFilter;
  /** Case-insensitive substring of the email; '' for none. */
  search: string;
  cursor?: string | undefined;
  limit: number;
  now: Date;
}

interface CursorKey {
  /** created_at at full (microsecond) precision: a JS Date would drop digits and skip rows. */
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const encodeCursor = (key: CursorKey) => Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');

function decodeCursor(cursor: string): CursorKey {
  const [createdAt, id, extra] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || extra !== undefined || !TIMESTAMP.test(createdAt) || !UUID.test(id)) {
    throw new AppError('bad_request', 'Invalid cursor.');
  }
  return { createdAt, id };
}

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "a_b" means those three characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * One page of users, newest first (created_at desc, id desc), with keyset pagination: the cursor
 * names the last row shown, so a page costs the same at row 50 and at row 99,950.
 */
/**
 * The page's query, ready to run: a search (≥ 3 characters) is served by the users_email_trgm_idx
 * pg_trgm index where the database has it (docs/decisions/109); its plan is checked by a test.
 */
export function adminUsersQuery(db: Kysely<Database>, options: ListAdminUsersOptions) {
  let query = db
    .selectFrom('users')
    .selectAll('users')
    .select(
      sql<string>`to_char(users.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'cursorCreatedAt',
      ),
    );
  if (options.type !== 'all') query = query.where(adminUserTypeSql(options.type, options.now));
  if (options.search)
    query = query.where(sql<boolean>`users.email ilike ${`%${escapeLike(options.search)}%`}`);
  if (options.cursor) {
    const key = decodeCursor(options.cursor);
    query = query.where(
      sql<boolean>`(users.created_at, users.id) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`,
    );
  }
  return query
    .orderBy('users.createdAt', 'desc')
    .orderBy('users.id', 'desc')
    .limit(options.limit + 1);
}

export async function listAdminUsers(
  db: Kysely<Database>,
  options: ListAdminUsersOptions,
): Promise<{ users: UserRow[]; nextCursor: string | null }> {
  const rows = await adminUsersQuery(db, options).execute();
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor({ createdAt: last.cursorCreatedAt, id: last.id })
      : null;
  return { users: page.map(({ cursorCreatedAt: _, ...user }) => user), nextCursor };
}
