// Where the page-translation widget may be offered (decision 0802, issue 37: 10): the public pages a person
// reads — home, the information pages, the FAQ, the accessibility statement, a tag's found page — and no
// other. Never the account area, sign-up and log-in, the store, basket and payment step, the staff console,
// nor the finder's private conversation page (its token is in the URL). The web app offers the widget on
// these pages only, and the server lets the widget's origin into the CSP of these pages only: both read a
// path with this one function, so they agree.
import { isLocaleCode } from '../locale/locales.js';
import { ROUTES, type RouteName } from './routes.js';

export const TRANSLATION_WIDGET_ROUTES = [
  'Home',
  'About',
  'Licensing',
  'AboutNewLicenses',
  'AboutRenewingLicenses',
  'HomeSafe',
  'SafeAndHappyFund',
  'Faq',
  'Accessibility',
  'FoundPet',
] as const satisfies readonly RouteName[];

const OFFERED = new Set<RouteName>(TRANSLATION_WIDGET_ROUTES);

const segmentsOf = (path: string) =>
  path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');

/** Every route as its segments and how many of them are parameters (`:code` matches any one segment). */
const ROUTE_SEGMENTS = (Object.entries(ROUTES) as Array<[RouteName, string]>).map(([name, path]) => {
  const segments = segmentsOf(path);
  return { name, segments, params: segments.filter((segment) => segment.startsWith(':')).length };
});

/**
 * The route a path after its locale shows, as the router picks it: of the routes that match, the one with
 * the fewest parameters (`found/conversation` is the finder's page, not a tag code "conversation").
 */
function routeOf(segments: readonly string[]): RouteName | undefined {
  let best: (typeof ROUTE_SEGMENTS)[number] | undefined;
  for (const route of ROUTE_SEGMENTS) {
    if (route.segments.length !== segments.length) continue;
    if (!route.segments.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    if (!best || route.params < best.params) best = route;
  }
  return best?.name;
}

/**
 * True when the page at `pathname` (no query string; as the browser sends it) is one the widget is offered
 * on: `/{locale}/` spelt as the app spells it (a path the router redirects is not, until it has), then one
 * of TRANSLATION_WIDGET_ROUTES, matched without regard to case or a trailing slash like the router.
 */
export function isTranslationWidgetPath(pathname: string): boolean {
  const [first = '', ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (!isLocaleCode(first)) return false;
  const route = routeOf(segmentsOf(rest.join('/')));
  return route !== undefined && OFFERED.has(route);
}
