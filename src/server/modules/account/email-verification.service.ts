// Verifying the owner's e-mail address with a single-use link (issue: welcome/verify-e-mail).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { accounts, emailVerificationTokens } from '../../db/schema/index.js';
import { sameEmail } from '../../db/same-email.js';
import { usableToken } from '../../db/usable-token.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import { RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';

const VERIFY_DAYS = 7;
/** Longer than any token we issue (43 characters): not worth hashing. */
const MAX_TOKEN_LENGTH = 100;
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type WelcomeRecipient = { id: number; email: string; firstName: string; locale: LocaleCode };

/** Creates a verification link to `origin` and queues the welcome e-mail, in the caller's transaction. */
export async function sendWelcomeEmail(
  services: AppServices,
  { input: { account, origin } }: PublicCall<{ account: WelcomeRecipient; origin: string }>,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await services.db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    email: account.email,
    expiresAt: new Date(services.now().getTime() + VERIFY_DAYS * 24 * 3600_000),
  });
  try {
    await enqueueEmail(services, {
      input: {
        to: account.email,
        locale: account.locale,
        template: 'welcome',
        data: { firstName: account.firstName, verifyUrl: pageUrl(origin, 'VerifyEmail', account.locale, { token }) },
      },
    });
  } catch (error) {
    // the address's welcome cap (decision 0803): the account is made, this one link is not sent
    if (!(error instanceof RecipientCapReached)) throw error;
  }
}

/** Marks the address verified if the token is unused, unexpired and still for the account's e-mail. */
export async function verifyEmail(services: AppServices, { input }: PublicCall<{ token: string }>): Promise<void> {
  const tokenHash = hashToken(input.token.slice(0, MAX_TOKEN_LENGTH));
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(usableToken(emailVerificationTokens, tokenHash))
      .returning();
    if (!row) throw new AppError('VERIFICATION_LINK_INVALID');
    const updated = await tx
      .update(accounts)
      .set({ emailVerifiedAt: sql`now()` })
      .where(and(eq(accounts.id, row.accountId), sameEmail(accounts.email, row.email)))
      .returning({ id: accounts.id });
    if (updated.length === 0) throw new AppError('VERIFICATION_LINK_INVALID'); // the e-mail changed since
  });
}
