// Issue 10 (9, 10): every response carries the security headers — Fastify's own error answers (a bad URL,
// oversized headers, a malformed body, not found) included — and no GraphQL answer may be cached.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../test/test-app.js';

/** One raw HTTP/1.1 exchange (fetch would tidy a bad URL; oversized headers need a socket anyway). */
function rawRequest(url: string, head: string, body = ''): Promise<{ status: number; headers: Map<string, string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${head}\r\n\r\n${body}`));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error) => (received ? undefined : reject(error)));
    socket.on('close', () => {
      const [statusLine = '', ...lines] = received.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
      const headers = new Map<string, string>();
      for (const line of lines) {
        const cut = line.indexOf(':');
        if (cut > 0) headers.set(line.slice(0, cut).trim().toLowerCase(), line.slice(cut + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const REQUIRED = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options'];

for (const mode of ['development', 'production'] as const) {
  describe(`security headers on every response (${mode})`, () => {
    const testApp = useTestApp({ env: { NODE_ENV: mode } });

    const cases: Array<[string, number, () => string, string?]> = [
      ['a URL that does not decode', 400, () => 'GET /%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close'],
      [
        'oversized headers',
        431,
        () => `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(40_000)}\r\nConnection: close`,
      ],
      ['an unknown API path', 404, () => 'GET /api/nothing HTTP/1.1\r\nHost: localhost\r\nConnection: close'],
      [
        'a malformed JSON body',
        400,
        () =>
          'POST /graphql/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close',
        '{"a":',
      ],
      [
        'a body over the limit',
        413,
        () =>
          'POST /graphql/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200000\r\nConnection: close',
        `{"query":"${'a'.repeat(199_988)}"}`,
      ],
    ];

    it.each(cases)('on %s (%i)', async (_what, status, head, body) => {
      const response = await rawRequest(testApp.url, head(), body);
      expect(response.status).toBe(status);
      for (const name of REQUIRED) expect(response.headers.get(name), name).toBeTruthy();
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      if (mode === 'production') expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });

    it("sends Cache-Control: no-store with every GraphQL answer, an owner's data above all (10)", async () => {
      const owner = new GraphQLTestClient(testApp.url);
      const login = await owner.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
      expect(login.headers.get('cache-control')).toBe('no-store');
      const account = await owner.request('{ myAccount { email phones { number } } }');
      expect(account.body.errors).toBeUndefined();
      expect(account.headers.get('cache-control')).toBe('no-store');
      const visitor = await new GraphQLTestClient(testApp.url).request('{ __typename }');
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      const refused = await new GraphQLTestClient(testApp.url).request('{ nope }');
      expect(refused.headers.get('cache-control')).toBe('no-store');
    });
  });
}
