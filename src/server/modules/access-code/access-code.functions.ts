// What other modules call on access codes (issue 40: the access-code module owns `access_codes`).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessCodes, ownerRecords } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/** The latest 50 access codes issued for an imported owner record, newest first, and whether each expired. */
export function accessCodesOfRecord(db: DbOrTx, ownerRecordId: number) {
  return db
    .select({
      issuedAt: accessCodes.createdAt,
      expiresAt: accessCodes.expiresAt,
      usedAt: accessCodes.usedAt,
      expired: sql<boolean>`${accessCodes.expiresAt} <= now()`,
    })
    .from(accessCodes)
    .where(eq(accessCodes.ownerRecordId, ownerRecordId))
    .orderBy(desc(accessCodes.createdAt))
    .limit(50);
}

/**
 * Links the record to the new account inside the sign-up transaction, and spends every code of the
 * record: once linked, any code of it means "already signed up". The `account_id is null` guard makes
 * a second, concurrent completion wait for the first and then fail with ACCESS_CODE_USED.
 */
export async function linkOwnerRecord(db: DbOrTx, ownerRecordId: number, accountId: number): Promise<void> {
  const linked = await db
    .update(ownerRecords)
    .set({ accountId })
    .where(and(eq(ownerRecords.id, ownerRecordId), isNull(ownerRecords.accountId)))
    .returning({ id: ownerRecords.id });
  if (linked.length === 0) throw new AppError('ACCESS_CODE_USED');
  await db
    .update(accessCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accessCodes.ownerRecordId, ownerRecordId), isNull(accessCodes.usedAt)));
}
