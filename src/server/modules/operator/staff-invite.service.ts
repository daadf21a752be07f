// Issue 41 (1, 3; decision 0113): staff invited by a one-time link. The site operator is invited only by the
// server command (`npm run operator:invite`, which prints the link); a jurisdiction's administrator by an
// operator from the console (e-mailed). Accepting creates the account with the invite's role, logs the person
// in and sends them to set up their second factor.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadPasswordStrength } from '../../../domain/account/password-strength.js';
import { emailSchema } from '../../../domain/account/account.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import {
  createAcceptInviteSchema,
  inviteAdministratorSchema,
  STAFF_INVITE_HOURS,
  type StaffInviteRole,
} from '../../../domain/operator/staff-invite.schemas.js';
import { encodeMessage, type Message, msg } from '../../../domain/shared/messages.js';
import { keyed } from '../../../domain/shared/schema.helpers.js';
import { type AppServices, withDb } from '../../app-services.js';
import { type AccountRow, staffInvites } from '../../db/schema/index.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import type { NewSessionToken } from '../../shared/session-token.js';
import { type ActorCall, type PublicCall, requireOperator } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { accountByEmail } from '../account/account.functions.js';
import { createAccount } from '../account/account.service.js';
import { logOut } from '../auth/auth.service.js';
import { createSession } from '../auth/session.functions.js';
import { RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { lockedJurisdiction } from '../jurisdiction/jurisdiction-admin.functions.js';
import { hashInviteToken, INVITE_TOKEN_PATTERN, newInviteToken } from './invite-token.js';
import { endOpenInvites } from './open-invites.js';
import { recordOperatorAudit } from './operator-audit.js';

/** An invite just made: its link (the token in it is shown only now) and when it stops working. */
export type NewStaffInvite = { email: string; url: string; expiresAt: Date };

const emailTaken = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.alreadyExists')) }]);
const jurisdictionRefused = (message: Message) =>
  validationFailed([{ path: 'jurisdictionId', message: encodeMessage(message) }]);

/**
 * Writes the invite (the earlier unaccepted invites to the same address stop working: one live link at a
 * time) in the caller's transaction; refuses an address an account already has (decision 0113).
 */
async function writeInvite(
  services: AppServices,
  invite: {
    email: string;
    role: StaffInviteRole;
    jurisdictionId: number | null;
    locale: LocaleCode;
    invitedBy: number | null;
    origin: string;
  },
): Promise<NewStaffInvite> {
  if (await accountByEmail(services.db, invite.email)) throw emailTaken();
  const now = services.now();
  await endOpenInvites(services.db, sql`lower(${staffInvites.email}) = lower(${invite.email})`, now);
  const { token, tokenHash } = newInviteToken();
  const expiresAt = new Date(now.getTime() + STAFF_INVITE_HOURS * 3600_000);
  await services.db.insert(staffInvites).values({
    tokenHash,
    email: invite.email,
    role: invite.role,
    jurisdictionId: invite.jurisdictionId,
    locale: invite.locale,
    invitedByAccountId: invite.invitedBy,
    expiresAt,
    createdAt: now,
  });
  return { email: invite.email, url: pageUrl(invite.origin, 'AcceptInvite', invite.locale, { token }), expiresAt };
}

/**
 * `npm run operator:invite -- --email …` (scripts/operator-invite.ts): an invite to become the site operator,
 * whose link the command prints; nothing else makes an operator. `origin` is PUBLIC_URL (or the server's
 * address outside production).
 */
export async function inviteOperatorByCommand(
  services: AppServices,
  { input }: PublicCall<{ email: string; locale: LocaleCode; origin: string }>,
): Promise<NewStaffInvite> {
  const { email } = parseOrThrow(z.object({ email: emailSchema }, keyed(msg('validation.invalidValue'))), input);
  return services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    const invite = await writeInvite(inTx, {
      email,
      role: 'OPERATOR',
      jurisdictionId: null,
      locale: input.locale,
      invitedBy: null,
      origin: input.origin,
    });
    await recordOperatorAudit(inTx, {
      actor: { command: true },
      input: { action: 'OPERATOR_INVITED', subjectEmail: email, details: { expiresAt: invite.expiresAt } },
    });
    return invite;
  });
}

/**
 * The operator console's "Invite an administrator": an e-mailed link, in the jurisdiction's first language,
 * to administer that jurisdiction. The answer leaves the link out: only the invited person's mailbox has it.
 * A retired jurisdiction gets no new administrators: refused on its field, nothing written (decision 0308).
 */
