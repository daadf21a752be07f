// One PostgreSQL connection pool for the app: the embedded server by default, DATABASE_URL when set.
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import * as schema from './schema/index.js';

/**
 * The app's database or a transaction of it: what every query takes. A use case that must write in its
 * caller's transaction simply receives the transaction here (see `withDb` in app-services.ts).
 */
export type DbOrTx = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export type Database = {
  db: NodePgDatabase<typeof schema>;
  pool: pg.Pool;
  /**
   * A second, small pool for writes that commit on their own whatever a request's transaction does, and
   * that must never wait for a connection of the request pool (decision 0407: the embedded test
   * processor's ledger is written while the checkout's transaction holds its connection; on the same pool,
   * as many checkouts at once as the pool has connections would each wait for one more, for ever).
   */
  independentDb: NodePgDatabase<typeof schema>;
  /** true when the app runs its own embedded PostgreSQL */
  embedded: boolean;
  close: () => Promise<void>;
};

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const MIGRATION_LOCK_ID = 0x70617770; // "pawp": one app server migrates at a time

export type OpenDatabaseOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPort: number;
  poolSize: number;
  log: Pick<Logger, 'info' | 'error'>;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: RunningPostgres | undefined;
  let connectionString = options.databaseUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      preferredPort: options.embeddedPort,
      log: (message) => options.log.info(message),
    });
    // over the server's unix socket: fewer system calls a query than over TCP (decision 1424)
    connectionString = embedded.localConnectionString.replace(/\/postgres(\?|$)/, '/pawport$1');
    await ensureDatabaseExists(embedded.localConnectionString, 'pawport');
  }
  const pool = new pg.Pool({ connectionString, max: options.poolSize, connectionTimeoutMillis: 10_000 });
  // An administrator shutdown (57P01) or a dropped connection must not crash the process.
  pool.on('error', (error) => options.log.error({ err: error }, 'idle PostgreSQL client error'));
  const db = drizzle(pool, { schema });
  const independentPool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 10_000 });
  independentPool.on('error', (error) => options.log.error({ err: error }, 'idle PostgreSQL client error'));
  return {
    db,
    pool,
    independentDb: drizzle(independentPool, { schema }),
    embedded: !!embedded,
    close: async () => {
      await pool.end().catch(() => {});
      await independentPool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}

export async function ensureDatabaseExists(adminConnectionString: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminConnectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another app server
      });
    }
  } finally {
    await client.end();
  }
}

/** Applies the committed SQL migrations in drizzle/, serialised across app servers by an advisory lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
