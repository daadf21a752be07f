// The files a route's first screen needs beyond the entry, named in the page shell sent for that route
// (issue 12: P6; decision 1404). Without them the browser learns of the screen's chunk, its imports
// and its catalogs only once the entry has downloaded and run; named in the shell, they download beside
// the entry. scripts/route-preloads.ts writes the table at build time from Vite's manifest.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALE_FALLBACKS } from '../../domain/locale/locales.js';
import type { PageRoute } from './page-paths.js';

/** `routes`: by route name (`$legal` for the legal pages); `catalogs`: by `<locale>/<namespace>`. */
export type RoutePreloads = {
  routes: Record<string, { files: string[]; texts: string[]; logIn: boolean }>;
  catalogs: Record<string, string>;
};

export const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

/** Reads the build's table (undefined for a build without one: the shell then names no screen's files). */
export async function loadRoutePreloads(webRoot: string): Promise<RoutePreloads | undefined> {
  const file = join(webRoot, ROUTE_PRELOADS_FILE);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RoutePreloads) : undefined;
}

/**
 * The files of a page: its screen's chunks and stylesheets, then its catalogs in its locale and
 * fallbacks. None for a log-in-only screen asked for without a session (the visitor is sent to log in).
 */
export function preloadFiles(preloads: RoutePreloads, { route, locale }: PageRoute, hasSession: boolean): string[] {
  const entry = preloads.routes[route === 'legal' ? '$legal' : route];
  if (!entry || (entry.logIn && !hasSession)) return [];
  const catalogs = [locale, ...LOCALE_FALLBACKS[locale]].flatMap((code) =>
    ['common', ...entry.texts].map((namespace) => preloads.catalogs[`${code}/${namespace}`]),
  );
  return [...entry.files, ...catalogs.filter((file) => file !== undefined)];
}

/**
 * A file of the build the shell may name: a script or stylesheet under /assets/, or one folder below it
 * (the catalogs are `assets/texts-<hash>/<locale>-<namespace>.js`, vite.config.ts); nothing that could close
 * the attribute. scripts/route-preloads.ts refuses to write a table with a file this would drop.
 */
export function isNameableAsset(file: string): boolean {
  return /^\/assets\/(?:[\w-]+\/)?[\w.-]+\.(?:js|css)$/.test(file);
}

/**
 * The shell with a link for each file before `</head>`: modulepreload for a script, preload for a
 * stylesheet (not applied: the screen's chunk applies it when it runs, as the build's loader does). The
 * links carry `crossorigin`, as the build's own do, so that the loader's requests find them.
 */
export function shellWithPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter(isNameableAsset)
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${file}">`
        : `<link rel="modulepreload" crossorigin href="${file}">`,
    )
    .join('');
  return html.replace('</head>', `${links}</head>`);
}
