// Text messages whose words live in the e-mail catalogs (locales/*.ts, one glossary check for both) and
// that no e-mail goes with. The reminders' and HomeSafe's text versions are in email.service.ts.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import type { PublicCall } from '../../shared/use-case.js';
import { renderMobileCodeSms } from './templates/mobile-code.template.js';

/** The code that verifies a mobile number (decision 0803), in the reader's locale. */
export function mobileCodeTextMessage(
  services: AppServices,
  { input }: PublicCall<{ locale: LocaleCode; data: { code: string; minutes: number } }>,
): string {
  void services;
  return renderMobileCodeSms(input.locale, input.data);
}
