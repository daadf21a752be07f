import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatManualKey,
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  otpauthUri,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODE_SYMBOLS,
  readSecondFactorCode,
  secondFactorCodeIssue,
  totpStepAt,
} from './second-factor.rules.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('otpauthUri', () => {
  it('names the issuer and the e-mail in the label and says the parameters outright', () => {
    expect(otpauthUri({ issuer: 'Pawport', accountName: 'ana@example.org', secret: SECRET })).toBe(
      `otpauth://totp/Pawport:ana%40example.org?secret=${SECRET}&issuer=Pawport&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it.each([
    ['a space, as %20 (never +)', 'King County Animal Services', 'King%20County%20Animal%20Services'],
    ['an ampersand and accents', 'Ville de Montréal & Co', 'Ville%20de%20Montr%C3%A9al%20%26%20Co'],
    ['a colon, which would split the label', 'Animal Services: Toronto', 'Animal%20Services%20Toronto'],
    ['nothing left, as Pawport', ' : ', 'Pawport'],
  ])('encodes an issuer with %s', (_, issuer, encoded) => {
    const uri = new URL(otpauthUri({ issuer, accountName: 'a+b@example.org', secret: SECRET }));
    expect(uri.host).toBe('totp');
    expect(uri.pathname).toBe(`/${encoded}:a%2Bb%40example.org`);
    expect(uri.searchParams.get('issuer')).toBe(decodeURIComponent(encoded));
  });

  it('keeps every e-mail whole through a URL parser', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), (email, issuer) => {
        const uri = new URL(otpauthUri({ issuer, accountName: email, secret: SECRET }));
        const [prefix, account, ...rest] = uri.pathname.slice(1).split(':');
        expect(rest).toEqual([]);
        expect(decodeURIComponent(account ?? '')).toBe(email);
        expect(decodeURIComponent(prefix ?? '')).toBe(uri.searchParams.get('issuer'));
        expect(uri.searchParams.get('secret')).toBe(SECRET);
      }),
    );
  });
});

describe('normalizeTotpCode', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 123-456 ', '123456'],
    ['123\u2013456', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['', null],
    ['1'.repeat(41), null],
  ])('reads %j as %j', (typed, code) => {
    expect(normalizeTotpCode(typed)).toBe(code);
  });
});

describe('recovery codes', () => {
  it('are read in either case, with or without their hyphens', () => {
    expect(normalizeRecoveryCode('abcd-efgh-jk')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode(' ABCD EFGH JK ')).toBe('ABCDEFGHJK');
    expect(normalizeRecoveryCode('ABCDEFGHJK')).toBe('ABCDEFGHJK');
  });

  it.each(['ABCD-EFGH-J', 'ABCD-EFGH-JKL', 'ABCD-EFGH-J0', 'ABCD-EFGH-JO', 'ABCD-EFGH-J1', 'ABCD-EFGH-JI'])(
    'refuses %s (wrong length, or a symbol no code holds)',
    (typed) => {
      expect(normalizeRecoveryCode(typed)).toBe(null);
    },
  );

  it('are printed as XXXX-XXXX-XX and read back as they were', () => {
    const symbol = fc.constantFrom(...RECOVERY_CODE_SYMBOLS);
    fc.assert(
      fc.property(fc.array(symbol, { minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH }), (symbols) => {
        const code = symbols.join('');
        const printed = formatRecoveryCode(code);
        expect(printed).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
        expect(normalizeRecoveryCode(printed.toLowerCase())).toBe(code);
      }),
    );
  });

  it('have 32 symbols (5 bits each, 50 a code) without look-alikes', () => {
    expect(new Set(RECOVERY_CODE_SYMBOLS).size).toBe(32);
    expect(RECOVERY_CODE_SYMBOLS).not.toMatch(/[01OI]/);
  });
});

describe('the one code field', () => {
  it('tells an authenticator code from a recovery code by its length', () => {
    expect(readSecondFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode('abcd-efgh-jk')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
    expect(readSecondFactorCode('2345-6789-23')).toEqual({ kind: 'recovery', code: '2345678923' });
    expect(readSecondFactorCode('hello')).toBe(null);
  });

  it('says what to type', () => {
    expect(secondFactorCodeIssue(' ')).toEqual({ key: 'validation.required' });
    expect(secondFactorCodeIssue('12')).toEqual({ key: 'validation.secondFactor.format' });
    expect(secondFactorCodeIssue('123456')).toBe(null);
  });
});

describe('steps and keys', () => {
  it('counts 30-second steps from the Unix epoch (RFC 6238)', () => {
    expect(totpStepAt(new Date(59_000))).toBe(1);
    expect(totpStepAt(new Date(60_000))).toBe(2);
    expect(totpStepAt(new Date('2026-12-03T12:00:00Z'))).toBe(Math.floor(Date.UTC(2026, 11, 3, 12) / 30_000));
  });

  it('shows a manual key in groups of four', () => {
    expect(formatManualKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });
});
