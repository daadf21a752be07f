// Whether the database has every migration of this build, and only those (issue 41: 4): drizzle/'s journal
// compared with drizzle.__drizzle_migrations, the table Drizzle's migrator keeps (one row a migration
// applied: the SQL file's sha256 and the journal's `when` as created_at). Drizzle applies every migration
// newer than the newest row, so that is what "pending" means here too.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { notReady, pass, type ReadinessCheck } from './readiness-check.js';

/** drizzle/ of this build (the folder db/client.ts migrates from; same depth from src/ and dist/). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../../drizzle', import.meta.url));

/** A migration as this build's journal has it: its tag, its `when`, the hash of its SQL. */
export type KnownMigration = { tag: string; when: number; hash: string };
/** A migration as the database recorded it; null when the database has no migrations table. */
export type AppliedMigrations = Array<{ createdAt: number; hash: string }> | null;

/** The migrations of a drizzle/ folder, oldest first, hashed as Drizzle's migrator hashes them. */
export function knownMigrations(folder: string = MIGRATIONS_FOLDER): KnownMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries.map(({ tag, when }) => ({
    tag,
    when,
    hash: createHash('sha256')
      .update(readFileSync(join(folder, `${tag}.sql`), 'utf8'))
      .digest('hex'),
  }));
}

/** What drizzle.__drizzle_migrations records, or null when the table does not exist (nothing migrated). */
export async function appliedMigrations(pool: Pick<pg.Pool, 'query'>): Promise<AppliedMigrations> {
  const exists = await pool.query<{ table: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!exists.rows[0]?.table) return null;
  const rows = await pool.query<{ created_at: string; hash: string }>(
    'select created_at::text, hash from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.rows.map((row) => ({ createdAt: Number(row.created_at), hash: row.hash }));
}

const tags = (migrations: readonly KnownMigration[]) =>
  migrations.length > 3
    ? `${migrations
        .slice(0, 3)
        .map((migration) => migration.tag)
        .join(', ')} and ${migrations.length - 3} more`
    : migrations.map((migration) => migration.tag).join(', ');

/** The migrations line: all applied; some pending or skipped (fail); some unknown to this build or edited (warn). */
export function migrationsCheck(known: readonly KnownMigration[], applied: AppliedMigrations): ReadinessCheck {
  const startOnce =
    'start this build once: it applies its migrations at start under a lock, before it serves (npm run db:restore restores into an empty database)';
  if (!applied || applied.length === 0)
    return notReady(
      'migrations',
      'fail',
      `none of the ${known.length} migrations is applied: an empty database`,
      startOnce,
    );
  const newestApplied = Math.max(...applied.map((row) => row.createdAt));
  const appliedByWhen = new Map(applied.map((row) => [row.createdAt, row.hash]));
  const pending = known.filter((migration) => migration.when > newestApplied);
  if (pending.length > 0)
    return notReady(
      'migrations',
      'fail',
      `${pending.length} of ${known.length} migrations not applied: ${tags(pending)}`,
      startOnce,
    );
  const skipped = known.filter((migration) => !appliedByWhen.has(migration.when));
  if (skipped.length > 0)
    return notReady(
      'migrations',
      'fail',
      `applied out of order, never to be applied now: ${tags(skipped)}`,
      'apply their SQL from drizzle/ by hand and record them, or restore a backup into a fresh database',
    );
  const newestKnown = Math.max(...known.map((migration) => migration.when));
  const unknown = applied.filter((row) => row.createdAt > newestKnown);
  if (unknown.length > 0)
    return notReady(
      'migrations',
      'warn',
      `the database has ${unknown.length} migration${unknown.length === 1 ? '' : 's'} this build does not know: a newer build migrated it`,
      'run the newer build here too: this one may not work on the newer schema',
    );
  const edited = known.filter((migration) => appliedByWhen.get(migration.when) !== migration.hash);
  if (edited.length > 0)
    return notReady(
      'migrations',
      'warn',
      `applied, but their SQL changed since: ${tags(edited)}`,
      'restore the committed SQL of those files: a migration is never edited once applied, a new one is added',
    );
  return pass('migrations', `all ${known.length} applied (newest ${known.at(-1)?.tag ?? 'none'})`);
}
