import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { createDatabase, PGLITE_EXTENSIONS, withoutStatementTimeout } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { PGliteDialect } from '../src/db/pglite-dialect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run: a PGlite snapshot file, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const template = `sous_tpl_${randomBytes(4).toString('hex')}`;
    const admin = createDatabase(withoutStatementTimeout({ kind: 'postgres', url, poolSize: 1 }));
    await sql`create database ${sql.id(template)}`.execute(admin.db);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const templateDb = createDatabase(
      withoutStatementTimeout({ kind: 'postgres', url: target.toString(), poolSize: 1 }),
    );
    await migrateToLatest(templateDb.db);
    await templateDb.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // Test databases made from the template are dropped by their files; drop any leftovers too.
      const { rows } = await sql<{ datname: string }>`
        select datname from pg_database where datname like ${`${template.replace('tpl', 't')}%`}`.execute(
        admin.db,
      );
      for (const row of rows)
        await sql`drop database if exists ${sql.id(row.datname)} with (force)`.execute(admin.db);
      await sql`drop database if exists ${sql.id(template)} with (force)`.execute(admin.db);
      await admin.close();
    };
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<unknown>({
    dialect: new PGliteDialect(async () => pglite),
    plugins: [new CamelCasePlugin()],
  });
  await migrateToLatest(db);
  const snapshot = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = join(tmpdir(), `sous-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return async () => rm(file, { force: true });
}
