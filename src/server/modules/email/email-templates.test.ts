import { describe, expect, it } from 'vitest';
import { LOCALES, type LocaleCode } from '../../../domain/locale/locales.js';
import { assertWebUrl, escapeHtml } from './email-layout.js';
import {
  EMAIL_TEMPLATE_NAMES,
  type EmailTemplateData,
  type EmailTemplateName,
  renderTemplate,
} from './email-templates.js';
import { PASSWORD_RESET_LINK_MINUTES } from '../../../domain/account/account.js';
import { fill } from './email-catalog.js';
import { en_CA } from './locales/en_CA.js';
import { en_US } from './locales/en_US.js';
import { type LicenseReminderEmailData, renderLicenseReminderSms } from './templates/license-reminder.template.js';

const HOSTILE = `<script>alert("x")</script> & 'Tom'`;
const URL_WITH_QUERY = 'https://pets.example.org/verify?token=a<b&c="d"';

function sampleData(name: 'hostile' | 'plain'): EmailTemplateData {
  const firstName = name === 'hostile' ? HOSTILE : 'Ana';
  const url = name === 'hostile' ? URL_WITH_QUERY : 'https://pets.example.org/link?token=abc';
  return {
    welcome: { firstName, verifyUrl: url },
    'access-code': { firstName, code: name === 'hostile' ? '<b>AB12</b>' : 'K7P-42Q', signUpUrl: url },
    'password-reset': { firstName, resetUrl: url },
    'password-changed': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
    },
    'second-factor-on': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
    },
    'second-factor-off': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
    },
    'recovery-codes-new': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
    },
    'second-factor-reset': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
      operatorName: name === 'hostile' ? HOSTILE : 'Morgan Operator',
    },
    'second-factor-failures': {
      firstName,
      failures: 10,
      failedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
    },
    'passkey-added': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
      nickname: 'Work laptop',
    },
    'passkey-removed': {
      firstName,
      changedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      resetUrl: url,
      nickname: 'Work laptop',
    },
    'email-change-verify': { firstName, oldEmail: 'old@example.com', verifyUrl: url, hours: 24 },
    'email-change-notice': {
      firstName,
      newEmail: 'new@example.com',
      requestedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      undoUrl: url,
      hours: 72,
    },
    'order-receipt': {
      firstName,
      reference: 'PP-000042',
      placedAt: new Date('2026-03-05T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
      lines: [{ quantity: 2, name: name === 'hostile' ? HOSTILE : 'Bone ID tag', amount: '$29.98' }],
      subtotal: '$29.98',
      tax: '$3.07',
      total: '$33.05',
      card: 'Visa •••• 4242',
      receiptUrl: url,
    },
    'renewal-failed': {
      firstName,
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      plan: 'Yearly',
      amount: '$105.71',
      retryOn: 'Nov 26, 2026',
      billingUrl: url,
    },
    'license-renewal-open': licenseReminder(name, firstName, url),
    'license-expired': licenseReminder(name, firstName, url),
    'license-grace-ending': licenseReminder(name, firstName, url),
    'rabies-expiring': {
      firstName,
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      expires: 'Mar 1, 2027',
      petUrl: url,
      settingsUrl: 'https://pets.example.org/en_US/account/full/account-app/settings/profile-settings',
    },
    'rabies-proof-rejected': {
      firstName,
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      reason: name === 'hostile' ? HOSTILE : 'ILLEGIBLE',
      petUrl: url,
    },
    'rabies-proof-accepted': {
      firstName,
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      proofExpires: '2028-02-01',
      licenses: [{ number: name === 'hostile' ? HOSTILE : 'KCW-2026-000042', termEnd: '2027-03-01' }],
      myPetsUrl: url,
    },
    'order-refunded': {
      firstName,
      reference: 'PP-000042',
      currency: 'USD',
      amountCents: 1499,
      refundedCents: 1499,
      totalCents: 3305,
      card: { brand: 'visa', last4: '4242' },
      revokedLicenses: [],
      orderUrl: url,
    },
    'homesafe-found-message': {
      firstName,
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      first: true,
      message: name === 'hostile' ? HOSTILE : 'Found him near the park.',
      finderPhone: '2065550123',
      petUrl: url,
    },
    'homesafe-finder-link': { petName: name === 'hostile' ? HOSTILE : 'Biscuit', conversationUrl: url },
    'homesafe-owner-reply': {
      petName: name === 'hostile' ? HOSTILE : 'Biscuit',
      message: name === 'hostile' ? HOSTILE : 'Thank you! I am on my way.',
      shared: { email: 'owner@example.com', phone: '2065550188' },
      conversationUrl: url,
    },
    'staff-invite': {
      jurisdictionName: name === 'hostile' ? HOSTILE : 'King County, WA',
      inviteUrl: url,
      expiresAt: new Date('2026-03-06T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
    },
  };
}

