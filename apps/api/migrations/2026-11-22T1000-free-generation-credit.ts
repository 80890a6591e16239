import { type Kysely, sql } from 'kysely';

// A generation that spends the one free credit is marked; at most one such generation per user or
// per visitor may be pending or successful, so two concurrent first generations yield one success.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('generations')
    .addColumn('free_credit', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`create unique index generations_one_free_per_user on generations (user_id)
    where free_credit and user_id is not null and outcome in ('pending', 'success')`.execute(db);
  await sql`create unique index generations_one_free_per_visitor on generations (visitor_id)
    where free_credit and visitor_id is not null and outcome in ('pending', 'success')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists generations_one_free_per_visitor`.execute(db);
  await sql`drop index if exists generations_one_free_per_user`.execute(db);
  await db.schema.alterTable('generations').dropColumn('free_credit').execute();
}
