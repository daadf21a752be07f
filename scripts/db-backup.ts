// npm run db:backup -- <file.json>: a consistent logical backup of the application's tables, from
// DATABASE_URL or the embedded database under DATA_DIR (stop the app first when it runs embedded).
import { writeFileSync } from 'node:fs';
import { backupDatabase } from '../src/server/db/backup.js';
import { withCommandDatabase } from './lib/open-database.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: npm run db:backup -- <file.json>');
  process.exit(2);
}
await withCommandDatabase({ sendsLinks: false, migrate: false }, async ({ database }) => {
  const backup = await backupDatabase(database.pool);
  writeFileSync(target, JSON.stringify(backup));
  for (const table of backup.tables) console.log(`${table.name}: ${table.count} rows, md5 ${table.checksum}`);
  console.log(`wrote ${target}`);
});
