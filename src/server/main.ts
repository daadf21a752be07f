// Starts Pawport: database (embedded unless DATABASE_URL), migrations, demo seed, HTTP server.
import { buildApp } from './app.js';
import { createAppServices, createPaymentProvider } from './api/create-app-services.js';
import { BASKET_LINE_KINDS } from './api/basket-line-kinds.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { loadPasswordStrength } from '../domain/account/password-strength.js';
import { loadConfig } from './env.js';
import { createLogger } from './shared/logger.js';
import { JOBS } from './api/jobs.js';
import { registerDatabasePoolMetrics, registerQueueMetrics } from './api/metrics.js';
import { drainConnections, listenForMetrics, type MetricsListener } from './platform/index.js';
import { crontabOf, installQueue, type QueueWorker, startQueueWorker, taskListOf } from './shared/jobs.js';
import { reconcilePayments } from './modules/store/payment-settlement.js';
import { checkReadinessAtStart } from './ops/readiness/index.js';
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
  let queueWorker: QueueWorker | undefined;
  let metricsListener: MetricsListener | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${signal}: shutting down`);
    // issue 41 (6): behind a proxy, it moves on to the other servers while every request sent here is
    // answered; a server facing browsers itself (npm run dev) has nobody to hand them to, and stops at once
    if (app && config.TRUST_PROXY.kind !== 'none')
      await drainConnections(app.server, (config.KEEP_ALIVE_TIMEOUT_SECONDS + 5) * 1000);
    await app?.close().catch(() => {});
    await metricsListener?.close().catch(() => {});
    await queueWorker?.stop().catch(() => {});
    await database.close();
    log.flush(() => process.exit(0));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    // issue 41 (4), decision 0029: npm run doctor's checks at every production start, said loudly, refusing nothing
    if (config.isProduction) checkReadinessAtStart({ config, source: process.env, database, log });
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
    // every concept's jobs (api/jobs.ts): e-mail and SMS delivery, smart tracker renewals, the payments'
    // reconciler, the daily reminders, the rate limits' pruning; each crontab entry runs once across servers
    queueWorker = await startQueueWorker({
      pool: database.pool,
      log: log.child({ module: 'jobs' }),
      taskList: taskListOf(JOBS, services),
      crontab: crontabOf(JOBS),
    });
    // what a crash left half done is finished before anything else moves money: at every start
    void reconcilePayments(services, { input: { olderThanSeconds: 0 } })
      .then((counts) => {
        if (counts.captured || counts.released || counts.failed) log.warn(counts, 'payments reconciled at start');
      })
      .catch((error: unknown) => log.error({ err: error }, 'payment reconciliation at start failed'));
    app = await buildApp(services);
    if (app.metrics) {
      // issue 41 (5): the pool and the queue this process runs, beside what app.ts measures (api/metrics.ts)
      registerDatabasePoolMetrics(app.metrics, database.pool);
      registerQueueMetrics(app.metrics, {
        pool: database.pool,
        worker: queueWorker,
        tasks: JOBS.map((job) => job.task),
      });
    }
    const address = await app.listen({ port: config.PORT, host: config.HOST });
    if (app.metrics && config.METRICS_PORT !== undefined) {
      metricsListener = await listenForMetrics(app.metrics, {
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        token: config.METRICS_TOKEN,
        log,
      });
      log.info(`metrics at http://${config.METRICS_HOST}:${metricsListener.port}/metrics`);
    }
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
    await metricsListener?.close().catch(() => {});
    await queueWorker?.stop().catch(() => {});
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
