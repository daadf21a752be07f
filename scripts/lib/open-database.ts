// The database of a command run on the server (backup, restore, owner import, the operator's invite, the
// doctor): DATABASE_URL, or the app's embedded PostgreSQL under DATA_DIR as `npm start` uses it (stop the app
// first: one embedded server per data directory).
import pino from 'pino';
import { type Database, migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import { type Config, loadConfig } from '../../src/server/env.js';

/**
 * The configuration a command reads: it never charges a card nor keeps a second factor (decision 0109);
 * `sendsLinks: true` only for one that prints a link, which then needs PUBLIC_URL in production (0506).
 */
export function loadCommandConfig(options: { sendsLinks: boolean }): Config {
  return loadConfig(process.env, { takesPayments: false, sendsLinks: options.sendsLinks, checksSecondFactors: false });
}

/** A command's small pool on the configured database; quiet but for warnings. */
export function openCommandDatabase(config: Config): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
    poolSize: 2,
    log: pino({ level: 'warn' }),
  });
}

/**
 * Loads the command's configuration, opens its database, migrates it first when `migrate` says so (a
 * backup reads the database as it is), runs `work`, and closes the database whatever `work` did.
 */
export async function withCommandDatabase<T>(
  options: { sendsLinks: boolean; migrate: boolean },
  work: (opened: { config: Config; database: Database }) => Promise<T>,
): Promise<T> {
  const config = loadCommandConfig(options);
  const database = await openCommandDatabase(config);
  try {
    if (options.migrate) await migrateDatabase(database);
    return await work({ config, database });
  } finally {
    await database.close();
  }
}
