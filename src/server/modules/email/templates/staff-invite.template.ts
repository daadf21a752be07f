// Issue 41 (3, decision 0113): an operator invites a person to administer a jurisdiction; the link lets
// them choose their password once, within STAFF_INVITE_HOURS. The person has no account yet: no name to greet.
import { STAFF_INVITE_HOURS } from '../../../../domain/operator/staff-invite.schemas.js';
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { formatDateTime, type RenderedEmail, renderEmail } from '../email-layout.js';

export type StaffInviteEmailData = { jurisdictionName: string; inviteUrl: string; expiresAt: Date; timeZone?: string };

export function renderStaffInviteEmail(locale: LocaleCode, data: StaffInviteEmailData): RenderedEmail {
  const text = emailText(locale).staffInvite;
  const jurisdiction = { jurisdiction: data.jurisdictionName };
  return renderEmail(locale, {
    subject: fill(text.subject, jurisdiction),
    firstName: text.greetingName,
    paragraphs: [fill(text.body, jurisdiction), text.secondFactor],
    action: {
      intro: fill(text.actionIntro, {
        hours: STAFF_INVITE_HOURS,
        when: formatDateTime(locale, data.expiresAt, data.timeZone),
      }),
      label: text.actionLabel,
      url: data.inviteUrl,
    },
    closing: [text.notYou],
  });
}
