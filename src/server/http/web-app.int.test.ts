// The web app as the server hands it out (decisions 1401, 1425): honest statuses for pages (200, 404, 500, HEAD
// like GET), and compressed answers chosen by Accept-Encoding — build-time copies for assets, the shell
// compressed at start, large GraphQL answers compressed on the fly.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../app-services.js';
import { useTestApp } from '../test/test-app.js';

// A small web build, compressed by the build's own script.
const webDir = mkdtempSync(join(tmpdir(), 'pawport-web-'));
mkdirSync(join(webDir, 'assets'));
const SHELL =
  '<!doctype html><html lang="en-US"><head><title>Pawport</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc123.js"></script></body></html>';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word${index % 37}`))};\n`;
writeFileSync(join(webDir, 'index.html'), SHELL);
writeFileSync(join(webDir, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
execFileSync(process.execPath, ['scripts/compress-assets.mjs', webDir]);

/** A raw HTTP request (fetch would decompress the body and hide Content-Encoding). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const vary = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase();

describe('page statuses', () => {
  const testApp = useTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir } });

  const pages = [
    '/',
    '/en_US/',
    '/en_US/login',
    '/fr_CA/login/',
    '/en_US/signup',
    '/en_US/licensing',
    '/en_US/store',
    '/en_US/account',
    '/en_US/account/full/account-app/my-pets/',
    '/tos',
    '/privacy-policy',
    '/login', // the router sends it to /en_US/login
    '/en-US/signup', // and this to /en_US/signup
    '/EN_us/Login',
    '/en_US/login?token=abc',
  ];

  it.each(pages)('GET and HEAD %s answer 200 with the page shell', async (path) => {
    const get = await raw(`${testApp.url}${path}`);
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(get.body.toString()).toBe(SHELL);
    const head = await raw(`${testApp.url}${path}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SHELL)));
    expect(head.body.length).toBe(0);
  });

  it.each(['/en_US/no-such-page', '/no-such-page/at-all', '/en_US/tos', '/fr_CA/account/nope'])(
    'GET and HEAD %s answer 404 with the shell (its not-found screen)',
    async (path) => {
      const get = await raw(`${testApp.url}${path}`);
      expect(get.status).toBe(404);
      expect(get.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(get.body.toString()).toContain('<div id="root" data-status="404">');
      const head = await raw(`${testApp.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(404);
      expect(head.body.length).toBe(0);
    },
  );

  it.each(['/robots.txt', '/assets/index-gone.js'])('a missing file %s is a plain 404', async (path) => {
    const get = await raw(`${testApp.url}${path}`);
    expect(get.status).toBe(404);
    expect(get.body.toString()).toBe('Not found');
    expect((await raw(`${testApp.url}${path}`, { method: 'HEAD' })).status).toBe(404);
  });

  it('keeps API misses as JSON', async () => {
    const api = await raw(`${testApp.url}/api/nothing`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ error: 'Not found' });
    const post = await raw(`${testApp.url}/en_US/login`, { method: 'POST', body: '' });
    expect(post.status).toBe(404);
  });

  it('answers HEAD wherever GET is (assets, public files, health)', async () => {
    for (const path of ['/assets/index-abc123.js', '/favicon.svg', '/healthz', '/readyz']) {
      const head = await raw(`${testApp.url}${path}`, { method: 'HEAD' });
      expect(head.status, path).toBe(200);
    }
  });

  it('does not serve the compressed copies at their own URLs', async () => {
    expect((await raw(`${testApp.url}/assets/index-abc123.js.br`)).status).toBe(404);
  });
});

describe("a page's shell naming its first screen's files (route-preloads.ts)", () => {
  // the same small build, with the table scripts/route-preloads.ts writes
  const withPreloads = mkdtempSync(join(tmpdir(), 'pawport-web-'));
  mkdirSync(join(withPreloads, '.vite'));
  writeFileSync(join(withPreloads, 'index.html'), SHELL);
  writeFileSync(
    join(withPreloads, '.vite', 'route-preloads.json'),
    JSON.stringify({
      routes: {
        SignUp: { files: ['/assets/SignUpPage-1.js', '/assets/SignUpPage-1.css'], texts: ['account'], logIn: false },
        Dashboard: { files: ['/assets/DashboardPage-1.js'], texts: [], logIn: true },
      },
      catalogs: { 'fr_CA/common': '/assets/common-fr.js', 'fr_CA/account': '/assets/account-fr.js' },
    }),
  );
  const testApp = useTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: withPreloads } });
  const links = (html: string) => [...html.matchAll(/<link [^>]*href="([^"]+)"/g)].map(([, href]) => href);

  it('names them, in the shell compressed for that route and locale', async () => {
    const page = await raw(`${testApp.url}/fr_CA/signup`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.body).toString();
    expect(links(html)).toEqual([
      '/assets/SignUpPage-1.js',
      '/assets/SignUpPage-1.css',
      '/assets/common-fr.js',
      '/assets/account-fr.js',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/SignUpPage-1.js">');
    const again = await raw(`${testApp.url}/fr_CA/signup`);
    expect(again.body.toString()).toBe(html);
  });

  it('names none where the router redirects, nor for a log-in-only screen a visitor is sent away from', async () => {
    for (const path of ['/en-US/signup', '/signup', '/en_US/account']) {
      const page = await raw(`${testApp.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(page.body.toString(), path).toBe(SHELL);
    }
  });

  it("names the log-in-only screen's files when the request carries a session", async () => {
    const page = await raw(`${testApp.url}/en_US/account`, { headers: { cookie: '__Host-pawport_session=abc' } });
    expect(links(page.body.toString())).toEqual(['/assets/DashboardPage-1.js']);
  });

  it('does not serve the table', async () => {
    expect((await raw(`${testApp.url}/.vite/route-preloads.json`)).status).toBe(404);
  });
});

describe('a page request that fails', () => {
  const failing = {
    bySlug: () => Promise.reject(new Error('database unavailable')),
  } as unknown as AppServices['jurisdictions'];
  const testApp = useTestApp({
    env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir },
    services: { jurisdictions: failing },
  });

  it('answers 500 with the shell marked for the error screen', async () => {
    const page = await raw(`${testApp.url}/en_US/login?city=king-county-wa`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(500);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root" data-status="500">');
  });

  it('still answers an API request that fails in JSON (the GraphQL route masks the error)', async () => {
    const api = await raw(`${testApp.url}/graphql/?city=king-county-wa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(api.headers['content-type']).toContain('application/json');
    expect(JSON.parse(api.body.toString()).errors[0].extensions.code).toBe('INTERNAL');
  });
});

describe('compressed answers', () => {
  const testApp = useTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir } });
  const asset = () => `${testApp.url}/assets/index-abc123.js`;

  it('serves the build-time brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await raw(asset(), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(vary(response.headers)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('serves gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzipped = await raw(asset(), { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await raw(asset(), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(vary(plain.headers)).toContain('accept-encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
    const none = await raw(asset());
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD for an asset with the headers of the encoding GET would send', async () => {
    const head = await raw(asset(), { method: 'HEAD', headers: { 'accept-encoding': 'gzip, br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('serves the page shell compressed, varying on Accept-Encoding, never cached stale', async () => {
    const page = await raw(`${testApp.url}/en_US/login`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(vary(page.headers)).toContain('accept-encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe(SHELL);
  });

  it('leaves a small GraphQL answer as it is and compresses a large one', async () => {
    const post = (query: string) =>
      raw(`${testApp.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
        body: JSON.stringify({ query }),
      });
    const small = await post('{ __typename }');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });

    const fields = 'country isCountryDefault locales name slug';
    const aliases = Array.from({ length: 12 }, (_, index) => `c${index}: cities { ${fields} }`).join(' ');
    const large = await post(`{ ${aliases} }`);
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(vary(large.headers)).toContain('accept-encoding');
    const answer = JSON.parse(brotliDecompressSync(large.body).toString()) as { data: Record<string, unknown[]> };
    expect(answer.data.c11?.length).toBeGreaterThan(0);
    expect(Number(large.headers['content-length'])).toBe(large.body.length);
  });
});
