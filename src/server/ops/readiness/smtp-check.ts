// Whether the mail server of SMTP_URL answers (issue 41: 4): a 220 greeting, then 250 to EHLO, over a socket
// with a short timeout. Nothing is authenticated or sent: the check asks only that the server is there and
// speaks SMTP to this machine (a wrong port, a firewall, a provider's allow-list show here, not in a failed
// password reset hours later).
import { connect as connectTcp, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as connectTls } from 'node:tls';
import { notReady, pass, type ReadinessCheck } from './readiness-check.js';

/** Where SMTP_URL points, without its credentials: host, port, TLS from the start, certificate checked. */
export type SmtpTarget = { host: string; port: number; secure: boolean; rejectUnauthorized: boolean };

/** What the mail server answered: its greeting and EHLO reply, or where and why it did not. */
export type SmtpProbe =
  | { ok: true; greeting: string; ehlo: string }
  | { ok: false; stage: 'connect' | 'greeting' | 'ehlo'; error: string };

/** The target of an smtp:// or smtps:// URL, with the transport's default ports (smtp-transport.ts). */
export function smtpTarget(smtpUrl: string): SmtpTarget {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    rejectUnauthorized: url.searchParams.get('tls.rejectUnauthorized') !== 'false',
  };
}

/** One whole SMTP reply at the head of `buffer` (its last line is "NNN text"), and what follows it. */
function takeReply(buffer: string): { reply: string; rest: string } | null {
  const lines = buffer.split('\r\n');
  for (let index = 0; index < lines.length - 1; index += 1) {
    if (/^\d{3}(?: |$)/.test(lines[index] ?? ''))
      return { reply: lines.slice(0, index + 1).join('\n'), rest: lines.slice(index + 1).join('\r\n') };
  }
  return null;
}

/** Says hello to the mail server: connect, read its greeting, send EHLO, read the reply, QUIT. */
export function probeSmtp(target: SmtpTarget, options: { timeoutMs: number }): Promise<SmtpProbe> {
  return new Promise((resolve) => {
    let stage: 'connect' | 'greeting' | 'ehlo' = 'connect';
    let buffer = '';
    let greeting = '';
    let settled = false;
    const socket: Socket = target.secure
      ? connectTls({
          host: target.host,
          port: target.port,
          servername: target.host,
          rejectUnauthorized: target.rejectUnauthorized,
        })
      : connectTcp({ host: target.host, port: target.port });
    const finish = (probe: SmtpProbe) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (probe.ok) socket.end('QUIT\r\n');
      else socket.destroy();
      resolve(probe);
    };
    const timer = setTimeout(
      () => finish({ ok: false, stage, error: `no answer in ${options.timeoutMs} ms` }),
      options.timeoutMs,
    );
    socket.on(target.secure ? 'secureConnect' : 'connect', () => {
      stage = 'greeting';
    });
    socket.on('error', (error) => finish({ ok: false, stage, error: error.message }));
    socket.on('close', () => finish({ ok: false, stage, error: 'the server closed the connection' }));
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      const taken = takeReply(buffer);
      if (!taken) return;
      buffer = taken.rest;
      if (stage === 'greeting') {
        if (!taken.reply.startsWith('220')) return finish({ ok: false, stage, error: taken.reply });
        greeting = taken.reply;
        stage = 'ehlo';
        socket.write(`EHLO ${hostname() || 'localhost'}\r\n`);
      } else if (stage === 'ehlo') {
        if (!taken.reply.startsWith('250')) return finish({ ok: false, stage, error: taken.reply });
        finish({ ok: true, greeting, ehlo: taken.reply });
      }
    });
  });
}

const firstLine = (reply: string) => (reply.split('\n')[0] ?? '').slice(0, 80);

/** The SMTP line: SMTP_URL unset, or what its server answered (`probe` is undefined when it is unset). */
export function smtpCheck(smtpUrl: string | undefined, probe: SmtpProbe | undefined): ReadinessCheck {
  if (!smtpUrl || !probe)
    return notReady(
      'smtp',
      'fail',
      'SMTP_URL is not set: no e-mail leaves the outbox (sign-up links, password resets, access codes)',
      'set SMTP_URL=smtp://user:password@smtp.example.org:587 (smtps:// on 465)',
    );
  const { host, port } = smtpTarget(smtpUrl);
  if (probe.ok) return pass('smtp', `${host}:${port} answered EHLO: ${firstLine(probe.ehlo)}`);
  const saw = {
    connect: `could not connect to ${host}:${port}`,
    greeting: `${host}:${port} sent no SMTP greeting`,
    ehlo: `${host}:${port} did not accept EHLO`,
  }[probe.stage];
  return notReady(
    'smtp',
    'fail',
    `${saw}: ${firstLine(probe.error)}`,
    "check SMTP_URL's host and port (smtps:// for TLS on 465) and that this server may reach it (firewall, the provider's allow-list)",
  );
}
