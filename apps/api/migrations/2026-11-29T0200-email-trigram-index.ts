import { type Kysely, sql } from 'kysely';

// Admin search finds users by any part of their email (`email ilike '%…%'`), which no b-tree can
// serve. A pg_trgm GIN index can (docs/decisions/109). PostgreSQL ships pg_trgm in its contrib
// package and it is a trusted extension; embedded PGlite loads its pg_trgm build at start
// (db/create-db.ts). Where the extension is not available the index is skipped and admin search
// stays a full scan of users — correct, only slower.
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!rows[0]?.available) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists users_email_trgm_idx on users using gin (email gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_email_trgm_idx`.execute(db);
}
