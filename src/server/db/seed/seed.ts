// Seeds demo data on an empty database; never in production without DEMO_DATA=true.
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { accounts, addresses, adminJurisdictions, jurisdictions } from '../schema/index.js';
import { hashPassword } from '../../modules/auth/password.js';
import { DEMO_JURISDICTIONS } from './demo-jurisdictions.js';
import { seedDemoOwnerRecords } from './demo-owner-records.js';

export const DEMO_PASSWORD = 'Demo-Pawport-2026!';
export const DEMO_OWNER_EMAIL = 'demo.owner@pawport.example';
export const DEMO_ADMIN_EMAIL = 'demo.admin@pawport.example';
/** lives outside the city limits: shows the vsLocation rule of spec §2.2 */
export const DEMO_COUNTY_OWNER_EMAIL = 'demo.county@pawport.example';

const SEED_LOCK_ID = 0x70617771;

/** Demo jurisdictions and accounts, in demo mode only, on an empty database (idempotent across app servers). */
export async function seedDatabase(db: Db, options: { demoData: boolean }): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [{ count } = { count: 0 }] = await tx.select({ count: sql<number>`count(*)::int` }).from(jurisdictions);
    if (count > 0 || !options.demoData) return { seeded: false };
    const inserted = await tx.insert(jurisdictions).values(DEMO_JURISDICTIONS).returning();
    const bySlug = new Map(inserted.map((row) => [row.slug, row]));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [owner] = await tx
      .insert(accounts)
      .values({
        email: DEMO_OWNER_EMAIL,
        passwordHash,
        role: 'OWNER',
        firstName: 'Dana',
        lastName: 'Demo',
        locale: 'en_US',
        jurisdictionId: bySlug.get('king-county-wa')?.id,
        vsLocation: 'CITY',
        birthdate: '1985-04-12',
        phones: [{ type: 'M', number: '2065550100' }],
        tosAcceptedAt: new Date(),
      })
      .returning();
    const [countyOwner] = await tx
      .insert(accounts)
      .values({
        email: DEMO_COUNTY_OWNER_EMAIL,
        passwordHash,
        role: 'OWNER',
        firstName: 'Casey',
        lastName: 'County',
        locale: 'en_US',
        jurisdictionId: bySlug.get('king-county-wa')?.id,
        vsLocation: 'COUNTY',
        phones: [{ type: 'H', number: '4255550177' }],
        tosAcceptedAt: new Date(),
      })
      .returning();
    // complete profiles, so the demo's My Details page can be saved as it is
    if (owner && countyOwner) {
      await tx.insert(addresses).values([
        {
          accountId: owner.id,
          kind: 'PHYSICAL',
          civic: '500',
          street: '4th Ave',
          cityName: 'Seattle',
          province: 'US_WA',
          country: 'US',
          postalCode: '98104',
        },
        {
          accountId: countyOwner.id,
          kind: 'PHYSICAL',
          civic: '22805',
          street: 'SE 272nd St',
          cityName: 'Maple Valley',
          province: 'US_WA',
          country: 'US',
          postalCode: '98038',
        },
      ]);
    }
    const [admin] = await tx
      .insert(accounts)
      .values({
        email: DEMO_ADMIN_EMAIL,
        passwordHash,
        role: 'ADMIN',
        firstName: 'Alex',
        lastName: 'Admin',
        locale: 'en_US',
      })
      .returning();
    if (admin) {
      await tx
        .insert(adminJurisdictions)
        .values(inserted.map((row) => ({ accountId: admin.id, jurisdictionId: row.id })));
    }
    await seedDemoOwnerRecords(tx, bySlug);
    return { seeded: true };
  });
}
