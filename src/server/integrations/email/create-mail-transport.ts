// Picks the e-mail adapter from the configuration: SMTP when SMTP_URL is set, the outbox otherwise.
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

export function createMailTransport(options: { smtpUrl: string | undefined; from: string }): MailTransport {
  return options.smtpUrl ? createSmtpTransport({ url: options.smtpUrl, from: options.from }) : createOutboxTransport();
}
