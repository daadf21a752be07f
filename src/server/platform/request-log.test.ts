// One log line per request (decision 1413): the fields an operator needs, no "incoming request" line,
// no query string, and the same JSON pino writes.
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogLine } from './request-log.js';
import { LazyRequestLogger, lazyRequestLoggers } from './request-logger.js';

async function appLogging(level: pino.LevelWithSilent) {
  const lines: string[] = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(line) });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new RequestLogLine(logger),
  });
  lazyRequestLoggers(app);
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/noted', async (request) => {
    request.log.warn({ note: 1 }, 'a line of its own');
    return { ok: true };
  });
  app.get('/which', async (request) => ({ lazy: request.log instanceof LazyRequestLogger }));
  app.get('/broken', async () => {
    throw new Error('broken on purpose');
  });
  await app.ready();
  return { app, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request log line', () => {
  it('writes one line per request with request id, method, route, status and time', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/things/42?token=secret-reset-token' });
    await app.inject({ method: 'GET', url: '/nowhere?token=secret' });
    expect(lines()).toHaveLength(2);
    const [found, missing] = lines();
    expect(found).toMatchObject({ level: 30, method: 'GET', route: '/things/:id', status: 200, msg: 'request' });
    expect(found?.reqId).toEqual(expect.any(String));
    expect(found?.ms).toEqual(expect.any(Number));
    expect(found?.pid).toBe(process.pid);
    expect(found?.time).toEqual(expect.any(Number));
    expect(missing).toMatchObject({ method: 'GET', route: '/nowhere', status: 404 });
    expect(JSON.stringify(lines())).not.toContain('secret');
    await app.close();
  });

  it('keeps the error line of a failed request, and its request line says 500', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/broken' });
    const [error, request] = lines();
    expect(error).toMatchObject({ level: 50, msg: 'broken on purpose' });
    expect(error?.err).toMatchObject({ message: 'broken on purpose' });
    expect(request).toMatchObject({ level: 30, route: '/broken', status: 500, msg: 'request' });
    await app.close();
  });

  it('writes nothing above the info level', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/things/1' });
    expect(lines()).toHaveLength(0);
    await app.close();
  });

  it("writes a request's own lines with its request id, as a child logger would", async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ method: 'GET', url: '/noted', headers: { 'x-request-id': 'abc' } });
    const [own, request] = lines();
    expect(own).toMatchObject({ level: 40, note: 1, msg: 'a line of its own', pid: process.pid });
    expect(own?.reqId).toEqual(request?.reqId);
    expect(request).toMatchObject({ route: '/noted', status: 200 });
    await app.close();
  });

  it('gives each request a lazy logger, and real children everywhere else', async () => {
    const { app, lines } = await appLogging('info');
    const response = await app.inject({ method: 'GET', url: '/which' });
    expect(response.json()).toEqual({ lazy: true });
    const moduleLog = app.log.child({ module: 'email' });
    expect(moduleLog).toBeInstanceOf(LazyRequestLogger); // the root's children are lazy too, and write the same
    moduleLog.child({ job: 7 }).info('from a grandchild');
    const grandchild = lines().at(-1);
    expect(grandchild).toMatchObject({ module: 'email', job: 7, msg: 'from a grandchild' });
    await app.close();
  });
});
