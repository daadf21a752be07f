// spec §1 page structure: navbar, footer, loading indicator, content container.
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { NotificationArea } from './NotificationArea.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { AdminNavbar } from './AdminNavbar.js';
import { ErrorBoundary, ErrorScreen } from '../../components/ErrorScreen.js';
import { Footer } from './Footer.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { LocaleCountryHeader } from './LocaleCountryHeader.js';
import { Navbar } from './Navbar.js';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.js';

export function PageShell({ children, imageOnlyHeader = false }: { children: ReactNode; imageOnlyHeader?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { viewer, city, countrySites, loading, error, refresh } = useSession();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

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
      <AdminNavbar
        logoHref={`/${locale}/`}
        items={[{ key: 'logOut', label: t('nav.logOut'), href: getHref('Logout', locale, { baseUrl: `/${locale}/` }) }]}
      />
    ) : (
      <Navbar viewer={viewer} city={city} basketCount={0} imageOnlyHeader={imageOnlyHeader} />
    );

  return (
    <div className="page">
      <SkipLink />
      <LocaleCountryHeader city={city} countrySites={countrySites} />
      {navbar}
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className="content">
        <NotificationArea />
        {loading ? (
          <LoadingIndicator />
        ) : error ? (
          <ErrorScreen onRetry={() => void refresh()} />
        ) : (
          <ErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
          </ErrorBoundary>
        )}
      </main>
      <Footer />
    </div>
  );
}
