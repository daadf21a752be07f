// After `vite build`: for each route of the web app, the files its first screen needs beyond the entry
// (the screen's chunk, the chunks and stylesheets it imports) and the catalogs it reads first, so that
// the server can name them in the page shell it sends for that route (src/server/http/web-app.ts) and
// the browser fetches them beside the entry instead of after it has run (issue 12: P6; decision 1404).
// Read from Vite's manifest and from the route table the web app draws (src/web/app/route-table.ts,
// imported as data: issue 40: 4); written to <dir>/.vite/route-preloads.json, which the server does not
// serve.
//   tsx scripts/route-preloads.ts [dir]     (default dist/web)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNameableAsset } from '../src/server/http/route-preloads.js';
import { LEGAL_SCREEN, ROUTE_TABLE, SCREEN_MODULES } from '../src/web/app/route-table.js';

/** The key of the legal pages (/tos, /privacy-policy), which stand outside the locale's routes. */
export const LEGAL = '$legal';

export type TableRoute = { screen: string; texts: string[]; logIn: boolean };
/** Each screen's module (a repository path without its extension) and each route's screen. */
export type RouteTable = { screens: Record<string, string>; routes: Record<string, TableRoute> };
export type ManifestEntry = { file: string; imports?: string[]; css?: string[] };

/** The web app's route table as the build reads it (route-preloads.test.ts checks it is what the app runs). */
export function routeTable(): RouteTable {
  const screens = Object.fromEntries(Object.entries(SCREEN_MODULES).map(([name, path]) => [name, `src/web/${path}`]));
  const routes: Record<string, TableRoute> = {};
  for (const { route, screen, texts, logIn } of ROUTE_TABLE) {
    routes[route] = { screen, texts: [...(texts ?? [])], logIn: logIn === true };
  }
  routes[LEGAL] = { screen: LEGAL_SCREEN, texts: ['legal'], logIn: false };
  return { screens, routes };
}

/** The manifest's key of a source module named without its extension. */
function keyOf(manifest: Record<string, ManifestEntry>, modulePath: string) {
  return ['.tsx', '.ts'].map((extension) => modulePath + extension).find((key) => key in manifest);
}

/** A manifest entry's chunk and everything it imports statically, with their stylesheets. */
function closure(
  manifest: Record<string, ManifestEntry>,
  key: string,
  seen = new Set<string>(),
  files: string[] = [],
): string[] {
  const entry = manifest[key];
  if (seen.has(key) || !entry) return files;
  seen.add(key);
  files.push(`/${entry.file}`, ...(entry.css ?? []).map((file) => `/${file}`));
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen, files);
  return files;
}

/**
 * `{ routes: { SignUp: { files, texts, logIn } }, catalogs: { 'en_US/common': '/assets/common-….js' } }`:
 * the files leave out what the shell names already (the entry and its imports); `logIn`: the screen
 * shows only to a logged-in person (a visitor is sent to log in instead).
 */
export function routePreloads(manifest: Record<string, ManifestEntry>, table: RouteTable, shellHtml: string) {
  const inShell = (file: string) => shellHtml.includes(`"${file}"`);
  const result = {
    routes: {} as Record<string, { files: string[]; texts: string[]; logIn: boolean }>,
    catalogs: {} as Record<string, string>,
  };
  for (const [route, { screen, texts, logIn }] of Object.entries(table.routes)) {
    const module = table.screens[screen];
    const key = module && keyOf(manifest, module);
    if (!key) throw new Error(`route ${route}: no chunk for screen ${screen} in the manifest`);
    const files = [...new Set(closure(manifest, key))].filter((file) => !inShell(file));
    result.routes[route] = { files, texts, logIn };
  }
  for (const [key, entry] of Object.entries(manifest)) {
    const catalog = /^src\/web\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(key);
    if (catalog) result.catalogs[`${catalog[1]}/${catalog[2]}`] = `/${entry.file}`;
  }
  // a file the shell would not name is a preload silently lost (2026-12-03: the catalogs' folder dropped all of them)
  const lost = [
    ...Object.values(result.routes).flatMap(({ files }) => files),
    ...Object.values(result.catalogs),
  ].filter((file) => !isNameableAsset(file));
  if (lost.length > 0) throw new Error(`the page shell would not name these files: ${[...new Set(lost)].join(', ')}`);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/web';
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const preloads = routePreloads(manifest, routeTable(), readFileSync(join(dir, 'index.html'), 'utf8'));
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
  console.log(`route preloads: ${Object.keys(preloads.routes).length} routes`);
}
