import type { Kysely } from 'kysely';

// The first-month discount as billing recorded it (docs/decisions/107): charges before this instant
// are discounted ($1.49), so the account can state the next charge. Null without a discount.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('discount_ends_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('discount_ends_at').execute();
}
