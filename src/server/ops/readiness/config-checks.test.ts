import { describe, expect, it } from 'vitest';
import { nodeEnvCheck, paymentsCheck, publicUrlCheck, smsCheck, trustProxyCheck } from './config-checks.js';

describe('the configuration checks', () => {
  it('NODE_ENV: production passes, anything else warns', () => {
    expect(nodeEnvCheck('production')).toMatchObject({ name: 'node-env', status: 'pass', fix: '' });
    expect(nodeEnvCheck('development')).toMatchObject({
      status: 'warn',
      fix: expect.stringMatching(/NODE_ENV=production/),
    });
  });

  it.each([
    [undefined, 'fail', /not set/],
    ['http://pets.example.org', 'fail', /not https/],
    ['https://localhost:3000', 'warn', /local address/],
    ['https://pets.localhost', 'warn', /local address/],
    ['https://pets.example.org', 'pass', /PUBLIC_URL=https:\/\/pets\.example\.org/],
  ] as const)('PUBLIC_URL %s: %s', (url, status, detail) => {
    const check = publicUrlCheck(url);
    expect(check).toMatchObject({ name: 'public-url', status, detail: expect.stringMatching(detail) });
    expect(check.fix === '').toBe(status === 'pass');
  });

  it.each([
    [{ said: undefined, provider: 'test', secretKey: undefined }, 'fail', /not set/],
    [{ said: '', provider: 'test', secretKey: undefined }, 'fail', /not set/],
    [{ said: 'test', provider: 'test', secretKey: undefined }, 'warn', /takes no money/],
    [{ said: 'stripe', provider: 'stripe', secretKey: 'sk_test_abc' }, 'warn', /test key/],
    [{ said: 'stripe', provider: 'stripe', secretKey: 'sk_live_abc' }, 'pass', /live keys/],
    [{ said: 'stripe', provider: 'stripe', secretKey: 'rk_live_abc' }, 'pass', /live keys/],
  ] as const)('payments %o: %s', (input, status, detail) => {
    expect(paymentsCheck(input)).toMatchObject({ name: 'payments', status, detail: expect.stringMatching(detail) });
  });

  it('SMS: Twilio passes, the outbox warns that opted-in owners get nothing', () => {
    expect(smsCheck('twilio')).toMatchObject({ name: 'sms', status: 'pass' });
    expect(smsCheck('outbox')).toMatchObject({ status: 'warn', fix: expect.stringMatching(/SMS_PROVIDER=twilio/) });
  });

  it('TRUST_PROXY: a hop count or addresses pass, unset warns, true fails', () => {
    expect(trustProxyCheck({ kind: 'hops', hops: 1 })).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/1 proxy/),
    });
    expect(trustProxyCheck({ kind: 'hops', hops: 2 })).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/2 proxies/),
    });
    expect(trustProxyCheck({ kind: 'addresses', addresses: ['10.0.0.0/8', 'fd00::/8'] })).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/10\.0\.0\.0\/8,fd00::\/8/),
    });
    expect(trustProxyCheck({ kind: 'none' })).toMatchObject({
      status: 'warn',
      fix: expect.stringMatching(/TRUST_PROXY=1/),
    });
    expect(trustProxyCheck({ kind: 'all' })).toMatchObject({ status: 'fail' });
  });
});
