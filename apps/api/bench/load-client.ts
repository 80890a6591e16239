// The bench's load generator, run as a child process by `load.ts`: it drives the servers from its
// own process, so that the client's work never shares their event loop. One task, given as JSON in
// argv[2], answered as JSON on stdout.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { LoadTask } from './load.ts';

const task = JSON.parse(process.argv[2] ?? '{}') as LoadTask;

if (task.kind === 'load') {
  const result = await autocannon({
    url: task.url,
    connections: task.connections,
    duration: task.seconds,
    headers: task.headers,
  });
  process.stdout.write(
    JSON.stringify({
      requests: result.requests.total,
      seconds: result.duration,
      errors: result.errors + result.timeouts + result.non2xx,
      p99: result.latency.p99,
    }),
  );
} else {
  // One request at a time: each one's latency, warm-up requests left out.
  const timings: number[] = [];
  let errors = 0;
  for (let i = 0; i < task.warmup + task.count; i++) {
    const started = performance.now();
    const response = await fetch(task.url, { headers: task.headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) errors++;
    if (i >= task.warmup) timings.push(elapsed);
  }
  process.stdout.write(JSON.stringify({ timings, errors }));
}
