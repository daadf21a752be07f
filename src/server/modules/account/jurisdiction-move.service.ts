// issue 14, spec §2.12 / §4 Jurisdiction move (decision 0304): an owner moves to another jurisdiction
// when their home address does — with their agreement (My Details), or an administrator's confirmed
// move (staff). Pets belong to the owner and go with them; a licence stays with the jurisdiction that
// issued it and is valid until it expires. Every move is recorded: from, to, when, by whom.
import { and, eq } from 'drizzle-orm';
import { adminTermsIssue } from '../../../domain/jurisdiction/jurisdiction-terms.rules.js';
import { localeForCountry } from '../../../domain/locale/locales.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { accounts, adminJurisdictions, jurisdictionMoves } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../admin/audit.service.js';
import { type Actor, type ActorCall, type PublicCall, requireStaff } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';

export type Move = {
  accountId: number;
  fromJurisdictionId: number | null;
  toJurisdictionId: number;
  by: { accountId: number; role: 'OWNER' | 'ADMIN' };
};

/**
 * Moves the account and records it; pass the caller's transaction (withDb) to join it. A move into the
 * other country takes the owner's language there too (decision 0021: a preferred language is one of the
 * jurisdiction's country; en_US → en_CA, es_US → the jurisdiction's first Canadian locale), so e-mails and
 * Profile Settings agree with the new home (decision 0304, issue 38).
 */
export async function applyMove(services: AppServices, { input: move }: PublicCall<Move>): Promise<void> {
  const { db } = services;
  const to = await services.jurisdictions.byId(move.toJurisdictionId);
  const [account] = await db
    .select({ locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, move.accountId))
    .for('update');
  const locale = to && account ? localeForCountry(account.locale, to.country, to.locales) : undefined;
  await db
    .update(accounts)
    .set({
      jurisdictionId: move.toJurisdictionId,
      ...(locale && locale !== account?.locale ? { locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, move.accountId));
  await db.insert(jurisdictionMoves).values({
    accountId: move.accountId,
    fromJurisdictionId: move.fromJurisdictionId,
    toJurisdictionId: move.toJurisdictionId,
    movedByAccountId: move.by.accountId,
    movedBy: move.by.role,
  });
}

async function administers(services: AppServices, admin: Actor, jurisdictionId: number | null): Promise<boolean> {
  if (jurisdictionId === null) return false;
  const [row] = await services.db
    .select({ jurisdictionId: adminJurisdictions.jurisdictionId })
    .from(adminJurisdictions)
    .where(
      and(eq(adminJurisdictions.accountId, admin.accountId), eq(adminJurisdictions.jurisdictionId, jurisdictionId)),
    );
  return row !== undefined;
}

/**
 * spec §2.12 administrator view, §6 adminHasAccess: an administrator moves an owner of a jurisdiction
 * they administer to another they administer, after ticking the one confirmation (§5). An owner of a
 * jurisdiction they do not administer is NOT_FOUND, as if there were none; a target they do not
 * administer is FORBIDDEN.
 */
export async function moveOwnerByAdmin(
  services: AppServices,
  { actor, input }: ActorCall<{ accountId: number; jurisdictionId: number; confirmed: boolean | null }>,
): Promise<{ accountId: number; jurisdictionId: number }> {
  requireStaff(actor);
  const [owner] = await services.db
    .select({ id: accounts.id, jurisdictionId: accounts.jurisdictionId, role: accounts.role })
    .from(accounts)
    .where(eq(accounts.id, input.accountId));
  if (owner?.role !== 'OWNER' || !(await administers(services, actor, owner.jurisdictionId)))
    throw new AppError('NOT_FOUND');
  const target = await services.jurisdictions.byId(input.jurisdictionId);
  if (!target || !(await administers(services, actor, target.id))) throw new AppError('FORBIDDEN');
  const issue = adminTermsIssue(input.confirmed);
  if (issue) throw validationFailed([{ path: 'confirmed', message: encodeMessage(issue) }]);
  if (owner.jurisdictionId !== target.id) {
    const from = owner.jurisdictionId === null ? undefined : await services.jurisdictions.byId(owner.jurisdictionId);
    await services.db.transaction(async (tx) => {
      await applyMove(withDb(services, tx), {
        input: {
          accountId: owner.id,
          fromJurisdictionId: owner.jurisdictionId,
          toJurisdictionId: target.id,
          by: { accountId: actor.accountId, role: 'ADMIN' },
        },
      });
      // issue 17: a staff change, in the audit log
      await recordAudit(withDb(services, tx), {
        actor,
        input: {
          action: 'OWNER_MOVED',
          objectType: 'ACCOUNT',
          objectId: owner.id,
          ownerAccountId: owner.id,
          jurisdictionId: target.id,
          before: { jurisdiction: from?.name ?? null },
          after: { jurisdiction: target.name },
        },
      });
    });
  }
  return { accountId: owner.id, jurisdictionId: target.id };
}