function licenseReminder(name: 'hostile' | 'plain', firstName: string, url: string): LicenseReminderEmailData {
  return {
    firstName,
    petName: name === 'hostile' ? HOSTILE : 'Biscuit',
    licenseNumber: 'KCW-2026-000042',
    termEnd: 'Mar 1, 2027',
    graceEnd: 'Mar 31, 2027',
    lateFee: '$15.00',
    renewUrl: url,
    settingsUrl: 'https://pets.example.org/en_US/account/full/account-app/settings/profile-settings',
    aboutUrl: 'https://pets.example.org/en_US/licensing/renew',
  };
}

function render(template: EmailTemplateName, locale: LocaleCode, data: EmailTemplateData) {
  // the registry is keyed by name, so each name gets its own data
  return renderTemplate(template, locale, data[template] as never);
}

describe('e-mail templates', () => {
  it('has the e-mails of the Accounts issues and the order receipt', () => {
    expect([...EMAIL_TEMPLATE_NAMES].sort()).toEqual([
      'access-code',
      'email-change-notice',
      'email-change-verify',
      'homesafe-finder-link',
      'homesafe-found-message',
      'homesafe-owner-reply',
      'license-expired',
      'license-grace-ending',
      'license-renewal-open',
      'order-receipt',
      'order-refunded',
      'passkey-added',
      'passkey-removed',
      'password-changed',
      'password-reset',
      'rabies-expiring',
      'rabies-proof-accepted',
      'rabies-proof-rejected',
      'recovery-codes-new',
      'renewal-failed',
      'second-factor-failures',
      'second-factor-off',
      'second-factor-on',
      'second-factor-reset',
      'staff-invite',
      'welcome',
    ]);
  });

  it('tells the old address where the e-mail is going and how long the undo link works (issue 10: 2)', () => {
    const notice = renderTemplate('email-change-notice', 'en_US', sampleData('plain')['email-change-notice']);
    expect(notice.text).toContain('new@example.com');
    expect(notice.text).toContain('72 hours');
    expect(notice.text).toMatch(/March 5, 2026.*2:07\sPM PST/);
    const verify = renderTemplate('email-change-verify', 'fr_CA', sampleData('plain')['email-change-verify']);
    expect(verify.text).toContain('old@example.com');
    expect(verify.text).toMatch(/24\sheures/);
  });

  for (const template of EMAIL_TEMPLATE_NAMES) {
    describe(template, () => {
      it.each(LOCALES)('renders in %s as text and accessible HTML', (locale) => {
        const email = render(template, locale, sampleData('plain'));
        expect(email.subject.length).toBeGreaterThan(5);
        // a HomeSafe finder has no account: their e-mails greet them without a name (decision 0802)
        if ('firstName' in sampleData('plain')[template]) expect(email.text).toContain('Ana');
        expect(email.text).toContain('https://pets.example.org/link?token=abc');
        expect(email.html).toContain(`<html lang="${locale.replace('_', '-')}"`);
        expect(email.html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
        expect(email.html).toMatch(/<h1[^>]*>/);
        expect(email.html).toContain('href="https://pets.example.org/link?token=abc"');
        expect(email.html).not.toMatch(/<script/i);
      });

      it('says something different in each language', () => {
        const subjects = new Set(
          ['en_US', 'es_US', 'fr_CA'].map((l) => render(template, l as LocaleCode, sampleData('plain')).subject),
        );
        expect(subjects.size).toBe(3);
      });

      it.each(LOCALES)('escapes every interpolated value in %s', (locale) => {
        const email = render(template, locale, sampleData('hostile'));
        expect(email.html).not.toContain('<script>');
        expect(email.html).not.toContain('<b>AB12</b>');
        expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Tom&#39;');
        // the URL is normalised by URL parsing, then escaped inside the attribute
        expect(email.html).not.toMatch(/href="[^"]*<[^"]*"/);
        expect(email.html).toMatch(/href="https:\/\/pets\.example\.org\/verify\?token=a%3Cb&amp;c=%22d%22"/);
        // the text version is plain text: the name appears as typed
        expect(email.text).toContain(HOSTILE);
      });
    });
  }

  it.each([
    ['en_US', 'Test mode — no money is taken'],
    ['en_CA', 'Test mode — no money is taken'],
    ['es_US', 'Modo de prueba: no se cobra dinero'],
    ['fr_CA', 'Mode test\u00a0: aucun argent n’est prélevé'],
  ] as const)('says first in %s that a test-processor order took no money (issue 36)', (locale, line) => {
    const paid = sampleData('plain')['order-receipt'];
    const test = renderTemplate('order-receipt', locale, { ...paid, testMode: true });
    expect(test.text.split('\n\n')[1]).toContain(line);
    expect(test.html).toContain(line);
    expect(renderTemplate('order-receipt', locale, paid).text).not.toContain(line);
  });

  it('uses Canadian spelling in en_CA and American in en_US', () => {
    const data = sampleData('plain').welcome;
    expect(renderTemplate('welcome', 'en_CA', data).text).toContain('licences');
    expect(renderTemplate('welcome', 'en_US', data).text).toContain('licenses');
    expect(renderTemplate('welcome', 'en_US', data).text).not.toContain('licence');
  });

  it('falls back per key from en_CA to en_US: one e-mail mixes the Canadian override and American keys', () => {
    const data = sampleData('plain').welcome;
    const canadian = renderTemplate('welcome', 'en_CA', data);
    const american = renderTemplate('welcome', 'en_US', data);
    expect(canadian.text).toContain('renew their licences'); // welcome.body: en_CA's own
    expect(canadian.subject).toBe(american.subject); // welcome.subject: not in en_CA, from en_US
    expect(canadian.text).toContain('Please confirm that this email address is yours:'); // actionIntro, from en_US
    expect(canadian.html).toContain('>Verify my email address</a>'); // actionLabel, from en_US
    expect(canadian.text.replace('licences', 'licenses')).toBe(american.text);
    expect(renderTemplate('password-reset', 'en_CA', sampleData('plain')['password-reset']).text).toBe(
      renderTemplate('password-reset', 'en_US', sampleData('plain')['password-reset']).text,
    );
  });

  it('keeps in en_CA only the keys whose text differs from en_US', () => {
    const copies = Object.entries(en_CA).flatMap(([section, keys]) =>
      Object.entries(keys ?? {})
        .filter(([key, text]) => (en_US as Record<string, Record<string, string>>)[section]?.[key] === text)
        .map(([key]) => `${section}.${key}`),
    );
    expect(copies).toEqual([]);
  });

  it('fills placeholders once, and refuses text whose placeholder has no value', () => {
    expect(fill('Hi {{firstName}},', { firstName: '{{firstName}} $&' })).toBe('Hi {{firstName}} $&,');
    expect(() => fill('within {{minutes}} minutes', {})).toThrow(/minutes/);
  });

  it('states the 30-minute lifetime of a reset link in every locale', () => {
    expect(PASSWORD_RESET_LINK_MINUTES).toBe(30);
    for (const locale of LOCALES) {
      const email = renderTemplate('password-reset', locale, sampleData('plain')['password-reset']);
      expect(email.text).toMatch(/30(\s|\u00a0)minut/);
    }
  });

  it('shows the access code itself in text and HTML', () => {
    const email = renderTemplate('access-code', 'fr_CA', sampleData('plain')['access-code']);
    expect(email.text).toContain('K7P-42Q');
    expect(email.html).toContain('K7P-42Q');
    expect(email.subject).toBe('Votre code d’accès Pawport');
  });

  it('formats the time of a password change in the reader’s language and zone', () => {
    const data = sampleData('plain')['password-changed'];
    expect(renderTemplate('password-changed', 'en_US', data).text).toMatch(/March 5, 2026.*2:07\sPM PST/);
    expect(renderTemplate('password-changed', 'es_US', data).text).toContain('5 de marzo de 2026');
    expect(renderTemplate('password-changed', 'fr_CA', data).text).toMatch(/5 mars 2026 à 14\sh\s07/);
  });

  it("the operator's reset of two-step log-in: who, when, as asked, the next log-in's set-up, and the reset link (decision 0113)", () => {
    const data = sampleData('plain')['second-factor-reset'];
    const link = 'https://pets.example.org/link?token=abc';
    const us = renderTemplate('second-factor-reset', 'en_US', data);
    expect(us.subject).toBe('Two-step log-in was reset for your Pawport account');
    expect(us.text).toMatch(
      /On March 5, 2026.*2:07\sPM PST, the site operator, Morgan Operator, reset two-step log-in for your Pawport account, as you asked:/,
    );
    expect(us.text).toContain('The next time you log in, you will set up a passkey or an authenticator app again');
    expect(us.text).toContain(
      `If you did not ask for this, contact the site operator right away and reset your password:\n${link}`,
    );
    // not the "turned off" notice, whose reader is told the change may not be theirs
    expect(us.text).not.toContain('turned off');
    // en_CA: en_US's words, the time as Canada writes it
    expect(renderTemplate('second-factor-reset', 'en_CA', data).text.replace('p.m.', 'PM')).toBe(us.text);
    const es = renderTemplate('second-factor-reset', 'es_US', data).text;
    expect(es).toContain(
      'el operador del sitio, Morgan Operator, restableció la verificación en dos pasos de su cuenta de Pawport, como usted lo pidió:',
    );
    expect(es).toContain('configurará de nuevo una llave de acceso o una aplicación de autenticación');
    expect(es).toContain(`comuníquese de inmediato con el operador del sitio y restablezca su contraseña:\n${link}`);
    const fr = renderTemplate('second-factor-reset', 'fr_CA', data).text;
    expect(fr).toMatch(/Le 5 mars 2026 à 14\sh\s07/);
    expect(fr).toContain(
      'l’exploitant du site, Morgan Operator, a réinitialisé la connexion en deux étapes de votre compte Pawport, comme vous l’avez demandé\u00a0:',
    );
    expect(fr).toContain('vous configurerez de nouveau une clé d’accès ou une application d’authentification');
    expect(fr).toContain(
      `communiquez sans tarder avec l’exploitant du site et réinitialisez votre mot de passe\u00a0:\n${link}`,
    );
  });

  it('licence reminders: the pet, its licence and dates, the late fee, the unsubscribe hint, in each spelling', () => {
    const data = sampleData('plain')['license-expired'];
    const us = renderTemplate('license-expired', 'en_US', data);
    expect(us.subject).toBe("Biscuit's license has expired");
    expect(us.text).toContain('KCW-2026-000042 expired on Mar 1, 2027');
    expect(us.text).toContain('Renew it by Mar 31, 2027 to avoid the late fee of $15.00.');
    expect(us.text).toContain('Profile Settings');
    expect(us.text).toContain(data.settingsUrl);
    // how renewal works, with the jurisdiction's figures (issue 20, decision 0601)
    expect(us.text).toContain(`How renewal works, with the fees and the dates: ${data.aboutUrl}`);
    expect(renderTemplate('license-expired', 'fr_CA', data).text).toContain(
      `Comment fonctionne le renouvellement, avec les tarifs et les dates\u00a0: ${data.aboutUrl}`,
    );
    expect(renderTemplate('license-expired', 'en_US', { ...data, lateFee: null }).text).toContain(
      'Renew it by Mar 31, 2027.',
    );
    const canadian = renderTemplate('license-renewal-open', 'en_CA', data);
    expect(canadian.subject).toBe("Time to renew Biscuit's licence");
    expect(canadian.text).not.toMatch(/license/);
    expect(renderTemplate('license-grace-ending', 'fr_CA', data).subject).toBe(
      'Renouvelez le permis de Biscuit cette semaine pour éviter des frais de retard',
    );
    expect(renderTemplate('license-renewal-open', 'es_US', data).subject).toBe(
      'Es hora de renovar la licencia de Biscuit',
    );
  });

  it('licence reminder text messages: one link and how to stop them, in each language', () => {
    const data = { petName: 'Biscuit', termEnd: 'Mar 1, 2027', graceEnd: 'Mar 31, 2027', renewUrl: 'https://x.test/r' };
    expect(renderLicenseReminderSms('license-renewal-open', 'en_US', data)).toBe(
      "Pawport: Biscuit's license expires Mar 1, 2027. Renew now: https://x.test/r Reply STOP to end these texts.",
    );
    expect(renderLicenseReminderSms('license-expired', 'en_CA', data)).toContain("Biscuit's licence expired");
    expect(renderLicenseReminderSms('license-grace-ending', 'fr_CA', data)).toBe(
      'Pawport\u00a0: renouvelez le permis de Biscuit d’ici le Mar 31, 2027 pour éviter des frais de retard\u00a0: https://x.test/r Répondez STOP pour ne plus recevoir de textos.',
    );
    expect(renderLicenseReminderSms('license-expired', 'es_US', data)).toContain('Responda STOP');
  });

  it('rabies proof accepted: the licence it made active and until when, in each locale’s words and dates (D11)', () => {
    const data = sampleData('plain')['rabies-proof-accepted'];
    const us = renderTemplate('rabies-proof-accepted', 'en_US', data);
    expect(us.subject).toBe("Your rabies proof was accepted — Biscuit's license is active until Mar 1, 2027");
    expect(us.text).toContain('It is valid until Feb 1, 2028.');
    expect(us.text).toContain("Biscuit's license KCW-2026-000042 is now active until Mar 1, 2027.");
    expect(renderTemplate('rabies-proof-accepted', 'en_CA', data).subject).toBe(
      "Your rabies proof was accepted — Biscuit's licence is active until Mar 1, 2027",
    );
    const fr = renderTemplate('rabies-proof-accepted', 'fr_CA', data);
    expect(fr.subject).toBe(
      'Votre preuve de vaccination contre la rage a été acceptée — le permis de Biscuit est actif jusqu’au 1er mars 2027',
    );
    expect(fr.text).toContain('Elle est valide jusqu’au 1er févr. 2028.');
    expect(renderTemplate('rabies-proof-accepted', 'es_US', data).text).toContain(
      'La licencia KCW-2026-000042 de Biscuit ya está activa hasta el 1 mar 2027.',
    );
    // a renewal bought ahead runs on: the subject names the later term end
    const two = { ...data, licenses: [{ number: 'B', termEnd: '2028-03-01' }, ...data.licenses] };
    expect(renderTemplate('rabies-proof-accepted', 'en_US', two).subject).toContain('active until Mar 1, 2028');
    // no licence waited for the proof: it is accepted, and nothing is said active
    const none = renderTemplate('rabies-proof-accepted', 'en_US', { ...data, licenses: [] });
    expect(none.subject).toBe("Biscuit's rabies proof was accepted");
    expect(none.text).not.toContain('active');
  });

  it('rabies proof rejected: says how long the next check takes, as the web app does (decision 0505)', () => {
    const data = sampleData('plain')['rabies-proof-rejected'];
    expect(renderTemplate('rabies-proof-rejected', 'en_US', data).text).toContain(
      'Once you upload it, our staff will check it, usually within 2 working days.',
    );
    expect(renderTemplate('rabies-proof-rejected', 'es_US', data).text).toContain('normalmente en 2 días hábiles');
    expect(renderTemplate('rabies-proof-rejected', 'fr_CA', data).text).toContain(
      'habituellement en 2\u00a0jours ouvrables',
    );
  });

  it('order refunded: the amount, the card, the order, what is refunded in all and what it revoked (D11)', () => {
    const data = sampleData('plain')['order-refunded'];
    const us = renderTemplate('order-refunded', 'en_US', data);
    expect(us.subject).toBe('We refunded $14.99 to your Visa card ending in 4242');
    expect(us.text).toContain('We refunded $14.99 to your Visa card ending in 4242 for your order PP-000042.');
    expect(us.text).toContain('In all, $14.99 of the $33.05 you paid has been refunded.');
    expect(us.text).toContain('within 5 to 10 business days');
    const fr = renderTemplate('order-refunded', 'fr_CA', { ...data, currency: 'CAD' });
    expect(fr.subject).toBe('Nous avons remboursé 14,99\u00a0$ sur votre carte Visa se terminant par 4242');
    expect(fr.text).toContain('Au total, 14,99\u00a0$ des 33,05\u00a0$ payés vous ont été remboursés.');
    expect(renderTemplate('order-refunded', 'es_US', data).subject).toBe(
      'Le reembolsamos $14.99 en su tarjeta Visa terminada en 4242',
    );
    // the whole order in one refund: no "in all"; its licences revoked, in the locale's spelling
    const whole = { ...data, amountCents: 3305, refundedCents: 3305, revokedLicenses: ['KCW-2026-000042'] };
    const canadian = renderTemplate('order-refunded', 'en_CA', whole);
    expect(canadian.text).not.toContain('In all');
    expect(canadian.text).toContain('the licence bought with it is revoked: KCW-2026-000042.');
    // the test processor moved no money, either way
    const test = renderTemplate('order-refunded', 'en_US', { ...data, testMode: true });
    expect(test.text.split('\n\n')[1]).toContain('Test mode — no money is taken');
    expect(test.text).not.toContain('business days');
    expect(renderTemplate('order-refunded', 'en_US', { ...data, card: null }).subject).toBe(
      'We refunded $14.99 for your order PP-000042',
    );
    // a brand the portal does not name: the card, by its last digits only
    expect(
      renderTemplate('order-refunded', 'fr_CA', { ...data, currency: 'CAD', card: { brand: 'unknown', last4: '0005' } })
        .subject,
    ).toBe('Nous avons remboursé 14,99\u00a0$ sur votre carte se terminant par 0005');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => assertWebUrl('javascript:alert(1)')).toThrow(/not http/);
    expect(() => assertWebUrl('not a url')).toThrow(/not a URL/);
    expect(() => renderTemplate('welcome', 'en_US', { firstName: 'Ana', verifyUrl: 'javascript:alert(1)' })).toThrow();
  });
});
