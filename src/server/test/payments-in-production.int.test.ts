// Issue 36 (3): production never takes test payments by accident. A production start without
// PAYMENT_PROVIDER is refused (exit 78, EX_CONFIG), one that says PAYMENT_PROVIDER=test starts and warns
// loudly that no money is taken. The real entry point, started as a process; the configuration's own
// cases (stripe without its keys among them) are in payment-provider-config.test.ts.
import { describe, expect, it } from 'vitest';
import { startMain } from './main-process.js';
import { createTestDatabase, TEST_SECOND_FACTOR_KEY } from './test-app.js';

describe('the payment provider of a production start', () => {
  it('is refused unset, naming PAYMENT_PROVIDER, before anything starts', async () => {
    const { code, output } = await startMain({ NODE_ENV: 'production', PORT: '0' });
    expect(code).toBe(78);
    expect(output).toMatch(/Invalid configuration:\n {2}PAYMENT_PROVIDER: required in production/);
    expect(output).not.toMatch(/Pawport is running/);
  });

  it('starts with PAYMENT_PROVIDER=test spelled out, and warns loudly that no money is taken', async () => {
    const database = await createTestDatabase();
    try {
      const { output } = await startMain(
        {
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'test',
          DATABASE_URL: database.url,
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1',
          SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
        },
        /Pawport is running/,
      );
      expect(output).toMatch(/!!!!!\n!! TEST PAYMENTS IN PRODUCTION: PAYMENT_PROVIDER=test, .*no money is taken/);
      expect(output).toMatch(/Pawport is running/);
    } finally {
      await database.drop();
    }
  });
});
