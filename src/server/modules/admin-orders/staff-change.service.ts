// issue 17: every staff change of this branch is written here, one place (decision 0702): who, what,
// before, after, when. The staff-records branch keeps an audit table too; the lead unifies them at merge.
import type { AppServices } from '../../app-services.js';
import { auditLog } from '../../db/schema/index.js';
import type { ActorCall } from '../../shared/use-case.js';

export type StaffChange = {
  jurisdictionId: number | null;
  /** ORDER, ORDER_NOTE, JURISDICTION_SETTINGS… */
  objectKind: string;
  objectId: string;
  /** REFUND, ADD_NOTE, EDIT_NOTE, UPDATE_SETTINGS… */
  action: string;
  before: unknown;
  after: unknown;
};

/** Writes the administrator's change; call it with the change's own transaction (`withDb`). */
export async function recordStaffChange(services: AppServices, { actor, input }: ActorCall<StaffChange>) {
  await services.db.insert(auditLog).values({
    adminId: actor.accountId,
    jurisdictionId: input.jurisdictionId,
    objectKind: input.objectKind,
    objectId: input.objectId,
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}
