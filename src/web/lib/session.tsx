// Who is looking (viewer) and which jurisdiction (city): loaded once, refreshed after log-in/out.
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { CitySettings } from '../../domain/jurisdiction/jurisdiction.js';
import { isLocaleCode, resolveLocale } from '../../domain/locale/locales.js';
import { SessionDocument } from './api/session.generated.js';
import { errorCodeOf, graphqlRequest } from './graphql-client.js';
import type { SessionQuery } from './graphql-types.generated.js';

export type SessionViewer = NonNullable<SessionQuery['me']>;
export type SessionCity = CitySettings & {
  supportPhone: string;
  /** IANA time zone: "today" for the rabies date rules (spec §5) */
  timezone: string;
  /** spec §5 allowPastRabies, from the licence policy (decision 0504) */
  allowPastRabies: boolean;
  licensingHiddenForCountyResidents: boolean;
  /** the landing page, dashboard and accessibility statement (decision 0020) */
  supportEmail: string | null;
  brandColor: string;
  logoUrl: string | null;
  licenseFees: NonNullable<SessionQuery['city']>['licenseFees'];
};

type SessionState = {
  viewer: SessionViewer | null;
  city: SessionCity | null;
  /** the jurisdiction each country's switcher entry leads to (spec §2.3) */
  countrySites: Array<{ country: 'US' | 'CA'; slug: string }>;
  /** the navbar badge (spec §2.2): items in the open basket; the store sets it after each change */
  basketCount: number;
  /** the page-translation widget's script and its SRI hash, when the server has one (decision 0802) */
  translationWidget: { url: string; integrity: string | null } | null;
  setBasketCount: (count: number) => void;
  loading: boolean;
  error: Error | null;
  /**
   * Asks the server again. `urgent` (after log-in or log-out, before navigating): the answer is applied at
   * once, not in a transition, so the next page never renders with the old viewer (issue 38: the logged-out
   * navbar seen for 0.5–2 s on the dashboard right after log-in).
   */
  refresh: (options?: { urgent?: boolean }) => Promise<void>;
  setViewer: (viewer: SessionViewer | null) => void;
};

const SessionContext = createContext<SessionState | null>(null);

/** The API's strings narrowed to the domain's codes (schema.graphql has no enums for them). */
function toCity(city: NonNullable<SessionQuery['city']>): SessionCity {
  return { ...city, country: city.country === 'CA' ? 'CA' : 'US', locales: city.locales.filter(isLocaleCode) };
}

function citySlugFromUrl(): string | undefined {
  const slug = new URLSearchParams(window.location.search).get('city');
  return slug && /^[a-z0-9-]{1,64}$/.test(slug) ? slug : undefined;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [viewer, setViewer] = useState<SessionViewer | null>(null);
  const [city, setCity] = useState<SessionCity | null>(null);
  const [countrySites, setCountrySites] = useState<SessionState['countrySites']>([]);
  const [basketCount, setBasketCount] = useState(0);
  const [translationWidget, setTranslationWidget] = useState<SessionState['translationWidget']>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);

  const refresh = useCallback(async ({ urgent = false }: { urgent?: boolean } = {}) => {
    // a transition: the page's render yields to the browser (decision 1403); urgent: committed before the
    // caller goes on, so the navigation that follows (log-in, log-out) never paints a frame with the old
    // viewer: outside a React event an update waits for the scheduler's next task, and the URL would
    // already have changed (the navbar e2e test saw "Log In" on /account in a third of its runs)
    const apply = urgent ? (update: () => void) => flushSync(update) : startTransition;
    try {
      const slug = citySlugFromUrl();
      // the locale of the URL itself (/fr-CA/ before its redirect to /fr_CA/ too): with nothing chosen it
      // picks the city (decision 0021), so it must not wait for the router to set the request locale
      const locale = resolveLocale(window.location.pathname.split('/')[1]);
      const data = await graphqlRequest(SessionDocument, slug ? { slug } : {}, { locale }).catch(
        (requestError: unknown) => {
          // an unknown ?city= slug: fall back to the current city rather than failing the page
          if (errorCodeOf(requestError) === 'CITY_NOT_FOUND') return graphqlRequest(SessionDocument, {}, { locale });
          throw requestError;
        },
      );
      apply(() => {
        setViewer(data?.me ?? null);
        setCity(data?.city ? toCity(data.city) : null);
        setBasketCount(data?.basket.count ?? 0);
        const widgetUrl = data?.siteServices.translationWidgetUrl;
        const integrity = data?.siteServices.translationWidgetIntegrity ?? null;
        // one object for the session's life: its identity is what the header's effect depends on
        setTranslationWidget((current) =>
          !widgetUrl
            ? null
            : current?.url === widgetUrl && current.integrity === integrity
              ? current
              : { url: widgetUrl, integrity },
        );
        setCountrySites(
          (data?.cities ?? [])
            .filter((option) => option.isCountryDefault)
            .map(({ country, slug }) => ({ country: country === 'CA' ? 'CA' : 'US', slug })),
        );
        setError(null);
        setLoading(false);
      });
    } catch (requestError) {
      apply(() => {
        setError(requestError as Error);
        setLoading(false);
      });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo(
    () => ({
      viewer,
      city,
      countrySites,
      basketCount,
      translationWidget,
      setBasketCount,
      loading,
      error,
      refresh,
      setViewer,
    }),
    [viewer, city, countrySites, basketCount, translationWidget, loading, error, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
