// Starts Pawport: database (embedded unless DATABASE_URL), migrations, demo seed, HTTP server.
import { buildApp } from './app.js';
import { createAppServices, createPaymentProvider } from './app-services.js';
import { BASKET_LINE_KINDS } from './app-services/basket-line-kinds.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { loadPasswordStrength } from '../domain/account/password-strength.js';
import { loadConfig } from './env.js';
import { createLogger } from './shared/logger.js';
import { type EmailWorker, installQueue, startEmailWorker } from './modules/email/email-worker.js';
import { RENEW_CRONTAB, RENEW_TASK, renewDueSubscriptions } from './modules/store/renewal.service.js';
import { RECONCILE_CRONTAB, RECONCILE_TASK, reconcilePayments } from './modules/store/payment-settlement.js';
import { REMINDER_CRONTAB, REMINDER_TASK, sendDueReminders } from './modules/reminder/reminder.service.js';
import {
  PRUNE_RATE_LIMITS_CRONTAB,
  PRUNE_RATE_LIMITS_TASK,
  pruneRateLimits,
} from './modules/rate-limit/rate-limit.service.js';
import { SEND_SMS_TASK } from './modules/sms/sms.service.js';
import { createSendSmsTask } from './modules/sms/sms-worker.js';
import {
  activeDemoAccounts,
  DEMO_ADMIN_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
} from './seed/demo-accounts.js';
import { DEMO_CLERK_EMAIL, DEMO_OTTAWA_EMAIL, DEMO_STATUSES_EMAIL } from './seed/demo-statuses.js';
import { seedDatabase } from './seed/seed.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78); // EX_CONFIG
  }
  const log = createLogger(config);
  // the password estimator's dictionaries load while the database starts, not at the first sign-up
  void loadPasswordStrength();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
    poolSize: config.DATABASE_POOL_SIZE,
    log,
  });
  const services = createAppServices(config, database.db, {
    basketLineKinds: BASKET_LINE_KINDS,
    log,
    payments: createPaymentProvider(config, database.independentDb),
  });
  let emailWorker: EmailWorker | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${signal}: shutting down`);
    await app?.close().catch(() => {});
    await emailWorker?.stop().catch(() => {});
    await database.close();
    log.flush(() => process.exit(0));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    await installQueue(database.pool, log);
    const { seeded } = await seedDatabase(services, { demoData: config.demoData });
    if (seeded) log.info('demo data seeded');
    if (config.isProduction) {
      // issue 10 (13): said at every start, not only the first, for as long as the accounts exist
      const demoAccounts = await activeDemoAccounts(services);
      if (demoAccounts.length > 0) {
        const warning = `DEMO ACCOUNTS IN PRODUCTION: ${demoAccounts.join(', ')} log in with the password published in the README. Deactivate them or start from an empty database.`;
        log.warn({ demoAccounts }, warning);
        console.error(`\n${'!'.repeat(100)}\n!! ${warning}\n${'!'.repeat(100)}\n`);
      }
    }
    if (config.isProduction && services.payments.testMode) {
      // issue 36 (3): PAYMENT_PROVIDER=test said in production (loadConfig refuses it unset): said at every start
      const warning =
        'TEST PAYMENTS IN PRODUCTION: PAYMENT_PROVIDER=test, the embedded test processor takes the payments and no money is taken (card 4242 4242 4242 4242 "pays"). Set PAYMENT_PROVIDER=stripe with its keys to take real payments.';
      log.warn({ paymentProvider: config.PAYMENT_PROVIDER }, warning);
      console.error(`\n${'!'.repeat(100)}\n!! ${warning}\n${'!'.repeat(100)}\n`);
    }
    if (config.isProduction && !config.SMTP_URL)
      log.warn('SMTP_URL is not set: e-mail stays in the email_outbox table');
    if (config.isProduction && services.smsProvider.kind === 'outbox')
      log.warn('SMS_PROVIDER is not twilio: text-message reminders stay in the sms_outbox table');
    emailWorker = await startEmailWorker({
      pool: database.pool,
      transport: services.mailTransport,
      log: log.child({ module: 'email' }),
      // the queue's other jobs: smart tracker renewals, hourly (decision 0404); licence reminders, daily,
      // and the delivery of their text messages (decision 0502); each crontab entry runs once across servers
      tasks: {
        [RENEW_TASK]: async () => {
          const counts = await renewDueSubscriptions(services, { input: {} });
          if (counts.renewed || counts.failed) log.info(counts, 'smart tracker renewals');
        },
        [REMINDER_TASK]: async () => {
          const counts = await sendDueReminders(services, { input: {} });
          log.info(counts, 'licence reminders');
        },
        // decision 0407: captures what committed orders name, releases what no order keeps
        [RECONCILE_TASK]: async () => {
          const counts = await reconcilePayments(services, { input: {} });
          if (counts.captured || counts.released || counts.failed) log.warn(counts, 'payments reconciled');
        },
        // issue 37 (11): ended rate-limit windows, hourly, so rate_limits does not grow for ever
        [PRUNE_RATE_LIMITS_TASK]: async () => {
          const { deleted } = await pruneRateLimits(services);
          if (deleted) log.info({ deleted }, 'rate-limit windows pruned');
        },
        [SEND_SMS_TASK]: createSendSmsTask({
          db: services.db,
          provider: services.smsProvider,
          log: log.child({ module: 'sms' }),
        }),
      },
      crontab: [RENEW_CRONTAB, REMINDER_CRONTAB, RECONCILE_CRONTAB, PRUNE_RATE_LIMITS_CRONTAB].join('\n'),
    });
    // what a crash left half done is finished before anything else moves money: at every start
    void reconcilePayments(services, { input: { olderThanSeconds: 0 } })
      .then((counts) => {
        if (counts.captured || counts.released || counts.failed) log.warn(counts, 'payments reconciled at start');
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment reconciliation at start failed'));
    app = await buildApp(services);
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    const url = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
    const lines = [`Pawport is running at ${url}/en_US/`];
    if (config.demoData) {
      lines.push(
        `  demo owner: ${DEMO_OWNER_EMAIL} / ${DEMO_PASSWORD}`,
        `  demo owner outside the city limits: ${DEMO_COUNTY_OWNER_EMAIL} / ${DEMO_PASSWORD}`,
        `  demo admin: ${DEMO_ADMIN_EMAIL} / ${DEMO_PASSWORD}`,
        `  every licence and proof state: ${DEMO_STATUSES_EMAIL} / ${DEMO_PASSWORD}`,
        `  Ottawa, no rabies proof required for cats: ${DEMO_OTTAWA_EMAIL} / ${DEMO_PASSWORD}`,
        `  staff of King County only: ${DEMO_CLERK_EMAIL} / ${DEMO_PASSWORD}`,
      );
    }
    console.log(lines.join('\n'));
  } catch (error) {
    // a stop asked for while starting closes the database under the start: that is the stop, not a failure
    if (shuttingDown) return;
    log.error({ err: error }, 'could not start');
    console.error(`Pawport could not start: ${(error as Error)?.message ?? String(error)}`);
    await app?.close().catch(() => {});
    await emailWorker?.stop().catch(() => {});
    await database.close();
    process.exit(1);
  }
}

process.on('unhandledRejection', (reason) => {
  console.error('unhandled rejection', reason);
});

void main().catch((error) => {
  console.error(`Pawport could not start: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});
