import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase, GraphQLTestClient, startTestApp } from '../test/test-app.js';
import { backupDatabase, restoreDatabase, tableFingerprint } from './backup.js';
import { migrateDatabase, openDatabase } from './client.js';

describe('db:backup / db:restore', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('round-trips a database with equal row counts and checksums', async () => {
    const source = await startTestApp();
    cleanups.push(async () => {
      await source.close();
      await source.dropDatabase();
    });
    // some data beyond the seed: a session and an outbox row
    await new GraphQLTestClient(source.url).request(
      'mutation { logIn(email: "demo.owner@pawport.example", password: "Demo-Pawport-2026!") { viewer { id } } }',
    );
    const backup = await backupDatabase(source.database.pool);
    expect(backup.tables.find((table) => table.name === 'sessions')?.count).toBeGreaterThan(0);
    expect(backup.tables.findIndex((t) => t.name === 'jurisdictions')).toBeLessThan(
      backup.tables.findIndex((t) => t.name === 'accounts'),
    );

    const empty = await createEmptyTestDatabase();
    const target = await openDatabase({
      databaseUrl: empty.url,
      dataDir: '',
      embeddedPort: 0,
      poolSize: 2,
      log: pino({ level: 'silent' }),
    });
    cleanups.push(async () => {
      await target.close();
      await empty.drop();
    });
    // as an operator restores: into a new database that only the migrations have filled
    await migrateDatabase(target);
    await restoreDatabase(target.pool, JSON.parse(JSON.stringify(backup)));
    const client = await target.pool.connect();
    try {
      for (const table of backup.tables) {
        expect(await tableFingerprint(client, table.name), table.name).toEqual({
          count: table.count,
          checksum: table.checksum,
        });
      }
      // sequences follow: a new row gets a fresh id
      const inserted = await client.query(
        "insert into jurisdictions (slug, name, country, timezone, locales, support_phone) values ('new-one', 'New', 'US', 'UTC', '{en_US}', '1') returning id",
      );
      expect(inserted.rows[0].id).toBeGreaterThan(5);
    } finally {
      client.release();
    }
    await expect(restoreDatabase(target.pool, backup)).rejects.toThrow(/not empty/);
  });
});
