// The embedded default when SMTP_URL is unset: the outbox row already holds the whole message, so
// "delivering" it is marking it sent; /dev/mailbox shows it. No network.
import type { MailTransport } from './mail-transport.js';

export function createOutboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    send: async () => {},
    close: async () => {},
  };
}
