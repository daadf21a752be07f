// Use cases of an account's own passkeys (issue 41: 3, decisions 0112, 0116 and 0117): add one after the
// password (and a factor, when the account has one already), list them, remove one after the password and a
// factor, the options of a passkey that proves a change (startPasskeyProof), and the log-in's second step with
// a passkey. The ceremonies are passkey.functions.ts'; the proof of a change is factor-change.functions.ts',
// the counted second step log-in's (auth/second-step.functions.ts). A passkey's answer arrives as the JSON
// string @simplewebauthn/browser made.
import { PASSKEY_REFUSALS, type PasskeyRefusal } from '../../../domain/account/passkey.rules.js';
import { staffMustKeepSecondFactor } from '../../../domain/account/second-factor.rules.js';
import { msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { completeSecondStep, type NewSession, secondStepAccount } from '../auth/second-step.functions.js';
import {
  beginPasskeyAuthentication,
  beginPasskeyRegistration,
  finishPasskeyAuthentication,
  finishPasskeyRegistration,
  type Passkey,
  passkeysOf,
  type RelyingParty,
  readPasskeyAnswer,
  removePasskey,
} from './passkey.functions.js';
import {
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeSecondFactors,
  secondFactorKey,
  secondFactorsOf,
} from './second-factor.functions.js';
import { noticeOfChange, type ProvenChange, proveFactorChange, refused } from './factor-change.functions.js';
import type { MySecondFactors } from './second-factor.service.js';

/** Where a refusal of the registration shows: the name under its field, the rest above the form. */
const refusalPath = (refusal: PasskeyRefusal) => (refusal === 'nicknameInvalid' ? 'nickname' : '');

/**
 * The options for the browser to make a passkey, as JSON: after the current password, and a code of a
 * factor when the account has one (an app's or a recovery code; a first passkey has nothing else to prove).
 * The ceremony's challenge waits PASSKEY_CHALLENGE_MINUTES for finishMyPasskey.
 */
export async function startMyPasskey(
  services: AppServices,
  { actor, input }: ActorCall<ProvenChange>,
): Promise<string> {
  const codeNeeded = await hasSecondFactor(services.db, actor.accountId);
  await proveFactorChange(services, actor, input, { codeNeeded });
  const options = await beginPasskeyRegistration(services.db, {
    accountId: actor.accountId,
    email: actor.email,
    displayName: `${actor.firstName} ${actor.lastName}`.trim() || actor.email,
    rpId: input.relyingParty.rpId,
    now: services.now(),
  });
  return JSON.stringify(options);
}

/**
 * Keeps the passkey the browser made under the name the person gave it. When it is the account's first
 * second factor, the answer carries the ten recovery codes, this once. Refused: on `nickname`, or on the
 * whole form (`expired`: start again; `refused`; `alreadyRegistered`). The finish step runs on its own
 * transaction, so a refusal still spends the challenge (decision 0112, item 5).
 */
export async function finishMyPasskey(
  services: AppServices,
  { actor, input }: ActorCall<{ response: string; nickname: string; origin: string; relyingParty: RelyingParty }>,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const response = readPasskeyAnswer<Parameters<typeof finishPasskeyRegistration>[1]['response']>(input.response);
  if (!response) throw refused('', PASSKEY_REFUSALS.refused);
  const first = !(await hasSecondFactor(services.db, actor.accountId));
  const finished = await finishPasskeyRegistration(services.db, {
    accountId: actor.accountId,
    response,
    nickname: input.nickname,
    ...input.relyingParty,
    now: services.now(),
  });
  if (!finished.ok) throw refused(refusalPath(finished.refusal), PASSKEY_REFUSALS[finished.refusal]);
  return services.db.transaction(async (tx) => {
    const recoveryCodes = first
      ? await regenerateRecoveryCodes(tx, secondFactorKey(services.config), {
          accountId: actor.accountId,
          now: services.now(),
        })
      : null;
    await noticeOfChange(withDb(services, tx), actor.accountId, 'passkey-added', input.origin, {
      nickname: finished.passkey.nickname,
    });
    return { passkey: finished.passkey, recoveryCodes };
  });
}

/**
 * Removes one of the caller's passkeys after the password and a code (an app's or a recovery code). Staff may
 * not remove their last factor (`staffMustKeep`). The last factor gone, the recovery codes go with it: codes
 * alone are no second factor. Another account's passkey is refused as one that does not exist.
 */
export async function removeMyPasskey(
  services: AppServices,
  { actor, input }: ActorCall<ProvenChange & { credentialId: string }>,
): Promise<MySecondFactors> {
  const passkeys = await passkeysOf(services.db, actor.accountId);
  const passkey = passkeys.find(({ credentialId }) => credentialId === input.credentialId);
  if (!passkey) throw refused('', msg('validation.passkey.notFound'));
  const { totpConfirmedAt } = await secondFactorsOf(services.db, actor.accountId);
  const othersLeft = passkeys.length - 1 + (totpConfirmedAt ? 1 : 0);
  if (staffMustKeepSecondFactor(actor.role, othersLeft))
    throw refused('', msg('validation.secondFactor.staffMustKeep'));
  await proveFactorChange(services, actor, input);
  await services.db.transaction(async (tx) => {
    await removePasskey(tx, { accountId: actor.accountId, credentialId: passkey.credentialId });
    if (othersLeft === 0) await removeSecondFactors(tx, actor.accountId);
    await noticeOfChange(withDb(services, tx), actor.accountId, 'passkey-removed', input.origin, {
      nickname: passkey.nickname,
    });
  });
  return secondFactorsOf(services.db, actor.accountId);
}

/**
 * The options for the browser (as JSON) to prove a change of the caller's factors with one of their passkeys
 * (decision 0117): a challenge for this account and purpose `change`, apart from log-in's, replacing one still
 * waiting, valid PASSKEY_CHALLENGE_MINUTES, spent by the change it is sent with. Null without a passkey (the
 * proof is then a code). Nothing is counted here: the change counts the assertion.
 */
export async function startPasskeyProof(
  services: AppServices,
  { actor, input }: ActorCall<{ relyingParty: RelyingParty }>,
): Promise<string | null> {
  const options = await beginPasskeyAuthentication(services.db, {
    accountId: actor.accountId,
    rpId: input.relyingParty.rpId,
    now: services.now(),
    purpose: 'change',
  });
  return options ? JSON.stringify(options) : null;
}

/**
 * The log-in's second step with a passkey: the options for the browser (as JSON) for the account whose
 * password the challenge in `challengeToken` answered, without taking one of its tries. Null when the account
 * has no passkey (the step asks for a code only); SECOND_FACTOR_STEP_EXPIRED without an open challenge.
 */
export async function startPasskeyLogIn(
  services: AppServices,
  { input }: PublicCall<{ challengeToken: string | undefined; relyingParty: RelyingParty }>,
): Promise<string | null> {
  const accountId = await secondStepAccount(services, input.challengeToken);
  if (accountId === null) throw new AppError('SECOND_FACTOR_STEP_EXPIRED');
  const options = await beginPasskeyAuthentication(services.db, {
    accountId,
    rpId: input.relyingParty.rpId,
    now: services.now(),
  });
  return options ? JSON.stringify(options) : null;
}

/**
 * The log-in's second step answered by a passkey: counted exactly as a code (auth.service.ts'
 * completeSecondStep: the challenge's tries, the back-off, the cap); a refused assertion is an error about
 * the whole form, a valid one begins the session.
 */
export function logInWithPasskey(
  services: AppServices,
  {
    actor,
    input,
  }: PublicCall<{
    response: string;
    challengeToken: string | undefined;
    deviceToken: string | undefined;
    /** of the reset link in the e-mail a back-off sends (decision 0118) */
    origin: string;
    relyingParty: RelyingParty;
  }>,
): Promise<NewSession> {
  return completeSecondStep(services, { actor, input }, async (accountId) => {
    const response = readPasskeyAnswer<Parameters<typeof finishPasskeyAuthentication>[1]['response']>(input.response);
    const result = response
      ? await finishPasskeyAuthentication(services.db, {
          accountId,
          response,
          ...input.relyingParty,
          now: services.now(),
        })
      : ({ ok: false, refusal: 'refused' } as const);
    return result.ok ? result : { ok: false, path: '', message: PASSKEY_REFUSALS[result.refusal] };
  });
}
