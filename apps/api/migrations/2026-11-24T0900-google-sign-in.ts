import { type Kysely, sql } from 'kysely';

// Sign in with Google (docs/decisions/100). A third-party identity is linked by the provider's stable
// subject id, never by email; a Sous account has at most one identity per provider. An account made
// with Google has no password until its owner adds one, so the hash becomes nullable.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    // The provider's email when the link was made, for support; sign-in never reads it.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addPrimaryKeyConstraint('oauth_accounts_pkey', ['provider', 'subject'])
    .addUniqueConstraint('oauth_accounts_provider_user_id_key', ['provider', 'user_id'])
    .addCheckConstraint('oauth_accounts_provider_check', sql`provider in ('google')`)
    .addForeignKeyConstraint('oauth_accounts_user_id_fkey', ['user_id'], 'users', ['id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('oauth_accounts_user_id_idx').on('oauth_accounts').column('user_id').execute();
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_accounts').execute();
  // Accounts made with Google get an unusable hash, so the column can be required again.
  await sql`update users set password_hash = '!' where password_hash is null`.execute(db);
  await db.schema
    .alterTable('users')
    .alterColumn('password_hash', (c) => c.setNotNull())
    .execute();
}
