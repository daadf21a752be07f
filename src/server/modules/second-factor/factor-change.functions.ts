// What changing a second factor asks of the caller (decisions 0111, 0116, 0117): the current password and a
// factor, a code or a passkey's assertion (proveFactorChange), the field refusal forms show, and the e-mail
// after each change. Called by the second-factor use cases (second-factor.service.ts, passkey.service.ts).
import { PASSKEY_REFUSALS } from '../../../domain/account/passkey.rules.js';
import {
  readSecondFactorCode,
  SECOND_FACTOR_REFUSALS,
  secondFactorCodeIssue,
} from '../../../domain/account/second-factor.rules.js';
import { encodeMessage, type Message, msg } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import {
  forgetSecondFactorTries,
  reserveSecondFactorTry,
  secondFactorTryFailed,
} from '../auth/second-step.functions.js';
import { checkCurrentPassword } from '../auth/password-check.service.js';
import { emailSecurityNotice } from '../email/email.functions.js';
import {
  finishPasskeyAuthentication,
  type PasskeyResult,
  type RelyingParty,
  readPasskeyAnswer,
} from './passkey.functions.js';
import { type SecondFactorResult, secondFactorKey, useRecoveryCode, verifyTotp } from './second-factor.functions.js';

/**
 * A change of a factor that needs the current password and a factor: a code (`code`), or a passkey's answer to
 * beginPasskeyProof (`passkey`, the browser's JSON; '' when the proof is a code).
 */
export type ProvenChange = {
  password: string;
  code: string;
  passkey: string;
  origin: string;
  deviceToken: string | undefined;
  relyingParty: RelyingParty;
};

/** One field's refusal, as forms show it; `path: ''` is about the whole form. */
export function refused(path: string, message: Message) {
  return validationFailed([{ path, message: encodeMessage(message) }]);
}

/** The e-mail the account gets after each change of its second factor (a passkey's names it). */
export async function noticeOfChange(
  services: AppServices,
  accountId: number,
  template: 'second-factor-on' | 'second-factor-off' | 'recovery-codes-new' | 'passkey-added' | 'passkey-removed',
  origin: string,
  extra: { nickname?: string } = {},
) {
  await emailSecurityNotice(services, { accountId, template, origin, data: { changedAt: services.now(), ...extra } });
}

/**
 * The current password (counted, decision 0106: wrong ones back off with log-in's) and then a factor: a code,
 * the app's or a recovery code (which is spent), or an assertion of one of the account's passkeys over the
 * challenge beginPasskeyProof stored for this account and purpose (decision 0117: single use, 5 minutes).
 * Field errors on `password` and `code`; a refused assertion is about the whole form, as at log-in. Each code
 * and each assertion is counted under the account's second-factor back-off, as at log-in (decision 0110):
 * ACCOUNT_LOCKED while it waits. `codeNeeded: false` (adding the first factor: there is none to prove) asks
 * the password only.
 */
export async function proveFactorChange(
  services: AppServices,
  actor: ActorCall['actor'],
  input: ProvenChange,
  { codeNeeded = true }: { codeNeeded?: boolean } = {},
) {
  const byPasskey = codeNeeded && input.passkey !== '';
  const passwordMissing = input.password === '';
  const codeIssue = codeNeeded && !byPasskey ? secondFactorCodeIssue(input.code) : null;
  if (passwordMissing || codeIssue)
    throw validationFailed([
      ...(passwordMissing ? [{ path: 'password', message: encodeMessage(msg('validation.required')) }] : []),
      ...(codeIssue ? [{ path: 'code', message: encodeMessage(codeIssue) }] : []),
    ]);
  const passwordOk = await checkCurrentPassword(services, {
    actor,
    input: { password: input.password, deviceToken: input.deviceToken },
  });
  if (!passwordOk) throw refused('password', msg('validation.password.incorrect'));
  if (!codeNeeded) return;
  const typed = byPasskey ? null : readSecondFactorCode(input.code);
  if (!byPasskey && !typed) throw refused('code', msg('validation.secondFactor.format'));
  const failures = await reserveSecondFactorTry(services, actor.accountId);
  if (failures === null) throw new AppError('ACCOUNT_LOCKED');
  // the try that makes the account wait e-mails it (decision 0118)
  const failed = () => secondFactorTryFailed(services, { accountId: actor.accountId, failures, origin: input.origin });
  if (typed) {
    const check = typed.kind === 'totp' ? verifyTotp : useRecoveryCode;
    const result: SecondFactorResult = await check(services.db, secondFactorKey(services.config), {
      accountId: actor.accountId,
      code: typed.code,
      now: services.now(),
    });
    if (!result.ok) {
      await failed();
      throw refused('code', SECOND_FACTOR_REFUSALS[result.refusal]);
    }
  } else {
    // on the database, not in a transaction of ours: a refusal still spends the challenge (decision 0112, 5)
    const result = await passkeyProof(services, actor.accountId, input);
    if (!result.ok) {
      await failed();
      throw refused('', PASSKEY_REFUSALS[result.refusal]);
    }
  }
  await forgetSecondFactorTries(services, actor.accountId);
}

/** The passkey's answer to the account's waiting proof challenge (purpose `change`), checked. */
function passkeyProof(
  services: AppServices,
  accountId: number,
  input: Pick<ProvenChange, 'passkey' | 'relyingParty'>,
): Promise<PasskeyResult> {
  const response = readPasskeyAnswer<Parameters<typeof finishPasskeyAuthentication>[1]['response']>(input.passkey);
  if (!response) return Promise.resolve({ ok: false, refusal: 'refused' });
  return finishPasskeyAuthentication(services.db, {
    accountId,
    response,
    ...input.relyingParty,
    now: services.now(),
    purpose: 'change',
  });
}
