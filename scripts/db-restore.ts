// npm run db:restore -- <file.json>: restores a backup into a new database (migrated here first);
// every table's row count and checksum must match, or nothing is kept.
import { readFileSync } from 'node:fs';
import pino from 'pino';
import { type DatabaseBackup, restoreDatabase } from '../src/server/db/backup.js';
import { migrateDatabase, openDatabase } from '../src/server/db/client.js';
import { loadConfig } from '../src/server/env.js';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run db:restore -- <file.json>');
  process.exit(2);
}
const backup = JSON.parse(readFileSync(source, 'utf8')) as DatabaseBackup;
const config = loadConfig(process.env, { takesPayments: false, sendsLinks: false, checksSecondFactors: false });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  embeddedPort: config.EMBEDDED_PG_PORT,
  poolSize: 2,
  log: pino({ level: 'warn' }),
});
try {
  await migrateDatabase(database);
  await restoreDatabase(database.pool, backup);
  console.log(`restored ${backup.tables.length} tables from ${source} (counts and checksums equal)`);
} finally {
  await database.close();
}
