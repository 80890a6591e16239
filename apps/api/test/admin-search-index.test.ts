import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersQuery } from '../src/services/admin/list-admin-users.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/database.ts';

// Admin search by any part of an email is served by a pg_trgm GIN index (docs/decisions/109), on
// PostgreSQL and on PGlite (which loads its pg_trgm build).

describe('admin email search index', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (testDatabaseKind !== 'postgres') return;
    // 50,000 users with addresses as varied as real ones (hex digests), then fresh statistics.
    await database.db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      await sql`insert into users (email, password_hash, created_at)
        select md5(i::text) || '@example.com', 'x', now() - i * interval '1 minute'
        from generate_series(1, 50000) i`.execute(trx);
    });
    // As autovacuum would do: merge the GIN index's pending list, then fresh statistics.
    await sql`select gin_clean_pending_list('users_email_trgm_idx'::regclass)`.execute(database.db);
    await sql`analyze users`.execute(database.db);
  });
  afterAll(async () => database.close());

  it('exists, built with gin_trgm_ops', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'users' and indexname = 'users_email_trgm_idx'`.execute(
      database.db,
    );
    expect(rows[0]?.indexdef).toMatch(/USING gin \(email gin_trgm_ops\)/);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'is what the plan of a substring search uses (EXPLAIN)',
    async () => {
      const query = adminUsersQuery(database.db, {
        type: 'all',
        search: '91bdf7860e1e', // inside md5('4321')
        limit: 50,
        now: new Date(),
      });
      const plan = (await query.explain()).map((row) => String(row['QUERY PLAN'])).join('\n');
      expect(plan).toContain('users_email_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on users/);
      const found = await query.execute();
      expect(found.map((u) => u.email)).toContain('d93591bdf7860e1e4ee2fca799911215@example.com');
    },
  );
});
