// What changing a second factor asks of the caller (decisions 0111, 0116): the current password and a
// factor's code (proveFactorChange), the field refusal forms show, and the e-mail after each change.
// Called by the second-factor use cases (second-factor.service.ts, passkey.service.ts).
import {
  readSecondFactorCode,
  SECOND_FACTOR_REFUSALS,
  secondFactorCodeIssue,
} from '../../../domain/account/second-factor.rules.js';
import { encodeMessage, type Message, msg } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import type { ActorCall } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import { forgetSecondFactorTries, reserveSecondFactorTry } from '../auth/second-step.functions.js';
import { checkCurrentPassword } from '../auth/password-check.service.js';
import { emailRecipient } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { secondFactorKey, useRecoveryCode, verifyTotp } from './second-factor.functions.js';

/** A change of a factor that needs the current password and a code of a factor. */
export type ProvenChange = { password: string; code: string; origin: string; deviceToken: string | undefined };

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
  const recipient = await emailRecipient(services.db, accountId);
  if (!recipient) throw new Error(`account ${accountId} vanished during a second-factor change`);
  await enqueueEmail(services, {
    input: {
      to: recipient.email,
      locale: recipient.locale,
      template,
      data: {
        firstName: recipient.firstName,
        changedAt: services.now(),
        ...(recipient.timeZone ? { timeZone: recipient.timeZone } : {}),
        resetUrl: pageUrl(origin, 'ForgotPassword', recipient.locale),
        ...extra,
      },
    },
  });
}

/**
 * The current password (counted, decision 0106: wrong ones back off with log-in's) and then a code of a
 * factor, the app's or a recovery code (which is spent): field errors on `password` and `code`. Each code
 * is counted under the account's second-factor back-off key, as at log-in (decision 0110): ACCOUNT_LOCKED
 * while it waits. `codeNeeded: false` (adding the first factor: there is none to prove) asks the password only.
 */
export async function proveFactorChange(
  services: AppServices,
  actor: ActorCall['actor'],
  input: Omit<ProvenChange, 'origin'>,
  { codeNeeded = true }: { codeNeeded?: boolean } = {},
) {
  const passwordMissing = input.password === '';
  const codeIssue = codeNeeded ? secondFactorCodeIssue(input.code) : null;
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
  const typed = readSecondFactorCode(input.code);
  if (!typed) throw refused('code', msg('validation.secondFactor.format'));
  if (!(await reserveSecondFactorTry(services, actor.accountId))) throw new AppError('ACCOUNT_LOCKED');
  const check = typed.kind === 'totp' ? verifyTotp : useRecoveryCode;
  const result = await check(services.db, secondFactorKey(services.config), {
    accountId: actor.accountId,
    code: typed.code,
    now: services.now(),
  });
  if (!result.ok) throw refused('code', SECOND_FACTOR_REFUSALS[result.refusal]);
  await forgetSecondFactorTries(services, actor.accountId);
}
