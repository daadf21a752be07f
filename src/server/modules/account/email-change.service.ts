// Changing the log-in e-mail (issue 10: 2; ASVS L2 V2.2.3, V3.x): the current password is required (the
// one counted check), the new address becomes the log-in only when its owner opens the link sent to it,
// and the old address is told at once, with a link that undoes the change for 72 hours — restoring the
// address and ending every session, so a borrowed session cannot take the account unseen. Decision 0107.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS, EMAIL_CHANGE_UNDO_HOURS } from '../../../domain/account/account.js';
import { emailSchema } from '../../../domain/account/account.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { hasRow } from '../../db/has-row.js';
import { accounts, type EmailChangeRow, emailChanges } from '../../db/schema/index.js';
import { sameEmail } from '../../db/same-email.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { checkCurrentPassword } from '../auth/password-check.service.js';
import { revokeAllSessions } from '../auth/session.functions.js';
import { emailRecipient, RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { endResetLinks } from '../password/password.functions.js';
import { emailAvailability } from './account.service.js';

/** Longer than any token we issue (43 characters): not worth hashing. */
const MAX_TOKEN_LENGTH = 100;
const hashToken = (token: string) => createHash('sha256').update(token.slice(0, MAX_TOKEN_LENGTH)).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const hoursAfter = (moment: Date, hours: number) => new Date(moment.getTime() + hours * 3600_000);

export type PendingEmailChange = { email: string; requestedAt: Date; expiresAt: Date };

/** The change waiting for its new address to be confirmed, if any (My Details shows it). */
export async function pendingEmailChange(
  services: AppServices,
  { actor }: ActorCall,
): Promise<PendingEmailChange | null> {
  const [row] = await services.db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.accountId, actor.accountId), isOpen()))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row ? { email: row.newEmail, requestedAt: row.requestedAt, expiresAt: row.verifyExpiresAt } : null;
}

/** Neither confirmed, withdrawn, undone nor expired. */
function isOpen() {
  return and(
    isNull(emailChanges.confirmedAt),
    isNull(emailChanges.cancelledAt),
    isNull(emailChanges.undoneAt),
    gt(emailChanges.verifyExpiresAt, sql`now()`),
  );
}

const passwordIncorrect = () =>
  validationFailed([{ path: 'password', message: encodeMessage(msg('validation.password.incorrect')) }]);
const emailTaken = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.alreadyExists')) }]);

/**
 * Asks to log in with a new e-mail: sends the new address a link (24 hours) and the old one a notice with
 * an undo link (72 hours); the account's e-mail stays as it is until the link is opened. A new request
 * replaces an open one; asking for the current address withdraws it. Past the new address's cap of
 * verification e-mails (3 an hour) the request is RATE_LIMITED and nothing changes.
 */
export async function changeEmail(
  services: AppServices,
  {
    actor,
    input,
  }: ActorCall<{
    email: string;
    password: string;
    locale: LocaleCode;
    origin: string;
    deviceToken: string | undefined;
  }>,
): Promise<void> {
  const email = parseOrThrow(emailSchema, input.email);
  if (
    !(await checkCurrentPassword(services, {
      actor,
      input: { password: input.password, deviceToken: input.deviceToken },
    }))
  ) {
    throw passwordIncorrect();
  }
  const account = await emailRecipient(services.db, actor.accountId);
  if (!account) throw new AppError('UNAUTHENTICATED');
  if (email.toLowerCase() === account.email.toLowerCase()) {
    await cancelEmailChange(services, { actor });
    return;
  }
  const availability = await emailAvailability(services, { input: { email, exceptAccountId: account.id } });
  if (availability !== 'AVAILABLE') throw emailTaken();

  const verifyToken = newToken();
  const undoToken = newToken();
  const requestedAt = services.now();
  await services.db
    .transaction(async (tx) => {
      const inTx = withDb(services, tx);
      await tx
        .update(emailChanges)
        .set({ cancelledAt: sql`now()` })
        .where(and(eq(emailChanges.accountId, account.id), isOpen()));
      await tx.insert(emailChanges).values({
        accountId: account.id,
        oldEmail: account.email,
        newEmail: email,
        verifyTokenHash: hashToken(verifyToken),
        undoTokenHash: hashToken(undoToken),
        requestedAt,
        verifyExpiresAt: hoursAfter(requestedAt, EMAIL_CHANGE_LINK_HOURS),
        undoExpiresAt: hoursAfter(requestedAt, EMAIL_CHANGE_UNDO_HOURS),
      });
      // the new address in the language of the page that asked, the old one in the owner's own
      await enqueueEmail(inTx, {
        input: {
          to: email,
          locale: input.locale,
          template: 'email-change-verify',
          data: {
            firstName: account.firstName,
            oldEmail: account.email,
            verifyUrl: pageUrl(input.origin, 'ConfirmEmailChange', input.locale, { token: verifyToken }),
            hours: EMAIL_CHANGE_LINK_HOURS,
          },
        },
      });
      await enqueueEmail(inTx, {
        input: {
          to: account.email,
          locale: account.locale,
          template: 'email-change-notice',
          data: {
            firstName: account.firstName,
            newEmail: email,
            requestedAt,
            ...(account.timeZone ? { timeZone: account.timeZone } : {}),
            undoUrl: pageUrl(input.origin, 'UndoEmailChange', account.locale, { token: undoToken }),
            hours: EMAIL_CHANGE_UNDO_HOURS,
          },
        },
      });
    })
    .catch((error: unknown) => {
      if (error instanceof RecipientCapReached) throw new AppError('RATE_LIMITED');
      throw error;
    });
}

