import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { emailOutbox } from '../../db/schema/index.js';
import type { MailTransport, OutgoingMail } from '../../integrations/email/mail-transport.js';
import { createSmtpTransport } from '../../integrations/email/smtp-transport.js';
import { createTestDatabase } from '../../test/test-app.js';
import { createTestServices } from '../../test/test-services.js';
import { renderTemplate } from './email-templates.js';
import { EMAIL_MAX_ATTEMPTS, SEND_EMAIL_TASK } from './email-task.js';
import { type EmailRequest, enqueueEmail } from './email.service.js';
import type { EmailTemplateName } from './email-templates.js';
import { installQueue } from '../../shared/jobs.js';
import { deliverOutboxMessage, EmailDeliveryError, type EmailWorker, startEmailWorker } from './email-worker.js';

const silent = pino({ level: 'silent' });
const FROM = 'Pawport <no-reply@pets.example.org>';

type ReceivedMail = { to: string[]; raw: string };

/** A local SMTP server (smtp-server) that records what it accepts and can refuse on demand. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const control = { refuse: false, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (control.refuse) {
          control.refusals++;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    control,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words (nodemailer encodes non-ASCII subjects). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : qpBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const character = text[index] as string;
    if (character === '=' && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(character, 'utf8'));
  }
  return Buffer.from(bytes);
}

function header(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(head);
  return match?.[1] ? decodeWords(match[1].trim()) : undefined;
}

/** The message with quoted-printable soft breaks and escapes undone: good enough to search bodies. */
function decodedBody(raw: string): string {
  return qpBytes(raw.replace(/=\r?\n/g, '')).toString('utf8');
}

async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function outboxRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

async function jobsFor(pool: pg.Pool, outboxId: number) {
  const result = await pool.query<{
    task_identifier: string;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
  }>('select task_identifier, attempts, max_attempts, last_error from graphile_worker.jobs where key = $1', [
    `email-outbox:${outboxId}`,
  ]);
  return result.rows;
}

function countingTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { kind: 'outbox', sent, send: async (mail) => void sent.push(mail), close: async () => {} };
}

const welcome = (to: string) =>
  ({
    to,
    locale: 'en_US',
    template: 'welcome',
    data: { firstName: 'Ana', verifyUrl: 'https://pets.example.org/en_US/verify?token=abc' },
  }) as const;

