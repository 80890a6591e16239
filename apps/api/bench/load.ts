// What the API benches share: load driven from a child process (never from the event loop of the
// servers under test, which would cap the fast baseline and flatter the ratio), and a verdict per
// figure that `pnpm bench` collects and that fails the bench when a target is missed.
import { execFile } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { promisify } from 'node:util';

export type LoadTask =
  | { kind: 'load'; url: string; headers: Record<string, string>; connections: number; seconds: number }
  | { kind: 'sequential'; url: string; headers: Record<string, string>; count: number; warmup: number };

export interface LoadResult {
  requests: number;
  /** As measured by the client: the round's real length. */
  seconds: number;
  /** Socket errors, timeouts and non-2xx answers. */
  errors: number;
  /** Milliseconds. */
  p99: number;
}

export interface SequentialResult {
  /** Milliseconds, one per measured request. */
  timings: number[];
  errors: number;
}

const run = promisify(execFile);
const client = new URL('./load-client.ts', import.meta.url).pathname;
// Resolved from here, so that the bench runs from any working directory.
const tsx = import.meta.resolve('tsx');

async function inChild<T>(task: LoadTask): Promise<T> {
  // Asynchronous, so the servers in this process keep answering while the child drives them.
  const { stdout } = await run(process.execPath, ['--import', tsx, client, JSON.stringify(task)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

export function load(task: Omit<Extract<LoadTask, { kind: 'load' }>, 'kind'>): Promise<LoadResult> {
  return inChild({ kind: 'load', ...task });
}

export function timeSequential(
  task: Omit<Extract<LoadTask, { kind: 'sequential' }>, 'kind'>,
): Promise<SequentialResult> {
  return inChild({ kind: 'sequential', ...task });
}

export interface Verdict {
  name: string;
  figure: string;
  target: string;
  met: boolean;
}

/**
 * Prints a figure beside its target and, under `pnpm bench`, records it for the summary table
 * (BENCH_RESULTS names a JSON-lines file). A missed target makes the bench exit non-zero.
 */
export function verdict(result: Verdict): void {
  console.log(
    `${result.met ? 'MET   ' : 'MISSED'}  ${result.name}: ${result.figure} (target ${result.target})`,
  );
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(result)}\n`);
  if (!result.met) process.exitCode = 1;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const percentile = (values: number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
