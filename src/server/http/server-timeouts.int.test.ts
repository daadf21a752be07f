// Issue 37 (7), decision 0023: a request that arrives a byte at a time is cut (408, connection closed)
// when its time is up, however steadily it drips; so are headers that never end and a connection that
// sends nothing, and a photo upload cut so is no error in the log. A real listening server with short timeouts from the configuration; normal requests,
// and a body sent steadily within the time, still work.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../shared/logger.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { logInClient, useTestApp } from '../test/test-app.js';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };

/** What a raw connection got back and when it closed, in ms after it opened. */
type Exchange = { answer: string; closedAfter: number };

/**
 * Opens a connection to `url`, writes `start`, then `drip` every `everyMs` ms until the server closes the
 * connection (or 15 s pass: then closedAfter is Infinity).
 */
function exchange(url: string, start: string, drip?: string, everyMs = 200): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const opened = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const guard = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, closedAfter: Number.POSITIVE_INFINITY });
    }, 15_000);
    socket.on('connect', () => {
      if (start) socket.write(start);
      if (drip) timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
    });
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(guard);
      resolve({ answer, closedAfter: Date.now() - opened });
    });
  });
}

describe('HTTP timeouts (issue 37: 7)', () => {
  const testApp = useTestApp({
    env: {
      REQUEST_TIMEOUT_SECONDS: '2',
      HEADERS_TIMEOUT_SECONDS: '1',
      IDLE_TIMEOUT_SECONDS: '3',
      KEEP_ALIVE_TIMEOUT_SECONDS: '1',
    },
    services: { log: createLogger({ LOG_LEVEL: 'info' }, capture) },
  });
  const host = () => new URL(testApp.url).host;

  it('cuts a body that drips a byte at a time when the request time is up: 408, closed', async () => {
    const { answer, closedAfter } = await exchange(
      testApp.url,
      `POST /graphql/ HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{`,
      ' ',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // 2 s, checked every 250 ms; the drip (every 200 ms) keeps the idle timeout (3 s) from being the one
    expect(closedAfter).toBeGreaterThanOrEqual(1_900);
    expect(closedAfter).toBeLessThan(3_000);
  });

  it('cuts headers that never end when the headers time is up', async () => {
    const { answer, closedAfter } = await exchange(
      testApp.url,
      `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n`,
      'X-Drip: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(2_000);
  });

  it('closes a connection that sends nothing when the headers time is up', async () => {
    const { answer, closedAfter } = await exchange(testApp.url, '');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(2_000);
  });

  it('cuts a dripping photo upload without an error-level log line', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const pets = await owner.request<{ myPets: Array<{ id: string }> }>('{ myPets { id } }');
    const petId = pets.body.data!.myPets[0]!.id;
    lines.length = 0;
    const { answer } = await exchange(
      testApp.url,
      `PUT /api/pets/${petId}/photo HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: image/png\r\n` +
        `Content-Length: 100000\r\nx-pawport-request: 1\r\nCookie: ${owner.cookieHeader().cookie}\r\n\r\n`,
      'x',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers a normal request, and a body sent steadily within the time, and keeps the connection alive', async () => {
    const health = await fetch(`${testApp.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('keep-alive')).toBe('timeout=1');

    const body = JSON.stringify({ query: '{ __typename }' });
    const { answer } = await new Promise<Exchange>((resolve) => {
      const { hostname, port } = new URL(testApp.url);
      const socket = connect(Number(port), hostname);
      let received = '';
      socket.on('connect', async () => {
        socket.write(
          `POST /graphql/ HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        );
        // the body over ~1.2 s: slower than the headers timeout, within the request timeout
        for (const piece of [body.slice(0, 8), body.slice(8, 16), body.slice(16)]) {
          await new Promise((wait) => setTimeout(wait, 400));
          socket.write(piece);
        }
      });
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('close', () => resolve({ answer: received, closedAfter: 0 }));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('{"data":{"__typename":"Query"}}');
  });
});
