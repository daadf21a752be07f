// The e-mails the portal sends, by name; the outbox stores the name next to the rendered message.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { RenderedEmail } from './email-layout.js';
import { type AccessCodeEmailData, renderAccessCodeEmail } from './templates/access-code.template.js';
import {
  type EmailChangeNoticeData,
  type EmailChangeVerifyData,
  renderEmailChangeNoticeEmail,
  renderEmailChangeVerifyEmail,
} from './templates/email-change.template.js';
import {
  type LicenseReminderEmailData,
  renderLicenseExpiredEmail,
  renderLicenseGraceEndingEmail,
  renderLicenseRenewalOpenEmail,
} from './templates/license-reminder.template.js';
import { type OrderReceiptEmailData, renderOrderReceiptEmail } from './templates/order-receipt.template.js';
import { type OrderRefundedEmailData, renderOrderRefundedEmail } from './templates/order-refunded.template.js';
import {
  type RabiesProofAcceptedEmailData,
  renderRabiesProofAcceptedEmail,
} from './templates/rabies-proof-accepted.template.js';
import {
  type RabiesProofRejectedEmailData,
  renderRabiesProofRejectedEmail,
} from './templates/rabies-proof-rejected.template.js';
import { type RabiesExpiringEmailData, renderRabiesExpiringEmail } from './templates/rabies-expiring.template.js';
import { type RenewalFailedEmailData, renderRenewalFailedEmail } from './templates/renewal-failed.template.js';
import { type PasswordChangedEmailData, renderPasswordChangedEmail } from './templates/password-changed.template.js';
import { type PasswordResetEmailData, renderPasswordResetEmail } from './templates/password-reset.template.js';
import {
  type PasskeyNoticeData,
  renderPasskeyAddedEmail,
  renderPasskeyRemovedEmail,
  renderRecoveryCodesNewEmail,
  renderSecondFactorFailuresEmail,
  renderSecondFactorOffEmail,
  renderSecondFactorOnEmail,
  renderSecondFactorResetEmail,
  type SecondFactorFailuresData,
  type SecondFactorNoticeData,
  type SecondFactorResetData,
} from './templates/second-factor.template.js';
import { renderStaffInviteEmail, type StaffInviteEmailData } from './templates/staff-invite.template.js';
import { renderWelcomeEmail, type WelcomeEmailData } from './templates/welcome.template.js';
import {
  type HomesafeFinderLinkData,
  type HomesafeFoundMessageData,
  type HomesafeOwnerReplyData,
  renderHomesafeFinderLinkEmail,
  renderHomesafeFoundMessageEmail,
  renderHomesafeOwnerReplyEmail,
} from './templates/homesafe.template.js';

export type EmailTemplateData = {
  welcome: WelcomeEmailData;
  'access-code': AccessCodeEmailData;
  'password-reset': PasswordResetEmailData;
  'password-changed': PasswordChangedEmailData;
  'second-factor-on': SecondFactorNoticeData;
  'second-factor-off': SecondFactorNoticeData;
  'second-factor-reset': SecondFactorResetData;
  'recovery-codes-new': SecondFactorNoticeData;
  'second-factor-failures': SecondFactorFailuresData;
  'passkey-added': PasskeyNoticeData;
  'passkey-removed': PasskeyNoticeData;
  'email-change-verify': EmailChangeVerifyData;
  'email-change-notice': EmailChangeNoticeData;
  'order-receipt': OrderReceiptEmailData;
  'order-refunded': OrderRefundedEmailData;
  'renewal-failed': RenewalFailedEmailData;
  'license-renewal-open': LicenseReminderEmailData;
  'license-expired': LicenseReminderEmailData;
  'license-grace-ending': LicenseReminderEmailData;
  'rabies-proof-accepted': RabiesProofAcceptedEmailData;
  'rabies-proof-rejected': RabiesProofRejectedEmailData;
  'rabies-expiring': RabiesExpiringEmailData;
  'homesafe-found-message': HomesafeFoundMessageData;
  'homesafe-finder-link': HomesafeFinderLinkData;
  'homesafe-owner-reply': HomesafeOwnerReplyData;
  'staff-invite': StaffInviteEmailData;
};

export type EmailTemplateName = keyof EmailTemplateData;

const RENDERERS: { [Name in EmailTemplateName]: (locale: LocaleCode, data: EmailTemplateData[Name]) => RenderedEmail } =
  {
    welcome: renderWelcomeEmail,
    'access-code': renderAccessCodeEmail,
    'password-reset': renderPasswordResetEmail,
    'password-changed': renderPasswordChangedEmail,
    'second-factor-on': renderSecondFactorOnEmail,
    'second-factor-off': renderSecondFactorOffEmail,
    'second-factor-reset': renderSecondFactorResetEmail,
    'recovery-codes-new': renderRecoveryCodesNewEmail,
    'second-factor-failures': renderSecondFactorFailuresEmail,
    'passkey-added': renderPasskeyAddedEmail,
    'passkey-removed': renderPasskeyRemovedEmail,
    'email-change-verify': renderEmailChangeVerifyEmail,
    'email-change-notice': renderEmailChangeNoticeEmail,
    'order-receipt': renderOrderReceiptEmail,
    'order-refunded': renderOrderRefundedEmail,
    'renewal-failed': renderRenewalFailedEmail,
    'license-renewal-open': renderLicenseRenewalOpenEmail,
    'license-expired': renderLicenseExpiredEmail,
    'license-grace-ending': renderLicenseGraceEndingEmail,
    'rabies-proof-accepted': renderRabiesProofAcceptedEmail,
    'rabies-proof-rejected': renderRabiesProofRejectedEmail,
    'rabies-expiring': renderRabiesExpiringEmail,
    'homesafe-found-message': renderHomesafeFoundMessageEmail,
    'homesafe-finder-link': renderHomesafeFinderLinkEmail,
    'homesafe-owner-reply': renderHomesafeOwnerReplyEmail,
    'staff-invite': renderStaffInviteEmail,
  };

export const EMAIL_TEMPLATE_NAMES = Object.keys(RENDERERS) as EmailTemplateName[];

export function renderTemplate<Name extends EmailTemplateName>(
  template: Name,
  locale: LocaleCode,
  data: EmailTemplateData[Name],
): RenderedEmail {
  return RENDERERS[template](locale, data);
}
