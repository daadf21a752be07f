import { describe, expect, it } from 'vitest';
import { safeParseDomain } from '../shared/schema.helpers.js';
import { firstMobileNumber, MOBILE_CODE_DIGITS, mobileCodeSchema } from './mobile-verification.js';

describe('the mobile number text messages go to (decision 0803)', () => {
  it.each([
    [[], null],
    [[{ type: 'H', number: '2065550100' }], null],
    [
      [
        { type: 'W', number: '2065550100' },
        { type: 'M', number: '2065550101' },
        { type: 'M', number: '2065550102' },
      ],
      '2065550101',
    ],
    [[{ type: 'M', number: '20655' }], null],
  ])('picks the first mobile number of ten digits: %j', (phones, expected) => {
    expect(firstMobileNumber(phones)).toBe(expected);
  });
});

describe('the code typed on My Details', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
  ])('takes %j as %j', (code, digits) => {
    expect(safeParseDomain(mobileCodeSchema, { code })).toMatchObject({ success: true, data: { code: digits } });
  });

  it.each([
    ['', 'validation.required'],
    ['12345', 'validation.mobileCode.format'],
    ['1234567', 'validation.mobileCode.format'],
    ['12a456', 'validation.mobileCode.format'],
  ])('refuses %j with %s', (code, key) => {
    const result = safeParseDomain(mobileCodeSchema, { code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(key);
  });

  it('asks for six digits', () => expect(MOBILE_CODE_DIGITS).toBe(6));
});
