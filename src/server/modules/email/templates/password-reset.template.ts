// Sends the password-reset link; the link's lifetime is stated in the message.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { type EmailContent, type RenderedEmail, renderEmail } from '../email-layout.js';

/** How long a reset link works; the accounts service must expire its token after the same time. */
export const PASSWORD_RESET_LINK_MINUTES = 30;

export type PasswordResetEmailData = { firstName: string; resetUrl: string };

const minutes = PASSWORD_RESET_LINK_MINUTES;

const CONTENT: Record<LocaleCode, (data: PasswordResetEmailData) => EmailContent> = {
  en_US: ({ firstName, resetUrl }) => ({
    subject: 'Reset your Pawport password',
    greeting: `Hi ${firstName},`,
    paragraphs: ['We received a request to reset the password of your Pawport account.'],
    action: {
      intro: `To choose a new password, open this link within ${minutes} minutes:`,
      label: 'Reset my password',
      url: resetUrl,
    },
    closing: [
      'If the link has expired, you can ask for a new one on the log-in page.',
      'If you did not ask to reset your password, ignore this email: your password stays the same.',
    ],
  }),
  en_CA: ({ firstName, resetUrl }) => ({
    subject: 'Reset your Pawport password',
    greeting: `Hi ${firstName},`,
    paragraphs: ['We received a request to reset the password of your Pawport account.'],
    action: {
      intro: `To choose a new password, open this link within ${minutes} minutes:`,
      label: 'Reset my password',
      url: resetUrl,
    },
    closing: [
      'If the link has expired, you can ask for a new one on the log-in page.',
      'If you did not ask to reset your password, ignore this email: your password stays the same.',
    ],
  }),
  es_US: ({ firstName, resetUrl }) => ({
    subject: 'Restablezca su contraseña de Pawport',
    greeting: `Hola, ${firstName}:`,
    paragraphs: ['Recibimos una solicitud para restablecer la contraseña de su cuenta de Pawport.'],
    action: {
      intro: `Para elegir una contraseña nueva, abra este enlace en los próximos ${minutes} minutos:`,
      label: 'Restablecer mi contraseña',
      url: resetUrl,
    },
    closing: [
      'Si el enlace ya venció, puede solicitar otro en la página de inicio de sesión.',
      'Si usted no pidió restablecer su contraseña, ignore este mensaje: su contraseña no cambiará.',
    ],
  }),
  fr_CA: ({ firstName, resetUrl }) => ({
    subject: 'Réinitialisez votre mot de passe Pawport',
    greeting: `Bonjour ${firstName},`,
    paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Pawport.'],
    action: {
      intro: `Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici ${minutes}\u00a0minutes\u00a0:`,
      label: 'Réinitialiser mon mot de passe',
      url: resetUrl,
    },
    closing: [
      'Si le lien est expiré, vous pouvez en demander un nouveau à partir de la page de connexion.',
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
    ],
  }),
};

export function renderPasswordResetEmail(locale: LocaleCode, data: PasswordResetEmailData): RenderedEmail {
  return renderEmail(locale, CONTENT[locale](data));
}
