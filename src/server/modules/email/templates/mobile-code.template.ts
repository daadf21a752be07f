// The text message that verifies a mobile number (issue 37: 2, decision 0803): the code, how long it
// works, and what to do when the reader did not ask for it. Its words live in the e-mail catalogs.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';

export function renderMobileCodeSms(locale: LocaleCode, data: { code: string; minutes: number }): string {
  return fill(emailText(locale).mobileCode.sms, data);
}
