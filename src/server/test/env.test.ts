// The configuration's parsing of issue 37's variables: TRUST_PROXY (1: which X-Forwarded-For entry is the
// client's) and the HTTP timeouts (7). Every bad value is a configuration error naming its variable.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';

const production = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'test',
  PUBLIC_URL: 'https://pets.example.org',
  SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64'),
};

describe('TRUST_PROXY (issue 37: 1)', () => {
  it('trusts nobody unset, empty, false or 0', () => {
    for (const value of [undefined, '', 'false', '0'])
      expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY, String(value)).toEqual({ kind: 'none' });
  });

  it('takes a hop count of 1 to 10', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ ...production, TRUST_PROXY: '10' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 10 });
    for (const value of ['11', '100', '01x', '-1', '1.5', '2 hops'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count is 1 to 10, got "11"/);
  });

  it("takes the load balancer's addresses and CIDR ranges, comma-separated, IPv4 and IPv6", () => {
    expect(
      loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 ,2001:db8::1,loopback' }).TRUST_PROXY,
    ).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '2001:db8::1', 'loopback'] });
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal,linklocal' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      addresses: ['uniquelocal', 'linklocal'],
    });
  });

  it('refuses anything else, naming the variable and the entry', () => {
    for (const value of [
      'yes',
      'on',
      'lb.internal',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/1',
      '10.0.0.0/x',
      '10.0.0',
      '300.1.1.1',
      '10.0.0.1,',
      '10.0.0.1,,10.0.0.2',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/255.0.0.0',
    ])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /^Invalid configuration:\n {2}TRUST_PROXY: expected the number of proxies in front \(1 to 10\) or their addresses/,
      );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,lb.internal' })).toThrow(
      /"lb\.internal": not an IP address or CIDR range/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(/trusts every address/);
  });

  it('refuses true (every hop: the client picks its address) in production, and takes it elsewhere', () => {
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY=true believes every X-Forwarded-For entry[\s\S]*TRUST_PROXY=1[\s\S]*TRUST_PROXY=10\.0\.0\.0\/8/,
    );
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'all' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'all' });
  });
});

describe('HTTP timeouts (issue 37: 7, decision 0023)', () => {
  it('default to 300 s a request, 30 s its headers, 75 s keep-alive, 60 s idle', () => {
    const config = loadConfig({});
    expect([
      config.REQUEST_TIMEOUT_SECONDS,
      config.HEADERS_TIMEOUT_SECONDS,
      config.KEEP_ALIVE_TIMEOUT_SECONDS,
      config.IDLE_TIMEOUT_SECONDS,
    ]).toEqual([300, 30, 75, 60]);
  });

  it('take whole seconds from the environment', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '600',
      HEADERS_TIMEOUT_SECONDS: '20',
      KEEP_ALIVE_TIMEOUT_SECONDS: '620',
      IDLE_TIMEOUT_SECONDS: '90',
    });
    expect([
      config.REQUEST_TIMEOUT_SECONDS,
      config.HEADERS_TIMEOUT_SECONDS,
      config.KEEP_ALIVE_TIMEOUT_SECONDS,
      config.IDLE_TIMEOUT_SECONDS,
    ]).toEqual([600, 20, 620, 90]);
  });

  it('refuse zero (no timeout), fractions, words and values past their bounds, naming the variable', () => {
    for (const name of [
      'REQUEST_TIMEOUT_SECONDS',
      'HEADERS_TIMEOUT_SECONDS',
      'KEEP_ALIVE_TIMEOUT_SECONDS',
      'IDLE_TIMEOUT_SECONDS',
    ])
      for (const value of ['0', '-5', '2.5', 'ten', '100000'])
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(
          new RegExp(`^Invalid configuration:\\n {2}${name}: `),
        );
  });

  it('refuse a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '20', HEADERS_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS \(30\) must be at most REQUEST_TIMEOUT_SECONDS \(20\)/,
    );
  });
});

describe('SECOND_FACTOR_KEY (decision 0109)', () => {
  const { SECOND_FACTOR_KEY: _key, ...withoutKey } = production;

  it('is required in production, saying how to make one; a command that keeps no second factor is not asked', () => {
    expect(() => loadConfig(withoutKey)).toThrow(
      /SECOND_FACTOR_KEY: required in production[\s\S]*openssl rand -base64 32/,
    );
    expect(loadConfig(withoutKey, { checksSecondFactors: false }).SECOND_FACTOR_KEY).toBeUndefined();
    expect(loadConfig(production).SECOND_FACTOR_KEY).toBe(production.SECOND_FACTOR_KEY);
  });

  it('is not asked outside production (a fixed development key serves)', () => {
    expect(loadConfig({}).SECOND_FACTOR_KEY).toBeUndefined();
  });
});
