import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle, withoutStatementTimeout } from '../../src/db/create-db.ts';

export const testDatabaseKind = (process.env.SOUS_TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

let snapshot: Blob | undefined;

/** A fresh, migrated database of its own for one test file (or one test). */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const template = inject('postgresTemplate');
    const name = `${template.replace('tpl', 't')}_${randomBytes(4).toString('hex')}`;
    const admin = createDatabase(withoutStatementTimeout({ kind: 'postgres', url, poolSize: 1 }));
    try {
      await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin.db);
    } finally {
      await admin.close();
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = createDatabase({ kind: 'postgres', url: target.toString(), poolSize: 5 });
    return {
      ...database,
      /** For another process (a worker child) on the same database. */
      url: target.toString(),
      async close() {
        await database.close();
        const dropper = createDatabase(withoutStatementTimeout({ kind: 'postgres', url, poolSize: 1 }));
        try {
          await sql`drop database if exists ${sql.id(name)} with (force)`.execute(dropper.db);
        } finally {
          await dropper.close();
        }
      },
    };
  }
  snapshot ??= new Blob([await readFile(inject('pgliteSnapshot'))]);
  return createDatabase({ kind: 'pglite', loadDataDir: snapshot });
}
