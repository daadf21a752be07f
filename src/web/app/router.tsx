// Every route of spec §2.1 under /{locale}/ (underscore form). Hyphen forms redirect to it; an
// unknown or missing locale redirects to en_US. The screens are pages.tsx's table.
import { type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import {
  DEFAULT_LOCALE,
  type LocaleCode,
  isLocaleCode,
  parseLocale,
  toLocaleTag,
} from '../../domain/locale/locales.js';
import { createI18n } from '../i18n/i18n.js';
import { setRequestLocale } from '../lib/graphql-client.js';
import { LocaleContext } from '../lib/locale-context.js';
import { useLocaleAgreesWithCity } from '../lib/use-locale-agreement.js';
import { ROUTES } from '../../domain/shared/routes.js';
import { AccountArea } from './AccountLayout.js';
import { ConsoleArea } from './ConsoleArea.js';
import { LegalPage, LogoutPage, NotFoundPage, PAGES, preloadScreen } from './pages.js';
import { PageShell } from './shell/PageShell.js';
import { ShellSkeleton } from './shell/ShellSkeleton.js';

function useI18nFor(locale: LocaleCode): I18n | null {
  const [instance, setInstance] = useState<{ locale: LocaleCode; i18n: I18n } | null>(null);
  // Set during render, before any child effect fetches in the new locale.
  setRequestLocale(locale);
  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = toLocaleTag(locale);
    createI18n(locale).then((i18n) => {
      // D34: the screen's catalogs (pages.tsx `texts`, already downloading beside the entry) are asked
      // for now but not waited on; waiting here held the shell's first paint behind them (P6, issue 37)
      void i18n.loadNamespaces([...preloadScreen(window.location.pathname)]).catch(() => undefined);
      // a transition: the shell's render yields to the browser (decision 1403)
      if (!cancelled) startTransition(() => setInstance({ locale, i18n }));
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  // keep showing the previous language until the next catalog is in
  return instance?.i18n ?? null;
}

/** Decision 0021: the locale follows the city's country (a redirect once the city is known). */
function LocaleAgreesWithCity() {
  useLocaleAgreesWithCity();
  return null;
}

function LocaleProviders({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const i18n = useI18nFor(locale);
  if (!i18n) return <ShellSkeleton />;
  return (
    <LocaleContext.Provider value={locale}>
      <LocaleAgreesWithCity />
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>{children}</Suspense>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}

function LocaleRoutes() {
  const { locale: segment = '' } = useParams();
  const location = useLocation();
  if (!isLocaleCode(segment)) {
    const parsed = parseLocale(segment);
    const rest = location.pathname.slice(segment.length + 1);
    const target = parsed
      ? `/${parsed}${rest}`
      : `/${DEFAULT_LOCALE}${/^[a-z]{2}[-_][a-z]{2}$/i.test(segment) ? rest : location.pathname}`;
    return <Navigate to={`${target}${location.search}${location.hash}`} replace />;
  }
  return (
    <LocaleProviders locale={segment}>
      <Routes>
        <Route
          path={ROUTES.Logout}
          element={
            <PageShell imageOnlyHeader>
              <LogoutPage />
            </PageShell>
          }
        />
        <Route
          path="*"
          element={
            <PageShell>
              <Routes>
                {PAGES.filter(({ logIn, console }) => !logIn && !console).map(({ route, page }) => (
                  <Route key={route} {...(ROUTES[route] ? { path: ROUTES[route] } : { index: true })} element={page} />
                ))}
                {/* the consoles: staff without a second factor set one up first (decision 0114) */}
                <Route element={<ConsoleArea />}>
                  {PAGES.filter(({ console }) => console).map(({ route, page }) => (
                    <Route key={route} path={ROUTES[route]} element={page} />
                  ))}
                </Route>
                {/* the log-in-only screens are the account area: one layout route (decision 0018) */}
                <Route element={<AccountArea />}>
                  {PAGES.filter(({ logIn }) => logIn).map(({ route, page }) => (
                    <Route key={route} path={ROUTES[route]} element={page} />
                  ))}
                </Route>
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </PageShell>
          }
        />
      </Routes>
    </LocaleProviders>
  );
}

function LegalRoute({ page }: { page: 'terms' | 'privacy' }) {
  return (
    <LocaleProviders locale={DEFAULT_LOCALE}>
      <PageShell>
        <LegalPage page={page} />
      </PageShell>
    </LocaleProviders>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/tos" element={<LegalRoute page="terms" />} />
      <Route path="/privacy-policy" element={<LegalRoute page="privacy" />} />
      <Route path="/:locale/*" element={<LocaleRoutes />} />
      <Route path="*" element={<Navigate to={`/${DEFAULT_LOCALE}/`} replace />} />
    </Routes>
  );
}
