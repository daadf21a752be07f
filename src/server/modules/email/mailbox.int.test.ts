import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/test-app.js';
import { createTestServices } from '../../test/test-services.js';
import { enqueueEmail } from './email.service.js';
import { installQueue } from '../../shared/jobs.js';
import { deliverOutboxMessage } from './email-worker.js';
import { deliveryText, registerMailbox } from './mailbox.routes.js';

describe('the development mailbox', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let db: DbOrTx;
  let app: FastifyInstance;
  let production: FastifyInstance;
  let id: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await installQueue(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    db = drizzle(pool, { schema });
    id = (
      await enqueueEmail(createTestServices(db), {
        input: {
          to: 'mailbox@pawport.example',
          locale: 'es_US',
          template: 'welcome',
          data: { firstName: '<i>Zoé</i>', verifyUrl: 'https://pets.example.org/es_US/verify?token=t1&x=1' },
        },
      })
    ).id;
    app = Fastify();
    registerMailbox(app, { db, enabled: true, transport: 'outbox' });
    production = Fastify();
    registerMailbox(production, { db, enabled: false, transport: 'outbox' });
  });
  afterAll(async () => {
    await app.close();
    await production.close();
    await pool.end();
    await database.drop();
  });

  it('lists the latest messages in an accessible, escaped page', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>Mailbox – Pawport dev mailbox<\/title>/);
    expect(html).toContain('<h1>Mailbox</h1>');
    expect(html).toContain('<caption>Latest 50 messages</caption>');
    expect(html).toContain('<th scope="col">Subject</th>');
    expect(html).toContain('<td>mailbox@pawport.example</td>');
    expect(html).toContain(
      `<a href="/dev/mailbox/${id}">Le damos la bienvenida a Pawport: confirme su correo electrónico</a>`,
    );
    expect(html).toContain('<td>Queued</td>');
    expect(html).toContain('<code>SMTP_URL</code> is not set: messages are kept here and nothing leaves this machine.');
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);
  });

  it('shows one message: its HTML in a sandboxed frame, its text and its links', async () => {
    const response = await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<iframe title="HTML version of: [^"]+" sandbox srcdoc="/);
    // the name is escaped in the e-mail's HTML, and that HTML is escaped again inside srcdoc
    expect(html).toContain('&amp;lt;i&amp;gt;Zoé&amp;lt;/i&amp;gt;');
    expect(html).not.toContain('<i>Zoé</i>');
    expect(html).toContain('<pre>Hola, &lt;i&gt;Zoé&lt;/i&gt;:');
    expect(html).toContain(
      '<a href="https://pets.example.org/es_US/verify?token=t1&amp;x=1">https://pets.example.org/es_US/verify?token=t1&amp;x=1</a>',
    );
    expect(html).toContain('<a href="/dev/mailbox">Back to the mailbox</a>');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/99999999999' })).statusCode).toBe(404);
  });

  it('gives end-to-end tests the messages to one address as JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json?to=MAILBOX@pawport.example' });
    expect(response.statusCode).toBe(200);
    const [message] = response.json() as Array<{ id: number; links: string[]; locale: string }>;
    expect(message).toMatchObject({
      id,
      locale: 'es_US',
      links: ['https://pets.example.org/es_US/verify?token=t1&x=1'],
    });
  });

  it('tells a message kept locally (no SMTP_URL) from one sent (issue 11: 8)', async () => {
    const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const outbox = { kind: 'outbox' as const, send: async () => {}, close: async () => {} };
    expect(await deliverOutboxMessage({ db, transport: outbox, log }, id, { attempt: 1, maxAttempts: 3 })).toBe('sent');
    const page = (await app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(page).toContain('<td>Kept locally, not sent (no SMTP_URL)</td>');
    expect(page).not.toMatch(/<td>SENT<\/td>/i);
    const message = (await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` })).body;
    expect(message).toContain('<dt>Status</dt><dd>Kept locally, not sent (no SMTP_URL)</dd>');
    expect(deliveryText({ status: 'SENT', deliveredBy: 'smtp' })).toBe('Sent over SMTP');
  });

  it('does not exist in production', async () => {
    for (const url of ['/dev/mailbox', `/dev/mailbox/${id}`, '/dev/mailbox.json?to=mailbox@pawport.example']) {
      const response = await production.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('mailbox@pawport.example');
    }
  });
});
