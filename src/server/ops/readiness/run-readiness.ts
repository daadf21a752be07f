// Every readiness check of issue 41 (4), in the order `npm run doctor` prints them: the configuration's first,
// then those that ask the mail server, the database and the backup folder (at once, each answering on its own:
// one that cannot ask says fail with why, the others still answer).
import type { Database } from '../../db/client.js';
import type { Config } from '../../env.js';
import { emailOutboxBacklog } from '../../modules/email/email.functions.js';
import { backupCheck, newestBackup } from './backup-check.js';
import {
  nodeEnvCheck,
  paymentsCheck,
  publicUrlCheck,
  secondFactorKeyCheck,
  smsCheck,
  trustProxyCheck,
} from './config-checks.js';
import { EMAIL_FAILED_WINDOW_HOURS, emailQueueCheck } from './email-queue-check.js';
import { appliedMigrations, knownMigrations, MIGRATIONS_FOLDER, migrationsCheck } from './migrations-check.js';
import { notReady, type ReadinessCheck, readinessLines } from './readiness-check.js';
import { probeSmtp, smtpCheck, smtpTarget } from './smtp-check.js';

/** How long the mail server has to greet and answer EHLO. */
export const SMTP_PROBE_TIMEOUT_MS = 5_000;

export type ReadinessInputs = {
  config: Config;
  /** the environment as given: PAYMENT_PROVIDER as said (not defaulted) */
  source: Record<string, string | undefined>;
  /** the database, or why it could not be opened */
  database: Pick<Database, 'db' | 'pool'> | { error: string };
  now?: () => Date;
  smtpTimeoutMs?: number;
  migrationsFolder?: string;
};

/** Why a question failed, in a line: the driver's cause rather than Drizzle's "Failed query: <the SQL>". */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const message = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? '';
}

/** A check that could not ask what it needed: fail, with why. */
const couldNotAsk = (name: string, error: unknown, fix: string): ReadinessCheck =>
  notReady(name, 'fail', `could not check: ${reasonOf(error)}`, fix);

const DATABASE_FIX = 'check DATABASE_URL and that PostgreSQL runs (stop an app running the embedded one first)';

/** The database's two lines: migrations applied, and the e-mail queue draining. */
async function databaseChecks(inputs: ReadinessInputs, now: Date): Promise<[ReadinessCheck, ReadinessCheck]> {
  const { database } = inputs;
  if ('error' in database)
    return [
      couldNotAsk('migrations', database.error, DATABASE_FIX),
      couldNotAsk('email-queue', database.error, DATABASE_FIX),
    ];
  const migrations = appliedMigrations(database.pool).then(
    (applied) => migrationsCheck(knownMigrations(inputs.migrationsFolder ?? MIGRATIONS_FOLDER), applied),
    (error: unknown) => couldNotAsk('migrations', error, DATABASE_FIX),
  );
  const failedSince = new Date(now.getTime() - EMAIL_FAILED_WINDOW_HOURS * 3_600_000);
  const queue = emailOutboxBacklog(database.db, failedSince).then(
    (backlog) => emailQueueCheck(backlog, now),
    (error: unknown) => couldNotAsk('email-queue', error, 'run the migrations (the migrations line), then check again'),
  );
  return Promise.all([migrations, queue]);
}

/** Every readiness check's answer, in the doctor's order. */
export async function runReadinessChecks(inputs: ReadinessInputs): Promise<ReadinessCheck[]> {
  const { config, source } = inputs;
  const now = (inputs.now ?? (() => new Date()))();
  const smtpUrl = config.SMTP_URL || undefined;
  const backupDir = config.BACKUP_DIR;
  const [smtp, [migrations, emailQueue], backup] = await Promise.all([
    smtpUrl
      ? Promise.resolve()
          .then(() => probeSmtp(smtpTarget(smtpUrl), { timeoutMs: inputs.smtpTimeoutMs ?? SMTP_PROBE_TIMEOUT_MS }))
          .then(
            (probe) => smtpCheck(smtpUrl, probe),
            (error: unknown) =>
              couldNotAsk('smtp', error, 'check that SMTP_URL is smtp://host:port or smtps://host:port'),
          )
      : smtpCheck(undefined, undefined),
    databaseChecks(inputs, now),
    backupDir
      ? newestBackup(backupDir).then(
          (newest) => backupCheck(backupDir, newest, now),
          (error: unknown) => couldNotAsk('backup', error, 'check that BACKUP_DIR is a folder this user can read'),
        )
      : backupCheck(undefined, undefined, now),
  ]);
  return [
    nodeEnvCheck(config.NODE_ENV),
    publicUrlCheck(config.PUBLIC_URL),
    paymentsCheck({
      said: source.PAYMENT_PROVIDER,
      provider: config.PAYMENT_PROVIDER,
      secretKey: config.STRIPE_SECRET_KEY,
    }),
    smtp,
    smsCheck(config.SMS_PROVIDER),
    trustProxyCheck(config.TRUST_PROXY),
    secondFactorKeyCheck(config.SECOND_FACTOR_KEY),
    migrations,
    emailQueue,
    backup,
  ];
}

type StartLog = { warn: (details: object, message: string) => void };

/**
 * What a production start says of the checks (decision 0029): each warn or fail as a log warning, and the
 * failures once more on stderr between rows of "!", as the start's other loud warnings are. It refuses nothing.
 */
export function reportReadinessAtStart(
  checks: readonly ReadinessCheck[],
  out: { log: StartLog; stderr: (text: string) => void },
): void {
  const shown = checks.filter((check) => check.status !== 'pass');
  const lines = readinessLines(shown);
  for (const [index, check] of shown.entries())
    out.log.warn({ readiness: check.name, status: check.status }, `readiness: ${lines[index]}`);
  const failed = lines.filter((_, index) => shown[index]?.status === 'fail');
  if (failed.length > 0)
    out.stderr(
      `\n${'!'.repeat(100)}\n!! NOT READY FOR PRODUCTION (npm run doctor says the same):\n${failed.map((line) => `!! ${line}`).join('\n')}\n${'!'.repeat(100)}\n`,
    );
}

/**
 * The checks of a production start, run after the migrations and not awaited (a slow mail server never holds
 * the start): said as reportReadinessAtStart says them; a check that throws is logged, never fatal.
 */
export function checkReadinessAtStart(inputs: ReadinessInputs & { log: StartLog & { error: StartLog['warn'] } }): void {
  runReadinessChecks(inputs)
    .then((checks) => reportReadinessAtStart(checks, { log: inputs.log, stderr: (text) => console.error(text) }))
    .catch((error: unknown) => inputs.log.error({ err: error }, 'readiness checks at start failed'));
}
