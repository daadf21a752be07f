// Sent at sign-up: welcomes the owner and asks them to verify their e-mail address.
import { actionEmail } from '../email-layout.js';

export type WelcomeEmailData = { firstName: string; verifyUrl: string };

export const renderWelcomeEmail = actionEmail('welcome', (text, data: WelcomeEmailData) => ({
  paragraphs: [text.body],
  url: data.verifyUrl,
  closing: [text.closing],
}));
