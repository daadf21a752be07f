// The owner's own account pages: My Details, Profile Settings and deactivation (the e-mail change is
// email-change.service.ts).
// Every use case works on the actor's own account: no account id from the client is trusted.
import { eq, sql } from 'drizzle-orm';
import { movingAgreementIssue } from '../../../domain/account/account.rules.js';
import { createMyDetailsSchema, profileSettingsSchema } from '../../../domain/account/my-details.schemas.js';
import type { Address } from '../../../domain/address/address.rules.js';
import { resolveJurisdictionChoice } from '../../../domain/jurisdiction/boundary.rules.js';
import { localDateIn, parseIsoDate, toIsoDate } from '../../../domain/dates/calendar.js';
import { countryOfLocale } from '../../../domain/locale/locales.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { type AddressRow, accounts, addresses } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor, ActorCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { checkCurrentPassword } from '../auth/password-check.service.js';
import { revokeAllSessions } from '../auth/session.service.js';
import { storeAddresses } from './account-addresses.js';
import { jurisdictionOffer } from '../jurisdiction/jurisdiction.service.js';
import { pendingEmailChange } from './email-change.service.js';
import { applyMove } from './jurisdiction-move.service.js';

export async function getMyAccount(services: AppServices, { actor }: ActorCall) {
  const account = await services.db.query.accounts.findFirst({ where: eq(accounts.id, actor.accountId) });
  if (!account) throw new AppError('NOT_FOUND');
  const rows = await services.db.select().from(addresses).where(eq(addresses.accountId, actor.accountId));
  const byKind = (kind: AddressRow['kind']) => rows.find((row) => row.kind === kind) ?? null;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    /** the sign-up link was opened (the dashboard asks for it until then) */
    emailVerified: account.emailVerifiedAt !== null,
    phones: account.phones,
    birthdate: account.birthdate ? parseIsoDate(account.birthdate) : null,
    locale: account.locale,
    notificationPreferences: account.notificationPreferences,
    address: byKind('PHYSICAL'),
    mailingAddress: byKind('MAILING'),
    /** issue 10 (2): a new log-in e-mail waiting for its owner's confirmation */
    pendingEmailChange: await pendingEmailChange(services, { actor }),
  };
}

export type MyAccount = Awaited<ReturnType<typeof getMyAccount>>;

/** "today" where the owner lives, for the birthdate rule (spec §5 Dates); UTC without a jurisdiction. */
async function ownerToday(services: AppServices, actor: Actor) {
  const jurisdiction = actor.jurisdictionId ? await services.jurisdictions.byId(actor.jurisdictionId) : undefined;
  return localDateIn(services.now(), jurisdiction?.timezone ?? 'UTC');
}

/** My Details: names, phones, birthdate and addresses, with the sign-up rules. */
export async function updateMyDetails(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const details = parseOrThrow(createMyDetailsSchema({ today: await ownerToday(services, actor) }), input);
  const moveTo = await homeMoveTarget(services, actor, details);
  await services.db.transaction(async (tx) => {
    if (moveTo !== null)
      await applyMove(withDb(services, tx), {
        input: {
          accountId: actor.accountId,
          fromJurisdictionId: actor.jurisdictionId,
          toJurisdictionId: moveTo,
          by: { accountId: actor.accountId, role: 'OWNER' },
        },
      });
    await tx
      .update(accounts)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        phones: details.phones,
        birthdate: details.birthdate ? toIsoDate(details.birthdate) : null,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, actor.accountId));
    await storeAddresses(tx, actor.accountId, details);
  });
  return getMyAccount(services, { actor });
}

const ADDRESS_FIELDS = [
  'unit',
  'civic',
  'street',
  'additional',
  'cityName',
  'province',
  'country',
  'postalCode',
] as const;

/**
 * spec §4 Jurisdiction move (decision 0304): a new home address re-runs the selection. The owner's
 * jurisdiction stays when it contains the new home (or they chose it); another one needs their choice
 * when the address is in several, and their agreement to move. Returns the jurisdiction to move to,
 * or null to stay.
 */
async function homeMoveTarget(
  services: AppServices,
  actor: Actor,
  details: { address: Address; jurisdictionId: number | null; movingAgreed: boolean | null },
): Promise<number | null> {
  const current = await getMyAccount(services, { actor });
  const unchanged =
    current.address !== null &&
    ADDRESS_FIELDS.every((field) => (current.address?.[field] ?? null) === (details.address[field] ?? null));
  if (unchanged && details.jurisdictionId === null) return null;
  const offer = await jurisdictionOffer(services, { input: details.address });
  const choice = resolveJurisdictionChoice(offer, {
    chosenId: details.jurisdictionId,
    viewedId: actor.jurisdictionId,
  });
  if ('issue' in choice) throw validationFailed([{ path: 'jurisdictionId', message: encodeMessage(choice.issue) }]);
  if (choice.jurisdictionId === actor.jurisdictionId) return null;
  const issue = movingAgreementIssue(true, details.movingAgreed);
  if (issue) throw validationFailed([{ path: 'movingAgreed', message: encodeMessage(issue) }]);
  return choice.jurisdictionId;
}

/** The current password, through the one counted check (decision 0106); a field error when wrong. */
async function requirePassword(services: AppServices, actor: Actor, password: string, deviceToken: string | undefined) {
  if (!(await checkCurrentPassword(services, { actor, input: { password, deviceToken } }))) {
    throw validationFailed([{ path: 'password', message: encodeMessage(msg('validation.password.incorrect')) }]);
  }
}

/** Profile Settings: preferred language and the optional e-mail kinds. */
export async function updateProfileSettings(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const settings = parseOrThrow(profileSettingsSchema, input);
  // decision 0021: a locale agrees with the country of the owner's jurisdiction
  const jurisdiction = actor.jurisdictionId ? await services.jurisdictions.byId(actor.jurisdictionId) : undefined;
  if (jurisdiction && countryOfLocale(settings.locale) !== jurisdiction.country) {
    throw validationFailed([{ path: 'locale', message: encodeMessage(msg('validation.invalidValue')) }]);
  }
  await services.db
    .update(accounts)
    .set({
      locale: settings.locale,
      ...(settings.notificationPreferences ? { notificationPreferences: settings.notificationPreferences } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, actor.accountId));
  return getMyAccount(services, { actor });
}

/**
 * Deactivation keeps the account and every licensing record (a jurisdiction must keep them), ends
 * every session, and stops log-in. Reactivation is a staff task.
 */
export async function deactivateAccount(
  services: AppServices,
  { actor, input }: ActorCall<{ password: string; deviceToken: string | undefined }>,
) {
  await requirePassword(services, actor, input.password, input.deviceToken);
  await services.db
    .update(accounts)
    .set({ status: 'DEACTIVATED', deactivatedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(accounts.id, actor.accountId));
  await revokeAllSessions(services, { input: { accountId: actor.accountId } });
}
