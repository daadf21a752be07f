import { describe, expect, it } from 'vitest';
import {
  normalizePasskeyNickname,
  PASSKEY_CEREMONY_TIMEOUT_MS,
  PASSKEY_CHALLENGE_MINUTES,
  PASSKEY_NICKNAME_MAX_CHARS,
  passkeyNicknameIssue,
} from './passkey.rules.js';

describe('a passkey’s name', () => {
  it('is kept trimmed, its inner runs of spaces made one', () => {
    expect(normalizePasskeyNickname('  Work \t  laptop ')).toBe('Work laptop');
  });

  it('is 1 to 50 characters as a person counts them, without control characters', () => {
    const refused = { key: 'validation.passkey.nicknameInvalid', params: { numLimit: PASSKEY_NICKNAME_MAX_CHARS } };
    expect(passkeyNicknameIssue('Work laptop')).toBeNull();
    expect(passkeyNicknameIssue('🔑'.repeat(50))).toBeNull();
    expect(passkeyNicknameIssue('   ')).toEqual(refused);
    expect(passkeyNicknameIssue('x'.repeat(51))).toEqual(refused);
    expect(passkeyNicknameIssue('Work\u0000laptop')).toEqual(refused);
  });
});

it('lets the browser give up before the server’s challenge does', () => {
  expect(PASSKEY_CEREMONY_TIMEOUT_MS).toBeLessThan(PASSKEY_CHALLENGE_MINUTES * 60_000);
});
