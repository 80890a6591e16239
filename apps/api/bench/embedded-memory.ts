// `pnpm --filter @sous/api bench:memory`: the API's resident memory right after it starts on embedded
// PGlite, the way `pnpm start` runs it (the built dist/server.js, no DATABASE_URL), on a new data
// directory (initdb, then every migration) and on an existing one — target ≤ 400 MB each, every
// start counted (docs/decisions/119). Rounds alternate new and existing; a start's figure is the
// larger of its RSS when /api/health first answers and a moment later. Also printed: the API's peak
// (VmHWM) and, on a new directory, the peak of the API and its initdb child together.
// Needs Linux's /proc; elsewhere the figures are reported as skipped.

import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, verdict } from './load.ts';

const ROUNDS = Number(process.env.BENCH_MEMORY_ROUNDS ?? 3);
const TARGET_MB = 400;
const SETTLE_MS = 2000;
const START_TIMEOUT_MS = 120_000;
// BENCH_API_ENTRY measures another build (an older commit's dist, say) the same way.
const entry = process.env.BENCH_API_ENTRY ?? new URL('../dist/server.js', import.meta.url).pathname;

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** VmRSS or VmHWM of a process, in kB (0 once it is gone). */
function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** A process and all its descendants, through /proc/<pid>/task/<tid>/children. */
function tree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8').trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {}
  }
  return pids;
}

interface Start {
  /** kB, the larger of RSS at the first answer and after SETTLE_MS. */
  rss: number;
  /** kB, the API process's own peak. */
  hwm: number;
  /** kB, the largest sum of the API's and its children's RSS seen while it started. */
  treePeak: number;
  seconds: number;
}

async function startOnce(dataDir: string): Promise<Start> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const pid = child.pid!;
  let treePeak = 0;
  try {
    let url: string | undefined;
    while (!url) {
      if (gone) throw new Error(`the API exited while starting:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error(`no start:\n${output}`);
      treePeak = Math.max(
        treePeak,
        tree(pid).reduce((sum, each) => sum + status(each, 'VmRSS'), 0),
      );
      url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (!url) await sleep(50);
    }
    for (;;) {
      const ok = await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (gone) throw new Error(`the API exited while starting:\n${output}`);
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    const atReady = status(pid, 'VmRSS');
    await sleep(SETTLE_MS);
    const settled = status(pid, 'VmRSS');
    return {
      rss: Math.max(atReady, settled),
      hwm: status(pid, 'VmHWM'),
      treePeak: Math.max(treePeak, atReady),
      seconds,
    };
  } finally {
    if (!gone) child.kill('SIGTERM');
    const code = await exited;
    if (code !== 0 && code !== null) console.log(`  (the API exited with ${code} when stopped)`);
  }
}

if (!existsSync('/proc/self/status')) {
  console.log('SKIPPED  no /proc here: the API’s resident memory cannot be read.');
  for (const which of ['a new', 'an existing']) {
    const figure = {
      name: `API memory (RSS) after start on ${which} data directory (PGlite)`,
      figure: '–',
      target: `≤ ${TARGET_MB} MB`,
      met: true,
      skipped: 'no /proc',
    };
    if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(figure)}\n`);
  }
  process.exit(0);
}
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`pnpm --filter @sous/api build\` first.`);
  process.exit(1);
}

const fresh: Start[] = [];
const existing: Start[] = [];
const dirs: string[] = [];
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sous-bench-memory-'));
    dirs.push(dataDir);
    const first = await startOnce(dataDir);
    const again = await startOnce(dataDir);
    fresh.push(first);
    existing.push(again);
    console.log(
      `round ${round}: new directory ${mb(first.rss)} (ready in ${first.seconds.toFixed(1)} s, API peak ${mb(first.hwm)}, ` +
        `with initdb child ${mb(first.treePeak)}); existing ${mb(again.rss)} (ready in ${again.seconds.toFixed(1)} s, peak ${mb(again.hwm)})`,
    );
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

for (const [which, starts] of [
  ['a new', fresh],
  ['an existing', existing],
] as const) {
  const largest = Math.max(...starts.map((start) => start.rss));
  console.log(
    `  (info) ${which} data directory: median ${mb(median(starts.map((start) => start.rss)))}, ` +
      `largest API peak ${mb(Math.max(...starts.map((start) => start.hwm)))}`,
  );
  verdict({
    name: `API memory (RSS) after start on ${which} data directory (PGlite), largest of ${starts.length}`,
    figure: mb(largest),
    target: `≤ ${TARGET_MB} MB`,
    met: largest <= TARGET_MB * 1024,
  });
}
