// Verifying the owner's e-mail address with a single-use link (issue: welcome/verify-e-mail).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { Db } from '../../db/client.js';
import { accounts, emailVerificationTokens } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { type DbExecutor, enqueueEmail } from '../email/email.service.js';

const VERIFY_DAYS = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type Executor = DbExecutor & Pick<Db, 'insert'>;

/** Creates a verification link and queues the welcome e-mail, in the caller's transaction. */
export async function sendWelcomeEmail(
  executor: Executor,
  account: { id: number; email: string; firstName: string; locale: LocaleCode },
  origin: string,
) {
  const token = randomBytes(32).toString('base64url');
  await executor.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(Date.now() + VERIFY_DAYS * 24 * 3600_000),
  });
  const verifyUrl = `${origin}/${account.locale}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueEmail(executor, {
    to: account.email,
    locale: account.locale,
    template: 'welcome',
    data: { firstName: account.firstName, verifyUrl },
  });
}

/** Marks the address verified if the token is unused, unexpired and still for the account's e-mail. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!row) throw new AppError('VERIFICATION_LINK_INVALID');
    const updated = await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(accounts.id, row.accountId), sql`lower(${accounts.email}) = lower(${row.email})`))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new AppError('VERIFICATION_LINK_INVALID'); // the e-mail changed since
  });
}
