// The EHLO probe against fake mail servers on loopback: one that speaks SMTP, one that never answers, one
// that refuses EHLO, one that greets with a refusal; and a port nobody listens on.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { probeSmtp, smtpCheck, smtpTarget } from './smtp-check.js';

/** A generous socket timeout: only the server that never answers waits it out. */
const TIMEOUT_MS = 2_000;
const servers: Server[] = [];
const sockets: Socket[] = [];

/** A fake mail server on a free loopback port, answering with `onConnect`; its port. */
async function fakeServer(onConnect: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
    onConnect(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** Greets with `greeting`, answers EHLO with `ehloReply` (in two chunks: the probe must wait for the whole). */
const speaks = (greeting: string, ehloReply: string) => (socket: Socket) => {
  socket.write(greeting);
  socket.on('data', (chunk) => {
    const text = chunk.toString();
    if (text.startsWith('EHLO ')) {
      socket.write(ehloReply.slice(0, 12));
      setImmediate(() => socket.write(ehloReply.slice(12)));
    }
    if (text.startsWith('QUIT')) socket.end('221 bye\r\n');
  });
};

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the SMTP check', () => {
  it('reads host, port and TLS from SMTP_URL, never its credentials', () => {
    expect(smtpTarget('smtp://user:secret@relay.example.org')).toEqual({
      host: 'relay.example.org',
      port: 587,
      secure: false,
      rejectUnauthorized: true,
    });
    expect(smtpTarget('smtps://relay.example.org?tls.rejectUnauthorized=false')).toMatchObject({
      port: 465,
      secure: true,
      rejectUnauthorized: false,
    });
  });

  it('fails without SMTP_URL', () => {
    expect(smtpCheck(undefined, undefined)).toMatchObject({
      name: 'smtp',
      status: 'fail',
      fix: expect.stringMatching(/SMTP_URL=smtp:/),
    });
  });

  it('passes a server that greets with 220 and answers EHLO with 250 (a multi-line reply)', async () => {
    const port = await fakeServer(
      speaks('220 fake.example ESMTP\r\n', '250-fake.example hello\r\n250-SIZE 10240000\r\n250 8BITMIME\r\n'),
    );
    const probe = await probeSmtp(smtpTarget(`smtp://user:secret@127.0.0.1:${port}`), { timeoutMs: TIMEOUT_MS });
    expect(probe).toEqual({
      ok: true,
      greeting: '220 fake.example ESMTP',
      ehlo: '250-fake.example hello\n250-SIZE 10240000\n250 8BITMIME',
    });
    const check = smtpCheck(`smtp://user:secret@127.0.0.1:${port}`, probe);
    expect(check).toMatchObject({ status: 'pass', detail: `127.0.0.1:${port} answered EHLO: 250-fake.example hello` });
    expect(JSON.stringify(check)).not.toMatch(/secret/);
  });

  it('fails a server that never answers, once the timeout given has passed', async () => {
    const port = await fakeServer(() => {});
    const probe = await probeSmtp(smtpTarget(`smtp://127.0.0.1:${port}`), { timeoutMs: 1_000 });
    expect(probe).toEqual({ ok: false, stage: 'greeting', error: 'no answer in 1000 ms' });
    expect(smtpCheck(`smtp://127.0.0.1:${port}`, probe)).toMatchObject({
      status: 'fail',
      detail: `127.0.0.1:${port} sent no SMTP greeting: no answer in 1000 ms`,
    });
  });

  it('fails a server that refuses EHLO, or greets with a refusal', async () => {
    const refusesEhlo = await fakeServer(speaks('220 fake ESMTP\r\n', '502 5.5.2 not here, sorry\r\n'));
    expect(await probeSmtp(smtpTarget(`smtp://127.0.0.1:${refusesEhlo}`), { timeoutMs: TIMEOUT_MS })).toEqual({
      ok: false,
      stage: 'ehlo',
      error: '502 5.5.2 not here, sorry',
    });
    const refuses = await fakeServer((socket) => socket.end('554 no service for you\r\n'));
    expect(await probeSmtp(smtpTarget(`smtp://127.0.0.1:${refuses}`), { timeoutMs: TIMEOUT_MS })).toMatchObject({
      ok: false,
      stage: 'greeting',
      error: '554 no service for you',
    });
  });

  it('fails a port nobody listens on, at the connection', async () => {
    const port = await fakeServer(() => {});
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const probe = await probeSmtp(smtpTarget(`smtp://127.0.0.1:${port}`), { timeoutMs: TIMEOUT_MS });
    expect(probe).toMatchObject({ ok: false, stage: 'connect', error: expect.stringMatching(/ECONNREFUSED/) });
    expect(smtpCheck(`smtp://127.0.0.1:${port}`, probe).detail).toMatch(/^could not connect to 127\.0\.0\.1/);
  });
});
