// The audit log as the staff record pages read it (issue 17, decisions 0701, 0702); its one writer,
// recordAudit, is in audit.service.ts.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type AuditLogRow, auditLog } from '../../db/schema/index.js';

/** The newest entries first, at most 100, of an owner's, a pet's or an imported record (the caller checked access). */
export async function auditEntriesOf(
  db: DbOrTx,
  of: { ownerAccountId: number } | { petId: number } | { ownerRecordId: number },
): Promise<AuditLogRow[]> {
  const where =
    'petId' in of
      ? eq(auditLog.petId, of.petId)
      : 'ownerRecordId' in of
        ? and(eq(auditLog.objectType, 'OWNER_RECORD'), eq(auditLog.objectId, String(of.ownerRecordId)))
        : eq(auditLog.ownerAccountId, of.ownerAccountId);
  return db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(100);
}
