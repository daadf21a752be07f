import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  formatPhoneForLocale,
  parsePhone,
  phoneDigitsFromInput,
  phoneNumberIssue,
} from './phone.rules.js';

describe('phone (spec §2.7, §5, §9)', () => {
  it.each([
    ['2065550123', null],
    ['0065550100', 'validation.phone.northAmerican'],
    ['1065550100', 'validation.phone.northAmerican'],
    ['2060550100', 'validation.phone.northAmerican'],
    ['2061550100', 'validation.phone.northAmerican'],
    ['5551234567', 'validation.phone.northAmerican'],
    ['', 'validation.phone.required'],
    [null, 'validation.phone.required'],
    ['555123456', 'validation.phone.tenDigits'],
    ['55512345678', 'validation.phone.tenDigits'],
    ['555-123-4567', 'validation.phone.digitsOnly'],
    ['(555) 123-4567', 'validation.phone.digitsOnly'],
    ['555123456a', 'validation.phone.digitsOnly'],
  ])('phoneNumberIssue(%j) = %s', (value, key) => expect(phoneNumberIssue(value)?.key ?? null).toBe(key));

  it('formats ten digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555123')).toBe('555123');
    expect(formatPhoneForLocale('6135550123', 'fr_CA')).toBe('613 555-0123');
    expect(formatPhoneForLocale('6135550123', 'en_CA')).toBe('(613) 555-0123');
    expect(formatPhoneForLocale('555123', 'fr_CA')).toBe('555123');
  });

  it('the input keeps digits only, at most ten', () => {
    expect(phoneDigitsFromInput('(555) 123-4567 ext 9')).toBe('5551234567');
  });

  it('format and parse round-trip (property)', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });
    fc.assert(
      fc.property(digits, (d) => {
        const shown = formatPhone(d);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(parsePhone(shown)).toBe(d);
        expect(phoneDigitsFromInput(shown)).toBe(d);
        expect(phoneNumberIssue(d)?.key ?? null).toBe(
          /^[2-9]..[2-9]/.test(d) ? null : 'validation.phone.northAmerican',
        );
      }),
    );
  });

  it('parse refuses anything but ten digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parsePhone(text);
        if (parsed !== null) expect(parsed).toMatch(/^\d{10}$/);
      }),
    );
  });
});
