// A rabies proof staff approved (issue 38: D11, decision 0506): the proof is valid until its expiry, and
// each licence that waited for it is now active until its term ends; the link opens My Pets, where the
// licence and its certificate are. Dates are calendar days, written as the reader's locale writes them.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { emailText, fill } from '../email-catalog.js';
import { formatDay, type RenderedEmail, renderEmail } from '../email-layout.js';

export type RabiesProofAcceptedEmailData = {
  firstName: string;
  petName: string;
  /** YYYY-MM-DD: the vaccination's expiry, as staff verified it */
  proofExpires: string;
  /** the licences the approval made ACTIVE (YYYY-MM-DD term ends); empty when none waited for it */
  licenses: ReadonlyArray<{ number: string; termEnd: string }>;
  /** My Pets, where the licence's state and certificate are */
  myPetsUrl: string;
};

export function renderRabiesProofAcceptedEmail(locale: LocaleCode, data: RabiesProofAcceptedEmailData): RenderedEmail {
  const text = emailText(locale).rabiesProofAccepted;
  const pet = data.petName;
  // the licence that runs longest says until when the pet is licensed (a renewal bought ahead runs on)
  const last = [...data.licenses].sort((a, b) => a.termEnd.localeCompare(b.termEnd)).at(-1);
  return renderEmail(locale, {
    subject: last
      ? fill(text.subject, { pet, date: formatDay(locale, last.termEnd) })
      : fill(text.subjectNoLicense, { pet }),
    firstName: data.firstName,
    paragraphs: [
      fill(text.accepted, { pet, expires: formatDay(locale, data.proofExpires) }),
      ...data.licenses.map((license) =>
        fill(text.active, { pet, number: license.number, date: formatDay(locale, license.termEnd) }),
      ),
    ],
    action: {
      intro: fill(last ? text.actionIntro : text.actionIntroNoLicense, { pet }),
      label: text.actionLabel,
      url: data.myPetsUrl,
    },
  });
}
