// What other modules call on access codes (issue 40: the access-code module owns `access_codes`).
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accessCodes } from '../../db/schema/index.js';

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
