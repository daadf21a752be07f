import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, expectAccessible, test } from './fixtures.js';
import { FAKE_TRANSLATION_WIDGET_JS, FAKE_TRANSLATION_WIDGET_URL } from './fixtures/fake-translation-widget.js';

// issue 18, the page-translation widget (spec §1, §7.3, decision 0802): off by default, so the suite's server
// makes no request for it; a second app server of the production build with TRANSLATION_WIDGET_URL loads it
// (its script given by page.route: nothing reaches the internet), polls it ready and shows it in the header.
// The second server listens on a port the system gives and keeps its data on the machine's PostgreSQL.
const ADMIN_DATABASE = process.env.E2E_STRIPE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';
const database = `pawport_e2e_widget_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

test('without TRANSLATION_WIDGET_URL nothing is requested and the header has no widget', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) elsewhere.push(request.url());
  });
  await page.goto('/en_US/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(elsewhere).toEqual([]);
  await expect(page.locator('script[data-translation-widget]')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Translate this page' })).toHaveCount(0);
});

test.describe('with TRANSLATION_WIDGET_URL', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await admin(`create database ${database}`);
    const url = new URL(ADMIN_DATABASE);
    url.pathname = `/${database}`;
    server = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pawport-e2e-widget-')),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        RATE_LIMIT_SCALE: '50',
        TRANSLATION_WIDGET_URL: FAKE_TRANSLATION_WIDGET_URL,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    server.stderr?.on('data', (chunk) => {
      errors += String(chunk);
    });
    origin = await new Promise<string>((resolve, reject) => {
      let output = '';
      server?.stdout?.on('data', (chunk) => {
        output += String(chunk);
        const running = /Pawport is running at (http:\/\/[\d.]+:\d+)\//.exec(output);
        if (running?.[1]) resolve(running[1]);
      });
      server?.on('exit', (code) => reject(new Error(`the widget app server stopped (${code}): ${errors}`)));
    });
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  });

  test('the widget loads from its URL, is polled ready and shows in the header', async ({ page }) => {
    let served = 0;
    await page.route(FAKE_TRANSLATION_WIDGET_URL, async (route) => {
      served += 1;
      await route.fulfill({ contentType: 'text/javascript', body: FAKE_TRANSLATION_WIDGET_JS });
    });
    const answer = await page.goto(`${origin}/en_US/`);
    expect(answer?.headers()['content-security-policy']).toContain('https://translate.widget.example');
    const widget = page.getByRole('group', { name: 'Translate this page' });
    await expect(widget.getByLabel('Translate with FakeTranslate')).toBeVisible();
    await expect(widget).toHaveAttribute('data-page-language', 'en-US');
    expect(served).toBe(1);
    await expectAccessible(page);
  });
});
