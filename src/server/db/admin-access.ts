// spec §6 adminHasAccess, on the server: what an administrator may see is what belongs to the
// jurisdictions they administer. One condition for every module's queries (as own-pet.ts is for owners).
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../shared/use-case.js';
import { adminJurisdictions } from './schema/index.js';

/** A condition: `jurisdictionId` (a column or a value) is one of the jurisdictions the actor administers. */
export function adminHasAccess(actor: Pick<Actor, 'accountId'>, jurisdictionId: unknown): SQL {
  return sql`exists (select 1 from ${adminJurisdictions} where ${adminJurisdictions.accountId} = ${actor.accountId}
    and ${adminJurisdictions.jurisdictionId} = ${jurisdictionId})`;
}
