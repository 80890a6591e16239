import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/create-db.ts';
import { migrateToLatest } from '../src/db/migrations.ts';
import { INITDB_STAGING, PGLITE_SETTINGS } from '../src/db/pglite-open.ts';
import { createTestDatabase, testDatabaseKind } from './helpers/database.ts';

// Embedded PGlite's memory at start (docs/decisions/119): its PostgreSQL runs with PGLITE_SETTINGS
// (a small buffer pool, a capped maintenance budget) whichever way it is opened, and a new data
// directory's initdb runs in a child process, built aside and moved in with PG_VERSION last.

const show = async (database: DatabaseHandle, name: string) => {
  const { rows } = await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(
    database.db,
  );
  return rows[0]?.value;
};

describe.runIf(testDatabaseKind === 'pglite')('embedded PGlite settings and data directory', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('runs with the configured memory settings when opened from a snapshot', async () => {
    const database = await createTestDatabase();
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS))
        expect(await show(database, name)).toBe(value);
    } finally {
      await database.close();
    }
  });

  it('makes a new data directory aside, keeps the settings and pg_trgm, and opens it again with its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sous-embedded-'));
    dirs.push(dataDir);
    // What a start stopped during initdb leaves behind: its staging folder, cleared by the next one.
    mkdirSync(join(dataDir, `${INITDB_STAGING}-1`));
    writeFileSync(join(dataDir, `${INITDB_STAGING}-1`, 'PG_VERSION'), '18\n');

    const first = createDatabase({ kind: 'pglite', dataDir });
    try {
      await migrateToLatest(first.db);
      for (const [name, value] of Object.entries(PGLITE_SETTINGS))
        expect(await show(first, name)).toBe(value);
      // Durability is not traded for memory: commits still wait for the WAL.
      expect(await show(first, 'synchronous_commit')).toBe('on');
      expect(await show(first, 'full_page_writes')).toBe('on');
      const { rows } = await sql<{
        similarity: number;
      }>`select similarity('cook', 'cooks') as similarity`.execute(first.db);
      expect(rows[0]?.similarity).toBeGreaterThan(0);
      await sql`insert into users (email, password_hash) values ('kept@example.com', 'x')`.execute(first.db);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dataDir).filter((entry) => entry.startsWith(INITDB_STAGING))).toEqual([]);

    const again = createDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await migrateToLatest(again.db)).toEqual([]);
      const { rows } = await sql<{ email: string }>`select email from users`.execute(again.db);
      expect(rows.map((row) => row.email)).toEqual(['kept@example.com']);
      expect(await show(again, 'shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
    } finally {
      await again.close();
    }
  }, 120_000);
});
