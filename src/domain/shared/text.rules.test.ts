import { describe, expect, it } from 'vitest';
import { personNameSchema } from '../account/account.schemas.js';
import { mailingAddressSchema } from '../address/address.schemas.js';
import { SAM_OKAFOR_INPUT } from '../pet-guardian/pet-guardian.fixtures.js';
import { petGuardianSchema } from '../pet-guardian/pet-guardian.schemas.js';
import { decodeMessage } from './message-format.js';
import { looseMultilineText, looseText } from './schema.helpers.js';
import {
  acceptsTypedCharacter,
  charCount,
  controlCharactersIssue,
  hasControlCharacters,
  digitCountIssue,
  filterTypedText,
  maxCharsIssue,
  minCharsIssue,
  numberBetweenIssue,
  refusedCharactersIssue,
  trimToNull,
} from './text.rules.js';

describe('general text rules (spec §5 General)', () => {
  it('refuses typing "/"', () => {
    expect(acceptsTypedCharacter('/')).toBe(false);
    expect(acceptsTypedCharacter('a')).toBe(true);
    expect(filterTypedText('a/b//c')).toBe('abc');
  });

  it.each([
    [maxCharsIssue('abc', 3), null],
    [maxCharsIssue('abcd', 3), { key: 'validation.maxChars', params: { numLimit: 3 } }],
    [maxCharsIssue('🐶🐶🐶', 3), null],
    [minCharsIssue('ab', 3), { key: 'validation.minChars', params: { numLimit: 3 } }],
    [minCharsIssue('abc', 3), null],
    [numberBetweenIssue(5, 1, 10), null],
    [numberBetweenIssue(1, 1, 10), null],
    [numberBetweenIssue(11, 1, 10), { key: 'validation.numberBetween', params: { minNum: 1, maxNum: 10 } }],
    [numberBetweenIssue(Number.NaN, 1, 10), { key: 'validation.numberBetween', params: { minNum: 1, maxNum: 10 } }],
    [digitCountIssue('123', { min: 4 }), { key: 'validation.minNumbers', params: { numLimit: 4 } }],
    [digitCountIssue('12345', { max: 4 }), { key: 'validation.maxNumbers', params: { numLimit: 4 } }],
    [digitCountIssue('1234', { min: 4, max: 4 }), null],
  ])('generic message %#', (issue, expected) => expect(issue).toEqual(expected));

  it('helpers', () => {
    expect(trimToNull('  ')).toBeNull();
    expect(trimToNull(5)).toBe('5');
    expect(charCount('é🐶')).toBe(2);
  });

  it.each(['a\u0000b', 'a\u0007', '\u001b[31m', 'a\u007fb', 'a\u0085b', 'tab\there', 'line\nbreak'])(
    'refuses the control characters in %j (issue 10: 5)',
    (text) => {
      expect(hasControlCharacters(text)).toBe(true);
      expect(controlCharactersIssue(text)).toEqual({ key: 'validation.controlCharacters' });
    },
  );

  it('keeps tab and line breaks in a textarea, and lets every printable character through', () => {
    expect(hasControlCharacters('line\nbreak\tand tab', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasControlCharacters('Zoë O’Brien-Łukasz 🐶 ½ \u00a0')).toBe(false);
    expect(controlCharactersIssue(null)).toBeNull();
  });

  it('is refused by every text field of a form, before its own rules', () => {
    const issue = (schema: typeof looseText, value: unknown) =>
      schema.safeParse(value).error?.issues.map((i) => decodeMessage(i.message).key);
    expect(issue(looseText, 'Ri\u0000ley')).toEqual(['validation.controlCharacters']);
    expect(issue(looseMultilineText, 'two\nlines')).toBeUndefined();
    const name = personNameSchema.safeParse('\u0000').error?.issues.map((i) => decodeMessage(i.message).key);
    expect(name?.[0]).toBe('validation.controlCharacters');
  });

  it('refuses "/" on the server as the text inputs refuse typing it (one rule, issue 11)', () => {
    expect(refusedCharactersIssue('Da/na')).toEqual({ key: 'validation.refusedCharacter', params: { character: '/' } });
    expect(refusedCharactersIssue('Dana')).toBeNull();
    expect(refusedCharactersIssue(null)).toBeNull();
    const keysOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
      result.error?.issues.map((i) => [i.path.join('.'), decodeMessage(i.message).key]) ?? [];
    expect(keysOf(personNameSchema.safeParse('Da/na'))).toEqual([['', 'validation.refusedCharacter']]);
    expect(personNameSchema.parse('Dana')).toBe('Dana');
    const address = {
      civic: '12',
      street: 'Main/St',
      additional: 'PO Box 1/2',
      cityName: 'Sea/ttle',
      province: 'US_WA',
      country: 'US',
      postalCode: '98101',
    };
    expect(keysOf(mailingAddressSchema.safeParse(address))).toEqual(
      expect.arrayContaining([
        ['street', 'validation.refusedCharacter'],
        ['additional', 'validation.refusedCharacter'],
        ['cityName', 'validation.refusedCharacter'],
      ]),
    );
    const guardian = { ...SAM_OKAFOR_INPUT, firstName: 'A/B', relationship: 'sister/friend' };
    expect(keysOf(petGuardianSchema.safeParse(guardian))).toEqual([
      ['firstName', 'validation.refusedCharacter'],
      ['relationship', 'validation.refusedCharacter'],
    ]);
  });
});
