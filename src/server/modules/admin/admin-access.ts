// issue 17 (spec §6 adminHasAccess): what an administrator may see is what belongs to the jurisdictions
// they administer. Module-internal: other modules have their own checks.
import type { AppServices } from '../../app-services.js';
import { administeredAccount, administeredJurisdictionIds } from '../account/account.functions.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, requireStaff } from '../../shared/use-case.js';

/** The owner account `accountId`, when it lives in a jurisdiction the actor administers; else NOT_FOUND. */
export async function administeredOwner(services: AppServices, actor: Actor, accountId: number) {
  requireStaff(actor);
  const owner = await administeredAccount(services.db, actor, accountId, 'OWNER');
  if (!owner) throw new AppError('NOT_FOUND');
  return owner;
}

/** The jurisdiction ids the actor administers. */
export async function administeredIds(services: AppServices, actor: Actor): Promise<number[]> {
  return administeredJurisdictionIds(services.db, actor.accountId);
}
