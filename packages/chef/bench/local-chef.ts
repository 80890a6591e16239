// Median time for the local chef to write three recipes, over ~2,000 varied requests, against a baseline
// measured in the same run (v.parse of the three drafts with RecipeDraftSchema).
// Target: median < 5 ms; a miss exits non-zero (and, under `pnpm bench`, shows in its summary).
// Run: pnpm --filter @sous/chef bench
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  type Constraints,
  DEFAULT_CONSTRAINTS,
  DIET_OPTIONS,
  EQUIPMENT_OPTIONS,
  RecipeDraftSchema,
} from '@sous/domain';
import * as v from 'valibot';
import { INGREDIENTS } from '../src/catalog/index.ts';
import { ChefError } from '../src/engine.ts';
import { cookLocally } from '../src/local/index.ts';
import { createRandom } from '../src/local/random.ts';

const RUNS = 2000;
const TARGET_MS = 5;
const random = createRandom(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const requests = Array.from({ length: RUNS }, () => {
  const pantry = Array.from({ length: 3 + Math.floor(random() * 10) }, () => pick(INGREDIENTS).name).join(
    ', ',
  );
  const constraints: Constraints = {
    ...DEFAULT_CONSTRAINTS,
    time: 5 * (1 + Math.floor(random() * 36)),
    servings: 1 + Math.floor(random() * 12),
    diet: random() < 0.3 ? [pick(DIET_OPTIONS)] : [],
    allergies: random() < 0.3 ? [pick(['peanuts', 'dairy', 'gluten', 'shellfish', 'eggs'])] : [],
    appliances: random() < 0.5 ? EQUIPMENT_OPTIONS.filter(() => random() < 0.5) : [],
  };
  return { ingredients: pantry, constraints };
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

// Warm-up so the JIT has seen the code paths.
for (const request of requests.slice(0, 200)) {
  try {
    cookLocally(request);
  } catch (error) {
    if (!(error instanceof ChefError)) throw error;
  }
}

const chefTimes: number[] = [];
const baselineTimes: number[] = [];
let refused = 0;
for (const request of requests) {
  let trio: ReturnType<typeof cookLocally>;
  const start = performance.now();
  try {
    trio = cookLocally(request);
  } catch (error) {
    if (!(error instanceof ChefError)) throw error;
    refused++;
    continue;
  }
  chefTimes.push(performance.now() - start);
  const baselineStart = performance.now();
  for (const draft of trio) v.parse(RecipeDraftSchema, draft);
  baselineTimes.push(performance.now() - baselineStart);
}

const chef = median(chefTimes);
const baseline = median(baselineTimes);
console.log(
  `local chef: median ${chef.toFixed(3)} ms for three recipes (${chefTimes.length} requests, ${refused} refused as empty)`,
);
console.log(`baseline (v.parse of the three drafts): median ${baseline.toFixed(3)} ms`);
console.log(`ratio chef / baseline: ${(chef / baseline).toFixed(1)}×`);

const met = chef < TARGET_MS;
const result = {
  name: 'local chef, three recipes, median',
  figure: `${chef.toFixed(3)} ms`,
  target: `< ${TARGET_MS} ms`,
  met,
};
console.log(`${met ? 'MET   ' : 'MISSED'}  ${result.name}: ${result.figure} (target ${result.target})`);
// BENCH_RESULTS: the JSON-lines file `pnpm bench` reads its summary table from.
if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(result)}\n`);
if (!met) process.exitCode = 1;
