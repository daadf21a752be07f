import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  PASSWORD_RULES,
  passwordChecklist,
  passwordIssue,
  passwordStatus,
  type PasswordRule,
} from './password.rules.js';

const unmet = (password: string) =>
  passwordChecklist(password)
    .filter((i) => !i.met)
    .map((i) => i.id);

describe('password (spec §5 Password)', () => {
  it.each([
    ['Abcdefghij1!', []], // exactly 12 characters
    ['Abcdefghi1!', ['min']], // 11
    ['abcdefghij1!', ['oneUpperChar']],
    ['ABCDEFGHIJ1!', ['oneLowerChar']],
    ['Abcdefghijk!', ['oneDigitChar']],
    ['Abcdefghijk1', ['oneSpecialChar']],
    ['Abcdefghij1 ', ['oneSpecialChar']], // a space is not a special character
    ['Ábcdéfghíj1€', []], // Unicode letters and symbols count
    ['', ['min', 'oneLowerChar', 'oneUpperChar', 'oneDigitChar', 'oneSpecialChar']],
  ])('%j unmet: %o', (password, expected) => expect(unmet(password)).toEqual(expected));

  it('counts characters, not UTF-16 units', () => {
    expect(unmet('Aa1!🐶🐶🐶🐶🐶🐶🐶')).toEqual(['min']); // 11 characters, 18 UTF-16 units
    expect(unmet('Aa1!🐶🐶🐶🐶🐶🐶🐶🐶')).toEqual([]); // 12 characters
  });

  it('checklist lines are message keys in the spec order', () => {
    expect(passwordChecklist('x').map((i) => i.label)).toEqual([
      { key: 'validation.password.rule.min', params: { numLimit: 12 } },
      { key: 'validation.password.rule.oneLowerChar' },
      { key: 'validation.password.rule.oneUpperChar' },
      { key: 'validation.password.rule.oneDigitChar' },
      { key: 'validation.password.rule.oneSpecialChar' },
    ]);
  });

  it('is extensible: one more rule is one more entry', () => {
    const noSpaces: PasswordRule = {
      id: 'min',
      label: { key: 'validation.invalidValue' },
      test: (p) => !p.includes(' '),
    };
    expect(passwordChecklist('a b', [...PASSWORD_RULES, noSpaces]).at(-1)?.met).toBe(false);
  });

  it.each([
    [undefined, 'empty', 'validation.required'],
    ['', 'empty', 'validation.required'],
    ['short', 'failing', 'validation.password.hasValue'],
    ['Abcdefghij1!', 'secure', 'validation.password.secure'],
    [`Aa1!${'x'.repeat(125)}`, 'failing', 'validation.maxChars'],
    [`Aa1!${'x'.repeat(124)}`, 'secure', 'validation.password.secure'],
  ])('status of %j is %s (%s)', (password, state, key) => {
    const status = passwordStatus(password);
    expect([status.state, status.message.key]).toEqual([state, key]);
    expect(passwordIssue(password)?.key ?? 'validation.password.secure').toBe(key);
  });
});

describe('common passwords (QUALITY.md blocklist)', () => {
  it.each([
    ['Password1234!', true],
    ['P@ssw0rd-2026!', false], // letters "psswrd" are not a listed word
    ['Welcome@2026!!', true],
    ['Qwerty123456!', true],
    ['PasswordPassword1!', true],
    ['Aaaaaaaaaaa1!', true],
    ['Correct-Horse-42!', false],
    ['Pawport-2026!!', true],
  ])('%s common: %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
    if (common) expect(passwordStatus(password).message.key).toBe('validation.password.common');
  });
});
