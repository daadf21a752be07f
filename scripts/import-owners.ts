// `npm run import:owners -- <file.csv> [--no-codes] [--dry-run]`: staff import of owner records with
// their one-time access codes (spec §2.6, §4 Access code; docs/decisions/0103-access-codes.md).
// The database is DATABASE_URL, or the app's embedded PostgreSQL under DATA_DIR (stop the app first:
// one embedded server per data directory). Columns: docs/samples/owner-records.csv.
import { readFileSync } from 'node:fs';
import { formatMessage, toI18nextKey } from '../src/domain/shared/message-format.js';
import type { Message, MessageParams } from '../src/domain/shared/messages.js';
import { createAppServices } from '../src/server/api/create-app-services.js';
import { BASKET_LINE_KINDS } from '../src/server/api/basket-line-kinds.js';
import { parseOwnerCsv, type RowError } from '../src/server/modules/access-code/owner-csv.js';
import { importOwnerRecords } from '../src/server/modules/access-code/owner-record.service.js';
import { withCommandDatabase } from './lib/open-database.js';

const USAGE = 'usage: npm run import:owners -- <file.csv> [--no-codes] [--dry-run]';

/** The en-US text of a domain message key, from the web app's own catalog. */
function englishText(message: Message): string {
  const catalog = JSON.parse(readFileSync('src/web/i18n/locales/en_US/validation.json', 'utf8')) as Record<
    string,
    unknown
  >;
  const t = (i18nextKey: string, params?: MessageParams) => {
    const path = i18nextKey.replace(/^validation:/, '').split('.');
    let node: unknown = catalog;
    for (const part of path)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    const text = typeof node === 'string' ? node : i18nextKey;
    return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(params?.[name] ?? ''));
  };
  return formatMessage(message, t);
}

function describeError(error: RowError): string {
  const text = typeof error.problem === 'string' ? error.problem : englishText(error.problem);
  const key = typeof error.problem === 'string' ? '' : ` (${toI18nextKey(error.problem.key)})`;
  return `  line ${error.line}, ${error.column}: ${text}${key}`;
}

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--no-codes' && arg !== '--dry-run');
  if (!file || unknown.length > 0) {
    console.error(USAGE);
    process.exit(64); // EX_USAGE
  }
  const issueCodes = !args.includes('--no-codes');
  const dryRun = args.includes('--dry-run');

  const { rows, errors } = parseOwnerCsv(readFileSync(file, 'utf8'));
  if (dryRun) {
    report(`${rows.length} row(s) valid`, errors);
    console.log('dry run: nothing imported');
    process.exit(errors.length > 0 ? 1 : 0);
  }

  await withCommandDatabase({ sendsLinks: false, migrate: true }, async ({ config, database }) => {
    const services = createAppServices(config, database.db, { basketLineKinds: BASKET_LINE_KINDS });
    const result = await importOwnerRecords(services, { input: { rows, issueCodes } });
    const allErrors = [...errors, ...result.errors].sort((a, b) => a.line - b.line);
    for (const owner of result.imported) {
      const code = owner.code ? `  access code ${owner.code}` : '';
      console.log(`  line ${owner.line}: imported ${owner.name}${owner.email ? ` <${owner.email}>` : ''}${code}`);
    }
    report(`${result.imported.length} record(s) imported`, allErrors);
    if (issueCodes && result.imported.length > 0) {
      console.log('Codes are shown only now (only their SHA-256 is stored); each works once, for 30 days.');
    }
    process.exitCode = allErrors.length > 0 ? 1 : 0;
  });
}

function report(summary: string, errors: RowError[]) {
  for (const error of errors) console.log(describeError(error));
  console.log(`${summary}, ${errors.length} problem(s)`);
}

main().catch((error: unknown) => {
  console.error(`import failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
