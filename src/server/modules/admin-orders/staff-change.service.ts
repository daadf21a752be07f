// issue 17: the staff changes of orders, order notes and jurisdiction settings (decision 0702), written to
// the one audit log the owner and pet records read (decision 0701): who, what, before, after, when.
import type { AppServices } from '../../app-services.js';
import { fullName } from '../../db/account-name.js';
import { auditLog } from '../../db/schema/index.js';
import type { ActorCall } from '../../shared/use-case.js';

export type StaffChange = {
  jurisdictionId: number | null;
  /** ORDER, ORDER_NOTE, JURISDICTION_SETTINGS… */
  objectKind: string;
  objectId: string;
  /** REFUND, ADD_NOTE, EDIT_NOTE, UPDATE_SETTINGS… */
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** the owner whose record shows the entry (an order's owner), when there is one */
  ownerAccountId?: number | null;
};

/** Writes the administrator's change; call it with the change's own transaction (`withDb`). */
export async function recordStaffChange(services: AppServices, { actor, input }: ActorCall<StaffChange>) {
  await services.db.insert(auditLog).values({
    actorAccountId: actor.accountId,
    actorName: fullName(actor),
    jurisdictionId: input.jurisdictionId,
    objectType: input.objectKind,
    objectId: input.objectId,
    ownerAccountId: input.ownerAccountId ?? null,
    action: input.action,
    before: input.before ?? null,
    after: input.after ?? null,
    createdAt: services.now(),
  });
}
