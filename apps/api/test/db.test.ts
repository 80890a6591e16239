import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';
import type { Database } from '../src/db/schema.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/database.ts';

describe('database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('reports affected rows for insert, update and delete', async () => {
    const { db } = database;
    const inserted = await db
      .insertInto('users')
      .values([
        { email: 'a@example.com', passwordHash: 'x' },
        { email: 'b@example.com', passwordHash: 'x' },
      ])
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const updated = await db.updateTable('users').set({ isModerator: true }).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const none = await db
      .updateTable('users')
      .set({ isModerator: true })
      .where('email', '=', 'nobody@x')
      .executeTakeFirst();
    expect(none.numUpdatedRows).toBe(0n);
    const deleted = await db.deleteFrom('users').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('enforces the case-insensitive unique email', async () => {
    const { db } = database;
    await db.insertInto('users').values({ email: 'Case@Example.com', passwordHash: 'x' }).execute();
    await expect(
      db.insertInto('users').values({ email: 'case@example.COM', passwordHash: 'x' }).execute(),
    ).rejects.toThrow(/users_email_lower_key/);
  });

  it('deleting a user cascades to all of their data', async () => {
    const { db } = database;
    const user = await db
      .insertInto('users')
      .values({ email: 'cascade@example.com', passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessionId = crypto.randomUUID();
    const recipe = await db
      .insertInto('recipes')
      .values({
        sessionId,
        userId: user.id,
        recipeType: 'quick',
        title: 'Toast',
        data: JSON.stringify({ title: 'Toast' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('savedRecipes').values({ userId: user.id, recipeId: recipe.id, rating: 5 }).execute();
    await db
      .insertInto('sessions')
      .values({ id: 'sid', secretHash: 'hash', userId: user.id, expiresAt: new Date(Date.now() + 1000) })
      .execute();
    await db
      .insertInto('generations')
      .values({ userId: user.id, provider: 'local', outcome: 'success' })
      .execute();

    await db.deleteFrom('users').where('id', '=', user.id).execute();

    const count = async (table: 'recipes' | 'savedRecipes' | 'sessions' | 'generations') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(db.fn.countAll().as('n'))
            .where('userId', '=', user.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('recipes')).toBe(0);
    expect(await count('savedRecipes')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect(await count('generations')).toBe(0);
  });

  it('stores and returns jsonb and timestamptz faithfully', async () => {
    const { db } = database;
    const data = { title: 'Soup', nested: { list: [1, 2, 3] } };
    const row = await db
      .insertInto('recipes')
      .values({
        sessionId: crypto.randomUUID(),
        recipeType: 'upgrade',
        title: 'Soup',
        data: JSON.stringify(data),
      })
      .returning(['data', 'createdAt'])
      .executeTakeFirstOrThrow();
    expect(row.data).toEqual(data);
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});

describe('PGlite dialect', () => {
  let pglite: PGlite;
  let db: Kysely<Database>;
  beforeAll(async () => {
    pglite = await PGlite.create();
    db = new Kysely<Database>({
      dialect: new PGliteDialect(async () => pglite),
      plugins: [new CamelCasePlugin()],
    });
    await migrateToLatest(db);
  }, 60_000);
  afterAll(async () => db.destroy());

  it('makes an outside query wait for a running transaction instead of joining it', async () => {
    const order: string[] = [];
    let releaseTransaction!: () => void;
    const transactionHolding = new Promise<void>((resolve) => {
      releaseTransaction = resolve;
    });
    let entered!: () => void;
    const transactionEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'trx@example.com', passwordHash: 'x' }).execute();
      entered();
      await transactionHolding;
      order.push('transaction rolls back');
      throw new Error('roll back');
    });
    await transactionEntered;
    const outside = db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'trx@example.com')
      .execute()
      .then((rows) => {
        order.push('outside query');
        return rows;
      });
    // Give the outside query every chance to run inside the transaction if the lock were missing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseTransaction();
    await expect(transaction).rejects.toThrow('roll back');
    const rows = await outside;
    expect(order).toEqual(['transaction rolls back', 'outside query']);
    expect(rows).toEqual([]);
  });

  it('counts affected rows of raw statements', async () => {
    await db.insertInto('users').values({ email: 'raw@example.com', passwordHash: 'x' }).execute();
    const result = await sql`update users set is_premium = true where email = 'raw@example.com'`.execute(db);
    expect(result.numAffectedRows).toBe(1n);
  });
});

// Needs both databases at once; runs once, in the PGlite project, when DATABASE_URL is set.
describe.runIf(process.env.DATABASE_URL && testDatabaseKind === 'pglite')(
  'migrations on PGlite and PostgreSQL',
  () => {
    // biome-ignore lint/suspicious/noExplicitAny: both databases are compared through raw SQL, schema-free
    const describeSchema = async (db: Kysely<any>) => {
      const columns = await sql<Record<string, string>>`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`.execute(db);
      const constraints = await sql<Record<string, string>>`
      select conrelid::regclass::text as table_name, conname, contype, pg_get_constraintdef(oid) as definition
      from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
      order by conrelid::regclass::text, conname`.execute(db);
      const indexes = await sql<Record<string, string>>`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
      order by tablename, indexname`.execute(db);
      return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
    };

    it('produce the identical schema', async () => {
      const pgliteDb = createDatabase({ kind: 'pglite', loadDataDir: await snapshotOfFreshPglite() });
      const postgres = await freshPostgres();
      try {
        await migrateToLatest(pgliteDb.db);
        await migrateToLatest(postgres.handle.db);
        const [left, right] = await Promise.all([
          describeSchema(pgliteDb.db),
          describeSchema(postgres.handle.db),
        ]);
        expect(left.columns.length).toBeGreaterThan(50);
        expect(left).toEqual(right);
      } finally {
        await pgliteDb.close();
        await postgres.drop();
      }
    }, 60_000);
  },
);

async function snapshotOfFreshPglite(): Promise<Blob> {
  const pglite = await PGlite.create();
  const blob = await pglite.dumpDataDir('none');
  await pglite.close();
  return blob;
}

async function freshPostgres() {
  const url = process.env.DATABASE_URL!;
  const name = `sous_schema_${Math.random().toString(36).slice(2, 10)}`;
  const admin = createDatabase({ kind: 'postgres', url, poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = createDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
  return {
    handle,
    async drop() {
      await handle.close();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
