// The readiness checks that read the database (migrations applied, the e-mail queue draining), `npm run doctor`
// as a process (its lines and exit code), and a production start that says its failures and starts anyway.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { loadConfig } from '../../env.js';
import { startMain } from '../../test/main-process.js';
import { createTestDatabase, TEST_SECOND_FACTOR_KEY } from '../../test/test-app.js';
import { runReadinessChecks } from './run-readiness.js';

const DOCTOR = fileURLToPath(new URL('../../../../scripts/doctor.ts', import.meta.url));

/** A test database of its own, opened; every e-mail the seed queued marked sent (no worker runs here). */
async function openTestDatabase() {
  const created = await createTestDatabase();
  const database = await openDatabase({
    databaseUrl: created.url,
    dataDir: '',
    embeddedPort: 54329,
    poolSize: 2,
    log: pino({ level: 'silent' }),
  });
  await database.pool.query(`update email_outbox set status = 'SENT', sent_at = now() where status <> 'SENT'`);
  return {
    url: created.url,
    database,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** The one check called `name` of a run over `database`. */
async function checkOf(database: Database, name: string) {
  const checks = await runReadinessChecks({ config: loadConfig({ NODE_ENV: 'test' }), source: {}, database });
  return checks.find((check) => check.name === name);
}

describe('the readiness checks over a database', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(() => opened?.drop());

  it("compares drizzle/'s journal with drizzle.__drizzle_migrations", async () => {
    const { pool } = opened.database;
    expect(await checkOf(opened.database, 'migrations')).toMatchObject({
      status: 'pass',
      detail: expect.stringMatching(/^all \d+ applied/),
    });
    const newest = await pool.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const row = newest.rows[0];
    if (!row) throw new Error('the template database has no migrations');
    await pool.query('delete from drizzle.__drizzle_migrations where id = $1', [row.id]);
    expect(await checkOf(opened.database, 'migrations')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/^1 of \d+ migrations not applied: 0\d{3}_/),
    });
    await pool.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2), ($3, $4)', [
      row.hash,
      row.created_at,
      'a-newer-build',
      Number(row.created_at) + 1,
    ]);
    expect(await checkOf(opened.database, 'migrations')).toMatchObject({
      status: 'warn',
      detail: expect.stringMatching(/1 migration this build does not know/),
    });
  });

  it("reads the e-mail queue's backlog through the e-mail module", async () => {
    const { pool } = opened.database;
    expect(await checkOf(opened.database, 'email-queue')).toMatchObject({
      status: 'pass',
      detail: 'no e-mail waiting',
    });
    const insert = `insert into email_outbox (to_address, locale, template, subject, text_body, html_body, status, created_at)
      values ('owner@example.org', 'en_US', 'welcome', 'Welcome', 'text', '<p>html</p>', $1, now() - $2::interval)`;
    await pool.query(insert, ['QUEUED', '2 hours 5 minutes']);
    await pool.query(insert, ['QUEUED', '1 minute']);
    await pool.query(insert, ['FAILED', '3 hours']);
    await pool.query(insert, ['FAILED', '3 days']);
    expect(await checkOf(opened.database, 'email-queue')).toMatchObject({
      status: 'fail',
      detail: '2 e-mails waiting, the oldest for 2 h 5 min; 1 failed after their last try in 24 h',
    });
  });
});

