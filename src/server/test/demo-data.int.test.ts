// Issue 10 (13): demo data (an administrator with a published password) never reaches production by
// accident: the combination is refused at start unless DEMO_DATA_IN_PRODUCTION=I-understand, and every
// production start warns while demo accounts exist. The real entry point, started as a process.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { startMain as start } from './main-process.js';
import { createTestDatabase, TEST_SECOND_FACTOR_KEY } from './test-app.js';

// PAYMENT_PROVIDER is set wherever NODE_ENV=production: production refuses it unset (issue 36: 3),
// and PUBLIC_URL (decision 0506), and SECOND_FACTOR_KEY (decision 0109)
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'test',
  PUBLIC_URL: 'http://127.0.0.1',
  SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
} as const;

describe('demo data in production', () => {
  it('is refused by the configuration unless DEMO_DATA_IN_PRODUCTION=I-understand', () => {
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA_IN_PRODUCTION/);
    expect(() => loadConfig({ ...PRODUCTION, DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'yes' })).toThrow(
      /DEMO_DATA_IN_PRODUCTION=I-understand/,
    );
    expect(loadConfig({ ...PRODUCTION, DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'I-understand' }).demoData).toBe(
      true,
    );
    expect(loadConfig(PRODUCTION).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('stops the server at start with a clear message and a non-zero exit', async () => {
    const { code, output } = await start({ ...PRODUCTION, DEMO_DATA: 'true', PORT: '0' });
    expect(code).not.toBe(0);
    expect(code).not.toBeNull();
    expect(output).toMatch(/DEMO_DATA_IN_PRODUCTION=I-understand/);
    expect(output).not.toMatch(/Pawport is running/);
  });

  it('warns loudly at a production start while demo accounts exist', async () => {
    const database = await createTestDatabase(); // the seeded template: the demo accounts are in it
    try {
      const { output } = await start(
        {
          ...PRODUCTION,
          DATABASE_URL: database.url,
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1',
        },
        /Pawport is running/,
      );
      expect(output).toMatch(/DEMO ACCOUNTS IN PRODUCTION: .*demo\.admin@pawport\.example/);
    } finally {
      await database.drop();
    }
  });
});
