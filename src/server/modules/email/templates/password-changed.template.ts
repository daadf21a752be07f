// Security notice after a password change, so an owner learns of a change they did not make.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { type EmailContent, type RenderedEmail, formatDateTime, renderEmail } from '../email-layout.js';

export type PasswordChangedEmailData = {
  firstName: string;
  changedAt: Date;
  /** IANA zone of the owner's jurisdiction; UTC when unknown */
  timeZone?: string;
  /** where to reset the password if the change was not theirs */
  resetUrl: string;
};

const CONTENT: Record<LocaleCode, (data: PasswordChangedEmailData, when: string) => EmailContent> = {
  en_US: ({ firstName, resetUrl }, when) => ({
    subject: 'Your Pawport password was changed',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `The password of your Pawport account was changed on ${when}.`,
      'If you made this change, there is nothing else to do.',
    ],
    action: {
      intro: 'If you did not, someone else may know your password. Reset it right away:',
      label: 'Reset my password',
      url: resetUrl,
    },
  }),
  en_CA: ({ firstName, resetUrl }, when) => ({
    subject: 'Your Pawport password was changed',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      `The password of your Pawport account was changed on ${when}.`,
      'If you made this change, there is nothing else to do.',
    ],
    action: {
      intro: 'If you did not, someone else may know your password. Reset it right away:',
      label: 'Reset my password',
      url: resetUrl,
    },
  }),
  es_US: ({ firstName, resetUrl }, when) => ({
    subject: 'Se cambió la contraseña de su cuenta de Pawport',
    greeting: `Hola, ${firstName}:`,
    paragraphs: [
      `La contraseña de su cuenta de Pawport se cambió el ${when}.`,
      'Si usted hizo este cambio, no tiene que hacer nada más.',
    ],
    action: {
      intro: 'Si no fue usted, es posible que otra persona conozca su contraseña. Restablézcala de inmediato:',
      label: 'Restablecer mi contraseña',
      url: resetUrl,
    },
  }),
  fr_CA: ({ firstName, resetUrl }, when) => ({
    subject: 'Le mot de passe de votre compte Pawport a été modifié',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      `Le mot de passe de votre compte Pawport a été modifié le ${when}.`,
      'Si vous êtes à l’origine de ce changement, vous n’avez rien d’autre à faire.',
    ],
    action: {
      intro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
      label: 'Réinitialiser mon mot de passe',
      url: resetUrl,
    },
  }),
};

export function renderPasswordChangedEmail(locale: LocaleCode, data: PasswordChangedEmailData): RenderedEmail {
  const when = formatDateTime(locale, data.changedAt, data.timeZone);
  return renderEmail(locale, CONTENT[locale](data, when));
}
