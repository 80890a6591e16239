import { type Kysely, sql } from 'kysely';

// Share links of saved recipes (docs/decisions/097). Only the SHA-256 of a link's token is kept, so
// a copy of the database does not reveal the links; revoking deletes the row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('recipe_id', 'uuid', (c) => c.notNull())
    .addColumn('indexable', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('share_links_token_hash_key', ['token_hash'])
    // A link lives only as long as the recipe stays saved: unsaving or deleting the account ends it.
    .addForeignKeyConstraint(
      'share_links_saved_recipe_fkey',
      ['user_id', 'recipe_id'],
      'saved_recipes',
      ['user_id', 'recipe_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('share_links_user_recipe_idx')
    .on('share_links')
    .columns(['user_id', 'recipe_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