describe('the e-mail queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pool: pg.Pool;
  let db: DbOrTx;
  /** enqueueEmail in `db`'s transaction (or outside any) */
  const enqueue = (db: DbOrTx, request: EmailRequest<EmailTemplateName>) =>
    enqueueEmail(createTestServices(db), { input: request });

  beforeAll(async () => {
    database = await createTestDatabase();
    await installQueue(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 6 });
    db = drizzle(pool, { schema });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  describe('enqueueEmail', () => {
    it('adds nothing when the caller’s transaction rolls back: no outbox row, no job', async () => {
      let enqueuedId = 0;
      await expect(
        db.transaction(async (tx) => {
          enqueuedId = (await enqueue(tx, welcome('rolled.back@pawport.example'))).id;
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(enqueuedId).toBeGreaterThan(0);
      expect(await outboxRow(db, enqueuedId)).toBeUndefined();
      expect(await jobsFor(pool, enqueuedId)).toEqual([]);
    });

    it('adds the rendered message and one job when it commits', async () => {
      const { id } = await db.transaction((tx) => enqueue(tx, welcome('committed@pawport.example')));
      const row = await outboxRow(db, id);
      expect(row).toMatchObject({
        toAddress: 'committed@pawport.example',
        template: 'welcome',
        status: 'QUEUED',
        attempts: 0,
      });
      expect(row?.subject).toBe(renderTemplate('welcome', 'en_US', welcome('').data).subject);
      expect(await jobsFor(pool, id)).toEqual([
        { task_identifier: SEND_EMAIL_TASK, attempts: 0, max_attempts: EMAIL_MAX_ATTEMPTS, last_error: null },
      ]);
    });

    it('refuses an invalid recipient before writing anything', async () => {
      await expect(enqueue(db, welcome('not an address'))).rejects.toThrow();
    });
  });

  describe('delivery over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let worker: EmailWorker;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      const transport = createSmtpTransport({ url: smtp.url, from: FROM });
      worker = await startEmailWorker({ pool, transport, log: silent, pollInterval: 100 });
    });
    afterAll(async () => {
      await worker.stop();
      await smtp.close();
    });

    it('delivers a message to the SMTP server in the owner’s locale', async () => {
      const to = 'owner.fr@pawport.example';
      const data = { firstName: 'Zoé', resetUrl: 'https://pets.example.org/fr_CA/reset?token=xyz' };
      const { id } = await db.transaction((tx) =>
        enqueue(tx, { to, locale: 'fr_CA', template: 'password-reset', data }),
      );
      const sent = await waitFor(async () => (await outboxRow(db, id))?.status === 'SENT' && outboxRow(db, id));
      expect(sent).toMatchObject({ attempts: 1, lastError: null });
      expect(sent.sentAt).toBeInstanceOf(Date);

      const mail = smtp.received.find((message) => message.to.includes(to));
      expect(mail).toBeDefined();
      const raw = mail?.raw ?? '';
      const expected = renderTemplate('password-reset', 'fr_CA', data);
      expect(header(raw, 'Subject')).toBe(expected.subject);
      expect(header(raw, 'To')).toBe(to);
      expect(header(raw, 'From')).toBe(FROM);
      expect(header(raw, 'Content-Language')).toBe('fr-CA');
      expect(header(raw, 'Message-ID')).toMatch(new RegExp(`^<pawport-email-${id}-\\d+@pets\\.example\\.org>$`));
      expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
      const body = decodedBody(raw);
      expect(body).toContain('Bonjour Zoé,');
      expect(body).toContain('ouvrez ce lien d’ici 30\u00a0minutes');
      expect(body).toContain('https://pets.example.org/fr_CA/reset?token=xyz');
      expect(body).toContain('<html lang="fr-CA"');
    });

    it('keeps the request unaffected while the server refuses, retries, and sends once it recovers', async () => {
      const to = 'retry@pawport.example';
      smtp.control.refuse = true;
      // A request handler that sends an e-mail: it answers at once, whatever the SMTP server does.
      const app = Fastify();
      app.post('/sign-up', async (_request, reply) => {
        const { id } = await db.transaction((tx) => enqueue(tx, welcome(to)));
        return reply.code(201).send({ id });
      });
      const response = await app.inject({ method: 'POST', url: '/sign-up' });
      await app.close();
      expect(response.statusCode).toBe(201);
      const id = (response.json() as { id: number }).id;

      const failedOnce = await waitFor(async () => {
        const row = await outboxRow(db, id);
        return row && row.attempts >= 1 && row;
      });
      expect(failedOnce.status).toBe('QUEUED');
      expect(failedOnce.lastError).toMatch(/try again later/);
      // the queue records the job's error after the row's: wait for it, not for the row alone
      const job = await waitFor(async () => (await jobsFor(pool, id)).find((entry) => entry.last_error));
      expect(job?.attempts).toBe(1);
      expect(job?.last_error).toMatch(/try again later/);
      expect(smtp.received.some((message) => message.to.includes(to))).toBe(false);

      // graphile-worker retries after exp(1) ≈ 2.7 s
      smtp.control.refuse = false;
      const sent = await waitFor(async () => (await outboxRow(db, id))?.status === 'SENT' && outboxRow(db, id));
      expect(sent).toMatchObject({ attempts: 2, lastError: expect.stringMatching(/try again later/) });
      expect(smtp.received.filter((message) => message.to.includes(to))).toHaveLength(1);
      // the worker marks the row sent inside the task and removes the job just after it returns
      expect(await waitFor(async () => (await jobsFor(pool, id)).length === 0)).toBe(true);
    });
  });

  describe('deliverOutboxMessage', () => {
    async function insertRow(to: string) {
      const rendered = renderTemplate('welcome', 'en_CA', welcome(to).data);
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: to,
          locale: 'en_CA',
          template: 'welcome',
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
        })
        .returning();
      return row?.id as number;
    }
    const refusing: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('550 relay denied');
      },
      close: async () => {},
    };

    it('never sends a row twice', async () => {
      const id = await insertRow('once@pawport.example');
      const transport = countingTransport();
      const deps = { db, transport, log: silent };
      expect(await deliverOutboxMessage(deps, id, { attempt: 1, maxAttempts: 10 })).toBe('sent');
      expect(await deliverOutboxMessage(deps, id, { attempt: 2, maxAttempts: 10 })).toBe('already-done');
      expect(transport.sent).toHaveLength(1);
      expect(transport.sent[0]).toMatchObject({ to: 'once@pawport.example', locale: 'en_CA' });
    });

    it('throws for a retry before the last attempt and marks the row FAILED on the last', async () => {
      const id = await insertRow('failing@pawport.example');
      const deps = { db, transport: refusing, log: silent };
      await expect(deliverOutboxMessage(deps, id, { attempt: 1, maxAttempts: 3 })).rejects.toBeInstanceOf(
        EmailDeliveryError,
      );
      expect(await outboxRow(db, id)).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: '550 relay denied' });
      expect(await deliverOutboxMessage(deps, id, { attempt: 3, maxAttempts: 3 })).toBe('failed');
      expect(await outboxRow(db, id)).toMatchObject({ status: 'FAILED', attempts: 2, sentAt: null });
      // a FAILED row is left alone, even if a job for it runs again
      const transport = countingTransport();
      expect(await deliverOutboxMessage({ ...deps, transport }, id, { attempt: 1, maxAttempts: 3 })).toBe(
        'already-done',
      );
      expect(transport.sent).toHaveLength(0);
    });

    it('ends a job whose row is gone', async () => {
      expect(
        await deliverOutboxMessage({ db, transport: countingTransport(), log: silent }, 2_000_000_000, {
          attempt: 1,
          maxAttempts: 10,
        }),
      ).toBe('missing');
    });
  });

  it('runs each job once with two workers on one database (two app servers)', async () => {
    const first = countingTransport();
    const second = countingTransport();
    const workers = await Promise.all([
      startEmailWorker({ connectionString: database.url, transport: first, log: silent, pollInterval: 100 }),
      startEmailWorker({ connectionString: database.url, transport: second, log: silent, pollInterval: 100 }),
    ]);
    try {
      const ids = await db.transaction(async (tx) => {
        const made: number[] = [];
        for (let index = 0; index < 20; index++)
          made.push((await enqueue(tx, welcome(`many.${index}@pawport.example`))).id);
        return made;
      });
      await waitFor(async () => {
        const [row] = await db
          .select({ sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'SENT')::int` })
          .from(emailOutbox)
          .where(like(emailOutbox.toAddress, 'many.%'));
        return row?.sent === ids.length;
      });
      const deliveries = [...first.sent, ...second.sent].filter((mail) => mail.to.startsWith('many.'));
      expect(deliveries).toHaveLength(ids.length);
      expect(new Set(deliveries.map((mail) => mail.messageKey)).size).toBe(ids.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });
});
