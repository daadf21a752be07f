// npm run doctor: is this deployment ready for people (issue 41: 4, decision 0029)? One line a check, PASS, WARN
// or FAIL with what to do, from the same environment the server reads; exit 1 when any check fails. It
// changes nothing: it migrates nothing and sends no e-mail (the mail server is only greeted).
import type { Database } from '../src/server/db/client.js';
import type { Config } from '../src/server/env.js';
import { anyFailed, readinessLines, runReadinessChecks } from '../src/server/ops/readiness/index.js';
import { loadCommandConfig, openCommandDatabase } from './lib/open-database.js';

let config: Config;
try {
  // PUBLIC_URL and PAYMENT_PROVIDER are checks of their own here, not refusals (their lines say what to do)
  config = loadCommandConfig({ sendsLinks: false });
} catch (error) {
  // the server's own words for what it would refuse, on one line
  const detail = (error as Error).message
    .replace(/^Invalid configuration:\n/, '')
    .split('\n')
    .map((line) => line.trim())
    .join(' ');
  console.log(
    readinessLines([{ name: 'configuration', status: 'fail', detail, fix: 'correct it and check again' }])[0],
  );
  process.exit(1);
}

let database: Database | { error: string };
try {
  database = await openCommandDatabase(config);
} catch (error) {
  database = { error: (error as Error).message };
}
try {
  const checks = await runReadinessChecks({ config, source: process.env, database });
  for (const line of readinessLines(checks)) console.log(line);
  process.exitCode = anyFailed(checks) ? 1 : 0;
} finally {
  if ('close' in database) await database.close();
}
