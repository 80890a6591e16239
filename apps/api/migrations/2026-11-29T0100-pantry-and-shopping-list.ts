import { type Kysely, sql } from 'kysely';

// The cook's pantry and one shopping list (docs/decisions/106). Both belong to one user and go with
// the account. A list line is one recipe's need of one food, as written; the list merges them on read.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pantry_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('food_key', 'text', (c) => c.notNull())
    .addColumn('ingredient_id', 'text')
    .addColumn('quantity', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The order items were added in, also within one insert (created_at is the same for all of them).
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addForeignKeyConstraint('pantry_items_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('pantry_items_user_idx')
    .on('pantry_items')
    .columns(['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('shopping_list_lines')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('recipe_id', 'uuid', (c) => c.notNull())
    .addColumn('recipe_title', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('food_key', 'text', (c) => c.notNull())
    .addColumn('amount', 'double precision')
    .addColumn('amount_text', 'text')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('checked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addForeignKeyConstraint('shopping_list_lines_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('shopping_list_lines_recipe_id_fkey', ['recipe_id'], 'recipes', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('shopping_list_lines_user_food_idx')
    .on('shopping_list_lines')
    .columns(['user_id', 'food_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shopping_list_lines').execute();
  await db.schema.dropTable('pantry_items').execute();
}
