// The log-in's counted second step, shared by the code (auth.service.ts logInSecondFactor) and the passkey
// (second-factor/passkey.service.ts) answers, and the second-factor back-off other modules count a code
// under (decisions 0110, 0116). Functions on the caller's services, called by use cases.
import { SECOND_FACTOR_MAX_FAILURES } from '../../../domain/account/second-factor.rules.js';
import { encodeMessage, type Message } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import { accountById } from '../account/account.functions.js';
import { secondFactorCapKey, secondFactorThrottleKey } from './login-backoff.js';
import {
  endLoginChallenge,
  LOGIN_CHALLENGE_ATTEMPTS,
  openChallengeAccount,
  reserveChallengeAttempt,
} from './login-challenges.js';
import { forgetKey, releaseCapped, reserveAttempt, reserveCapped } from './login-throttles.js';
import { createSession, type NewSessionToken } from './session.functions.js';
import { revokeSession } from './session-rows.js';

export type NewSession = { account: AccountRow; session: NewSessionToken };

/** A new session for `account`, ending the one the browser had. */
export async function beginSessionOf(
  services: AppServices,
  account: AccountRow,
  deviceToken: string | undefined,
  actor: PublicCall['actor'],
): Promise<NewSession> {
  const session = await createSession(services, account.id, deviceToken);
  // the session the browser had ends only when the new one begins (auth.service.ts logOut)
  if (actor) await revokeSession(services.db, actor.sessionTokenHash);
  return { account, session };
}

/** A second step's check of the factor the person gave: passed, or the field error to answer. */
export type SecondStepCheck = (
  accountId: number,
) => Promise<{ ok: true } | { ok: false; path: string; message: Message }>;

/**
 * The counted second step around any factor's check (a code here, a passkey's assertion in
 * second-factor/passkey.service.ts): the challenge's try, the back-off and the cap are reserved before
 * `check` runs; a failed check is its field error (or the end of the challenge at its 5th), a passed one
 * ends the challenge and begins the session.
 */
export async function completeSecondStep(
  services: AppServices,
  { actor, input }: PublicCall<{ challengeToken: string | undefined; deviceToken: string | undefined }>,
  check: SecondStepCheck,
): Promise<NewSession> {
  const challenge = input.challengeToken ? await reserveChallengeAttempt(services, input.challengeToken) : null;
  const account = challenge && (await accountById(services.db, challenge.accountId));
  if (!challenge || account?.status !== 'ACTIVE') throw new AppError('SECOND_FACTOR_STEP_EXPIRED');

  const capKey = secondFactorCapKey(account.id);
  if (!(await reserveCapped(services, capKey, SECOND_FACTOR_MAX_FAILURES))) {
    await endLoginChallenge(services, challenge.tokenHash);
    throw new AppError('SECOND_FACTOR_LOCKED');
  }
  const backoffKey = secondFactorThrottleKey(account.id);
  if (!(await reserveAttempt(services, backoffKey))) {
    await releaseCapped(services, capKey);
    throw new AppError('ACCOUNT_LOCKED');
  }

  const result = await check(account.id);
  if (!result.ok) {
    if (challenge.attempts >= LOGIN_CHALLENGE_ATTEMPTS) {
      await endLoginChallenge(services, challenge.tokenHash);
      throw new AppError('SECOND_FACTOR_TOO_MANY_CODES');
    }
    throw validationFailed([{ path: result.path, message: encodeMessage(result.message) }]);
  }
  await forgetKey(services, backoffKey);
  await releaseCapped(services, capKey);
  // single use: of two right codes sent at once, the one that ends the challenge begins the session
  if (!(await endLoginChallenge(services, challenge.tokenHash))) throw new AppError('SECOND_FACTOR_STEP_EXPIRED');
  return beginSessionOf(services, account, input.deviceToken, actor);
}

/**
 * The account whose password an open log-in challenge answered, without taking one of its tries (a passkey's
 * options, decision 0116); null when `challengeToken` names none still open.
 */
export function secondStepAccount(services: AppServices, challengeToken: string | undefined): Promise<number | null> {
  return challengeToken ? openChallengeAccount(services, challengeToken) : Promise.resolve(null);
}

/**
 * Counts a code typed outside log-in (a change of the factor) under the account's second-factor back-off, as
 * log-in's codes: false while the account waits. `forgetSecondFactorTries` after a right code.
 */
export function reserveSecondFactorTry(services: AppServices, accountId: number): Promise<boolean> {
  return reserveAttempt(services, secondFactorThrottleKey(accountId));
}

export function forgetSecondFactorTries(services: AppServices, accountId: number): Promise<void> {
  return forgetKey(services, secondFactorThrottleKey(accountId));
}
