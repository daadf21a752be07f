import { describe, expect, it } from 'vitest';
import { pageRouteOf } from './page-paths.js';
import { preloadFiles, type RoutePreloads, shellWithPreloads } from './route-preloads.js';

describe('the route and locale of a page path', () => {
  it.each([
    ['/en_US/signup', { route: 'SignUp', locale: 'en_US' }],
    ['/fr_CA/login/', { route: 'Login', locale: 'fr_CA' }],
    ['/en_US/', { route: 'Home', locale: 'en_US' }],
    ['/es_US/SIGNUP', { route: 'SignUp', locale: 'es_US' }],
    ['/tos', { route: 'legal', locale: 'en_US' }],
    ['/privacy-policy', { route: 'legal', locale: 'en_US' }],
  ])('%s is %o', (path, expected) => {
    expect(pageRouteOf(path)).toEqual(expected);
  });

  it.each([
    ['a locale the router respells first', '/en-us/signup'],
    ['no locale', '/signup'],
    ['an unknown page', '/en_US/no-such-page'],
    ['a path that does not decode', '/en_US/%E0%A4%A'],
    ['the root, which is redirected', '/'],
  ])('none for %s (%s)', (_what, path) => {
    expect(pageRouteOf(path)).toBeUndefined();
  });
});

const PRELOADS: RoutePreloads = {
  routes: {
    SignUp: { files: ['/assets/SignUpPage-1.js', '/assets/SignUpPage-1.css'], texts: ['account'], logIn: false },
    Dashboard: { files: ['/assets/DashboardPage-1.js'], texts: [], logIn: true },
    $legal: { files: ['/assets/LegalPage-1.js'], texts: [], logIn: false },
  },
  catalogs: {
    'en_US/common': '/assets/common-us.js',
    'en_US/account': '/assets/account-us.js',
    'en_CA/common': '/assets/common-ca.js',
    'fr_CA/common': '/assets/common-fr.js',
    'fr_CA/account': '/assets/account-fr.js',
  },
};

describe("a page's first files", () => {
  it("are its screen's files, then its catalogs in its locale and the locale's fallbacks", () => {
    expect(preloadFiles(PRELOADS, { route: 'SignUp', locale: 'fr_CA' }, false)).toEqual([
      '/assets/SignUpPage-1.js',
      '/assets/SignUpPage-1.css',
      '/assets/common-fr.js',
      '/assets/account-fr.js',
      '/assets/common-ca.js', // en_CA has no account catalog of its own: its texts are en_US's
      '/assets/common-us.js',
      '/assets/account-us.js',
    ]);
    expect(preloadFiles(PRELOADS, { route: 'legal', locale: 'en_US' }, false)).toEqual([
      '/assets/LegalPage-1.js',
      '/assets/common-us.js',
    ]);
  });

  it('are none for a log-in-only screen without a session (the visitor is sent to log in)', () => {
    expect(preloadFiles(PRELOADS, { route: 'Dashboard', locale: 'en_US' }, false)).toEqual([]);
    expect(preloadFiles(PRELOADS, { route: 'Dashboard', locale: 'en_US' }, true)).toEqual([
      '/assets/DashboardPage-1.js',
      '/assets/common-us.js',
    ]);
  });

  it('are none for a route the build did not list', () => {
    expect(preloadFiles(PRELOADS, { route: 'Login', locale: 'en_US' }, true)).toEqual([]);
  });
});

describe('the shell naming them', () => {
  const html = '<html><head><title>Pawport</title></head><body></body></html>';

  it('preloads scripts as modules and stylesheets without applying them, before </head>', () => {
    expect(shellWithPreloads(html, ['/assets/a-1.js', '/assets/a-1.css'])).toBe(
      '<html><head><title>Pawport</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/a-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/a-1.css"></head><body></body></html>',
    );
  });

  it('names the catalogs, which the build puts one folder down', () => {
    expect(shellWithPreloads(html, ['/assets/texts-mOMjnmCJ0Q/en_US-common.js'])).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/texts-mOMjnmCJ0Q/en_US-common.js">',
    );
  });

  it('names only files of the build', () => {
    expect(
      shellWithPreloads(html, [
        '/assets/"><script>x</script>.js',
        'https://elsewhere.example/a.js',
        '/assets/../../etc/a.js',
        '/assets/a/b/c.js',
      ]),
    ).toBe(html);
  });
});
