// Sends an access code that completes sign-up (spec §2.6, §4 Access code).
import { actionEmail } from '../email-layout.js';

export type AccessCodeEmailData = { firstName: string; code: string; signUpUrl: string };

export const renderAccessCodeEmail = actionEmail('accessCode', (text, data: AccessCodeEmailData) => ({
  paragraphs: [text.body],
  code: data.code,
  url: data.signUpUrl,
  closing: [text.closing],
}));
