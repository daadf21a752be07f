// Issue 41 (1; decision 0113): the operator console — every jurisdiction with its administrators and the
// invites still open, removing an administrator, and the operator audit log. The site operator only.
import { and, asc, gt, isNotNull, isNull } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { withDb } from '../../app-services.js';
import { staffInvites } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type ActorCall, requireOperator } from '../../shared/use-case.js';
import {
  accountById,
  administeredJurisdictionIds,
  administratorsOfJurisdictions,
  fullName,
  withdrawAdministration,
} from '../account/account.functions.js';
import { revokeAllSessions } from '../auth/session.functions.js';
import { emailSecurityNotice } from '../email/email.functions.js';
import { removeSecondFactors } from '../second-factor/second-factor.functions.js';
import { operatorAuditEntries, recordOperatorAudit } from './operator-audit.js';

export type ConsoleAdministrator = { accountId: number; firstName: string; lastName: string; email: string };
export type ConsoleJurisdiction = {
  id: number;
  name: string;
  slug: string;
  /** decision 0308: retired by the operator (offered to no one new) */
  retired: boolean;
  administrators: ConsoleAdministrator[];
  openInvites: Array<{ email: string; expiresAt: Date }>;
};

/** Every jurisdiction by name, each with its active administrators and its invites still working. */
export async function operatorConsole(services: AppServices, { actor }: ActorCall): Promise<ConsoleJurisdiction[]> {
  requireOperator(actor);
  const [jurisdictions, administrators, invites] = await Promise.all([
    services.jurisdictions.all(),
    administratorsOfJurisdictions(services.db),
    services.db
      .select({
        jurisdictionId: staffInvites.jurisdictionId,
        email: staffInvites.email,
        expiresAt: staffInvites.expiresAt,
      })
      .from(staffInvites)
      .where(
        and(
          isNotNull(staffInvites.jurisdictionId),
          isNull(staffInvites.acceptedAt),
          gt(staffInvites.expiresAt, services.now()),
        ),
      )
      .orderBy(asc(staffInvites.createdAt)),
  ]);
  return jurisdictions.map((jurisdiction) => ({
    id: jurisdiction.id,
    name: jurisdiction.name,
    slug: jurisdiction.slug,
    retired: jurisdiction.retiredAt !== null,
    administrators: administrators
      .filter((admin) => admin.jurisdictionId === jurisdiction.id && admin.status === 'ACTIVE')
      .map(({ accountId, firstName, lastName, email }) => ({ accountId, firstName, lastName, email })),
    openInvites: invites
      .filter((invite) => invite.jurisdictionId === jurisdiction.id)
      .map(({ email, expiresAt }) => ({ email, expiresAt })),
  }));
}

/**
 * "Remove" an administrator from one jurisdiction (decision 0113): they no longer administer it, every
 * session of theirs ends at once, and an administrator left with no jurisdiction is deactivated (the account
 * is kept: the audit logs name it). NOT_FOUND when they are no administrator of that jurisdiction.
 */
export async function removeAdministrator(
  services: AppServices,
  { actor, input }: ActorCall<{ accountId: string; jurisdictionId: string }>,
): Promise<boolean> {
  requireOperator(actor);
  const accountId = rowIdOf(input.accountId);
  const jurisdictionId = rowIdOf(input.jurisdictionId);
  await services.db.transaction(async (tx) => {
    const removed = await withdrawAdministration(tx, accountId, jurisdictionId);
    if (!removed) throw new AppError('NOT_FOUND');
    await revokeAllSessions(tx, accountId);
    await recordOperatorAudit(withDb(services, tx), {
      actor,
      input: {
        action: 'ADMIN_REMOVED',
        subjectEmail: removed.email,
        subjectAccountId: accountId,
        jurisdictionId,
        details: { deactivated: removed.deactivated },
      },
    });
  });
  return true;
}

/**
 * An administrator who lost their phone and every recovery code (issue 41: 3): their authenticator app,
 * passkeys and recovery codes go, every session of theirs ends, and the account is e-mailed that the operator
 * reset it as they asked (`second-factor-reset`, naming the operator). At their next log-in the password alone
 * opens an enrolment-only session: they set up a factor again before the console opens (decision 0114). Audited. NOT_FOUND unless they administer `jurisdictionId` (the console's row). An
 * administrator with no factor left to remove is answered alike, with nothing done again (decision 0118).
 */
export async function resetAdministratorSecondFactor(
  services: AppServices,
  { actor, input }: ActorCall<{ accountId: string; jurisdictionId: string; origin: string }>,
): Promise<boolean> {
  requireOperator(actor);
  const accountId = rowIdOf(input.accountId);
  const jurisdictionId = rowIdOf(input.jurisdictionId);
  await services.db.transaction(async (tx) => {
    const account = await accountById(tx, accountId);
    const administers =
      account?.role === 'ADMIN' && (await administeredJurisdictionIds(tx, accountId)).includes(jurisdictionId);
    if (!account || !administers) throw new AppError('NOT_FOUND');
    // nothing left to remove (a reset sent twice at once waits for the first): done, e-mailed and audited once
    if (!(await removeSecondFactors(tx, accountId))) return;
    await revokeAllSessions(tx, accountId);
    const inTx = withDb(services, tx);
    // not "turned off… if you did not, reset your password": they asked for this one, and set a factor up again
    await emailSecurityNotice(inTx, {
      accountId,
      template: 'second-factor-reset',
      origin: input.origin,
      data: { changedAt: services.now(), operatorName: fullName(actor) },
    });
    await recordOperatorAudit(inTx, {
      actor,
      input: {
        action: 'SECOND_FACTOR_RESET',
        subjectEmail: account.email,
        subjectAccountId: accountId,
        jurisdictionId,
      },
    });
  });
  return true;
}

/** The operator audit log, newest first (200 entries), each with its jurisdiction's name. */
export async function operatorAuditLog(services: AppServices, { actor }: ActorCall) {
  requireOperator(actor);
  const [entries, jurisdictions] = await Promise.all([operatorAuditEntries(services.db), services.jurisdictions.all()]);
  const names = new Map(jurisdictions.map((jurisdiction) => [jurisdiction.id, jurisdiction.name]));
  return entries.map((entry) => ({
    ...entry,
    jurisdictionName: entry.jurisdictionId ? (names.get(entry.jurisdictionId) ?? null) : null,
  }));
}
