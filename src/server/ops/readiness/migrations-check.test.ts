import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { knownMigrations, MIGRATIONS_FOLDER, migrationsCheck } from './migrations-check.js';

const known = [
  { tag: '0000_init', when: 100, hash: 'a' },
  { tag: '0001_more', when: 200, hash: 'b' },
  { tag: '0002_last', when: 300, hash: 'c' },
];
const applied = (...rows: Array<[number, string]>) => rows.map(([createdAt, hash]) => ({ createdAt, hash }));

describe('the migrations check', () => {
  it("reads this build's journal and hashes its SQL as Drizzle's migrator does", () => {
    const drizzles = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
    expect(knownMigrations().map(({ when, hash }) => ({ when, hash }))).toEqual(
      drizzles.map((migration) => ({ when: migration.folderMillis, hash: migration.hash })),
    );
  });

  it('passes when every migration of the journal is applied', () => {
    expect(migrationsCheck(known, applied([100, 'a'], [200, 'b'], [300, 'c']))).toMatchObject({
      name: 'migrations',
      status: 'pass',
      detail: 'all 3 applied (newest 0002_last)',
    });
  });

  it('fails an empty database and pending migrations, naming them', () => {
    expect(migrationsCheck(known, null)).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/none of the 3/),
    });
    expect(migrationsCheck(known, [])).toMatchObject({ status: 'fail' });
    expect(migrationsCheck(known, applied([100, 'a']))).toMatchObject({
      status: 'fail',
      detail: '2 of 3 migrations not applied: 0001_more, 0002_last',
    });
  });

  it('fails a migration skipped below the newest applied one (Drizzle would never apply it)', () => {
    expect(migrationsCheck(known, applied([100, 'a'], [300, 'c']))).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/out of order.*0001_more/),
    });
  });

  it('warns of a database a newer build migrated, and of SQL edited after it was applied', () => {
    expect(migrationsCheck(known, applied([100, 'a'], [200, 'b'], [300, 'c'], [400, 'd']))).toMatchObject({
      status: 'warn',
      detail: expect.stringMatching(/1 migration this build does not know/),
    });
    expect(migrationsCheck(known, applied([100, 'a'], [200, 'x'], [300, 'c']))).toMatchObject({
      status: 'warn',
      detail: 'applied, but their SQL changed since: 0001_more',
    });
  });
});
