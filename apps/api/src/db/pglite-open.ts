import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Extensions, PGlite } from '@electric-sql/pglite';

/**
 * Embedded PostgreSQL's memory settings (docs/decisions/119), given on PGlite's command line at every
 * open, so they hold for data directories made before them too. Without them PGlite runs with
 * initdb's defaults, and its wasm heap touches all 128 MB of shared buffers at start: 151 MB of the
 * heap was resident right after start (47 MB with these), for a database of a few tens of MB. A wasm heap never shrinks, so a
 * maintenance job (an index built by a migration) keeps what it took: its budget is capped too.
 * Nothing here touches durability (fsync, synchronous_commit, full_page_writes stay as they are).
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '32MB',
  maintenance_work_mem: '16MB',
} as const;

/** PGlite's own start parameters, then ours (a later `-c` wins). */
export const pgliteStartParams = (): string[] => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** Where initdb builds a new database (a folder of this name and the process id, in the data directory). */
export const INITDB_STAGING = '.initdb-staging';

// Loaded with require in the child: no loader, no bundler, the same package as this process uses.
const requireHere = createRequire(import.meta.url);
const INITDB_SCRIPT = `
const [, modulePath, dataDir, startParams] = process.argv;
// The API holds the other end of stdin: when it is gone, so is the point of going on.
process.stdin.on('end', () => process.exit(1)).resume();
require(modulePath)
  .PGlite.create(dataDir, { startParams: JSON.parse(startParams) })
  .then((pglite) => pglite.close())
  .then(
    () => process.exit(0),
    (error) => {
      process.stderr.write(String((error && error.stack) || error));
      process.exit(1);
    },
  );
`;

/**
 * A new data directory's database, made by PGlite's initdb in a child process. PGlite runs initdb in
 * a second PostgreSQL instance and copies its files in through an in-memory tarball: 800–900 MB at
 * its peak, of which 150–300 MB stayed in the API process after it (released by PGlite, not given
 * back to the system). In a child it is all given back when the child exits, and the API opens the
 * directory as an existing one. The database is built in a staging folder inside the data directory and moved in
 * with PG_VERSION last — PGlite takes a folder with PG_VERSION for a database — so a start stopped
 * half-way through initdb leaves no half-made database, only a staging folder the next start clears
 * (the child also stops when the API does: it watches its stdin, whose other end the API holds).
 */
export async function initDataDir(dataDir: string): Promise<void> {
  // A staging folder of each start's own: one left by a start that was stopped is cleared, even if
  // that start's initdb child is still finishing.
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith(INITDB_STAGING)) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  const staging = join(dataDir, `${INITDB_STAGING}-${process.pid}`);
  mkdirSync(staging);
  const child = spawn(
    process.execPath,
    [
      '-e',
      INITDB_SCRIPT,
      requireHere.resolve('@electric-sql/pglite'),
      staging,
      JSON.stringify(pgliteStartParams()),
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  child.stdin.destroy();
  if (code !== 0 || !existsSync(join(staging, 'PG_VERSION'))) {
    throw new Error(`initdb failed (exit ${code ?? 'by signal'})${stderr ? `: ${stderr.trim()}` : ''}`);
  }
  const entries = readdirSync(staging).filter((entry) => entry !== 'PG_VERSION');
  const taken = entries.filter((entry) => existsSync(join(dataDir, entry)));
  if (taken.length) {
    throw new Error(
      `${dataDir} holds no database (no PG_VERSION) but already has ${taken.join(', ')}: empty it or choose another DATA_DIR`,
    );
  }
  for (const entry of entries) renameSync(join(staging, entry), join(dataDir, entry));
  renameSync(join(staging, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
  rmSync(staging, { recursive: true, force: true });
}

/** PGlite on a data directory (made first if it holds no database), with PGLITE_SETTINGS. */
export async function openPGlite<E extends Extensions>(dataDir: string, extensions: E) {
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await initDataDir(dataDir);
  return PGlite.create(dataDir, { extensions, startParams: pgliteStartParams() });
}

/** PGlite from a data directory's tarball (the tests' migrated snapshot), with PGLITE_SETTINGS. */
export function loadPGlite<E extends Extensions>(loadDataDir: Blob | File, extensions: E) {
  return PGlite.create({ loadDataDir, extensions, startParams: pgliteStartParams() });
}
