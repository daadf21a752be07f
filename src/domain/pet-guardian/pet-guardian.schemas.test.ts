import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../shared/message-format.js';
import { SAM_OKAFOR_INPUT as valid } from './pet-guardian.fixtures.js';
import {
  isWalletCardEmergencyContact,
  MAX_PET_GUARDIANS,
  optionalEmailIssue,
  petGuardianLimitIssue,
  petGuardianSchema,
  relationshipIssue,
} from './pet-guardian.schemas.js';

const issues = (input: unknown) =>
  (petGuardianSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), decodeMessage(i.message)]);

describe('pet guardian rules', () => {
  it.each([
    [null, null],
    ['   ', null],
    ['Sister', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'validation.maxChars'],
  ])('relationshipIssue(%j)', (value, key) => expect(relationshipIssue(value)?.key ?? null).toBe(key));

  it.each([
    [null, null],
    ['', null],
    ['  ', null],
    ['sam@example.com', null],
    ['sam@', 'validation.email.invalid'],
  ])('optionalEmailIssue(%j)', (value, key) => expect(optionalEmailIssue(value)?.key ?? null).toBe(key));

  it('refuses a guardian past the maximum', () => {
    expect(petGuardianLimitIssue(MAX_PET_GUARDIANS - 1)).toBeNull();
    expect(petGuardianLimitIssue(MAX_PET_GUARDIANS)).toEqual({
      key: 'validation.petGuardian.tooMany',
      params: { numLimit: MAX_PET_GUARDIANS },
    });
  });

  it('the first two are the wallet card emergency contacts (spec §2.17)', () => {
    expect([0, 1, 2].map(isWalletCardEmergencyContact)).toEqual([true, true, false]);
  });
});

describe('petGuardianSchema', () => {
  it('trims and keeps a valid guardian', () => {
    expect(petGuardianSchema.parse(valid)).toEqual({
      firstName: 'Sam',
      lastName: 'Okafor',
      relationship: 'Neighbour',
      email: 'sam@example.com',
      phones: [{ type: 'M', number: '2065550199' }],
    });
  });

  it('makes relationship and e-mail optional (blank becomes null)', () => {
    const parsed = petGuardianSchema.parse({ ...valid, relationship: ' ', email: undefined });
    expect(parsed).toMatchObject({ relationship: null, email: null });
  });

  it('reports every failing field at once, as message keys', () => {
    expect(
      issues({
        firstName: '',
        lastName: null,
        relationship: 'x'.repeat(51),
        email: 'not-an-email',
        phones: [{ type: 'X', number: '12345' }],
      }),
    ).toEqual([
      ['firstName', { key: 'validation.required' }],
      ['lastName', { key: 'validation.required' }],
      ['relationship', { key: 'validation.maxChars', params: { numLimit: 50 } }],
      ['email', { key: 'validation.email.invalid' }],
      ['phones.0.type', { key: 'validation.phone.typeRequired' }],
      ['phones.0.number', { key: 'validation.phone.tenDigits' }],
    ]);
  });

  it('needs at least one phone and at most three', () => {
    expect(issues({ ...valid, phones: [] })).toEqual([['phones', { key: 'validation.phone.required' }]]);
    expect(issues({ ...valid, phones: undefined })).toEqual([['phones', { key: 'validation.phone.required' }]]);
    const four = Array.from({ length: 4 }, () => ({ type: 'H', number: '2065550199' }));
    expect(issues({ ...valid, phones: four })).toEqual([
      ['phones', { key: 'validation.phone.tooMany', params: { numLimit: 3 } }],
    ]);
  });

  it('refuses digits-only violations on the number', () => {
    expect(issues({ ...valid, phones: [{ type: 'W', number: '206-555-0199' }] })).toEqual([
      ['phones.0.number', { key: 'validation.phone.digitsOnly' }],
    ]);
  });
});
