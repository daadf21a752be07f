// Issue 36 (3): production never takes test payments by accident. With NODE_ENV=production the
// configuration is refused unless PAYMENT_PROVIDER says which processor takes payments; elsewhere it
// stays the embedded test processor by default.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';

// production requires PUBLIC_URL (decision 0506) and SECOND_FACTOR_KEY (decision 0109) too: the cases that start say them
const URL = { PUBLIC_URL: 'https://pets.example.org', SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') };

const STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('PAYMENT_PROVIDER', () => {
  it('is refused unset in production, naming the variable and both choices', () => {
    const refusal =
      /^Invalid configuration:\n {2}PAYMENT_PROVIDER: required in production[\s\S]*PAYMENT_PROVIDER=stripe[\s\S]*PAYMENT_PROVIDER=test/;
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(refusal);
    // demo data in production does not make it optional
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'I-understand' }),
    ).toThrow(refusal);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: '' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('is not asked of a command that never charges a card (backup, restore, owner import)', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...URL }, { takesPayments: false }).isProduction).toBe(true);
  });

  it('takes test spelled out in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...URL }).PAYMENT_PROVIDER).toBe('test');
  });

  it('takes stripe in production with its keys, and refuses it without them as everywhere', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', ...STRIPE_KEYS, ...URL }).PAYMENT_PROVIDER,
    ).toBe('stripe');
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_1' }),
    ).toThrow(/PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
  });

  it('stays the test processor by default outside production', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('test');
  });
});
