// Seeds demo data on an empty database; never in production without DEMO_DATA=true. The seed sits above
// the modules and makes its data with their use cases, as staff and owners would.
import { sql } from 'drizzle-orm';
import { type AppServices, withDb } from '../app-services.js';
import { jurisdictionCount } from '../modules/jurisdiction/jurisdiction.functions.js';
import { addJurisdictions } from '../modules/jurisdiction/jurisdiction.service.js';
import { seedDemoAccounts, seedDemoSecondFactors } from './demo-accounts.js';
import { seedDemoBoundaries } from './demo-boundaries.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoTrackerPlans } from './demo-tracker-plans.js';
import { DEMO_JURISDICTIONS } from './demo-jurisdictions.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoOwnerRecords } from './demo-owner-records.js';
import { seedDemoPets } from './demo-pets.js';
import { seedDemoStatuses } from './demo-statuses.js';

const SEED_LOCK_ID = 0x70617771;

/** Demo jurisdictions and accounts, in demo mode only, on an empty database (idempotent across app servers). */
export async function seedDatabase(
  services: AppServices,
  options: { demoData: boolean },
): Promise<{ seeded: boolean }> {
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const count = await jurisdictionCount(tx);
    if (count > 0 || !options.demoData) return { seeded: false };
    const inTx = withDb(services, tx);
    const cities = await addJurisdictions(inTx, { input: DEMO_JURISDICTIONS });
    await seedDemoBoundaries(inTx, cities);
    const { owner, admin } = await seedDemoAccounts(inTx, cities);
    await seedDemoOwnerRecords(inTx, { demoOwnerId: owner.id });
    await seedDemoPets(inTx, { owner, cities });
    await seedDemoCatalog(inTx);
    await seedDemoTrackerPlans(inTx);
    const ownersCity = cities.find((city) => city.id === owner.jurisdictionId);
    if (ownersCity) await seedDemoOrders(inTx, { owner, admin, city: ownersCity });
    // issue 38 item 7: every licence and proof state, "No proof required", staff without every jurisdiction
    await seedDemoStatuses(inTx, { cities, admin });
    // decision 0114: the demo staff log in with an authenticator app's code (README, npm run demo:code)
    await seedDemoSecondFactors(inTx);
    return { seeded: true };
  });
}
