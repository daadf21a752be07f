// The built web app (decisions 1401, 1425): hashed assets from disk, each with its build-time brotli and gzip
// copies chosen by Accept-Encoding (scripts/compress-assets.mjs) and cached for a year; the page shell
// for every page, compressed once at start, with an honest status — 200 where the router has a screen,
// 404 (the shell then shows the not-found screen) elsewhere, 500 (the error screen) when a page request
// fails. HEAD is answered wherever GET is. Source maps are not served in production (issue 10: 11).
// A page's shell names the files of its first screen (route-preloads.ts), compressed once per route
// and locale when first asked for.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.js';
import { type Precompressed, precompress, precompressLater, sendPrecompressed } from '../platform/index.js';
import { isAppPath, looksLikeFile, pageRouteOf } from './page-paths.js';
import { readSessionToken } from './session-cookie.js';
import { loadRoutePreloads, preloadFiles, type RoutePreloads, shellWithPreloads } from './route-preloads.js';

/** The status a shell was served with, for the web app to read (`<div id="root" data-status="500">`). */
export function shellWithStatus(html: string, status: 404 | 500): string {
  return html.replace('<div id="root">', `<div id="root" data-status="${status}">`);
}

function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/** GET or HEAD of anything but the API: a browser asking for a page (or a file). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url;
  return !url.startsWith('/api/') && !url.startsWith('/graphql');
}

const SOURCE_MAP = /\.map$/i;

/** The built page shell, the CSP sources of its inline <style> elements, and each route's files. */
export type Shell = { root: string; html: string; styleHashes: string[]; preloads: RoutePreloads | undefined };

/** Reads the built shell (undefined when the web app is not built). */
export async function loadShell(config: Pick<Config, 'WEB_DIST_DIR'>): Promise<Shell | undefined> {
  const root = resolve(config.WEB_DIST_DIR);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = await readFile(indexFile, 'utf8');
  const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
  return { root, html, styleHashes, preloads: await loadRoutePreloads(root) };
}

export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<Config, 'WEB_DIST_DIR' | 'isProduction'>,
  shell: Shell | undefined,
): Promise<void> {
  if (!shell) {
    app.log.warn(
      `web app not built (${join(resolve(config.WEB_DIST_DIR), 'index.html')} missing): serving the API only`,
    );
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
    return;
  }
  const { root, html } = shell;
  const shells: Record<200 | 404 | 500, Precompressed> = {
    200: precompress(html),
    404: precompress(shellWithStatus(html, 404)),
    500: precompress(shellWithStatus(html, 500)),
  };
  const sendShell = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404 | 500,
    body: Precompressed = shells[status],
  ) =>
    sendPrecompressed(
      request,
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache'),
      body,
    );

  // one shell a route and locale (at most routes × 4), compressed off the event loop when first asked for
  const pageShells = new Map<string, Promise<Precompressed>>();
  const shellOfPage = (request: FastifyRequest, path: string): Promise<Precompressed> => {
    const page = shell.preloads && pageRouteOf(path);
    const files = page && shell.preloads ? preloadFiles(shell.preloads, page, !!readSessionToken(request, config)) : [];
    if (!page || files.length === 0) return Promise.resolve(shells[200]);
    const key = `${page.locale}/${page.route}`;
    let body = pageShells.get(key);
    if (!body) {
      body = precompressLater(shellWithPreloads(html, files));
      pageShells.set(key, body);
      body.catch(() => pageShells.delete(key)); // asked again, it is made again
    }
    return body;
  };

  const assets = join(root, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    // the .br/.gz copies are served in place of their file, not at their own URLs
    globIgnore: ['**/*.br', '**/*.gz'],
    // issue 10 (11): source maps (built hidden, for error reporting) hold the sources: never served in production
    allowedPath: (pathName) => !(config.isProduction && SOURCE_MAP.test(pathName)),
    setHeaders: (reply, path) => {
      if (path.startsWith(assets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).send({ error: 'Not found' });
    const path = pathOf(request.url);
    if (looksLikeFile(path)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!isAppPath(path)) return sendShell(request, reply, 404);
    return shellOfPage(request, path).then((body) => sendShell(request, reply, 200, body));
  });

  // A page request that fails (a hook before it, say) gets the shell showing the error screen; any other
  // error goes on to Fastify's own handler (rethrown).
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500 || !isPageRequest(request) || looksLikeFile(pathOf(request.url))) throw error;
    request.log.error({ err: error }, 'page request failed');
    return sendShell(request, reply, 500);
  });
}
