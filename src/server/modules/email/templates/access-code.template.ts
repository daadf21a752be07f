// Sends an access code that completes sign-up (spec §2.6, §4 Access code).
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { type EmailContent, type RenderedEmail, renderEmail } from '../email-layout.js';

export type AccessCodeEmailData = { firstName: string; code: string; signUpUrl: string };

const CONTENT: Record<LocaleCode, (data: AccessCodeEmailData) => EmailContent> = {
  en_US: ({ firstName, code, signUpUrl }) => ({
    subject: 'Your Pawport access code',
    greeting: `Hi ${firstName},`,
    paragraphs: ['Here is your access code to complete your sign-up:'],
    code,
    action: { intro: 'Enter it on the sign-up page, or open this link:', label: 'Complete my sign-up', url: signUpUrl },
    closing: ['Do not share this code with anyone. If you did not ask for it, you can ignore this email.'],
  }),
  en_CA: ({ firstName, code, signUpUrl }) => ({
    subject: 'Your Pawport access code',
    greeting: `Hi ${firstName},`,
    paragraphs: ['Here is your access code to complete your sign-up:'],
    code,
    action: { intro: 'Enter it on the sign-up page, or open this link:', label: 'Complete my sign-up', url: signUpUrl },
    closing: ['Do not share this code with anyone. If you did not ask for it, you can ignore this email.'],
  }),
  es_US: ({ firstName, code, signUpUrl }) => ({
    subject: 'Su código de acceso de Pawport',
    greeting: `Hola, ${firstName}:`,
    paragraphs: ['Este es su código de acceso para completar su registro:'],
    code,
    action: {
      intro: 'Ingréselo en la página de registro o abra este enlace:',
      label: 'Completar mi registro',
      url: signUpUrl,
    },
    closing: ['No comparta este código con nadie. Si usted no lo solicitó, puede ignorar este mensaje.'],
  }),
  fr_CA: ({ firstName, code, signUpUrl }) => ({
    subject: 'Votre code d’accès Pawport',
    greeting: `Bonjour ${firstName},`,
    paragraphs: ['Voici votre code d’accès pour terminer votre inscription\u00a0:'],
    code,
    action: {
      intro: 'Entrez-le sur la page d’inscription ou ouvrez ce lien\u00a0:',
      label: 'Terminer mon inscription',
      url: signUpUrl,
    },
    closing: ['Ne communiquez ce code à personne. Si vous ne l’avez pas demandé, vous pouvez ignorer ce courriel.'],
  }),
};

export function renderAccessCodeEmail(locale: LocaleCode, data: AccessCodeEmailData): RenderedEmail {
  return renderEmail(locale, CONTENT[locale](data));
}
