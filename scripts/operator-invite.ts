// `npm run operator:invite -- --email <address> [--locale en_US|es_US|en_CA|fr_CA]`: run on the server, makes
// the one-time link (24 h) by which a person becomes the site operator, and prints it; nothing else makes an
// operator (issue 41: 1, decision 0113). The database is DATABASE_URL, or the app's embedded PostgreSQL
// under DATA_DIR as `npm start` uses it (stop the app first: one embedded server per data directory). The
// link's origin is PUBLIC_URL (required in production), else the server's HOST:PORT.
import { parseArgs } from 'node:util';
import { DEFAULT_LOCALE, isLocaleCode } from '../src/domain/locale/locales.js';
import { BASKET_LINE_KINDS } from '../src/server/api/basket-line-kinds.js';
import { createAppServices } from '../src/server/api/create-app-services.js';
import { configuredOrigin } from '../src/server/http/public-origin.js';
import { inviteOperatorByCommand } from '../src/server/modules/operator/staff-invite.service.js';
import { AppError } from '../src/server/shared/app-error.js';
import { withCommandDatabase } from './lib/open-database.js';

const USAGE = 'usage: npm run operator:invite -- --email <address> [--locale en_US|es_US|en_CA|fr_CA]';

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(64); // EX_USAGE
}

async function main() {
  let values: { email?: string | undefined; locale?: string | undefined };
  try {
    ({ values } = parseArgs({ options: { email: { type: 'string' }, locale: { type: 'string' } }, strict: true }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (!values.email) usage('--email is required');
  const locale = values.locale ?? DEFAULT_LOCALE;
  if (!isLocaleCode(locale)) usage(`--locale must be one of en_US, es_US, en_CA, fr_CA (got "${locale}")`);

  const email = values.email;
  // the link printed is an e-mail's link: PUBLIC_URL in production (decision 0506)
  await withCommandDatabase({ sendsLinks: true, migrate: true }, async ({ config, database }) => {
    const services = createAppServices(config, database.db, { basketLineKinds: BASKET_LINE_KINDS });
    try {
      const invite = await inviteOperatorByCommand(services, {
        input: { email, locale, origin: configuredOrigin(config) },
      });
      console.log(`Operator invite for ${invite.email}:`);
      console.log(`  ${invite.url}`);
      console.log(`It works once, until ${invite.expiresAt.toISOString()} (24 hours). Only its SHA-256 is stored:`);
      console.log('this is the one time the link is shown. Opening it sets a password, then a second factor.');
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'VALIDATION_FAILED')) throw error;
      const taken = JSON.stringify(error.details ?? {}).includes('alreadyExists');
      console.error(
        taken
          ? `invite refused: an account already uses ${email}`
          : `invite refused: "${email}" is not an e-mail address`,
      );
      process.exitCode = 1;
    }
  });
}

main().catch((error: unknown) => {
  console.error(`operator invite failed: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
