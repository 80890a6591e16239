import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, resolveDataDir, workspaceRoot } from '../src/config.ts';

// `pnpm start` runs the API from the repository root, `pnpm --filter @sous/api start` and `db:migrate`
// from apps/api: a DATA_DIR read from the working directory gave them two different databases.
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

const dataDirOf = (env: Record<string, string>) => {
  const { database } = loadConfig(env);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  return database.dataDir;
};

describe('DATA_DIR: one data directory for every command', () => {
  const outside = mkdtempSync(join(tmpdir(), 'sous-outside-'));
  afterAll(() => rmSync(outside, { recursive: true, force: true }));

  it('defaults to .data at the repository root, whatever the working directory', () => {
    expect(process.cwd()).not.toBe(repoRoot); // vitest runs in apps/api
    expect(dataDirOf({})).toBe(join(repoRoot, '.data'));
  });

  it('reads a relative DATA_DIR from the repository root, and keeps an absolute one', () => {
    expect(dataDirOf({ DATA_DIR: 'elsewhere/db' })).toBe(join(repoRoot, 'elsewhere', 'db'));
    expect(dataDirOf({ DATA_DIR: '/data' })).toBe('/data');
  });

  it('finds the root from apps/api/src and apps/api/dist alike, and reads from the working directory outside a checkout', () => {
    expect(workspaceRoot(join(repoRoot, 'apps', 'api', 'dist'))).toBe(repoRoot);
    expect(workspaceRoot(outside)).toBeUndefined();
    expect(resolveDataDir('.data', outside)).toBe(resolve(process.cwd(), '.data'));
  });
});
