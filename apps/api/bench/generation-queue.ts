// `pnpm bench` (generation queue): a deliberately slow engine (a fake that takes ENGINE_MS per job)
// saturated with a mix of premium and free jobs. Prints, from one run: premium and free waits (from
// submit to start; p50, p95) and their ratio, for the in-process queue and for two API processes
// sharing one BullMQ queue on Redis (REDIS_URL; served by one worker); then jobs started per minute
// against the configured rate. Target (issue #16): premium p50 wait ≤ 0.25 × free p50 wait.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BullMqQueue } from '../src/services/generation-queue/bullmq.ts';
import { InProcessQueue } from '../src/services/generation-queue/in-process.ts';
import type {
  GenerationProcessor,
  GenerationQueue,
  JobClass,
  QueueSettings,
} from '../src/services/generation-queue/queue.ts';
import type { GenerationJob } from '../src/services/recipes/generate-recipes.ts';
import { median, percentile, verdict } from './load.ts';

const ENGINE_MS = 300;
const CONCURRENCY = 2;
/** Jobs per run, one in four premium; one arrives every ARRIVAL_MS (faster than the engine serves). */
const JOBS = 48;
const ARRIVAL_MS = 80;
const RATE_PER_MINUTE = 30;
const RATE_JOBS = 36;
const redisUrl = process.env.REDIS_URL;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const slowEngine =
  (ms: number): GenerationProcessor =>
  async (job) => {
    await sleep(ms);
    return { recipes: [], sessionId: job.generationId };
  };

const fakeJob = (): GenerationJob => ({
  generationId: randomUUID(),
  ingredients: 'rice',
  constraints: {} as GenerationJob['constraints'],
  userId: null,
  visitorId: 'bench',
  freeCredit: false,
});

interface Wait {
  jobClass: JobClass;
  waitMs: number;
  startedAt: number;
}

/** Submits `count` jobs, one every `everyMs`, the i-th premium when `(first + i) % 4 === 0`; returns each wait. */
async function drive(queue: GenerationQueue, count: number, everyMs: number, first = 0): Promise<Wait[]> {
  const waits: Promise<Wait>[] = [];
  for (let i = 0; i < count; i++) {
    const jobClass: JobClass = (first + i) % 4 === 0 ? 'priority' : 'standard';
    const submitted = Date.now();
    waits.push(
      new Promise<Wait>((resolve, reject) => {
        let started = 0;
        queue
          .submit(fakeJob(), {
            jobClass,
            owner: `bench-${randomUUID()}`,
            onUpdate: (update) => {
              if (update.state === 'running' && !started) started = Date.now();
            },
          })
          .then(() => {
            const startedAt = started || Date.now();
            resolve({ jobClass, waitMs: startedAt - submitted, startedAt });
          }, reject);
      }),
    );
    if (everyMs > 0) await sleep(everyMs);
  }
  return Promise.all(waits);
}

const settings = (overrides: Partial<QueueSettings> = {}): QueueSettings => ({
  concurrency: CONCURRENCY,
  ratePerMinute: null,
  maxWaitMs: 10 * 60_000,
  perCookInFlight: 1,
  ...overrides,
});

function reportPriority(label: string, waits: Wait[]): void {
  const of = (jobClass: JobClass) => waits.filter((wait) => wait.jobClass === jobClass).map((w) => w.waitMs);
  const premium = of('priority');
  const free = of('standard');
  const ratio = median(premium) / Math.max(1, median(free));
  const ms = (values: number[]) =>
    `p50 ${Math.round(median(values))} ms, p95 ${Math.round(percentile(values, 0.95))} ms`;
  console.log(
    `${label}: premium waits ${ms(premium)} (${premium.length} jobs); free waits ${ms(free)} (${free.length} jobs)`,
  );
  verdict({
    name: `generation queue priority, ${label} (premium p50 wait ÷ free p50 wait)`,
    figure: `${ratio.toFixed(3)} (premium ${ms(premium)}; free ${ms(free)})`,
    target: '≤ 0.25',
    met: ratio <= 0.25,
  });
}

/** A producer child (one "API process"): submits its share and prints its waits as one JSON line. */
async function producer(prefix: string, index: number, count: number, everyMs: number, rate: number | null) {
  const queue = new BullMqQueue(settings({ ratePerMinute: rate }), { redisUrl: redisUrl!, prefix });
  await queue.ready();
  await sleep(index * (everyMs / 2));
  const waits = await drive(queue, count, everyMs, index);
  process.stdout.write(`${JSON.stringify(waits)}\n`);
  await queue.close();
}

