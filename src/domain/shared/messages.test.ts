import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeMessage, type MessageKey, msg } from './messages.js';
import { MESSAGE_KEYS, MESSAGES } from './message-keys.js';
import { decodeMessage, formatMessage, isMessageKey, toI18nextKey } from './message-format.js';

describe('message encoding', () => {
  it.each([
    [msg('validation.required'), 'validation.required'],
    [msg('validation.maxChars', { numLimit: 50 }), 'validation.maxChars|{"numLimit":50}'],
    [
      msg('validation.pet.nameInactive', { phone: '(555) 123-4567' }),
      'validation.pet.nameInactive|{"phone":"(555) 123-4567"}',
    ],
  ])('encodes %o as %s', (message, encoded) => {
    expect(encodeMessage(message)).toBe(encoded);
    expect(decodeMessage(encoded)).toEqual(message);
  });

  it.each([['Invalid input: expected string, received undefined'], ['validation.nope'], [''], ['|{"a":1}']])(
    'decodes foreign text %j as validation.unexpected',
    (text) => {
      expect(decodeMessage(text)).toEqual({ key: 'validation.unexpected' });
    },
  );

  it('keeps the key when the params are not valid JSON', () => {
    expect(decodeMessage('validation.maxChars|{oops')).toEqual({ key: 'validation.maxChars' });
    expect(decodeMessage('validation.maxChars|[1]')).toEqual({ key: 'validation.maxChars' });
  });

  it('round-trips any key with any params (property)', () => {
    const params = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }).filter((k) => k !== '__proto__'),
      fc.oneof(fc.string(), fc.integer()),
    );
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_KEYS), params, (key, p) => {
        const message = Object.keys(p).length ? { key, params: p } : { key };
        expect(decodeMessage(encodeMessage(message))).toEqual(message);
      }),
    );
  });

  it('maps keys to i18next ns:key form', () => {
    expect(toI18nextKey('validation.pet.petNameExists')).toBe('validation:pet.petNameExists');
  });

  it('formats with a translated field label', () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      `${key}${params ? JSON.stringify(params) : ''}`;
    expect(formatMessage('validation.invalidCharacters|{"field":"unit"}', t)).toBe(
      'validation:invalidCharacters{"field":"validation:labels.field.unit"}',
    );
  });

  it('writes money parameters as the locale writes money, in its currency (issue 39)', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key} ${params?.min} ${params?.max}`;
    const range = 'validation.fund.amountRange|{"min":500,"max":100000}';
    expect(formatMessage(range, t, 'en_US')).toBe('validation:fund.amountRange $5.00 $1,000.00');
    expect(formatMessage(range, t, 'fr_CA')).toBe('validation:fund.amountRange 5,00\u00a0$ 1\u00a0000,00\u00a0$');
    expect(formatMessage(range, t, 'en_CA')).toBe('validation:fund.amountRange $5.00 $1,000.00');
    // another key's numbers are left as they are (a year is not money)
    expect(
      formatMessage(
        'validation.numberBetween|{"minNum":1905,"maxNum":2025}',
        (_key, params) => `${params?.minNum}`,
        'fr_CA',
      ),
    ).toBe('1905');
  });

  it('declares every key under validation.', () => {
    for (const key of MESSAGE_KEYS) {
      expect(key.startsWith('validation.')).toBe(true);
      expect(isMessageKey(key)).toBe(true);
    }
    expect(isMessageKey('toString')).toBe(false);
    expect(MESSAGES['validation.maxChars' satisfies MessageKey]).toEqual(['numLimit']);
  });
});
