import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../shared/message-format.js';
import { z } from 'zod';
import { EMAIL_PATTERN, emailIssue, movingAgreementIssue, personNameIssue, tosIssue } from './account.rules.js';
import { validAddress, validSignUpInput } from './sign-up.fixtures.js';
import {
  createSignUpSchema,
  movingAgreementSchema,
  petOwnerBirthdaySchema,
  phoneSchema,
  requestEmailSchema,
} from './account.schemas.js';
import { canBuyLicense, licensePurchaseIssue } from '../license/license-eligibility.rules.js';

const today = { year: 2025, month: 6, day: 15 };
const valid = {
  ...validSignUpInput({ firstName: ' Ada ', email: ' ada@example.com ' }),
  birthdate: { day: '', month: '', year: '' },
  address: { ...validAddress, province: 'WA' },
};
const schema = createSignUpSchema({ today, isGuessable: null });
const issues = (input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), decodeMessage(i.message).key]);

describe('account rules (spec §5 Account / sign-up)', () => {
  it.each([
    ['Ada', null],
    ['  ', 'validation.required'],
    [null, 'validation.required'],
    ['x'.repeat(100), null],
    ['x'.repeat(101), 'validation.maxChars'],
  ])('personNameIssue(%j)', (value, key) => expect(personNameIssue(value)?.key ?? null).toBe(key));

  it.each([
    ['ada@example.com', null],
    [' ada@example.com ', null],
    ['', 'validation.required'],
    ['ada@', 'validation.email.invalid'],
    ['ada example.com', 'validation.email.invalid'],
    [`${'a'.repeat(250)}@x.io`, 'validation.email.invalid'],
  ])('emailIssue(%j)', (value, key) => expect(emailIssue(value)?.key ?? null).toBe(key));

  it("holds zod's own address pattern, without zod (the log-in page checks the form with it)", () => {
    // the same pattern; the linter drops the escapes a "-" at the end of a class does not need
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('an address asked for something sent to it must be one: "bad@" (issue 11: 5)', () => {
    expect(requestEmailSchema.safeParse({ email: 'bad@' }).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['email'], 'validation.email.invalid'],
    ]);
    expect(requestEmailSchema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });

  it('TOS and the moving agreement', () => {
    expect(tosIssue(true)).toBeNull();
    expect(tosIssue(false)?.key).toBe('validation.tos.required');
    expect(tosIssue(null)?.key).toBe('validation.tos.required');
    expect(movingAgreementIssue(false, null)).toBeNull();
    expect(movingAgreementIssue(true, true)).toBeNull();
    expect(movingAgreementIssue(true, null)?.key).toBe('validation.moving.agreementRequired');
    // issue 38 D14: "no" is an answer; saving the new address after it says why it cannot be kept
    expect(movingAgreementIssue(true, false)?.key).toBe('validation.moving.declined');
    expect(movingAgreementIssue(false, false)).toBeNull();
    expect(movingAgreementSchema(true).safeParse(undefined).error?.issues[0]?.message).toBe(
      'validation.moving.agreementRequired',
    );
  });
});

describe('signUpSchema', () => {
  it('parses a valid sign-up to trimmed values', () => {
    const parsed = schema.parse(valid);
    expect(parsed).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', birthdate: null, tosAgreed: true });
    expect(parsed.address.province).toBe('US_WA');
  });

  it('reports every failing field, as keys', () => {
    expect(
      issues({
        ...valid,
        firstName: '',
        email: 'x',
        password: 'short',
        phones: [{ type: 'X', number: '555' }],
        birthdate: { day: '1', month: '1', year: '2030' },
        address: { ...valid.address, postalCode: '1' },
        tosAgreed: false,
      }),
    ).toEqual([
      ['firstName', 'validation.required'],
      ['email', 'validation.email.invalid'],
      ['password', 'validation.password.hasValue'],
      ['phones.0.type', 'validation.phone.typeRequired'],
      ['phones.0.number', 'validation.phone.tenDigits'],
      ['birthdate', 'validation.dates.birthdateMustBeInPast'],
      ['address.postalCode', 'validation.address.zipInvalid'],
      ['tosAgreed', 'validation.tos.required'],
    ]);
  });

  it('needs at least one phone and takes at most three, as the phone input offers', () => {
    expect(issues({ ...valid, phones: [] })).toEqual([['phones', 'validation.phone.required']]);
    const phone = { type: 'M', number: '2065550123' };
    expect(issues({ ...valid, phones: [phone, phone, phone] })).toEqual([]);
    expect(issues({ ...valid, phones: [phone, phone, phone, phone] })).toEqual([
      ['phones', 'validation.phone.tooMany'],
    ]);
  });

  it('never yields English: every issue of an empty or junk input decodes to a known key', () => {
    for (const input of [{}, null, 'x', { ...valid, phones: 'x', address: 3, birthdate: 'y', tosAgreed: 'yes' }]) {
      for (const issue of schema.safeParse(input).error?.issues ?? []) {
        expect(decodeMessage(issue.message).key, issue.message).not.toBe('validation.unexpected');
      }
    }
  });

  it('allows an under-18 owner to sign up (18+ is checked at licence purchase)', () => {
    expect(issues({ ...valid, birthdate: { day: '1', month: '1', year: '2015' } })).toEqual([]);
  });

  it('phoneSchema', () => {
    expect(phoneSchema.parse({ type: 'W', number: '2065550123' })).toEqual({ type: 'W', number: '2065550123' });
  });
});

describe('owner age (spec §5 Dates)', () => {
  it.each([
    [null, 'validation.owner.birthdateRequiredForLicense'],
    [{ year: 2007, month: 6, day: 15 }, null], // 18th birthday today
    [{ year: 2007, month: 6, day: 16 }, 'validation.owner.under18'], // 18th birthday tomorrow
  ])('licensePurchaseIssue(%o)', (birthdate, key) => {
    expect(licensePurchaseIssue(birthdate, today)?.key ?? null).toBe(key);
    expect(canBuyLicense(birthdate, today)).toBe(key === null);
  });

  it('petOwnerBirthday requires 18 or older', () => {
    const s = petOwnerBirthdaySchema({ today });
    expect(s.parse({ day: '15', month: '6', year: '2007' })).toEqual({ year: 2007, month: 6, day: 15 });
    expect(s.safeParse({ day: '16', month: '6', year: '2007' }).error?.issues[0]?.message).toBe(
      'validation.owner.under18',
    );
  });
});
