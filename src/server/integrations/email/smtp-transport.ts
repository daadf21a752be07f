// SMTP via nodemailer, configured by SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered),
// smtps://…:465 (TLS from the start). Query flags: ignoreTLS, requireTLS (a local test server needs
// ignoreTLS=true), tls.rejectUnauthorized=false for a self-signed relay.
import nodemailer from 'nodemailer';
import type { SMTPTransportOptions } from 'nodemailer/lib/smtp-transport';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import type { MailTransport } from './mail-transport.js';

export type SmtpTransportOptions = {
  url: string;
  /** the From header, e.g. "Pawport <no-reply@pets.example.org>" */
  from: string;
  ignoreTLS?: boolean;
};

// Short timeouts: a slow server fails the attempt and the queue retries later, instead of holding a
// worker for nodemailer's default of minutes.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function parseSmtpUrl(value: string): SMTPTransportOptions {
  const url = new URL(value);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}//`);
  }
  const secure = url.protocol === 'smtps:';
  const flag = (name: string) => {
    const raw = url.searchParams.get(name);
    return raw === null ? undefined : raw === 'true' || raw === '1';
  };
  const options: SMTPTransportOptions = {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
  if (url.username || url.password) {
    options.auth = { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) };
  }
  const ignoreTLS = flag('ignoreTLS');
  if (ignoreTLS !== undefined) options.ignoreTLS = ignoreTLS;
  const requireTLS = flag('requireTLS');
  if (requireTLS !== undefined) options.requireTLS = requireTLS;
  const rejectUnauthorized = flag('tls.rejectUnauthorized');
  if (rejectUnauthorized !== undefined) options.tls = { rejectUnauthorized };
  return options;
}

export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const smtp = parseSmtpUrl(options.url);
  if (options.ignoreTLS !== undefined) smtp.ignoreTLS = options.ignoreTLS;
  const transporter = nodemailer.createTransport(smtp);
  const messageIdDomain = /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'pawport.localhost';
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageKey}@${messageIdDomain}>`,
        headers: { 'Content-Language': toLocaleTag(mail.locale), 'Auto-Submitted': 'auto-generated' },
      });
    },
    close: async () => {
      transporter.close();
    },
  };
}
