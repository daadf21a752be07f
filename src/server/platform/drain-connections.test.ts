import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainConnections } from './drain-connections.js';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server that answers each request after `delayMs`, on a kept-alive agent of one socket. */
async function slowServer(delayMs: number) {
  server = createServer((_request, response) => {
    setTimeout(() => response.end('ok'), delayMs);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const outgoing = request({ port, host: '127.0.0.1', path: '/', agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  return { server, get };
}

describe('drainConnections', () => {
  it('answers the requests sent on a kept-alive connection after the stop began, telling the client to close it', async () => {
    const { server: running, get } = await slowServer(100);
    const first = await get(); // the agent now holds an open, idle connection, as a proxy does
    expect(first.connection).toBe('keep-alive');
    const inFlight = get(); // being answered when the stop begins
    await new Promise((resolve) => setTimeout(resolve, 30));
    const drained = drainConnections(running, 5_000);
    expect(running.listening).toBe(false); // no new connection from now on
    expect((await inFlight).status).toBe(200);
    // the proxy writes its next request into the idle connection that instant: answered, and told to close
    expect(await get()).toEqual({ status: 200, connection: 'close', body: 'ok' });
    // the client closed the connection it was told to: nothing is left, so the stop ends before the grace
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('gives up waiting after the grace period when a client keeps its connection', async () => {
    const { server: running, get } = await slowServer(0);
    await get(); // an idle kept-alive connection the client never closes
    let finished = false;
    const drained = drainConnections(running, 200).then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(false);
    await drained;
    expect(finished).toBe(true);
  });
});
