// Issue 41 (3), decision 0109: authenticator apps and recovery codes, checked with codes computed from the
// enrolled secret by the same library at instants the test chooses.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TOTP_ENROLMENT_MINUTES, TOTP_PERIOD_SECONDS } from '../../../domain/account/second-factor.rules.js';
import { loadConfig } from '../../env.js';
import { createTestOwner } from '../../test/test-accounts.js';
import { useTestApp } from '../../test/test-app.js';
import { decryptTotpSecret, encryptTotpSecret } from './second-factor-key.js';
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  hasSecondFactor,
  regenerateRecoveryCodes,
  removeSecondFactors,
  secondFactorKey,
  secondFactorsOf,
  useRecoveryCode,
  verifyTotp,
} from './second-factor.functions.js';

const SECOND_FACTOR_KEY = randomBytes(32).toString('base64');
/** Mid-step, so "one step either side" is never a matter of a millisecond. */
const T0 = new Date(Date.UTC(2026, 11, 3, 12, 0, 15));
const at = (steps: number, from = T0) => new Date(from.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);
/** The app's code at an instant. */
const codeAt = (secret: string, instant: Date) => generate({ secret, epoch: Math.floor(instant.getTime() / 1000) });

describe('second factors', () => {
  const testApp = useTestApp({ env: { SECOND_FACTOR_KEY } });
  const key = () => secondFactorKey(testApp.services.config);
  const db = () => testApp.services.db;
  let owners = 0;

  /** A new owner with a confirmed app: its secret and its recovery codes as printed. */
  async function enrolled() {
    const email = `second.factor.${++owners}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    const enrolment = await beginTotpEnrolment(db(), key(), { accountId, email, now: T0 });
    if (!enrolment) throw new Error('enrolment refused');
    const confirmed = await confirmTotpEnrolment(db(), key(), {
      accountId,
      code: await codeAt(enrolment.secret, T0),
      now: T0,
    });
    if (!confirmed.ok) throw new Error(confirmed.refusal);
    return { accountId, email, secret: enrolment.secret, recoveryCodes: confirmed.recoveryCodes };
  }

  it('enrols an app: a QR code URI, the key to type by hand, and ten recovery codes once confirmed', async () => {
    const accountId = await createTestOwner(testApp.services, 'enrol.me@example.com');
    const enrolment = await beginTotpEnrolment(db(), key(), {
      accountId,
      email: 'enrol.me@example.com',
      issuer: 'King County',
      now: T0,
    });
    expect(enrolment?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment?.manualKey.replace(/ /g, '')).toBe(enrolment?.secret);
    expect(enrolment?.otpauthUri).toBe(
      `otpauth://totp/King%20County:enrol.me%40example.com?secret=${enrolment?.secret}&issuer=King%20County&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await hasSecondFactor(db(), accountId)).toBe(false);

    const secret = enrolment?.secret ?? '';
    expect(await confirmTotpEnrolment(db(), key(), { accountId, code: '000000', now: T0 })).toEqual({
      ok: false,
      refusal: 'codeWrong',
    });
    const confirmed = await confirmTotpEnrolment(db(), key(), { accountId, code: await codeAt(secret, T0), now: T0 });
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    expect(confirmed.ok && new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.ok ? confirmed.recoveryCodes : [])
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);
    expect(await hasSecondFactor(db(), accountId)).toBe(true);
    expect(await secondFactorsOf(db(), accountId)).toEqual({ totpConfirmedAt: T0, recoveryCodesLeft: 10 });
    // the code that confirmed the app cannot log in afterwards
    expect(await verifyTotp(db(), key(), { accountId, code: await codeAt(secret, T0), now: T0 })).toEqual({
      ok: false,
      refusal: 'codeReplayed',
    });
    // a confirmed app is not replaced by starting again: it is removed first
    expect(await beginTotpEnrolment(db(), key(), { accountId, email: 'enrol.me@example.com', now: T0 })).toBe(null);
  });

  it('replaces a waiting enrolment, and refuses one confirmed too late', async () => {
    const accountId = await createTestOwner(testApp.services, 'slow.enrol@example.com');
    const first = await beginTotpEnrolment(db(), key(), { accountId, email: 'slow.enrol@example.com', now: T0 });
    const second = await beginTotpEnrolment(db(), key(), { accountId, email: 'slow.enrol@example.com', now: T0 });
    expect(second?.secret).not.toBe(first?.secret);
    expect(
      await confirmTotpEnrolment(db(), key(), { accountId, code: await codeAt(first?.secret ?? '', T0), now: T0 }),
    ).toEqual({ ok: false, refusal: 'codeWrong' });
    const late = new Date(T0.getTime() + TOTP_ENROLMENT_MINUTES * 60_000 + 1000);
    expect(
      await confirmTotpEnrolment(db(), key(), { accountId, code: await codeAt(second?.secret ?? '', late), now: late }),
    ).toEqual({ ok: false, refusal: 'enrolmentExpired' });
    expect(await hasSecondFactor(db(), accountId)).toBe(false);
    const none = await createTestOwner(testApp.services, 'never.enrolled@example.com');
    expect(await confirmTotpEnrolment(db(), key(), { accountId: none, code: '123456', now: T0 })).toEqual({
      ok: false,
      refusal: 'enrolmentExpired',
    });
  });

  it('accepts the right code once, one step of drift either side, and refuses a wrong or replayed one', async () => {
    const { accountId, secret } = await enrolled();
    const now = at(10);
    const check = (code: string, instant = now) => verifyTotp(db(), key(), { accountId, code, now: instant });
    const wrong = { ok: false, refusal: 'codeWrong' };
    const replayed = { ok: false, refusal: 'codeReplayed' };

    expect(await check(await codeAt(secret, at(-2, now)))).toEqual(wrong);
    expect(await check(await codeAt(secret, at(2, now)))).toEqual(wrong);
    expect(await check('12345')).toEqual(wrong);
    expect(await check('abcdef')).toEqual(wrong);
    // a phone one step behind: accepted; then nothing of that step or before
    expect(await check(await codeAt(secret, at(-1, now)))).toEqual({ ok: true });
    expect(await check(await codeAt(secret, at(-1, now)))).toEqual(replayed);
    const current = await codeAt(secret, now);
    expect(await check(current.replace(/^(\d{3})/, '$1 '))).toEqual({ ok: true });
    expect(await check(current)).toEqual(replayed);
    expect(await check(current, at(1, now))).toEqual(replayed);
    // a phone one step ahead: accepted, and the current step is then used up too
    expect(await check(await codeAt(secret, at(1, now)))).toEqual({ ok: true });
    expect(await check(await codeAt(secret, now), at(1, now))).toEqual(replayed);
    // the next step's own code, one step later, is fine
    expect(await check(await codeAt(secret, at(2, now)), at(2, now))).toEqual({ ok: true });
  });

  it('passes the same code sent twice at once exactly once', async () => {
    const { accountId, secret } = await enrolled();
    const now = at(20);
    const code = await codeAt(secret, now);
    const answers = await Promise.all([1, 2, 3].map(() => verifyTotp(db(), key(), { accountId, code, now })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok && answer.refusal === 'codeReplayed')).toHaveLength(2);
  });

  it('takes each recovery code once, typed in any case, and no other account’s', async () => {
    const { accountId, recoveryCodes } = await enrolled();
    const other = await enrolled();
    const [first = '', second = ''] = recoveryCodes;
    const use = (code: string, account = accountId) =>
      useRecoveryCode(db(), key(), { accountId: account, code, now: T0 });
    expect(await use(other.recoveryCodes[0] ?? '')).toEqual({ ok: false, refusal: 'codeWrong' });
    expect(await use(first, other.accountId)).toEqual({ ok: false, refusal: 'codeWrong' });
    expect(await use('ABCD-EFGH-J0')).toEqual({ ok: false, refusal: 'codeWrong' });
    expect(await use(first.toLowerCase().replace(/-/g, ' '))).toEqual({ ok: true });
    expect(await use(first)).toEqual({ ok: false, refusal: 'recoveryCodeUsed' });
    expect(await use(second)).toEqual({ ok: true });
    expect((await secondFactorsOf(db(), accountId)).recoveryCodesLeft).toBe(8);
  });

  it('lets exactly one of two uses of one recovery code at once win', async () => {
    const { accountId, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3] ?? '';
    const answers = await Promise.all([1, 2].map(() => useRecoveryCode(db(), key(), { accountId, code, now: T0 })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok && answer.refusal === 'recoveryCodeUsed')).toHaveLength(1);
  });

  it('regenerates the codes (the old ones stop working) and removes every factor', async () => {
    const { accountId, recoveryCodes } = await enrolled();
    const fresh = await regenerateRecoveryCodes(db(), key(), { accountId, now: T0 });
    expect(fresh).toHaveLength(10);
    const use = (code: string) => useRecoveryCode(db(), key(), { accountId, code, now: T0 });
    expect(await use(recoveryCodes[0] ?? '')).toEqual({ ok: false, refusal: 'codeWrong' });
    expect(await use(fresh?.[0] ?? '')).toEqual({ ok: true });

    await removeSecondFactors(db(), accountId);
    expect(await hasSecondFactor(db(), accountId)).toBe(false);
    expect(await secondFactorsOf(db(), accountId)).toEqual({ totpConfirmedAt: null, recoveryCodesLeft: 0 });
    expect(await use(fresh?.[1] ?? '')).toEqual({ ok: false, refusal: 'codeWrong' });
    expect(await regenerateRecoveryCodes(db(), key(), { accountId, now: T0 })).toBe(null);
  });

  it('keeps the secret only encrypted, bound to its account, and the recovery codes only as keyed hashes', async () => {
    const { accountId, secret, recoveryCodes } = await enrolled();
    const { rows } = await testApp.database.pool.query<{ secret_ciphertext: string }>(
      'select secret_ciphertext from totp_factors where account_id = $1',
      [accountId],
    );
    const stored = rows[0]?.secret_ciphertext ?? '';
    expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored).not.toContain(secret);
    expect(Buffer.from(stored.split('.')[2] ?? '', 'base64url').toString('latin1')).not.toContain(secret);
    expect(decryptTotpSecret(key(), accountId, stored)).toBe(secret);
    // moved onto another account's row, it does not decrypt; under another key neither
    expect(() => decryptTotpSecret(key(), accountId + 1, stored)).toThrow(/does not decrypt/);
    const otherKey = secondFactorKey({ SECOND_FACTOR_KEY: randomBytes(32).toString('base64'), isProduction: true });
    expect(() => decryptTotpSecret(otherKey, accountId, stored)).toThrow(/does not decrypt/);
    // a new IV every time: the same secret never gives the same ciphertext
    expect(encryptTotpSecret(key(), accountId, secret)).not.toBe(encryptTotpSecret(key(), accountId, secret));

    const hashes = await testApp.database.pool.query<{ code_hash: string }>(
      'select code_hash from recovery_codes where account_id = $1',
      [accountId],
    );
    expect(hashes.rows).toHaveLength(10);
    const text = JSON.stringify(hashes.rows);
    for (const code of recoveryCodes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('needs SECOND_FACTOR_KEY in production, 32 bytes of base64 wherever it is set', () => {
    expect(() => secondFactorKey({ SECOND_FACTOR_KEY: undefined, isProduction: true })).toThrow(/SECOND_FACTOR_KEY/);
    expect(secondFactorKey({ SECOND_FACTOR_KEY: undefined, isProduction: false })).toBe(
      secondFactorKey({ SECOND_FACTOR_KEY: undefined, isProduction: false }),
    );
    expect(() => loadConfig({ SECOND_FACTOR_KEY: randomBytes(16).toString('base64') })).toThrow(/SECOND_FACTOR_KEY/);
    expect(() => loadConfig({ SECOND_FACTOR_KEY: 'not base64 at all, but forty-four long!!!!!!' })).toThrow(
      /SECOND_FACTOR_KEY/,
    );
    expect(loadConfig({ SECOND_FACTOR_KEY }).SECOND_FACTOR_KEY).toBe(SECOND_FACTOR_KEY);
    expect(loadConfig({ SECOND_FACTOR_KEY: '' }).SECOND_FACTOR_KEY).toBe(undefined);
  });
});
