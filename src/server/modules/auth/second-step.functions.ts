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
import { emailSecurityNotice, RecipientCapReached } from '../email/email.functions.js';
import { FAILURES_BEFORE_BACKOFF, secondFactorCapKey, secondFactorThrottleKey } from './login-backoff.js';
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
  { actor, input }: PublicCall<{ challengeToken: string | undefined; deviceToken: string | undefined; origin: string }>,
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
  const failures = await reserveAttempt(services, backoffKey);
  if (failures === null) {
    await releaseCapped(services, capKey);
    throw new AppError('ACCOUNT_LOCKED');
  }

  const result = await check(account.id);
  if (!result.ok) {
    await secondFactorTryFailed(services, { accountId: account.id, failures, origin: input.origin });
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
 * log-in's codes: the failures counted with this try, null while the account waits. `forgetSecondFactorTries`
 * after a right code, `secondFactorTryFailed` with the count after a wrong one.
 */
export function reserveSecondFactorTry(services: AppServices, accountId: number): Promise<number | null> {
  return reserveAttempt(services, secondFactorThrottleKey(accountId));
}

/**
 * After a wrong code or a refused passkey whose try was reserved with `failures` counted: when this try is the
 * one that made the account's back-off wait, the account is e-mailed that someone who has its password failed
 * the second step (decision 0118). The count moves by one in one statement on every app server, so exactly one
 * try of a back-off episode holds FAILURES_BEFORE_BACKOFF: one e-mail an episode, however many codes arrive at
 * once, and none for the tries refused while it waits (they are not counted). A new episode begins when the
 * count is forgotten: a right code, a password reset, or a day without a failure.
 */
export async function secondFactorTryFailed(
  services: AppServices,
  { accountId, failures, origin }: { accountId: number; failures: number; origin: string },
): Promise<void> {
  if (failures !== FAILURES_BEFORE_BACKOFF) return;
  try {
    await emailSecurityNotice(services, {
      accountId,
      template: 'second-factor-failures',
      origin,
      data: { failures, failedAt: services.now() },
    });
  } catch (error) {
    // past the recipient's cap (episodes ended by right codes, again and again): the answer is the same
    if (!(error instanceof RecipientCapReached)) throw error;
    services.log.warn({ accountId }, 'second-factor back-off notice not sent: recipient cap reached');
  }
}

export function forgetSecondFactorTries(services: AppServices, accountId: number): Promise<void> {
  return forgetKey(services, secondFactorThrottleKey(accountId));
}
