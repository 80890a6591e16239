import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase, withoutStatementTimeout } from './create-db.ts';
import { migrateToLatest } from './migrations.ts';

try {
  const config = loadConfig();
  const database = createDatabase(withoutStatementTimeout(config.database));
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length ? `Applied: ${applied.join(', ')}\n` : `Database ${database.location} is up to date.\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exit(1);
}
