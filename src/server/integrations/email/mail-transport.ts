// How the e-mail worker hands a message to the outside world (PRODUCT.md §3 External services: E-mail).
import type { LocaleCode } from '../../../domain/locale/locales.js';

export type OutgoingMail = {
  /** stable per outbox row: the Message-ID is built from it, so a resend after a crash is recognisable */
  messageKey: string;
  to: string;
  locale: LocaleCode;
  subject: string;
  text: string;
  html: string;
};

export interface MailTransport {
  /** 'smtp' sends over the network; 'outbox' leaves the message in the outbox for /dev/mailbox */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects so the queue retries it. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
