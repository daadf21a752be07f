// npm run db:restore -- <file.json>: restores a backup into a new database (migrated here first);
// every table's row count and checksum must match, or nothing is kept.
import { readFileSync } from 'node:fs';
import { type DatabaseBackup, restoreDatabase } from '../src/server/db/backup.js';
import { withCommandDatabase } from './lib/open-database.js';

const source = process.argv[2];
if (!source) {
  console.error('usage: npm run db:restore -- <file.json>');
  process.exit(2);
}
const backup = JSON.parse(readFileSync(source, 'utf8')) as DatabaseBackup;
await withCommandDatabase({ sendsLinks: false, migrate: true }, async ({ database }) => {
  await restoreDatabase(database.pool, backup);
  console.log(`restored ${backup.tables.length} tables from ${source} (counts and checksums equal)`);
});
