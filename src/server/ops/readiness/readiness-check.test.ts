import { describe, expect, it } from 'vitest';
import { anyFailed, formatAge, notReady, pass, readinessLines, worse } from './readiness-check.js';

describe('readiness lines', () => {
  const checks = [
    pass('smtp', 'relay:587 answered EHLO'),
    notReady('migrations', 'fail', '1 of 40 not applied', 'start this build once'),
    notReady('sms', 'warn', 'outbox', 'set SMS_PROVIDER=twilio'),
  ];

  it('aligns status, name, detail and what to do in columns', () => {
    expect(readinessLines(checks)).toEqual([
      'PASS  smtp        relay:587 answered EHLO',
      'FAIL  migrations  1 of 40 not applied  → start this build once',
      'WARN  sms         outbox               → set SMS_PROVIDER=twilio',
    ]);
  });

  it('fails when one check fails, and the worse status wins', () => {
    expect(anyFailed(checks)).toBe(true);
    expect(anyFailed(checks.filter((check) => check.status !== 'fail'))).toBe(false);
    expect(worse('pass', 'warn')).toBe('warn');
    expect(worse('fail', 'warn')).toBe('fail');
  });

  it('says an age as an operator reads it', () => {
    expect(formatAge(40_000)).toBe('40 s');
    expect(formatAge(12 * 60_000)).toBe('12 min');
    expect(formatAge(185 * 60_000)).toBe('3 h 5 min');
    expect(formatAge(2 * 3_600_000)).toBe('2 h');
    expect(formatAge(5 * 24 * 3_600_000)).toBe('5 days');
    expect(formatAge(-5)).toBe('0 s');
  });
});
