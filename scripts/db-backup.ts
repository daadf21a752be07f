// npm run db:backup -- <file.json>: a consistent logical backup of the application's tables, from
// DATABASE_URL or the embedded database under DATA_DIR (stop the app first when it runs embedded).
import { writeFileSync } from 'node:fs';
import pino from 'pino';
import { backupDatabase } from '../src/server/db/backup.js';
import { openDatabase } from '../src/server/db/client.js';
import { loadConfig } from '../src/server/env.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run db:backup -- <file.json>');
  process.exit(2);
}
const config = loadConfig(process.env, { takesPayments: false, sendsLinks: false, checksSecondFactors: false });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  embeddedPort: config.EMBEDDED_PG_PORT,
  poolSize: 2,
  log: pino({ level: 'warn' }),
});
try {
  const backup = await backupDatabase(database.pool);
  writeFileSync(target, JSON.stringify(backup));
  for (const table of backup.tables) console.log(`${table.name}: ${table.count} rows, md5 ${table.checksum}`);
  console.log(`wrote ${target}`);
} finally {
  await database.close();
}