/** Two producer processes and one worker on a fresh BullMQ prefix; every job's wait. */
async function twoProcesses(options: {
  engineMs: number;
  jobs: number;
  everyMs: number;
  rate: number | null;
}) {
  const prefix = `sous-bench-${randomBytes(6).toString('hex')}`;
  const worker = new BullMqQueue(settings({ ratePerMinute: options.rate }), {
    redisUrl: redisUrl!,
    prefix,
    producer: false,
    processor: slowEngine(options.engineMs),
  });
  await worker.ready();
  try {
    const self = fileURLToPath(import.meta.url);
    const children = [0, 1].map(
      (index) =>
        new Promise<Wait[]>((resolve, reject) => {
          const child = spawn(
            process.execPath,
            [
              '--import',
              'tsx',
              self,
              'producer',
              prefix,
              String(index),
              String(options.jobs / 2),
              String(options.everyMs * 2),
              String(options.rate ?? ''),
            ],
            { stdio: ['ignore', 'pipe', 'inherit'] },
          );
          let waits: Wait[] | undefined;
          createInterface({ input: child.stdout! }).on('line', (line) => {
            waits = JSON.parse(line) as Wait[];
          });
          child.on('exit', (code) => (waits ? resolve(waits) : reject(new Error(`producer exited ${code}`))));
        }),
    );
    return (await Promise.all(children)).flat();
  } finally {
    await worker.obliterate().catch(() => {});
    await worker.close();
  }
}

async function main() {
  if (process.env.BENCH_DEBUG) return ratePhase();
  console.log(
    `A fake engine taking ${ENGINE_MS} ms, concurrency ${CONCURRENCY}, ${JOBS} jobs (one in four premium) arriving every ${ARRIVAL_MS} ms: saturated.`,
  );
  const local = new InProcessQueue(settings(), slowEngine(ENGINE_MS));
  reportPriority('in-process queue, one API process', await drive(local, JOBS, ARRIVAL_MS));
  await local.close();

  if (!redisUrl) {
    console.log('(BullMQ figures skipped: set REDIS_URL to run them)');
    return;
  }
  reportPriority(
    'BullMQ on Redis, two API processes and one worker',
    await twoProcesses({ engineMs: ENGINE_MS, jobs: JOBS, everyMs: ARRIVAL_MS, rate: null }),
  );

  await ratePhase();
}

async function ratePhase() {
  console.log(
    `\nRate: ${RATE_JOBS} quick jobs at once from two API processes, GENERATION_RATE_PER_MINUTE=${RATE_PER_MINUTE} (about a minute).`,
  );
  const waits = await twoProcesses({ engineMs: 20, jobs: RATE_JOBS, everyMs: 0, rate: RATE_PER_MINUTE });
  const starts = waits.map((wait) => wait.startedAt).sort((a, b) => a - b);
  const first = starts[0]!;
  if (process.env.BENCH_DEBUG) console.log(starts.map((start) => start - first).join(' '));
  // Starts are seen through Redis events in other processes, a few milliseconds late and not all by
  // the same: the first minute is counted with one second to spare.
  const inFirstMinute = starts.filter((start) => start < first + 59_000).length;
  const nextAfterS = ((starts[RATE_PER_MINUTE] ?? first) - first) / 1000;
  verdict({
    name: 'generation queue rate, BullMQ (jobs started in the first minute)',
    figure: `${inFirstMinute} per minute; job ${RATE_PER_MINUTE + 1} started after ${nextAfterS.toFixed(1)} s`,
    target: `≤ ${RATE_PER_MINUTE} (configured) and ≥ ${Math.floor(RATE_PER_MINUTE * 0.9)} (the rate is used)`,
    met: inFirstMinute <= RATE_PER_MINUTE && inFirstMinute >= Math.floor(RATE_PER_MINUTE * 0.9),
  });
}

const [role, ...args] = process.argv.slice(2);
if (role === 'producer') {
  const [prefix, index, count, everyMs, rate] = args;
  await producer(prefix!, Number(index), Number(count), Number(everyMs), rate ? Number(rate) : null);
} else {
  await main();
}
