import closeWithGrace from 'close-with-grace';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-db.ts';
import { startWorker } from './services/generation-queue/worker.ts';

// A generation worker on its own (`pnpm --filter @sous/api worker`, the image's `worker` target):
// it takes jobs from the BullMQ queue that the API processes fill (docs/decisions/104). It needs
// REDIS_URL and DATABASE_URL; the API migrates the database, the worker only uses it.

function fail(message: string): never {
  process.stderr.write(`\n[sous-worker] ${message}\n\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (!config.redisUrl)
    fail('The worker runs on its own only with REDIS_URL (the queue it shares with the API).');
  if (config.database.kind !== 'postgres')
    fail('The worker runs on its own only with DATABASE_URL (embedded PGlite belongs to one process).');
  const database = createDatabase(config.database);
  try {
    await database.ping(8000);
  } catch (error) {
    fail(`Cannot reach the database: ${error instanceof Error ? error.message : String(error)}`);
  }
  const queue = await startWorker({ config, database });
  closeWithGrace({ delay: 30_000 }, async () => {
    await queue.close();
    await database.close();
  });
  process.stdout.write(
    `Sous generation worker ready: concurrency ${config.generation.concurrency}, ${
      config.generation.ratePerMinute === null
        ? 'no rate bound'
        : `${config.generation.ratePerMinute} jobs per minute`
    }, engine ${config.anthropic ? 'Claude' : 'local chef'}\n`,
  );
}

await main();