export async function inviteAdministrator(
  services: AppServices,
  { actor, input }: ActorCall<{ form: unknown; origin: string }>,
): Promise<{ email: string; expiresAt: Date }> {
  requireOperator(actor);
  const form = parseOrThrow(inviteAdministratorSchema, input.form);
  try {
    return await services.db.transaction(async (tx) => {
      // locked until the commit: a retirement at the same moment waits, then ends this invite (decision 0308)
      const jurisdiction = await lockedJurisdiction(tx, form.jurisdictionId);
      if (!jurisdiction) throw jurisdictionRefused(msg('validation.jurisdiction.notOffered'));
      // a retired jurisdiction gets no new administrators, whatever the browser's list offered
      if (jurisdiction.retiredAt) throw jurisdictionRefused(msg('validation.jurisdiction.retiredNoAdministrators'));
      const locale = jurisdiction.locales[0] ?? 'en_US';
      const inTx = withDb(services, tx);
      const invite = await writeInvite(inTx, {
        email: form.email,
        role: 'ADMIN',
        jurisdictionId: jurisdiction.id,
        locale,
        invitedBy: actor.accountId,
        origin: input.origin,
      });
      await enqueueEmail(inTx, {
        input: {
          to: form.email,
          locale,
          template: 'staff-invite',
          data: {
            jurisdictionName: jurisdiction.name,
            inviteUrl: invite.url,
            expiresAt: invite.expiresAt,
            timeZone: jurisdiction.timezone,
          },
        },
      });
      await recordOperatorAudit(inTx, {
        actor,
        input: {
          action: 'ADMIN_INVITED',
          subjectEmail: form.email,
          jurisdictionId: jurisdiction.id,
          details: { expiresAt: invite.expiresAt },
        },
      });
      return { email: invite.email, expiresAt: invite.expiresAt };
    });
  } catch (error) {
    if (error instanceof RecipientCapReached) throw new AppError('RATE_LIMITED');
    throw error;
  }
}

/** The invite of `token` while it works (not used, not expired); null otherwise. */
async function usableInvite(services: AppServices, token: string) {
  if (!INVITE_TOKEN_PATTERN.test(token)) return null;
  const [invite] = await services.db
    .select()
    .from(staffInvites)
    .where(usableInviteCondition(hashInviteToken(token), services.now()));
  return invite ?? null;
}

function usableInviteCondition(tokenHash: string, now: Date) {
  return and(eq(staffInvites.tokenHash, tokenHash), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now));
}

/** What the link's page shows before the form: whose invite, for what, until when; null when the link does not work. */
export async function staffInviteByToken(
  services: AppServices,
  { input }: PublicCall<{ token: string }>,
): Promise<{ email: string; role: StaffInviteRole; jurisdictionName: string | null; expiresAt: Date } | null> {
  const invite = await usableInvite(services, input.token);
  if (!invite) return null;
  const jurisdiction = invite.jurisdictionId ? await services.jurisdictions.byId(invite.jurisdictionId) : undefined;
  return {
    email: invite.email,
    role: invite.role,
    jurisdictionName: jurisdiction?.name ?? null,
    expiresAt: invite.expiresAt,
  };
}

/**
 * The invited person chooses their password (the sign-up's rules, the guessability estimate knowing their
 * e-mail and names): the account is created with the invite's role (an administrator of its jurisdiction),
 * the invite is spent, the acceptance audited, and the person logged in (the browser's earlier session
 * ends). A link used, expired or unknown: INVITE_INVALID, nothing changed; an address an account took
 * meanwhile: EMAIL_EXISTS, the link still unused.
 */
export async function acceptStaffInvite(
  services: AppServices,
  { actor, input }: PublicCall<{ token: string; form: unknown; deviceToken: string | undefined }>,
): Promise<{ account: AccountRow; session: NewSessionToken }> {
  // the link first, so a person with a dead link is not asked to fix their password first
  const invite = await usableInvite(services, input.token);
  if (!invite) throw new AppError('INVITE_INVALID');
  const raw = (input.form && typeof input.form === 'object' ? input.form : {}) as Record<string, unknown>;
  const names = [raw.firstName, raw.lastName].filter((value): value is string => typeof value === 'string');
  const strength = await loadPasswordStrength();
  const form = parseOrThrow(createAcceptInviteSchema(strength.guessCheck([invite.email, ...names])), input.form);
  const account = await services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    // spent atomically: of two uses of one link at once, only one gets the row back
    const [spent] = await tx
      .update(staffInvites)
      .set({ acceptedAt: services.now() })
      .where(usableInviteCondition(invite.tokenHash, services.now()))
      .returning();
    if (!spent) throw new AppError('INVITE_INVALID');
    const created = await createAccount(inTx, {
      input: {
        email: spent.email,
        password: form.password,
        role: spent.role,
        firstName: form.firstName,
        lastName: form.lastName,
        locale: spent.locale,
        jurisdictionId: null,
        phones: [],
        tosAccepted: false,
        adminOf: spent.jurisdictionId ? [spent.jurisdictionId] : [],
      },
    });
    if (!created) throw new AppError('EMAIL_EXISTS'); // an account took the address after the invite
    await tx.update(staffInvites).set({ acceptedAccountId: created.id }).where(eq(staffInvites.id, spent.id));
    await recordOperatorAudit(inTx, {
      actor: { accountId: created.id, firstName: created.firstName, lastName: created.lastName },
      input: {
        action: 'INVITE_ACCEPTED',
        subjectEmail: created.email,
        subjectAccountId: created.id,
        jurisdictionId: spent.jurisdictionId,
        details: { role: spent.role },
      },
    });
    return created;
  });
  const session = await createSession(services, account.id, input.deviceToken);
  await logOut(services, { actor });
  return { account, session };
}
