import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';
import { type Database, openDatabase } from './client.js';
import { copyDate, copyInt4, copyRow, copyText } from './copy-row.js';

describe('copyRow (binary COPY, a file streamed into a bytea)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let directory: string;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    database = await openDatabase({
      databaseUrl: created.url,
      dataDir: '',
      embeddedPort: 0,
      poolSize: 2,
      log: pino({ level: 'silent' }),
    });
    await database.pool.query(
      'create table copy_probe (id serial primary key, n integer, label text, day date, note text, bytes bytea, digest text, made text default $$default$$)',
    );
    directory = await mkdtemp(join(tmpdir(), 'copy-row-'));
  });
  afterAll(async () => {
    await database.close();
    await drop();
    await rm(directory, { recursive: true, force: true });
  });

  it('writes every kind of value, a file of several pieces byte for byte, and a value computed after it', async () => {
    const file = join(directory, 'big');
    const bytes = randomBytes(200_000); // four pieces of 64 KiB and a bit
    await writeFile(file, bytes);
    let seen = 0;
    await database.db.transaction((tx) =>
      copyRow(
        tx,
        'copy_probe',
        ['n', 'label', 'day', 'note', 'bytes', 'digest'],
        [
          copyInt4(-42),
          copyText('Grüße, 犬'),
          copyDate('2027-02-28'),
          null,
          { file, size: bytes.length, onPiece: (piece) => (seen += piece.length) },
          () => copyText(`seen ${seen}`),
        ],
      ),
    );
    const { rows } = await database.pool.query(
      "select n, label, to_char(day, 'YYYY-MM-DD') as day, note, bytes, digest, made from copy_probe",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ n: -42, label: 'Grüße, 犬', day: '2027-02-28', note: null, made: 'default' });
    expect(Buffer.compare(rows[0].bytes, bytes)).toBe(0);
    expect(rows[0].digest).toBe(`seen ${bytes.length}`);
    await database.pool.query('delete from copy_probe');
  });

  it('fails, and the transaction writes nothing, when the file is not the size declared or a value is refused', async () => {
    const file = join(directory, 'small');
    await writeFile(file, Buffer.alloc(1000, 7));
    for (const size of [999, 1001]) {
      await expect(
        database.db.transaction((tx) => copyRow(tx, 'copy_probe', ['bytes'], [{ file, size }])),
      ).rejects.toThrow();
    }
    // the server's own refusal: text where an integer goes
    await expect(
      database.db.transaction((tx) => copyRow(tx, 'copy_probe', ['n'], [copyText('not four bytes')])),
    ).rejects.toThrow();
    // the connection is usable after each failure
    const { rows } = await database.pool.query('select count(*)::int as count from copy_probe');
    expect(rows[0].count).toBe(0);
    await database.db.transaction(async (tx) => {
      await copyRow(tx, 'copy_probe', ['n'], [copyInt4(1)]);
      await tx.execute(sql`select 1`);
    });
    expect((await database.pool.query('select n from copy_probe')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(copyRow(database.db, 'copy_probe', ['n'], [copyInt4(1)])).rejects.toThrow('inside a transaction');
  });
});
