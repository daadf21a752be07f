// Every route of spec §2.1 under /{locale}/ (underscore form). Hyphen forms redirect to it; an
// unknown or missing locale redirects to en_US. Screens load lazily, each in its own chunk.
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
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
import { LocaleContext } from './locale-context.js';
import { ROUTES, type RouteName } from '../../domain/shared/routes.js';
import { RequireLogin } from './RequireLogin.js';
import { ComingSoonPage } from './ComingSoonPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { PageShell } from './shell/PageShell.js';

const HomePage = lazy(() => import('../features/home/HomePage.js'));
const LoginPage = lazy(() => import('../features/auth/LoginPage.js'));
const LogoutPage = lazy(() => import('../features/auth/LogoutPage.js'));
const ForgotPasswordPage = lazy(() => import('../features/password/ForgotPasswordPage.js'));
const ResetPasswordPage = lazy(() => import('../features/password/ResetPasswordPage.js'));
const InfoPage = lazy(() => import('../features/info/InfoPage.js'));
const LegalPage = lazy(() => import('../features/legal/LegalPage.js'));
const SignUpPage = lazy(() => import('../features/account/SignUpPage.js'));
const CompleteSignUpPage = lazy(() => import('../features/access-code/CompleteSignUpPage.js'));
const FetchMyRecordPage = lazy(() => import('../features/access-code/FetchMyRecordPage.js'));
const DashboardPage = lazy(() => import('../features/account/DashboardPage.js'));
const MyDetailsPage = lazy(() => import('../features/account/MyDetailsPage.js'));
const ProfileSettingsPage = lazy(() => import('../features/account/ProfileSettingsPage.js'));
const DeactivateAccountPage = lazy(() => import('../features/account/DeactivateAccountPage.js'));
const VerifyEmailPage = lazy(() => import('../features/account/VerifyEmailPage.js'));
const PetGuardiansPage = lazy(() => import('../features/pet-guardian/PetGuardiansPage.js'));

/** Screens that later issues build; until then each is a real route that says so. */
const COMING_SOON: Array<{ route: RouteName; screen: string; loggedIn: boolean }> = [
  { route: 'MyPets', screen: 'myPets', loggedIn: true },
  { route: 'OrderHistory', screen: 'orderHistory', loggedIn: true },
  { route: 'BillingDetails', screen: 'billingDetails', loggedIn: true },
  { route: 'Store', screen: 'store', loggedIn: false },
  { route: 'StoreTags', screen: 'tags', loggedIn: false },
  { route: 'StoreSmartTracker', screen: 'smartTracker', loggedIn: false },
  { route: 'StoreWalletCards', screen: 'walletCards', loggedIn: false },
  { route: 'StoreCollars', screen: 'collars', loggedIn: false },
  { route: 'Basket', screen: 'basket', loggedIn: false },
];

function useI18nFor(locale: LocaleCode): I18n | null {
  const [instance, setInstance] = useState<{ locale: LocaleCode; i18n: I18n } | null>(null);
  // Set during render, before any child effect fetches in the new locale.
  setRequestLocale(locale);
  useEffect(() => {
    let cancelled = false;
    document.documentElement.lang = toLocaleTag(locale);
    createI18n(locale).then((i18n) => {
      if (!cancelled) setInstance({ locale, i18n });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  // keep showing the previous language until the next catalog is in
  return instance?.i18n ?? null;
}

function LocaleProviders({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const i18n = useI18nFor(locale);
  if (!i18n) return null;
  return (
    <LocaleContext.Provider value={locale}>
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
                <Route index element={<HomePage />} />
                <Route path={ROUTES.Login} element={<LoginPage />} />
                <Route path={ROUTES.ForgotPassword} element={<ForgotPasswordPage />} />
                <Route path={ROUTES.ResetPassword} element={<ResetPasswordPage />} />
                <Route path={ROUTES.SignUp} element={<SignUpPage />} />
                <Route path={ROUTES.VerifyEmail} element={<VerifyEmailPage />} />
                {(['Dashboard', 'AccountApp'] as const).map((route) => (
                  <Route
                    key={route}
                    path={ROUTES[route]}
                    element={
                      <RequireLogin>
                        <DashboardPage />
                      </RequireLogin>
                    }
                  />
                ))}
                <Route
                  path={ROUTES.MyDetails}
                  element={
                    <RequireLogin>
                      <MyDetailsPage />
                    </RequireLogin>
                  }
                />
                <Route
                  path={ROUTES.ProfileSettings}
                  element={
                    <RequireLogin>
                      <ProfileSettingsPage />
                    </RequireLogin>
                  }
                />
                <Route
                  path={ROUTES.DeactivateAccount}
                  element={
                    <RequireLogin>
                      <DeactivateAccountPage />
                    </RequireLogin>
                  }
                />
                <Route path={ROUTES.SignUpRegister} element={<SignUpPage />} />
                <Route path={ROUTES.SignUpAccessCode} element={<CompleteSignUpPage />} />
                <Route path={ROUTES.FetchMyRecord} element={<FetchMyRecordPage />} />
                <Route path={ROUTES.Licensing} element={<InfoPage page="licensing" />} />
                <Route path={ROUTES.HomeSafe} element={<InfoPage page="homesafe" />} />
                <Route path={ROUTES.SafeAndHappyFund} element={<InfoPage page="safeAndHappyFund" />} />
                <Route path={ROUTES.About} element={<InfoPage page="about" />} />
                <Route
                  path={ROUTES.PetGuardians}
                  element={
                    <RequireLogin>
                      <PetGuardiansPage />
                    </RequireLogin>
                  }
                />
                {COMING_SOON.map(({ route, screen, loggedIn }) => (
                  <Route
                    key={route}
                    path={ROUTES[route]}
                    element={
                      loggedIn ? (
                        <RequireLogin>
                          <ComingSoonPage screen={screen} />
                        </RequireLogin>
                      ) : (
                        <ComingSoonPage screen={screen} />
                      )
                    }
                  />
                ))}
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
