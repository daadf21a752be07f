// Sent at sign-up: welcomes the owner and asks them to verify their e-mail address.
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { type EmailContent, type RenderedEmail, renderEmail } from '../email-layout.js';

export type WelcomeEmailData = { firstName: string; verifyUrl: string };

const CONTENT: Record<LocaleCode, (data: WelcomeEmailData) => EmailContent> = {
  en_US: ({ firstName, verifyUrl }) => ({
    subject: 'Welcome to Pawport: please verify your email address',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Thank you for creating your Pawport account. With it you can license your pets, renew their licenses and keep their records in one place.',
    ],
    action: {
      intro: 'Please confirm that this email address is yours:',
      label: 'Verify my email address',
      url: verifyUrl,
    },
    closing: ['If you did not create a Pawport account, you can ignore this email.'],
  }),
  // Canadian spelling: "licence" is the noun, "license" the verb.
  en_CA: ({ firstName, verifyUrl }) => ({
    subject: 'Welcome to Pawport: please verify your email address',
    greeting: `Hi ${firstName},`,
    paragraphs: [
      'Thank you for creating your Pawport account. With it you can license your pets, renew their licences and keep their records in one place.',
    ],
    action: {
      intro: 'Please confirm that this email address is yours:',
      label: 'Verify my email address',
      url: verifyUrl,
    },
    closing: ['If you did not create a Pawport account, you can ignore this email.'],
  }),
  es_US: ({ firstName, verifyUrl }) => ({
    subject: 'Le damos la bienvenida a Pawport: confirme su correo electrónico',
    greeting: `Hola, ${firstName}:`,
    paragraphs: [
      'Gracias por crear su cuenta de Pawport. Con ella puede obtener las licencias de sus mascotas, renovarlas y tener sus registros en un solo lugar.',
    ],
    action: {
      intro: 'Confirme que esta dirección de correo electrónico es suya:',
      label: 'Confirmar mi correo electrónico',
      url: verifyUrl,
    },
    closing: ['Si usted no creó una cuenta de Pawport, puede ignorar este mensaje.'],
  }),
  fr_CA: ({ firstName, verifyUrl }) => ({
    subject: 'Bienvenue sur Pawport\u00a0: veuillez confirmer votre adresse courriel',
    greeting: `Bonjour ${firstName},`,
    paragraphs: [
      'Merci d’avoir créé votre compte Pawport. Vous pourrez y obtenir les licences de vos animaux, les renouveler et conserver leurs dossiers au même endroit.',
    ],
    action: {
      intro: 'Veuillez confirmer que cette adresse courriel est bien la vôtre\u00a0:',
      label: 'Confirmer mon adresse courriel',
      url: verifyUrl,
    },
    closing: ['Si vous n’avez pas créé de compte Pawport, vous pouvez ignorer ce courriel.'],
  }),
};

export function renderWelcomeEmail(locale: LocaleCode, data: WelcomeEmailData): RenderedEmail {
  return renderEmail(locale, CONTENT[locale](data));
}
