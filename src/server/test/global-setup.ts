// Vitest global setup for integration tests: starts the database server once per run and builds the
// template database (migrated, demo data seeded) that every test file copies.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { makeReachableTempDir, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { installQueue } from '../shared/jobs.js';
import { seedDatabase } from '../seed/seed.js';
import { databaseUrl, dropDatabase, recreateDatabase } from './test-database.js';
import { createTestServices } from './test-services.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    databaseKind: 'embedded' | 'external';
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  // unique per run, so two runs against one external server never share a template
  const TEMPLATE_DB = `pawport_template_${randomBytes(4).toString('hex')}`;
  let serverUrl: string;
  let stopServer: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (external) {
    serverUrl = external;
  } else {
    dataDir = await makeReachableTempDir('pawport-it-');
    const running = await startEmbeddedPostgres({ dataDir, preferredPort: 55432 });
    serverUrl = running.connectionString;
    stopServer = running.stop;
  }
  await recreateDatabase(serverUrl, TEMPLATE_DB);
  const database = await openDatabase({
    databaseUrl: databaseUrl(serverUrl, TEMPLATE_DB),
    dataDir: '',
    embeddedPort: 0,
    poolSize: 2,
    log: pino({ level: 'silent' }),
  });
  await migrateDatabase(database);
  await installQueue(database.pool);
  const services = createTestServices(database.db);
  await seedDatabase(services, { demoData: true });
  // the demo's rabies proofs went through the PDF worker: its threads would keep this process alive
  await services.imageCodec.close();
  await database.close();

  project.provide('databaseServerUrl', serverUrl);
  project.provide('databaseKind', external ? 'external' : 'embedded');
  project.provide('templateDatabase', TEMPLATE_DB);

  return async () => {
    await dropDatabase(serverUrl, TEMPLATE_DB).catch(() => {});
    await stopServer?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
