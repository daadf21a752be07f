import { describe, expect, it } from 'vitest';
import { backoffMinutes, deviceThrottleKey, emailThrottleKey, normalizeLoginEmail } from './login-backoff.js';

describe('log-in back-off (decision 0106)', () => {
  it('waits nothing for 9 failures, then 1, 2, 4, 8 minutes, and never more than 15', () => {
    expect([1, 9, 10, 11, 12, 13, 14, 15, 40].map(backoffMinutes)).toEqual([0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });

  it('counts one e-mail however it is typed, and keeps only a hash of it', () => {
    expect(normalizeLoginEmail('  Dana@Example.COM ')).toBe('dana@example.com');
    expect(emailThrottleKey('  Dana@Example.COM ')).toBe(emailThrottleKey('dana@example.com'));
    expect(emailThrottleKey('dana@example.com')).not.toContain('dana');
    expect(emailThrottleKey('dana@example.com')).not.toBe(emailThrottleKey('dan@example.com'));
  });

  it('counts a known browser per account', () => {
    expect(deviceThrottleKey('h', 1)).not.toBe(deviceThrottleKey('h', 2));
  });
});
