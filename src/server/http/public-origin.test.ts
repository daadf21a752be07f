// Decision 0506: the one origin of e-mailed links. Production requires PUBLIC_URL and takes nothing else;
// elsewhere a link follows the request that caused it, and a scheduled job the address the server listens on.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { configuredOrigin, publicOrigin } from './public-origin.js';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;
/** production's other requirement (decision 0109), said so that PUBLIC_URL is what is missing */
const KEY = { SECOND_FACTOR_KEY: Buffer.alloc(32, 7).toString('base64') };

describe('the origin of e-mailed links (decision 0506)', () => {
  it('refuses a production start without PUBLIC_URL, naming it; a command that writes no link is not asked', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...KEY })).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_URL: required in production/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'test',
        HOST_CITY_MAP: 'pets.king.example=king-county-wa',
        ...KEY,
      }),
    ).toThrow(/PUBLIC_URL: required in production/);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ...KEY }, { sendsLinks: false }).PUBLIC_URL,
    ).toBe(undefined);
    expect(loadConfig({}).PUBLIC_URL).toBe(undefined);
  });

  it('is PUBLIC_URL in production, whatever host a request or a job names', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'test',
      PUBLIC_URL: 'https://pets.example.org/x',
      ...KEY,
    });
    expect(publicOrigin(config, request('evil.example'))).toBe('https://pets.example.org');
    expect(configuredOrigin(config)).toBe('https://pets.example.org');
  });

  it('follows the request that caused the e-mail without PUBLIC_URL (development)', () => {
    const config = loadConfig({ PORT: '4301' });
    expect(publicOrigin(config, request('127.0.0.1:4301'))).toBe('http://127.0.0.1:4301');
    expect(publicOrigin(config, request('192.168.1.20:4301'))).toBe('http://192.168.1.20:4301');
    expect(publicOrigin(config, request('pets.example.test', 'https'))).toBe('https://pets.example.test');
    // a configuration built by hand that skipped loadConfig's rule still builds no link from a Host
    expect(() => publicOrigin({ PUBLIC_URL: undefined, isProduction: true }, request('evil.example'))).toThrow(
      /PUBLIC_URL/,
    );
  });

  it('is HOST:PORT for a job no request caused, a wildcard address read as localhost', () => {
    expect(configuredOrigin(loadConfig({ PORT: '4301' }))).toBe('http://localhost:4301');
    expect(configuredOrigin(loadConfig({ PORT: '4301', HOST: '127.0.0.1' }))).toBe('http://127.0.0.1:4301');
    expect(configuredOrigin(loadConfig({ PORT: '4301', HOST: '::' }))).toBe('http://localhost:4301');
    expect(configuredOrigin(loadConfig({ PORT: '4301', HOST: '::1' }))).toBe('http://[::1]:4301');
    expect(configuredOrigin(loadConfig({ PORT: '80', HOST: 'pets.lan' }))).toBe('http://pets.lan');
    expect(configuredOrigin(loadConfig({ PORT: '4301', PUBLIC_URL: 'https://pets.example.org' }))).toBe(
      'https://pets.example.org',
    );
  });
});
