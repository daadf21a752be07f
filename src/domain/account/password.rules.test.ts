import { beforeAll, describe, expect, it } from 'vitest';
import { createPasswordSchema } from './account.schemas.js';
import { loadPasswordStrength, type PasswordStrength } from './password-strength.js';
import {
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

describe('passwords too easy to guess (QUALITY.md blocklist; issue 10: 6)', () => {
  let strength: PasswordStrength;
  beforeAll(async () => {
    strength = await loadPasswordStrength();
  }, 30_000);

  it.each([
    // the issue's five, which the hand-made list let through
    'Pa$$word1234',
    'Passw0rd!2024',
    'P@ssw0rd12345',
    'Abcd1234!@#$',
    '1qaz2wsx3edC!',
    // the old list's own cases, and patterns built to pass the composition rules
    'Password1234!',
    'Welcome@2026!!',
    'Qwerty123456!',
    'PasswordPassword1!',
    'Aaaaaaaaaaa1!',
    'P@ssw0rd-2026!',
    'Abcdefghij1!',
  ])('refuses %s', (password) => {
    expect(passwordChecklist(password).every((item) => item.met)).toBe(true); // the composition rules pass…
    expect(passwordStatus(password, strength.guessCheck()).message.key).toBe('validation.password.common'); // …this does not
  });

  it.each(['Correct-Horse-42!', 'Demo-Pawport-2026!', 'Lantern-Meadow-58!', 'Ábcdéfghíj1€'])(
    'accepts %s',
    (password) => {
      expect(passwordStatus(password, strength.guessCheck()).state).toBe('secure');
    },
  );

  it("refuses a password built on the person's own names and e-mail", () => {
    expect(strength.isGuessable('QuinnReyes2026!')).toBe(false);
    expect(strength.isGuessable('QuinnReyes2026!', ['Quinn', 'Reyes', 'quinn.reyes@example.com'])).toBe(true);
  });

  it('is part of the password schema the server parses', () => {
    const schema = createPasswordSchema(strength.guessCheck());
    expect(schema.safeParse('Passw0rd!2024').success).toBe(false);
    expect(schema.safeParse('Correct-Horse-42!').success).toBe(true);
    expect(createPasswordSchema(null).safeParse('Passw0rd!2024').success).toBe(true); // the browser before it loads
  });
});