/** Withdraws the owner's open e-mail change (My Details): the link sent to the new address stops working. */
export async function cancelEmailChange(services: AppServices, { actor }: ActorCall): Promise<void> {
  await services.db
    .update(emailChanges)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(emailChanges.accountId, actor.accountId), isOpen()));
}

/**
 * Opens a link: `apply` runs in one transaction on the change the link's token matches (`condition`),
 * locked until the transaction ends; VERIFICATION_LINK_INVALID if none.
 */
async function onLinkedChange<Result>(
  services: AppServices,
  condition: SQL | undefined,
  apply: (inTx: AppServices, change: EmailChangeRow) => Promise<Result>,
): Promise<Result> {
  return services.db.transaction(async (tx) => {
    const [change] = await tx.select().from(emailChanges).where(condition).for('update').limit(1);
    if (!change) throw new AppError('VERIFICATION_LINK_INVALID');
    return apply(withDb(services, tx), change);
  });
}

/**
 * The link sent to the new address: it becomes the log-in (and is verified), if the change is still open,
 * the account still logs in with the address the change started from, and no other account took the new
 * one meanwhile. Reset links sent to the old address end. Public: the link may be opened anywhere.
 */
export async function confirmEmailChange(
  services: AppServices,
  { input }: PublicCall<{ token: string }>,
): Promise<{ email: string }> {
  const linked = and(eq(emailChanges.verifyTokenHash, hashToken(input.token)), isOpen());
  return onLinkedChange(services, linked, async (inTx, change) => {
    const availability = await emailAvailability(inTx, {
      input: { email: change.newEmail, exceptAccountId: change.accountId },
    });
    if (availability === 'EMAIL_EXISTS') throw new AppError('EMAIL_EXISTS');
    const moved = await inTx.db
      .update(accounts)
      .set({ email: change.newEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(accounts.id, change.accountId),
          eq(accounts.status, 'ACTIVE'),
          sameEmail(accounts.email, change.oldEmail),
        ),
      )
      .returning({ id: accounts.id });
    if (moved.length === 0) throw new AppError('VERIFICATION_LINK_INVALID');
    await inTx.db.update(emailChanges).set({ confirmedAt: sql`now()` }).where(eq(emailChanges.id, change.id));
    await endResetLinks(inTx.db, change.accountId);
    return { email: change.newEmail };
  });
}

/**
 * The old address's link (72 hours): the account logs in with that address again (whether or not the new
 * one was confirmed), every open change is withdrawn, and every session and reset link ends — whoever made
 * the change is out. The owner is asked to choose a new password next.
 */
export async function undoEmailChange(
  services: AppServices,
  { input }: PublicCall<{ token: string }>,
): Promise<{ email: string }> {
  const linked = and(
    eq(emailChanges.undoTokenHash, hashToken(input.token)),
    isNull(emailChanges.undoneAt),
    gt(emailChanges.undoExpiresAt, sql`now()`),
  );
  return onLinkedChange(services, linked, async (inTx, change) => {
    await restoreEmail(inTx, change);
    await inTx.db
      .update(emailChanges)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(emailChanges.accountId, change.accountId), isOpen()));
    await inTx.db.update(emailChanges).set({ undoneAt: sql`now()` }).where(eq(emailChanges.id, change.id));
    await revokeAllSessions(inTx.db, change.accountId);
    await endResetLinks(inTx.db, change.accountId);
    return { email: change.oldEmail };
  });
}

/** Puts the change's old address back as the log-in (it stayed reserved for the account: see emailAvailability). */
async function restoreEmail(services: AppServices, change: EmailChangeRow): Promise<void> {
  const taken = await hasRow(
    services.db,
    accounts,
    and(sameEmail(accounts.email, change.oldEmail), ne(accounts.id, change.accountId)),
  );
  if (taken) throw new AppError('VERIFICATION_LINK_INVALID');
  await services.db
    .update(accounts)
    // the undo link came to that address: proof enough that it is the owner's
    .set({ email: change.oldEmail, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(accounts.id, change.accountId));
}
