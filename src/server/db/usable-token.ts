// Single-use tokens (the tables built with `singleUseColumns`): which row a token may still be used as.
import { type AnyColumn, and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';

type SingleUseTable = { tokenHash: AnyColumn; usedAt: AnyColumn; expiresAt: AnyColumn };

/** The row of `tokenHash` if it is unused and not yet expired. */
export function usableToken(table: SingleUseTable, tokenHash: string): SQL | undefined {
  return and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, sql`now()`));
}
