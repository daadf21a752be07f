// Every e-mail with the data a real sending gives it, each value written as the caller writes it in the
// reader's locale (money with formatMoney, days with formatCalendarDate): the glossary check reads the
// e-mails as sent, template words included (scripts/i18n-catalogs.ts sentEmailTexts, issue 39).
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { currencyOfLocale, type LocaleCode } from '../../../domain/locale/locales.js';
import { formatMoney } from '../../../domain/locale/money.js';
import type { EmailTemplateData } from './email-templates.js';

export function emailSamples(locale: LocaleCode): EmailTemplateData {
  const currency = currencyOfLocale(locale);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const day = (year: number, month: number, date: number) => formatCalendarDate({ year, month, day: date }, locale);
  const url = 'https://pets.example.org/link?token=abc';
  const settingsUrl = `https://pets.example.org/${locale}/account/full/account-app/settings/profile-settings`;
  const firstName = 'Ana';
  const petName = 'Biscuit';
  const reminder = {
    firstName,
    petName,
    licenseNumber: 'KCW-2026-000042',
    termEnd: day(2027, 3, 1),
    graceEnd: day(2027, 3, 31),
    lateFee: money(1500),
    renewUrl: url,
    settingsUrl,
    aboutUrl: `https://pets.example.org/${locale}/licensing/renew`,
  };
  return {
    welcome: { firstName, verifyUrl: url },
    'access-code': { firstName, code: 'K7P-42Q', signUpUrl: url },
    'password-reset': { firstName, resetUrl: url },
    'password-changed': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
    },
    'second-factor-on': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
    },
    'second-factor-off': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
    },
    'recovery-codes-new': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
    },
    'second-factor-reset': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
      operatorName: 'Morgan Operator',
    },
    'second-factor-failures': {
      firstName,
      failures: 10,
      failedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
    },
    'passkey-added': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
      nickname: 'Work laptop',
    },
    'passkey-removed': {
      firstName,
      changedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      resetUrl: url,
      nickname: 'Work laptop',
    },
    'email-change-verify': { firstName, oldEmail: 'old@example.com', verifyUrl: url, hours: 24 },
    'email-change-notice': {
      firstName,
      newEmail: 'new@example.com',
      requestedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      undoUrl: url,
      hours: 72,
    },
    'order-receipt': {
      firstName,
      reference: 'PP-000042',
      placedAt: new Date('2026-12-01T22:07:00Z'),
      timeZone: 'America/Toronto',
      lines: [
        { quantity: 2, name: 'Round ID tag', amount: money(3798) },
        { quantity: 1, name: 'Safe & Happy Fund', amount: money(100_000) },
      ],
      subtotal: money(103_798),
      tax: money(494),
      total: money(104_292),
      card: 'Visa •••• 4242',
      receiptUrl: url,
    },
    'order-refunded': {
      firstName,
      reference: 'PP-000042',
      currency,
      amountCents: 1499,
      refundedCents: 1499,
      totalCents: 3305,
      card: { brand: 'Visa', last4: '4242' },
      revokedLicenses: [],
      orderUrl: url,
    },
    'renewal-failed': {
      firstName,
      petName,
      plan: 'Yearly',
      amount: money(10_571),
      retryOn: day(2026, 12, 1),
      billingUrl: url,
    },
    'license-renewal-open': reminder,
    'license-expired': reminder,
    'license-grace-ending': reminder,
    'rabies-proof-accepted': {
      firstName,
      petName,
      proofExpires: '2028-02-01',
      licenses: [{ number: 'KCW-2026-000042', termEnd: '2027-03-01' }],
      myPetsUrl: url,
    },
    'rabies-proof-rejected': { firstName, petName, reason: 'ILLEGIBLE', petUrl: url },
    'rabies-expiring': { firstName, petName, expires: day(2027, 3, 1), petUrl: url, settingsUrl },
    'homesafe-found-message': {
      firstName,
      petName,
      first: true,
      message: 'Found him near the park.',
      finderPhone: '2065550123',
      petUrl: url,
    },
    'homesafe-finder-link': { petName, conversationUrl: url },
    'homesafe-owner-reply': {
      petName,
      message: 'Thank you! I am on my way.',
      shared: { email: 'owner@example.com', phone: '2065550188' },
      conversationUrl: url,
    },
    'staff-invite': {
      jurisdictionName: 'King County, WA',
      inviteUrl: url,
      expiresAt: new Date('2026-12-02T22:07:00Z'),
      timeZone: 'America/Los_Angeles',
    },
  };
}
