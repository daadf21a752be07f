// Owner records imported by staff and their link to an account (spec §2.6, §4 Access code, §8
// accountAlreadyExists). Used by sign-up (account.service.ts) and by the access-code use cases.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessCodes, ownerRecords } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

/** The app's db or a transaction of it. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Whether an imported record that has no account yet carries this e-mail (spec §8
 * accountAlreadyExists: the owner should fetch their record rather than start a new account).
 * `exceptOwnerRecordId` is the record a sign-up with an access code is completing.
 */
export async function hasUnlinkedOwnerRecord(
  db: DbOrTx,
  email: string,
  exceptOwnerRecordId?: number,
): Promise<boolean> {
  const trimmed = email.trim();
  if (!trimmed) return false;
  const [row] = await db
    .select({ id: ownerRecords.id })
    .from(ownerRecords)
    .where(
      and(
        sql`lower(${ownerRecords.email}) = lower(${trimmed})`,
        isNull(ownerRecords.accountId),
        exceptOwnerRecordId === undefined ? undefined : sql`${ownerRecords.id} <> ${exceptOwnerRecordId}`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Links the record to the new account inside the sign-up transaction, and spends every code of the
 * record: once linked, any code of it means "already signed up". The `account_id is null` guard makes
 * a second, concurrent completion wait for the first and then fail with ACCESS_CODE_USED.
 */
export async function linkOwnerRecord(tx: DbOrTx, ownerRecordId: number, accountId: number): Promise<void> {
  const linked = await tx
    .update(ownerRecords)
    .set({ accountId })
    .where(and(eq(ownerRecords.id, ownerRecordId), isNull(ownerRecords.accountId)))
    .returning({ id: ownerRecords.id });
  if (linked.length === 0) throw new AppError('ACCESS_CODE_USED');
  await tx
    .update(accessCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accessCodes.ownerRecordId, ownerRecordId), isNull(accessCodes.usedAt)));
}
