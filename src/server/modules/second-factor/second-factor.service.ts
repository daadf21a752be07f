// Use cases of an account's own second factor (issue 41: 3, decisions 0109 and 0111): the settings screen
// turns an authenticator app on (a QR code, then a code from the app, then ten recovery codes shown
// once), makes new recovery codes and turns the app off. Any logged-in account, owners and staff alike;
// each works on the caller's own account only. Changing or removing a factor needs the current password
// (the one counted check of decision 0106) and a code of a factor; every change is e-mailed to the
// account. Refusals are field errors whose messages are keys. A passkey may be the factor that proves a
// change (decision 0117).
import {
  normalizeTotpCode,
  SECOND_FACTOR_REFUSALS,
  staffMustKeepSecondFactor,
  type SecondFactorRefusal,
} from '../../../domain/account/second-factor.rules.js';
import { type Message, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { ActorCall } from '../../shared/use-case.js';
import { administeredJurisdictionIds } from '../account/account.functions.js';
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeSecondFactors,
  secondFactorKey,
  secondFactorsOf,
} from './second-factor.functions.js';
import { noticeOfChange, type ProvenChange, proveFactorChange, refused } from './factor-change.functions.js';

/** What the settings screen and Profile Settings show of the caller's second factor. */
export type MySecondFactors = { totpConfirmedAt: Date | null; recoveryCodesLeft: number };

/** The caller's authenticator app (when it was turned on) and how many recovery codes are still unused. */
export function mySecondFactors(services: AppServices, { actor }: ActorCall): Promise<MySecondFactors> {
  return secondFactorsOf(services.db, actor.accountId);
}

/**
 * The name the authenticator app shows above the account's codes (decision 0109): for an administrator
 * the jurisdiction they administer, so a person with several accounts tells them apart; Pawport for
 * owners, operators and an administrator of several jurisdictions (decision 0111).
 */
async function issuerFor(services: AppServices, actor: ActorCall['actor']): Promise<string | undefined> {
  if (actor.role !== 'ADMIN') return undefined;
  const [only, ...others] = await administeredJurisdictionIds(services.db, actor.accountId);
  if (only === undefined || others.length > 0) return undefined;
  return (await services.jurisdictions.byId(only))?.name;
}

/**
 * Starts setting up an authenticator app: a new secret for the QR code and to type by hand, valid
 * TOTP_ENROLMENT_MINUTES (starting again replaces it). Refused (`alreadyOn`) when an app is on already.
 */
export async function startAppEnrolment(services: AppServices, { actor }: ActorCall) {
  const enrolment = await beginTotpEnrolment(services.db, secondFactorKey(services.config), {
    accountId: actor.accountId,
    email: actor.email,
    issuer: await issuerFor(services, actor),
    now: services.now(),
  });
  if (!enrolment) throw refused('', msg('validation.secondFactor.alreadyOn'));
  const { manualKey, otpauthUri, expiresAt } = enrolment;
  return { manualKey, otpauthUri, expiresAt };
}

/** Confirming an enrolment speaks of the app only: no recovery code exists yet. */
const ENROLMENT_REFUSALS: Partial<Record<SecondFactorRefusal, Message>> = {
  codeWrong: msg('validation.secondFactor.appCodeWrong'),
};

/**
 * Turns the app on with a code it shows: the ten recovery codes, returned this once. Refused on `code`:
 * not six digits, wrong, or the enrolment expired (start again).
 */
export async function confirmAppEnrolment(
  services: AppServices,
  { actor, input }: ActorCall<{ code: string; origin: string }>,
) {
  if (!normalizeTotpCode(input.code)) throw refused('code', msg('validation.secondFactor.appCodeFormat'));
  return services.db.transaction(async (tx) => {
    const confirmed = await confirmTotpEnrolment(tx, secondFactorKey(services.config), {
      accountId: actor.accountId,
      code: input.code,
      now: services.now(),
    });
    if (!confirmed.ok)
      throw refused('code', ENROLMENT_REFUSALS[confirmed.refusal] ?? SECOND_FACTOR_REFUSALS[confirmed.refusal]);
    await noticeOfChange(withDb(services, tx), actor.accountId, 'second-factor-on', input.origin);
    return { recoveryCodes: confirmed.recoveryCodes };
  });
}

/**
 * Ten new recovery codes in place of the old ones (the password and a factor first: a code or a passkey);
 * `notOn` without an app or a passkey (decision 0117: a passkey-only account gets new codes too).
 */
export async function replaceMyRecoveryCodes(services: AppServices, { actor, input }: ActorCall<ProvenChange>) {
  if (!(await hasSecondFactor(services.db, actor.accountId))) throw refused('', msg('validation.secondFactor.notOn'));
  await proveFactorChange(services, actor, input);
  return services.db.transaction(async (tx) => {
    const codes = await regenerateRecoveryCodes(tx, secondFactorKey(services.config), {
      accountId: actor.accountId,
      now: services.now(),
    });
    if (!codes) throw refused('', msg('validation.secondFactor.notOn'));
    await noticeOfChange(withDb(services, tx), actor.accountId, 'recovery-codes-new', input.origin);
    return { recoveryCodes: codes };
  });
}

/**
 * Turns two-step log-in off: the app, every passkey and the recovery codes go (removeSecondFactors), after
 * the password and a factor (a code or a passkey). Staff may not remove their last factor (`staffMustKeep`,
 * checked before anything is asked of them); an operator's audited reset is their way out.
 */
export async function turnOffSecondFactor(
  services: AppServices,
  { actor, input }: ActorCall<ProvenChange>,
): Promise<MySecondFactors> {
  if (!(await hasSecondFactor(services.db, actor.accountId))) throw refused('', msg('validation.secondFactor.notOn'));
  // every factor goes: for staff that always includes the last one
  if (staffMustKeepSecondFactor(actor.role, 0)) throw refused('', msg('validation.secondFactor.staffMustKeep'));
  await proveFactorChange(services, actor, input);
  await services.db.transaction(async (tx) => {
    await removeSecondFactors(tx, actor.accountId);
    await noticeOfChange(withDb(services, tx), actor.accountId, 'second-factor-off', input.origin);
  });
  return secondFactorsOf(services.db, actor.accountId);
}
