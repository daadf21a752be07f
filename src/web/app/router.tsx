// Every route of spec §2.1 under /{locale}/ (underscore form). Hyphen forms redirect to it; an
// unknown or missing locale redirects to en_US. Screens load lazily, each in its own chunk.
import { type ReactNode, Suspense, useEffect, useState } from 'react';
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
import { ROUTES, type RouteName } from '../../domain/shared/routes.js';
import { lazyPage } from './lazy-page.js';
import { RequireLogin } from './RequireLogin.js';
import { ComingSoonPage } from './ComingSoonPage.js';
import { NotFoundPage } from '../components/NotFoundPage.js';
import { PageShell } from './shell/PageShell.js';

const HomePage = lazyPage(() => import('../features/home/HomePage.js'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/auth/LogoutPage.js'), 'LogoutPage');
const ForgotPasswordPage = lazyPage(() => import('../features/password/ForgotPasswordPage.js'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/password/ResetPasswordPage.js'), 'ResetPasswordPage');
const InfoPage = lazyPage(() => import('../features/info/InfoPage.js'), 'InfoPage');
const LegalPage = lazyPage(() => import('../features/legal/LegalPage.js'), 'LegalPage');
const SignUpPage = lazyPage(() => import('../features/account/SignUpPage.js'), 'SignUpPage');
const CompleteSignUpPage = lazyPage(() => import('../features/account/CompleteSignUpPage.js'), 'CompleteSignUpPage');
const FetchMyRecordPage = lazyPage(() => import('../features/account/FetchMyRecordPage.js'), 'FetchMyRecordPage');
const DashboardPage = lazyPage(() => import('../features/account/DashboardPage.js'), 'DashboardPage');
const MyDetailsPage = lazyPage(() => import('../features/account/MyDetailsPage.js'), 'MyDetailsPage');
const ProfileSettingsPage = lazyPage(() => import('../features/account/ProfileSettingsPage.js'), 'ProfileSettingsPage');
const DeactivateAccountPage = lazyPage(
  () => import('../features/account/DeactivateAccountPage.js'),
  'DeactivateAccountPage',
);
const VerifyEmailPage = lazyPage(() => import('../features/account/VerifyEmailPage.js'), 'VerifyEmailPage');
const PetGuardiansPage = lazyPage(() => import('../features/pet-guardian/PetGuardiansPage.js'), 'PetGuardiansPage');

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
