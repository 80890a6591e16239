import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { app, serverOptions } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createDatabase, type DatabaseHandle, withoutStatementTimeout } from './db/create-db.ts';
import { migrateToLatest } from './db/migrations.ts';
import { loggerOptions } from './logger.ts';

function fail(message: string): never {
  process.stderr.write(`\n[sous-api] ${message}\n\n`);
  process.exit(1);
}

async function openDatabase(config: Config): Promise<DatabaseHandle> {
  const database = createDatabase(config.database);
  try {
    // 8 s for a server to answer; embedded PGlite has none to wait for, but its first open of a new
    // data directory runs initdb, which takes 3 s on a quiet machine and over 8 s on a busy one.
    await database.ping(config.database.kind === 'pglite' ? 120_000 : 8000);
    if (config.database.kind === 'postgres') {
      // Migrations on a pool of their own, without the statement timeout requests have.
      const migrations = createDatabase(withoutStatementTimeout(config.database));
      try {
        await migrateToLatest(migrations.db);
      } finally {
        await migrations.close();
      }
    } else {
      await migrateToLatest(database.db);
    }
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const what =
      config.database.kind === 'postgres'
        ? `DATABASE_URL (${database.location})`
        : `DATA_DIR (${database.location})`;
    fail(`Cannot open the database at ${what}: ${reason}`);
  }
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = await openDatabase(config);
  const fastify = Fastify(serverOptions(config, loggerOptions(config.logLevel)));
  await fastify.register(app, { config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) fastify.log.error({ err }, 'closing after an error');
    else fastify.log.info({ signal }, 'shutting down');
    await fastify.close();
    await database.close();
  });

  const address = await fastify.listen({ host: config.host, port: config.port });
  const lines = [
    `Sous API listening on ${address}`,
    `  database: ${database.kind} (${database.location})`,
    `  recipe engine: ${config.anthropic ? 'Claude' : 'local chef (no network)'}`,
    `  billing: ${config.stripe ? 'Stripe' : 'simulated (test mode, no card is charged)'}`,
  ];
  if (config.admin.generated) lines.push(`  dev admin password: ${config.admin.password}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
