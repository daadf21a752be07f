// What other modules call on password reset links inside their own transaction (issue 40: the password
// module owns `password_reset_tokens`).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema/index.js';

/**
 * Ends the account's unused reset links: after a password change, and when the e-mail they were sent to
 * stops being the account's (an e-mail change confirmed or undone, issue 10: 2).
 */
export async function endResetLinks(db: DbOrTx, accountId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
}
