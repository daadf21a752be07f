// issue 17 (decisions 0701, 0702): the audit log, the one writer of `audit_log`. Every staff change —
// owner and pet records, licences, proofs, orders and notes, jurisdiction settings — calls recordAudit in
// the change's own transaction (pass withDb(services, tx)), so an entry exists exactly when the change does.
import type { AuditAction, AuditObjectType } from '../../../domain/admin/staff.rules.js';
import type { AppServices } from '../../app-services.js';
import { fullName } from '../account/account.functions.js';
import { auditLog } from '../../db/schema/index.js';
import type { Actor } from '../../shared/use-case.js';

export type AuditRecord = {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string | number;
  ownerAccountId?: number | null;
  petId?: number | null;
  jurisdictionId?: number | null;
  /** the changed fields as they were and as they are: the values stored, not display text */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Who made a change no person made: the payment provider, reporting a refund made or failed at its own end
 * (Stripe's dashboard, decision 0407). The log names it as it names a person, by the name it had then
 * ("Stripe", a name in every language); it has no account.
 */
export type SystemActor = { system: 'PAYMENT_PROVIDER'; name: string };

/** Writes one entry: who (the actor), what, on which object, before and after, when (now). */
export async function recordAudit(
  services: AppServices,
  { actor, input }: { actor: Actor | SystemActor; input: AuditRecord },
): Promise<void> {
  await services.db.insert(auditLog).values({
    actorAccountId: 'system' in actor ? null : actor.accountId,
    actorName: 'system' in actor ? actor.name : fullName(actor),
    action: input.action,
    objectType: input.objectType,
    objectId: String(input.objectId),
    ownerAccountId: input.ownerAccountId ?? null,
    petId: input.petId ?? null,
    jurisdictionId: input.jurisdictionId ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    createdAt: services.now(),
  });
}
