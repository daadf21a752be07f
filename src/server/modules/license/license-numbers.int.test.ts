import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dogPayload } from '../../../domain/pet/pet-form.fixtures.js';
import { withDb } from '../../app-services.js';
import * as schema from '../../db/schema/index.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { logInClient, useTestApp } from '../../test/test-app.js';
import { recordLicense } from './license.functions.js';

// decision 0501 (issue 16): licence and tag numbers are gap-free per jurisdiction and year under
// concurrency — every transaction that numbers a licence queues on its counter row, and one that rolls
// back gives its number back. 25 transactions at once on 25 connections, 5 of which fail after numbering.
describe('licence numbers under concurrency', () => {
  const testApp = useTestApp();
  const sql = (text: string, values: unknown[] = []) => testApp.database.pool.query(text, values);

  it('numbers 20 licences issued at once 1 to 20, with no gap and no duplicate, though 5 others roll back', async () => {
    const email = 'licence-numbers@example.com';
    const accountId = await createTestOwner(testApp.services, email, TEST_PASSWORD, {
      birthdate: { year: 1980, month: 1, day: 1 },
    });
    const client = await logInClient(testApp.url, email, TEST_PASSWORD);
    const added = await client.request<{ addPet: { id: string } }>(
      'mutation ($input: AddPetInput!) { addPet(input: $input) { id } }',
      { input: dogPayload('Counter') },
    );
    const petId = Number(added.body.data!.addPet.id);
    // Mississauga: no demo licence (Ottawa has the demo's cat, seed/demo-statuses.ts), so its counters start empty
    const city = (await sql("select id from jurisdictions where slug = 'mississauga-on'")).rows[0] as { id: number };
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(testApp.services.now()),
    );

    const pool = new pg.Pool({ connectionString: testApp.databaseUrl, max: 25 });
    const db = drizzle(pool, { schema });
    const rolledBack = new Set([3, 7, 11, 15, 19]);
    try {
      const attempts = await Promise.allSettled(
        Array.from({ length: 25 }, (_, index) =>
          db.transaction(async (tx) => {
            const row = await recordLicense(withDb(testApp.services, tx), {
              petId,
              accountId,
              jurisdictionId: city.id,
              status: 'ACTIVE',
              // distinct terms: one licence per pet and term start
              termStart: { year: 2000 + index, month: 1, day: 1 },
              termEnd: { year: 2001 + index, month: 1, day: 1 },
            });
            // a checkout that fails after numbering (a declined charge, a crash) rolls the number back
            if (rolledBack.has(index)) throw new Error(`rolled back ${row.number}`);
            return row.number;
          }),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(20);
      expect(attempts.filter((attempt) => attempt.status === 'rejected')).toHaveLength(5);
    } finally {
      await pool.end();
    }

    const issued = (
      await sql('select number, tag_number from pet_licenses where jurisdiction_id = $1 order by number', [city.id])
    ).rows as Array<{ number: string; tag_number: string }>;
    const sequence = (text: string) => Number(text.slice(-6));
    expect(issued.map((row) => sequence(row.number))).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(issued.every((row) => row.number.startsWith(`MIS-${year}-`))).toBe(true);
    expect(issued.map((row) => sequence(row.tag_number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const counters = await sql(
      'select kind, last_value from license_sequences where jurisdiction_id = $1 order by kind',
      [city.id],
    );
    expect(counters.rows).toEqual([
      { kind: 'license', last_value: 20 },
      { kind: 'tag', last_value: 20 },
    ]);

    // My Pets reads the newest term first: the licence of 2024–2025 before the one of 2000–2001
    const pets = await client.request<{ myPets: Array<{ licenses: Array<{ termStart: string }> }> }>(
      '{ myPets { licenses { termStart } } }',
    );
    const starts = pets.body.data!.myPets[0]!.licenses.map((licence) => licence.termStart);
    expect(starts[0]).toBe('2024-01-01');
    expect(starts).toEqual([...starts].sort().reverse());
  });
});
