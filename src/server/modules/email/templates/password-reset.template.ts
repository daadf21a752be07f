// Sends the password-reset link; the link's lifetime is stated in the message.
import { PASSWORD_RESET_LINK_MINUTES } from '../../../../domain/account/account.js';
import { fill } from '../email-catalog.js';
import { actionEmail } from '../email-layout.js';

export type PasswordResetEmailData = { firstName: string; resetUrl: string };

export const renderPasswordResetEmail = actionEmail('passwordReset', (text, data: PasswordResetEmailData) => ({
  paragraphs: [text.body],
  actionIntro: fill(text.actionIntro, { minutes: PASSWORD_RESET_LINK_MINUTES }),
  url: data.resetUrl,
  closing: [text.expired, text.notYou],
}));
