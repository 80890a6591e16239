import { type Kysely, sql } from 'kysely';

// Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('is_moderator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_premium', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('premium_until', 'timestamptz')
    .addColumn('subscription_type', 'text')
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('subscription_ends_at', 'timestamptz')
    .addColumn('has_used_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('free_recipe_generated_at', 'timestamptz')
    .addColumn('last_login', 'timestamptz')
    .addColumn('admin_notes', 'text')
    .addColumn('stripe_customer_id', 'text')
    .addColumn('stripe_subscription_id', 'text')
    .addColumn('subscription_synced_at', 'timestamptz')
    .addCheckConstraint(
      'users_subscription_type_check',
      sql`subscription_type is null or subscription_type in ('free', 'trial', 'active', 'cancelled')`,
    )
    .addUniqueConstraint('users_stripe_customer_id_key', ['stripe_customer_id'])
    .execute();
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_created_at_id_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('users_subscription_idx')
    .on('users')
    .columns(['subscription_type', 'trial_ends_at', 'subscription_ends_at'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('sessions_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('visitor_id', 'text')
    .addColumn('recipe_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('recipes_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint('recipes_recipe_type_check', sql`recipe_type in ('quick', 'zero-waste', 'upgrade')`)
    .execute();
  await db.schema.createIndex('recipes_session_id_idx').on('recipes').column('session_id').execute();
  await db.schema
    .createIndex('recipes_user_id_idx')
    .on('recipes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('saved_recipes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('recipe_id', 'uuid', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rating', 'smallint')
    .addForeignKeyConstraint('saved_recipes_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('saved_recipes_recipe_id_fkey', ['recipe_id'], 'recipes', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addUniqueConstraint('saved_recipes_user_recipe_key', ['user_id', 'recipe_id'])
    .addCheckConstraint('saved_recipes_rating_check', sql`rating is null or rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('saved_recipes_user_saved_at_idx')
    .on('saved_recipes')
    .columns(['user_id', 'saved_at'])
    .execute();

  await db.schema
    .createTable('generations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid')
    .addColumn('visitor_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('session_id', 'uuid')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('generations_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addCheckConstraint(
      'generations_outcome_check',
      sql`outcome in ('pending', 'success', 'failed', 'refused')`,
    )
    .execute();
  await db.schema
    .createIndex('generations_user_id_idx')
    .on('generations')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('generations_visitor_id_idx')
    .on('generations')
    .columns(['visitor_id', 'created_at'])
    .execute();
  await db.schema.createIndex('generations_ip_idx').on('generations').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('session', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('action', 'text', (c) => c.notNull())
    // No foreign key: the audit row outlives the user it describes.
    .addColumn('target_user_id', 'uuid')
    .addColumn('target_email', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_at_idx')
    .on('admin_audit_log')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('processed_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'processed_webhook_events',
    'admin_audit_log',
    'admin_sessions',
    'generations',
    'saved_recipes',
    'recipes',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
