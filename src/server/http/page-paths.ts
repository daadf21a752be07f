// Which paths the web app has a screen for, so that the server can answer 404 for the others (no soft
// 404s). The same reading of a URL as the web router's (src/web/app/router.tsx): the routes of ROUTES
// after a locale, the legal pages outside it; a locale in another spelling (en-US, EN_us) or a path
// without one is redirected by the router to the en_US form, so it counts when what follows does.
// React Router matches without regard to case or a trailing slash, and so does this.
import { DEFAULT_LOCALE, type LocaleCode, parseLocale } from '../../domain/locale/locales.js';
import { PRIVACY_PATH, ROUTES, type RouteName, TERMS_PATH } from '../../domain/shared/routes.js';

const LOCALE_LIKE = /^[a-z]{2}[-_][a-z]{2}$/i;

/** Route paths as lists of segments (`:name` matches any one segment). */
const ROUTE_SEGMENTS = (Object.entries(ROUTES) as Array<[RouteName, string]>).map(
  ([name, path]) => [name, segmentsOf(path)] as const,
);
const OUTSIDE_LOCALE = new Set([TERMS_PATH, PRIVACY_PATH].map((path) => path.toLowerCase()));

function segmentsOf(path: string): string[] {
  return path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

function routeMatching(segments: readonly string[]): RouteName | undefined {
  return ROUTE_SEGMENTS.find(
    ([, route]) =>
      route.length === segments.length &&
      route.every((part, index) => part.startsWith(':') || part === segments[index]),
  )?.[0];
}

function matchesRoute(segments: readonly string[]): boolean {
  return routeMatching(segments) !== undefined;
}

/** The path's segments, decoded and in lower case; undefined for a path that does not decode. */
function decodedSegments(pathname: string): string[] | undefined {
  try {
    return segmentsOf(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
}

const isLegalPage = (segments: readonly string[]) => segments.length === 1 && OUTSIDE_LOCALE.has(`/${segments[0]}`);

/** The route (or `legal` for the legal pages) a page path shows as it is, with its locale. */
export type PageRoute = { route: RouteName | 'legal'; locale: LocaleCode };

/**
 * The route and locale of a path the router shows without redirecting it (a locale spelt as the app
 * spells it, `/en_US/signup`; or a legal page, in the default locale); undefined for the rest.
 */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  const segments = decodedSegments(pathname);
  if (!segments) return undefined;
  if (isLegalPage(segments)) return { route: 'legal', locale: DEFAULT_LOCALE };
  const [first = ''] = pathname.split('/').filter((segment) => segment !== '');
  const locale = parseLocale(first);
  if (!locale || locale !== first) return undefined;
  const route = routeMatching(segments.slice(1));
  return route ? { route, locale } : undefined;
}

/** True when `pathname` (no query string) shows a screen of the web app rather than its not-found screen. */
export function isAppPath(pathname: string): boolean {
  const segments = decodedSegments(pathname);
  if (!segments) return false;
  if (segments.length === 0) return true; // `/` redirects to /en_US/
  if (isLegalPage(segments)) return true;
  const [first = ''] = segments;
  // /en_US/…, /en-us/… (redirected to en_US), /xx_YY/… (an unknown locale: redirected to /en_US/…)
  if (parseLocale(first) || LOCALE_LIKE.test(first)) return matchesRoute(segments.slice(1));
  // a path without a locale is redirected to /en_US/<path>
  return matchesRoute(segments);
}

/** True for paths that name a file (`/robots.txt`, `/assets/x.js`): those get a plain 404, not the page shell. */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,12}$/i.test(last);
}
