// Issue 37 (1): which address a request is from, behind the proxies TRUST_PROXY names. A bare Fastify with
// the app's own `trustProxy` (trusted-proxy.ts), asked through inject with the connection's address
// (`remoteAddress`) and an X-Forwarded-For whose left part the client wrote.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { fastifyTrustProxy } from './trusted-proxy.js';

const LOAD_BALANCER = '10.0.0.5';
const CLIENT = '198.51.100.23';

/** The request's `ip` and `host` with TRUST_PROXY=`value`, from `remoteAddress`, with `headers`. */
async function seenFrom(value: string | undefined, remoteAddress: string, headers: Record<string, string> = {}) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY) });
  app.get('/', async (request) => ({ ip: request.ip, host: request.host }));
  const answer = await app.inject({ url: '/', remoteAddress, headers: { host: 'app.internal', ...headers } });
  await app.close();
  return answer.json() as { ip: string; host: string };
}

describe('the client address behind trusted proxies (issue 37: 1)', () => {
  it('TRUST_PROXY=1: the right-most X-Forwarded-For entry, the one the load balancer wrote', async () => {
    const through = { 'x-forwarded-for': `203.0.113.99, ${CLIENT}` };
    expect((await seenFrom('1', LOAD_BALANCER, through)).ip).toBe(CLIENT);
    // no header: the connection's address
    expect((await seenFrom('1', LOAD_BALANCER)).ip).toBe(LOAD_BALANCER);
  });

  it('TRUST_PROXY=2: the entry left of the nearer proxy (a CDN, then the load balancer)', async () => {
    const through = { 'x-forwarded-for': `203.0.113.99, ${CLIENT}, 172.16.0.9` };
    expect((await seenFrom('2', LOAD_BALANCER, through)).ip).toBe(CLIENT);
  });

  it("TRUST_PROXY=<the load balancer's range>: the right-most entry outside it; a direct client is itself", async () => {
    const through = { 'x-forwarded-for': `203.0.113.99, ${CLIENT}` };
    expect((await seenFrom('10.0.0.0/8', LOAD_BALANCER, through)).ip).toBe(CLIENT);
    expect((await seenFrom('10.0.0.5,10.0.0.6', LOAD_BALANCER, through)).ip).toBe(CLIENT);
    // the range's own hops are skipped: two load balancers inside it
    expect(
      (await seenFrom('10.0.0.0/8', LOAD_BALANCER, { 'x-forwarded-for': `203.0.113.99, ${CLIENT}, 10.0.0.7` })).ip,
    ).toBe(CLIENT);
    // a client that reaches the app directly forges nothing, nor its host
    const direct = await seenFrom('10.0.0.0/8', CLIENT, { ...through, 'x-forwarded-host': 'evil.example' });
    expect(direct).toEqual({ ip: CLIENT, host: 'app.internal' });
    expect((await seenFrom('fd00::/8', 'fd00::5', through)).ip).toBe(CLIENT);
  });

  it('TRUST_PROXY unset: the connection, whatever the header says', async () => {
    expect((await seenFrom(undefined, CLIENT, { 'x-forwarded-for': '203.0.113.99' })).ip).toBe(CLIENT);
  });

  it('a rotating forged left-most entry never changes the address (TRUST_PROXY=1 and a range)', async () => {
    for (const value of ['1', '10.0.0.0/8']) {
      const seen = new Set<string>();
      for (const forged of ['1.2.3.4', '5.6.7.8', '203.0.113.1, 203.0.113.2', 'garbage'])
        seen.add((await seenFrom(value, LOAD_BALANCER, { 'x-forwarded-for': `${forged}, ${CLIENT}` })).ip);
      expect([...seen], value).toEqual([CLIENT]);
    }
  });

  it("is why a hop count is a function: Fastify 5.12's bare number trusts no hop at all", async () => {
    // passed as the number, every client behind the load balancer would be the load balancer (one shared
    // limit); if Fastify changes this, fastifyTrustProxy may pass the number again. Its types no longer
    // list a number, its code still takes one (lib/request.js getTrustProxyFn)
    const app = Fastify({ trustProxy: 1 as unknown as boolean });
    app.get('/', async (request) => request.ip);
    const answer = await app.inject({
      url: '/',
      remoteAddress: LOAD_BALANCER,
      headers: { 'x-forwarded-for': `203.0.113.99, ${CLIENT}` },
    });
    await app.close();
    expect(answer.body).toBe(LOAD_BALANCER);
  });
});
