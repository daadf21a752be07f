// Log-in, its second step and log-out (QUALITY.md Security). The password check, its count and back-off
// are password-check.service.ts (decision 0106); the second step's challenge and counts, decision 0110.
import { lookupEmailSchema } from '../../../domain/account/account.schemas.js';
import {
  readSecondFactorCode,
  SECOND_FACTOR_REFUSALS,
  secondFactorCodeIssue,
} from '../../../domain/account/second-factor.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import {
  type SecondFactorKind,
  secondFactorKey,
  secondFactorKindsOf,
  // not a React hook: the name is the second-factor module's
  useRecoveryCode as takeRecoveryCode,
  verifyTotp,
} from '../second-factor/second-factor.functions.js';
import { createLoginChallenge, type NewLoginChallenge } from './login-challenges.js';
import { checkPassword } from './password-check.service.js';
import type { NewSessionToken } from './session.functions.js';
import { beginSessionOf, completeSecondStep, type NewSession } from './second-step.functions.js';
import { revokeSession } from './session-rows.js';

export type { NewLoginChallenge, NewSession };

/** A log-in's outcome: a session, or (the account has a second factor) the challenge its code must answer. */
export type LogInOutcome =
  | { account: AccountRow; session: NewSessionToken; challenge?: undefined }
  | {
      challenge: NewLoginChallenge;
      /** what the step may ask for, so that it speaks of the factors the account has (decision 0117) */
      factors: SecondFactorKind[];
      account?: undefined;
      session?: undefined;
    };

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
  const factors = await secondFactorKindsOf(services.db, account.id);
  if (factors.length > 0) return { challenge: await createLoginChallenge(services, account.id), factors };
  return beginSessionOf(services, account, input.deviceToken, actor);
}

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
  {
    actor,
    input,
  }: PublicCall<{ code: string; challengeToken: string | undefined; deviceToken: string | undefined; origin: string }>,
): Promise<NewSession> {
  const issue = secondFactorCodeIssue(input.code);
  if (issue) throw validationFailed([{ path: 'code', message: encodeMessage(issue) }]);
  const typed = readSecondFactorCode(input.code);
  if (!typed) throw new AppError('SECOND_FACTOR_STEP_EXPIRED');
  const key = secondFactorKey(services.config);
  return completeSecondStep(services, { actor, input }, async (accountId) => {
    const check = { accountId, code: typed.code, now: services.now() };
    const result =
      typed.kind === 'totp'
        ? await verifyTotp(services.db, key, check)
        : await takeRecoveryCode(services.db, key, check);
    return result.ok ? result : { ok: false, path: 'code', message: SECOND_FACTOR_REFUSALS[result.refusal] };
  });
}

/** Ends the caller's session on the server (the cookie alone would survive a copied token). */
export async function logOut(services: AppServices, { actor }: PublicCall): Promise<void> {
  if (actor) await revokeSession(services.db, actor.sessionTokenHash);
}
