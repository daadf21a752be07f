// HomeSafe (issue 18, decision 0802): the e-mails of the relay between an owner and the person who found
// their pet. Messages are the people's own plain text (the layout escapes it); neither side's address is in
// the other's e-mail unless the owner chose to share theirs.
import { formatPhoneForLocale } from '../../../../domain/account/phone.rules.js';
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { type ActionEmailText, type RenderedEmail, renderEmail } from '../email-layout.js';

/** A HomeSafe e-mail about one pet: its section's subject with the pet's name, and the section's one link. */
function petEmail(
  locale: LocaleCode,
  text: ActionEmailText,
  pet: { pet: string },
  content: { firstName: string; paragraphs: string[]; url: string },
): RenderedEmail {
  return renderEmail(locale, {
    subject: fill(text.subject, pet),
    firstName: content.firstName,
    paragraphs: content.paragraphs,
    action: { intro: text.actionIntro, label: text.actionLabel, url: content.url },
  });
}

/** To the owner: a finder's first message (`first`) or a later one. */
export type HomesafeFoundMessageData = {
  firstName: string;
  petName: string;
  first: boolean;
  message: string;
  /** a number the finder chose to give (ten digits), on the first message */
  finderPhone: string | null;
  petUrl: string;
};

export function renderHomesafeFoundMessageEmail(locale: LocaleCode, data: HomesafeFoundMessageData): RenderedEmail {
  const text = emailText(locale).homesafeFoundMessage;
  const pet = { pet: data.petName };
  return petEmail(locale, text, pet, {
    firstName: data.firstName,
    paragraphs: [
      fill(data.first ? text.first : text.reply, pet),
      data.message,
      ...(data.finderPhone ? [fill(text.phone, { phone: formatPhoneForLocale(data.finderPhone, locale) })] : []),
      text.privacy,
    ],
    url: data.petUrl,
  });
}

/** The text message an opted-in owner gets with the first message of a finder. */
export function renderHomesafeFoundSms(locale: LocaleCode, data: { petName: string; petUrl: string }): string {
  return fill(emailText(locale).homesafeFoundMessage.sms, { pet: data.petName, url: data.petUrl });
}

/** To the finder, once their message is sent: the private link (it carries their token). */
export type HomesafeFinderLinkData = { petName: string; conversationUrl: string };

export function renderHomesafeFinderLinkEmail(locale: LocaleCode, data: HomesafeFinderLinkData): RenderedEmail {
  const text = emailText(locale).homesafeFinderLink;
  const pet = { pet: data.petName };
  return petEmail(locale, text, pet, {
    firstName: text.greetingName,
    paragraphs: [fill(text.sent, pet), text.keep],
    url: data.conversationUrl,
  });
}

/** To the finder: the owner's answer, or the owner's contact details once they chose to share them. */
export type HomesafeOwnerReplyData = {
  petName: string;
  message: string | null;
  shared: { email: string; phone: string | null } | null;
  conversationUrl: string;
};

export function renderHomesafeOwnerReplyEmail(locale: LocaleCode, data: HomesafeOwnerReplyData): RenderedEmail {
  const text = emailText(locale).homesafeOwnerReply;
  const finder = emailText(locale).homesafeFinderLink;
  const pet = { pet: data.petName };
  const paragraphs = data.message ? [fill(text.answered, pet), data.message] : [];
  if (data.shared)
    paragraphs.push(
      fill(text.shared, pet),
      fill(text.email, { email: data.shared.email }),
      ...(data.shared.phone ? [fill(text.phone, { phone: formatPhoneForLocale(data.shared.phone, locale) })] : []),
    );
  return petEmail(locale, text, pet, { firstName: finder.greetingName, paragraphs, url: data.conversationUrl });
}
