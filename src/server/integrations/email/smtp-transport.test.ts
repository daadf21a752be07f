import { describe, expect, it } from 'vitest';
import { parseSmtpUrl } from './smtp-transport.js';

describe('SMTP_URL', () => {
  it('reads host, port, STARTTLS and credentials (percent-decoded)', () => {
    expect(parseSmtpUrl('smtp://mailer%40example.org:p%40ss%3Aw0rd@smtp.example.org:587')).toMatchObject({
      host: 'smtp.example.org',
      port: 587,
      secure: false,
      auth: { user: 'mailer@example.org', pass: 'p@ss:w0rd' },
    });
  });

  it('uses TLS from the start for smtps and the usual default ports', () => {
    expect(parseSmtpUrl('smtps://relay.example.org')).toMatchObject({ port: 465, secure: true });
    expect(parseSmtpUrl('smtp://relay.example.org')).toMatchObject({ port: 587, secure: false });
  });

  it('takes ignoreTLS, requireTLS and tls.rejectUnauthorized from the query', () => {
    const options = parseSmtpUrl('smtp://127.0.0.1:2525?ignoreTLS=true&requireTLS=false&tls.rejectUnauthorized=false');
    expect(options).toMatchObject({ ignoreTLS: true, requireTLS: false, tls: { rejectUnauthorized: false } });
    expect(parseSmtpUrl('smtp://127.0.0.1:2525')).not.toHaveProperty('auth');
  });

  it('bounds the time a slow server may take', () => {
    expect(parseSmtpUrl('smtp://relay.example.org')).toMatchObject({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });

  it('refuses another scheme', () => {
    expect(() => parseSmtpUrl('http://relay.example.org')).toThrow(/smtp:\/\/ or smtps:\/\//);
  });
});
