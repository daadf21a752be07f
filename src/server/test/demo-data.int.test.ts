// Issue 10 (13): demo data (an administrator with a published password) never reaches production by
// accident: the combination is refused at start unless DEMO_DATA_IN_PRODUCTION=I-understand, and every
// production start warns while demo accounts exist. The real entry point, started as a process.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { createTestDatabase } from './test-app.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** Runs src/server/main.ts until it exits or prints `until`; its exit code (null when stopped) and output. */
function start(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not finish in time:\n${output}`));
    }, 45_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code: until?.test(output) ? null : code, output });
    });
  });
}

describe('demo data in production', () => {
  it('is refused by the configuration unless DEMO_DATA_IN_PRODUCTION=I-understand', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toThrow(/DEMO_DATA_IN_PRODUCTION/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'yes' })).toThrow(
      /DEMO_DATA_IN_PRODUCTION=I-understand/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'I-understand' }).demoData,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('stops the server at start with a clear message and a non-zero exit', async () => {
    const { code, output } = await start({ NODE_ENV: 'production', DEMO_DATA: 'true', PORT: '0' });
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
          NODE_ENV: 'production',
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
