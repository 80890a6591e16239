import type { Kysely } from 'kysely';

// Bumped whenever a user's saved recipes or ratings change: the API caches each user's saved list
// by this version, which arrives with the session lookup at no extra cost.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('saved_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('saved_version').execute();
}
