#!/usr/bin/env node
// After `vite build`: for each route of the web app, the files its first screen needs beyond the entry
// (the screen's chunk, the chunks and stylesheets it imports) and the catalogs it reads first, so that
// the server can name them in the page shell it sends for that route (src/server/http/web-app.ts) and
// the browser fetches them beside the entry instead of after it has run (issue 12: P6; decision 0014).
// Read from Vite's manifest and from the route table in src/web/app/pages.tsx; written to
// <dir>/.vite/route-preloads.json, which the server does not serve.
//   node scripts/route-preloads.mjs [dir]     (default dist/web)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES_MODULE = 'src/web/app/pages.tsx';
/** The key of the legal pages (/tos, /privacy-policy), which stand outside the locale's routes. */
export const LEGAL = '$legal';

/**
 * Reads pages.tsx's screen loaders (`LoginPage: () => import('../features/auth/LoginPage.js')`), its
 * catalog lists (`const SIGN_UP_TEXTS: readonly Namespace[] = [...]`) and its route table
 * (`{ route: 'SignUp', page: <SCREENS.SignUpPage />, texts: SIGN_UP_TEXTS }`). A unit test checks
 * that this reading agrees with the table the web app runs (route-preloads.test.ts).
 */
export function parsePages(source) {
  const screens = {};
  for (const [, name, path] of source.matchAll(/^\s+(\w+): \(\) => import\('(\.\.?\/[^']+)'\),?$/gm)) {
    screens[name] = posix.join('src/web/app', path).replace(/\.js$/, '');
  }
  const textLists = {};
  for (const [, name, list] of source.matchAll(/const (\w+): readonly Namespace\[\] = \[([^\]]*)\];/g)) {
    textLists[name] = [...list.matchAll(/'(\w+)'/g)].map(([, namespace]) => namespace);
  }
  const routes = {};
  for (const [, route, screen, rest] of source.matchAll(/\{ route: '(\w+)', page: <SCREENS\.(\w+)[^>]*\/>([^}]*)\}/g)) {
    const texts = /texts: (\w+)/.exec(rest)?.[1];
    routes[route] = { screen, texts: texts ? textLists[texts] : [], logIn: /logIn: true/.test(rest) };
  }
  routes[LEGAL] = { screen: 'LegalPage', texts: [], logIn: false };
  return { screens, routes };
}

/** The manifest's key of a source module named without its extension. */
function keyOf(manifest, modulePath) {
  return ['.tsx', '.ts'].map((extension) => modulePath + extension).find((key) => key in manifest);
}

/** A manifest entry's chunk and everything it imports statically, with their stylesheets. */
function closure(manifest, key, seen = new Set(), files = []) {
  if (seen.has(key)) return files;
  seen.add(key);
  const entry = manifest[key];
  files.push(`/${entry.file}`, ...(entry.css ?? []).map((file) => `/${file}`));
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen, files);
  return files;
}

/**
 * `{ routes: { SignUp: { files, texts, logIn } }, catalogs: { 'en_US/common': '/assets/common-….js' } }`:
 * the files leave out what the shell names already (the entry and its imports); `logIn`: the screen
 * shows only to a logged-in person (a visitor is sent to log in instead).
 */
export function routePreloads(manifest, pagesSource, shellHtml) {
  const { screens, routes } = parsePages(pagesSource);
  const inShell = (file) => shellHtml.includes(`"${file}"`);
  const result = { routes: {}, catalogs: {} };
  for (const [route, { screen, texts, logIn }] of Object.entries(routes)) {
    const key = screens[screen] && keyOf(manifest, screens[screen]);
    if (!key) throw new Error(`route ${route}: no chunk for screen ${screen} in the manifest`);
    const files = [...new Set(closure(manifest, key))].filter((file) => !inShell(file));
    result.routes[route] = { files, texts, logIn };
  }
  for (const [key, entry] of Object.entries(manifest)) {
    const catalog = /^src\/web\/i18n\/locales\/(\w+)\/(\w+)\.json$/.exec(key);
    if (catalog) result.catalogs[`${catalog[1]}/${catalog[2]}`] = `/${entry.file}`;
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist/web';
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const preloads = routePreloads(
    manifest,
    readFileSync(PAGES_MODULE, 'utf8'),
    readFileSync(join(dir, 'index.html'), 'utf8'),
  );
  writeFileSync(join(dir, '.vite', 'route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
  console.log(`route preloads: ${Object.keys(preloads.routes).length} routes`);
}
