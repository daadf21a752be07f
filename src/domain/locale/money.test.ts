import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmountForInput, formatMoney, moneyFromStoredText, parseAmountToCents } from './money.js';
import { currencyOfLocale, LOCALES, resolveLocale } from './locales.js';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money (spec §9: USD/CAD, 2 decimals, integer cents)', () => {
  it.each([
    [123456, 'USD', 'en_US', '$1,234.56'],
    [5, 'USD', 'en_US', '$0.05'],
    [0, 'USD', 'en_US', '$0.00'],
    [-1050, 'USD', 'en_US', '-$10.50'],
    [123456, 'CAD', 'en_CA', '$1,234.56'],
    [123456, 'CAD', 'fr_CA', '1 234,56 $'],
    [123456, 'USD', 'es_US', '$1,234.56'],
    [2500, 'CAD', 'en_US', 'CA$25.00'],
  ] as const)('formatMoney(%d, %s, %s) = %s', (cents, currency, locale, text) => {
    expect(nbsp(formatMoney(cents, currency, locale))).toBe(text);
  });

  it('refuses non-integer cents', () => {
    expect(() => formatMoney(1.5, 'USD', 'en_US')).toThrow(RangeError);
  });

  it('always shows exactly two decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(formatMoney(cents, 'USD', 'en_US')).toMatch(/\.\d{2}$/);
      }),
    );
  });

  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    ['12,5', 1250],
    [' 7 ', 700],
    ['0.05', 5],
    ['0.01', 1],
    ['9999999.99', 999_999_999],
    ['10000000', null],
    ['1.234', null],
    ['12.505', null],
    ['-3', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
  ])('parseAmountToCents(%j) = %j', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each([
    [1250, 'en_US', '12.50'],
    [1250, 'es_US', '12.50'],
    [1250, 'en_CA', '12.50'],
    [1250, 'fr_CA', '12,50'],
    [100_000, 'fr_CA', '1000,00'],
    [100_000, 'en_US', '1000.00'],
    [0, 'fr_CA', '0,00'],
  ] as const)("formatAmountForInput(%d, %s) = %s: the locale's decimal mark, no grouping", (cents, locale, text) => {
    expect(formatAmountForInput(cents, locale)).toBe(text);
  });

  it('reads back every amount it writes, in every locale (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(...LOCALES), (cents, locale) => {
        expect(parseAmountToCents(formatAmountForInput(cents, locale))).toBe(cents);
      }),
    );
  });

  it('reads money stored as text with its currency (the audit log’s counter sale, issue 39)', () => {
    expect(moneyFromStoredText('1250 CAD')).toEqual({ cents: 1250, currency: 'CAD' });
    expect(moneyFromStoredText('12.50 CAD')).toEqual({ cents: 1250, currency: 'CAD' });
    expect(moneyFromStoredText('1499 USD')).toEqual({ cents: 1499, currency: 'USD' });
    expect(moneyFromStoredText('12.5 CAD')).toBeNull();
    expect(moneyFromStoredText('CASH 1042')).toBeNull();
    const money = moneyFromStoredText('1250 CAD');
    expect(money && formatMoney(money.cents, money.currency, 'fr_CA')).toBe('12,50\u00a0$');
  });

  it('currency follows the locale country; unknown locales resolve to en_US', () => {
    expect(LOCALES.map(currencyOfLocale)).toEqual(['USD', 'USD', 'CAD', 'CAD']);
    expect(resolveLocale('fr-CA')).toBe('fr_CA');
    expect(resolveLocale('de_DE')).toBe('en_US');
    expect(resolveLocale(undefined)).toBe('en_US');
  });
});
