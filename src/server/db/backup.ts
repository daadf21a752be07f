// A logical backup of the application's tables (QUALITY.md Reliability: `npm run db:backup` /
// `db:restore` round-trip a database with equal row counts and checksums). It needs no pg_dump, so
// it works the same on the embedded and on an external PostgreSQL. The queue's own schema
// (graphile_worker) is not included: its jobs are derived from the outbox and re-created by it.
import type pg from 'pg';

export type TableBackup = { name: string; rows: unknown[]; count: number; checksum: string };
export type DatabaseBackup = { format: 'pawport-backup/1'; createdAt: string; tables: TableBackup[] };

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema, parents before children (foreign keys), so a restore can insert in order. */
export async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select tc.table_name as child, ccu.table_name as parent
       from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.rows.map((row) => [row.name, new Set<string>()]));
  for (const edge of edges.rows) if (edge.child !== edge.parent) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of parents.keys()) visit(name, new Set());
  return ordered;
}

/** Row count and an order-independent checksum of a table's contents, computed by PostgreSQL. */
export async function tableFingerprint(
  client: pg.ClientBase,
  table: string,
): Promise<{ count: number; checksum: string }> {
  const result = await client.query<{ count: string; checksum: string | null }>(
    `select count(*) as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum
       from ${quote(table)} t`,
  );
  return { count: Number(result.rows[0]?.count ?? 0), checksum: result.rows[0]?.checksum ?? '' };
}

export async function backupDatabase(pool: pg.Pool): Promise<DatabaseBackup> {
  const client = await pool.connect();
  try {
    // one consistent snapshot of every table
    await client.query('begin isolation level repeatable read read only');
    const tables: TableBackup[] = [];
    for (const name of await tablesInDependencyOrder(client)) {
      const rows = await client.query(`select coalesce(json_agg(t), '[]'::json) as rows from ${quote(name)} t`);
      tables.push({ name, rows: rows.rows[0]?.rows ?? [], ...(await tableFingerprint(client, name)) });
    }
    await client.query('commit');
    return { format: 'pawport-backup/1', createdAt: new Date().toISOString(), tables };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Tables a migration fills (breed lists, temperament options, the store's licence and fund products: drizzle/0019,
 * 0024), so a migrated database already has rows in them; backup.int.test.ts restores into a migrated one. */
const MIGRATION_FILLED_TABLES = ['breeds', 'temperament_options', 'products'] as const;

/**
 * Restores into a migrated database whose tables are empty, in one transaction; the sequences follow
 * the restored ids, and every table's count and checksum must match the backup or nothing is kept.
 */
export async function restoreDatabase(pool: pg.Pool, backup: DatabaseBackup): Promise<void> {
  if (backup.format !== 'pawport-backup/1') throw new Error(`Unknown backup format: ${String(backup.format)}`);
  const client = await pool.connect();
  try {
    await client.query('begin');
    const migrationFilled = (name: string) => (MIGRATION_FILLED_TABLES as readonly string[]).includes(name);
    for (const table of backup.tables) {
      if (migrationFilled(table.name)) continue;
      const existing = await tableFingerprint(client, table.name);
      if (existing.count > 0) throw new Error(`Table ${table.name} is not empty: restore into a new database`);
    }
    // reference data the migrations load (decision 0201): the backup's copy replaces it
    for (const table of backup.tables) {
      if (migrationFilled(table.name)) await client.query(`delete from ${quote(table.name)}`);
    }
    // the rows go back as they were: the triggers that keep derived columns (accounts.pets_version,
    // drizzle/0029) must not move them again; the foreign keys' own triggers stay on
    for (const table of backup.tables) await client.query(`alter table ${quote(table.name)} disable trigger user`);
    for (const table of backup.tables) {
      if (table.rows.length === 0) continue;
      await client.query(
        `insert into ${quote(table.name)} select * from json_populate_recordset(null::${quote(table.name)}, $1::json)`,
        [JSON.stringify(table.rows)],
      );
      // a serial id's sequence must continue after the restored ids
      const sequence = await client.query<{ name: string | null }>(
        `select pg_get_serial_sequence($1, 'id') as name
           from information_schema.columns where table_schema = 'public' and table_name = $1 and column_name = 'id'`,
        [table.name],
      );
      const sequenceName = sequence.rows[0]?.name;
      if (sequenceName) {
        await client.query(`select setval($1::regclass, (select max(id) from ${quote(table.name)}))`, [sequenceName]);
      }
    }
    for (const table of backup.tables) await client.query(`alter table ${quote(table.name)} enable trigger user`);
    for (const table of backup.tables) {
      const restored = await tableFingerprint(client, table.name);
      if (restored.count !== table.count || restored.checksum !== table.checksum) {
        throw new Error(`Table ${table.name} did not restore identically (${restored.count} of ${table.count} rows)`);
      }
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
