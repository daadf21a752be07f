// The build's table of each route's first files (route-preloads.ts), read from the route table the web
// app runs (src/web/app/route-table.ts): if the app drew its routes or loaded its screens otherwise, this
// fails instead of the shell naming the wrong files.
import { fileURLToPath } from 'node:url';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { LazyPage } from '../src/web/app/lazy-page.js';
import { LegalPage, PAGES, SCREENS } from '../src/web/app/pages.js';
import { LEGAL, type RouteTable, routePreloads, routeTable } from './route-preloads.js';

const screenNameOf = (page: unknown) =>
  isValidElement(page) ? (page.type as Partial<LazyPage<object>>).screenName : undefined;

describe('route preloads: reading the route table', () => {
  const { screens, routes } = routeTable();

  it('finds every route of the web app with its screen, its first catalogs and whether it needs a log-in', () => {
    expect(Object.keys(routes).filter((route) => route !== LEGAL)).toEqual(PAGES.map(({ route }) => route));
    for (const { route, page, texts, logIn } of PAGES) {
      expect(routes[route], route).toEqual({ screen: screenNameOf(page), texts: texts ?? [], logIn: logIn === true });
    }
    expect(routes[LEGAL]).toEqual({ screen: LegalPage.screenName, texts: ['legal'], logIn: false });
  });

  it("finds every screen's module: the one the app loads", async () => {
    expect(screens.SignUpPage).toBe('src/web/features/account/SignUpPage');
    for (const { screen } of Object.values(routes)) expect(screens[screen], screen).toMatch(/^src\/web\//);
    expect(Object.keys(screens).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const [name, screen] of Object.entries(SCREENS)) {
      const loaded = await screen.preload();
      const named = await import(/* @vite-ignore */ fileURLToPath(new URL(`../${screens[name]}.tsx`, import.meta.url)));
      expect(loaded, name).toBe(named);
      expect(named, name).toHaveProperty(name);
    }
  }, 60_000);
});

describe('route preloads: from the manifest', () => {
  const table: RouteTable = {
    screens: {
      LoginPage: 'src/web/features/auth/LoginPage',
      SignUpPage: 'src/web/features/account/SignUpPage',
      LegalPage: 'src/web/features/legal/LegalPage',
    },
    routes: {
      Login: { screen: 'LoginPage', texts: [], logIn: false },
      SignUp: { screen: 'SignUpPage', texts: ['account', 'address'], logIn: false },
      Dashboard: { screen: 'LoginPage', texts: [], logIn: true },
      [LEGAL]: { screen: 'LegalPage', texts: [], logIn: false },
    },
  };
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_framework-1.js'] },
    '_framework-1.js': { file: 'assets/framework-1.js' },
    'src/web/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js', imports: ['_framework-1.js'] },
    'src/web/features/account/SignUpPage.tsx': {
      file: 'assets/SignUpPage-1.js',
      imports: ['_fields-1.js', '_framework-1.js'],
      css: ['assets/SignUpPage-1.css'],
    },
    '_fields-1.js': { file: 'assets/fields-1.js', imports: ['_zod-1.js'], css: ['assets/fields-1.css'] },
    '_zod-1.js': { file: 'assets/zod-1.js', imports: ['_fields-1.js'] },
    'src/web/features/legal/LegalPage.tsx': { file: 'assets/LegalPage-1.js' },
    'src/web/i18n/locales/en_US/common.json': { file: 'assets/common-1.js' },
    'src/web/i18n/locales/fr_CA/account.json': { file: 'assets/texts-2/fr_CA-account.js' },
  };
  const shell = '<script type="module" src="/assets/index-1.js"></script><link href="/assets/framework-1.js">';

  it("lists each screen's chunk, what it imports and their stylesheets, less what the shell names", () => {
    const preloads = routePreloads(manifest, table, shell);
    expect(preloads.routes.SignUp).toEqual({
      files: [
        '/assets/SignUpPage-1.js',
        '/assets/SignUpPage-1.css',
        '/assets/fields-1.js',
        '/assets/fields-1.css',
        '/assets/zod-1.js',
      ],
      texts: ['account', 'address'],
      logIn: false,
    });
    expect(preloads.routes.Login).toEqual({ files: ['/assets/LoginPage-1.js'], texts: [], logIn: false });
    expect(preloads.routes.Dashboard?.logIn).toBe(true);
    expect(preloads.routes[LEGAL]?.files).toEqual(['/assets/LegalPage-1.js']);
    expect(preloads.catalogs).toEqual({
      'en_US/common': '/assets/common-1.js',
      'fr_CA/account': '/assets/texts-2/fr_CA-account.js',
    });
  });

  it('fails the build when a screen has no chunk', () => {
    const { 'src/web/features/legal/LegalPage.tsx': _legal, ...withoutLegal } = manifest;
    expect(() => routePreloads(withoutLegal, table, shell)).toThrow(/no chunk for screen LegalPage/);
  });

  it('fails the build when the shell would not name a file (a preload silently lost)', () => {
    const nested = { ...manifest, 'src/web/i18n/locales/en_US/common.json': { file: 'assets/a/b/common-1.js' } };
    expect(() => routePreloads(nested, table, shell)).toThrow(
      /would not name these files: \/assets\/a\/b\/common-1\.js/,
    );
  });
});
