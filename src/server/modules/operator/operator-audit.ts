// Decision 0113: the operator audit log's one writer and its reader. Every operator action (and the server
// command, and an invite's acceptance) writes its entry in the action's own transaction (pass
// withDb(services, tx)), so an entry exists exactly when the change does — the pattern of the staff's
// audit_log (modules/admin/audit.service.ts).
import { desc } from 'drizzle-orm';
import { OPERATOR_COMMAND_ACTOR, type OperatorAuditAction } from '../../../domain/operator/operator-audit.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { operatorAuditLog } from '../../db/schema/index.js';
import type { Actor } from '../../shared/use-case.js';
import { fullName } from '../account/account.functions.js';

export type OperatorAuditRecord = {
  action: OperatorAuditAction;
  subjectEmail: string;
  subjectAccountId?: number | null;
  jurisdictionId?: number | null;
  details?: Record<string, unknown> | null;
};

/** Who acted: a person's account, or the server command (`npm run operator:invite`), which has none. */
export type OperatorAuditActor = Actor | { command: true } | { accountId: number; firstName: string; lastName: string };

export async function recordOperatorAudit(
  services: AppServices,
  { actor, input }: { actor: OperatorAuditActor; input: OperatorAuditRecord },
): Promise<void> {
  await services.db.insert(operatorAuditLog).values({
    actorAccountId: 'command' in actor ? null : actor.accountId,
    actorName: 'command' in actor ? OPERATOR_COMMAND_ACTOR : fullName(actor),
    action: input.action,
    subjectEmail: input.subjectEmail,
    subjectAccountId: input.subjectAccountId ?? null,
    jurisdictionId: input.jurisdictionId ?? null,
    details: input.details ?? null,
    createdAt: services.now(),
  });
}

/** The newest entries first, at most `limit`. */
export function operatorAuditEntries(db: DbOrTx, limit = 200) {
  return db
    .select()
    .from(operatorAuditLog)
    .orderBy(desc(operatorAuditLog.createdAt), desc(operatorAuditLog.id))
    .limit(limit);
}