/** A fake mail server that greets and answers EHLO. */
async function fakeMailServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    socket.on('error', () => {});
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (chunk.toString().startsWith('EHLO')) socket.write('250-fake\r\n250 OK\r\n');
      else socket.end('221 bye\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

/** Runs `npm run doctor`'s script with `env` (and PATH only): its exit code and output. */
function runDoctor(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', DOCTOR], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run doctor', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let mail: Awaited<ReturnType<typeof fakeMailServer>>;
  const backups = mkdtempSync(join(tmpdir(), 'pawport-doctor-'));
  beforeAll(async () => {
    [opened, mail] = await Promise.all([openTestDatabase(), fakeMailServer()]);
    writeFileSync(join(backups, 'pawport-2026-12-03.json'), '{"tables":[]}');
  });
  afterAll(async () => {
    await opened?.drop();
    await new Promise((resolve) => mail?.server.close(resolve));
    rmSync(backups, { recursive: true, force: true });
  });

  const ready = () => ({
    NODE_ENV: 'production',
    DATABASE_URL: opened.url,
    PUBLIC_URL: 'https://pets.example.org',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_doctor',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_doctor',
    STRIPE_WEBHOOK_SECRET: 'whsec_doctor',
    SMTP_URL: `smtp://mailer:secret@127.0.0.1:${mail.port}`,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+12065550100',
    TRUST_PROXY: '1',
    SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
    BACKUP_DIR: backups,
  });

  it('passes a ready deployment: one PASS line a check, exit 0', async () => {
    const { code, output } = await runDoctor(ready());
    const lines = output.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/).slice(0, 2).join(' '))).toEqual([
      'PASS node-env',
      'PASS public-url',
      'PASS payments',
      'PASS smtp',
      'PASS sms',
      'PASS trust-proxy',
      'PASS second-factor-key',
      'PASS migrations',
      'PASS email-queue',
      'PASS backup',
    ]);
    expect(output).not.toMatch(/secret/);
    expect(code).toBe(0);
  });

  it('fails, with what to do, what production would not be ready with; exit 1', async () => {
    const { PAYMENT_PROVIDER: _unset, ...env } = ready();
    const { code, output } = await runDoctor({
      ...env,
      PUBLIC_URL: 'http://pets.example.org',
      SMS_PROVIDER: 'outbox',
      BACKUP_DIR: join(backups, 'missing'),
      SECOND_FACTOR_KEY: '',
    });
    expect(output).toMatch(
      /^FAIL {2}second-factor-key +SECOND_FACTOR_KEY is not set: .* → set SECOND_FACTOR_KEY=\$\(openssl rand -base64 32\)/m,
    );
    expect(output).toMatch(/^FAIL {2}public-url +PUBLIC_URL=http:\/\/pets\.example\.org: .* → terminate TLS/m);
    expect(output).toMatch(/^FAIL {2}payments .*→ set PAYMENT_PROVIDER=stripe/m);
    expect(output).toMatch(/^WARN {2}sms .*→ set SMS_PROVIDER=twilio/m);
    expect(output).toMatch(/^FAIL {2}backup .*cannot be read/m);
    expect(output).toMatch(/^PASS {2}migrations/m);
    expect(code).toBe(1);
  });

  it('fails a configuration the server would refuse, naming it', async () => {
    const { code, output } = await runDoctor({ ...ready(), TRUST_PROXY: 'everyone' });
    expect(output).toMatch(/^FAIL {2}configuration +TRUST_PROXY: expected the number of proxies .* → correct it/m);
    expect(code).toBe(1);
  });
});

describe('a production start', () => {
  it('says its readiness failures loudly, and starts all the same', async () => {
    const created = await createTestDatabase();
    try {
      const { output } = await startMain(
        {
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'test',
          DATABASE_URL: created.url,
          PORT: '0',
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://127.0.0.1',
          SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
        },
        /(?=[\s\S]*NOT READY FOR PRODUCTION[\s\S]*!{100}\n)(?=[\s\S]*Pawport is running)/,
      );
      expect(output).toMatch(/!! FAIL {2}public-url +PUBLIC_URL=http:\/\/127\.0\.0\.1: links in e-mail/);
      expect(output).toMatch(/!! FAIL {2}smtp +SMTP_URL is not set/);
      expect(output).toMatch(/readiness: WARN {2}payments/);
      expect(output).toMatch(/Pawport is running/);
    } finally {
      await created.drop();
    }
  });
});
