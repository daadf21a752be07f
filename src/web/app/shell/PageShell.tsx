// spec §1 page structure: navbar, footer, loading indicator, content container.
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useNotifications } from '../../lib/notifications.js';
import { serverFailed } from '../../lib/server-status.js';
import { useSession } from '../../lib/session.js';
import { ErrorBoundary, ErrorScreen } from '../../components/ErrorScreen.js';
import { Footer } from './Footer.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { LocaleCountryHeader } from './LocaleCountryHeader.js';
import { Navbar } from './Navbar.js';
import { useNavbarFit } from './use-navbar-fit.js';
import { AccountNav, isAccountAreaPath } from '../AccountLayout.js';
import { ACCOUNT_AREA_ROUTES, LICENSING_FLOW_ROUTES } from '../pages.js';
import { ShellSkeleton } from './ShellSkeleton.js';
import { ADMIN_NAV_ITEMS } from '../admin-nav.js';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js';
import { mustReloadWithoutWidget } from './use-translation-widget.js';
import { usePreloadOnIntent } from '../use-preload-on-intent.js';

// loaded when needed: most first visits show no notice, and few are by an administrator (QUALITY.md P5)
const AdminNavbar = lazyChunk(() => import('./AdminNavbar.js').then((module) => ({ default: module.AdminNavbar })));
const NotificationArea = lazyChunk(() =>
  import('./NotificationArea.js').then((module) => ({ default: module.NotificationArea })),
);

export function PageShell({ children, imageOnlyHeader = false }: { children: ReactNode; imageOnlyHeader?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer, city, countrySites, basketCount, translationWidget, loading, error, refresh } = useSession();
  const { notifications } = useNotifications();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  // the navbar's row holds the locale's words, the viewer's items and the jurisdiction's link titles
  const navbarFit = useNavbarFit(`${locale} ${viewer?.role ?? 'VISITOR'} ${city?.slug ?? ''} ${imageOnlyHeader}`);
  // D34: the next screen's chunk and catalogs load together, from the moment a link is pointed at
  usePreloadOnIntent();

  // The translation widget's script runs in this document and the next page is not one it may read: that
  // page is loaded anew without it, and not drawn here first (decision 0802, issue 37: 10)
  const leavingWidget = mustReloadWithoutWidget(location.pathname);
  useEffect(() => {
    if (leavingWidget) window.location.reload();
  }, [leavingWidget]);

  // After client-side navigation, move focus to the new content so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!location.hash) mainRef.current?.focus({ preventScroll: false });
  }, [location.pathname, location.hash]);

  const navbar =
    viewer?.role === 'ADMIN' ? (
      <Suspense
        fallback={
          <div className="navbar navbar-admin">
            <div className="navbar-inner" />
          </div>
        }
      >
        <AdminNavbar
          fit={navbarFit}
          logoHref={getHref('AdminHome', locale)}
          items={[
            ...ADMIN_NAV_ITEMS.map(({ key, route, labelKey }) => ({
              key,
              label: t(labelKey),
              href: getHref(route, locale),
            })),
            { key: 'logOut', label: t('nav.logOut'), href: getHref('Logout', locale, { baseUrl: `/${locale}/` }) },
          ]}
        />
      </Suspense>
    ) : (
      <Navbar viewer={viewer} city={city} basketCount={basketCount} imageOnlyHeader={imageOnlyHeader} fit={navbarFit} />
    );

  // an owner's screens sit beside the account area's navigation, outside <main> (decision 0018)
  const accountArea =
    viewer !== null && viewer.role !== 'ADMIN' && isAccountAreaPath(location.pathname, locale, ACCOUNT_AREA_ROUTES);
  const main = (
    <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={accountArea ? 'account-main' : 'content'}>
      {notifications.length > 0 ? (
        <Suspense fallback={null}>
          <NotificationArea inLicensingFlow={isAccountAreaPath(location.pathname, locale, LICENSING_FLOW_ROUTES)} />
        </Suspense>
      ) : null}
      {error ? (
        <ErrorScreen onRetry={() => void refresh()} />
      ) : serverFailed(location.pathname) ? (
        <ErrorScreen onRetry={() => window.location.reload()} />
      ) : (
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </main>
  );

  // Until the session is in, the skeleton: the navbar and the country header depend on it, and drawn
  // before it they would grow when it came and push the page down (a layout shift; decision 1402).
  if (loading || leavingWidget) return <ShellSkeleton />;

  return (
    <div className="page">
      <SkipLink />
      <header className="site-header">
        <LocaleCountryHeader
          city={city}
          countrySites={countrySites}
          translationWidget={translationWidget}
          small={navbarFit.small}
        />
        {navbar}
      </header>
      {accountArea ? (
        <div className="content account-layout">
          <AccountNav />
          {main}
        </div>
      ) : (
        main
      )}
      <Footer />
    </div>
  );
}
