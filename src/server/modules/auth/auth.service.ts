// Log-in, its second step and log-out (QUALITY.md Security). The password check, its count and back-off
// are password-check.service.ts (decision 0106); the second step's challenge and counts, decision 0110.
import { lookupEmailSchema } from '../../../domain/account/account.schemas.js';
import {
  readSecondFactorCode,
  SECOND_FACTOR_MAX_FAILURES,
  SECOND_FACTOR_REFUSALS,
  secondFactorCodeIssue,
} from '../../../domain/account/second-factor.rules.js';
import { encodeMessage, type Message } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { accountById } from '../account/account.functions.js';
import {
  hasSecondFactor,
  secondFactorKey,
  // not a React hook: the name is the second-factor module's
  useRecoveryCode as takeRecoveryCode,
  verifyTotp,
} from '../second-factor/second-factor.functions.js';
import { secondFactorCapKey, secondFactorThrottleKey } from './login-backoff.js';
import {
  createLoginChallenge,
  endLoginChallenge,
  LOGIN_CHALLENGE_ATTEMPTS,
  type NewLoginChallenge,
  reserveChallengeAttempt,
} from './login-challenges.js';
import { forgetKey, releaseCapped, reserveAttempt, reserveCapped } from './login-throttles.js';
import { checkPassword } from './password-check.service.js';
import { createSession, type NewSessionToken } from './session.functions.js';
import { revokeSession } from './session-rows.js';

export type { NewLoginChallenge };

/** A log-in's outcome: a session, or (the account has a second factor) the challenge its code must answer. */
export type LogInOutcome =
  | { account: AccountRow; session: NewSessionToken; challenge?: undefined }
  | { challenge: NewLoginChallenge; account?: undefined; session?: undefined };

export type NewSession = { account: AccountRow; session: NewSessionToken };

/**
 * A new session at every log-in (no fixation). The session the browser had ends only when the new one
 * begins: a failed log-in leaves it alone. The same answer, after the same work, for an unknown e-mail and
 * a wrong password, back-off included. An account with a second factor gets no session yet: a challenge
 * for `logInSecondFactor` (decision 0110).
 */
export async function logIn(
  services: AppServices,
  { actor, input }: PublicCall<{ email: string; password: string; deviceToken: string | undefined }>,
): Promise<LogInOutcome> {
  const { email } = parseOrThrow(lookupEmailSchema, { email: input.email });
  const account = await checkPassword(services, { input: { ...input, email } });
  if (await hasSecondFactor(services.db, account.id))
    return { challenge: await createLoginChallenge(services, account.id) };
  return beginSessionOf(services, account, input.deviceToken, actor);
}

async function beginSessionOf(
  services: AppServices,
  account: AccountRow,
  deviceToken: string | undefined,
  actor: PublicCall['actor'],
): Promise<NewSession> {
  const session = await createSession(services, account.id, deviceToken);
  await logOut(services, { actor });
  return { account, session };
}

/** A second step's check of the factor the person gave: passed, or the field error to answer. */
export type SecondStepCheck = (accountId: number) => Promise<{ ok: true } | { ok: false; path: string; message: Message }>;

/**
 * The log-in's second step (decision 0110): the code (an authenticator's or a recovery code, one field) of
 * the account whose password the challenge in `challengeToken` answered. Each try is counted before the
 * check: on the challenge (the 5th wrong code ends it: SECOND_FACTOR_TOO_MANY_CODES), under the account's
 * back-off key (ACCOUNT_LOCKED while it waits) and against the cap only a password reset forgets
 * (SECOND_FACTOR_LOCKED). A wrong, replayed or used code is a field error on `code`; no challenge, an
 * expired or spent one, is SECOND_FACTOR_STEP_EXPIRED. On the right code the challenge ends and the session
 * begins as at log-in.
 */
export async function logInSecondFactor(
  services: AppServices,
  { actor, input }: PublicCall<{ code: string; challengeToken: string | undefined; deviceToken: string | undefined }>,
): Promise<NewSession> {
  const issue = secondFactorCodeIssue(input.code);
  if (issue) throw validationFailed([{ path: 'code', message: encodeMessage(issue) }]);
  const typed = readSecondFactorCode(input.code);
  if (!typed) throw new AppError('SECOND_FACTOR_STEP_EXPIRED');
  const key = secondFactorKey(services.config);
  return completeSecondStep(services, { actor, input }, async (accountId) => {
    const check = { accountId, code: typed.code, now: services.now() };
    const result =
      typed.kind === 'totp' ? await verifyTotp(services.db, key, check) : await takeRecoveryCode(services.db, key, check);
    return result.ok ? result : { ok: false, path: 'code', message: SECOND_FACTOR_REFUSALS[result.refusal] };
  });
}

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

/** Ends the caller's session on the server (the cookie alone would survive a copied token). */
export async function logOut(services: AppServices, { actor }: PublicCall): Promise<void> {
  if (actor) await revokeSession(services.db, actor.sessionTokenHash);
}
