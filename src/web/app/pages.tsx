// The screen of each route of spec §2.1 (the route table: route-table.ts), each loaded lazily in its own
// chunk; a log-in-only screen sends a visitor to log in first.
import { type ComponentType, isValidElement, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type LocaleCode, resolveLocale } from '../../domain/locale/locales.js';
import { PRIVACY_PATH, ROUTES, type RouteName, TERMS_PATH } from '../../domain/shared/routes.js';
import type { Namespace } from '../i18n/i18n.js';
import { type LazyPage, lazyPage } from './lazy-page.js';
import { DASHBOARD_DATA, LICENSE_DATA, ORDERS_DATA, PETS_DATA, type RouteData } from './route-data.js';
import { ROUTE_TABLE, type RouteEntry, type ScreenName } from './route-table.js';

/**
 * Each screen's chunk, by the name of the component its module exports (STYLE.md habit 10: no default
 * exports); `SCREENS.LoginPage` is that component loaded lazily (`lazyPage`). One loader a screen of
 * route-table.ts's SCREEN_MODULES, loading the module named there (route-preloads.test.ts checks it).
 */
export const SCREENS = lazyScreens({
  HomePage: () => import('../features/home/HomePage.js'),
  LoginPage: () => import('../features/auth/LoginPage.js'),
  LogoutPage: () => import('../features/auth/LogoutPage.js'),
  ForgotPasswordPage: () => import('../features/password/ForgotPasswordPage.js'),
  ResetPasswordPage: () => import('../features/password/ResetPasswordPage.js'),
  InfoPage: () => import('../features/info/InfoPage.js'),
  FaqPage: () => import('../features/info/faq/FaqPage.js'),
  LegalPage: () => import('../features/legal/LegalPage.js'),
  SignUpPage: () => import('../features/account/SignUpPage.js'),
  CompleteSignUpPage: () => import('../features/account/CompleteSignUpPage.js'),
  FetchMyRecordPage: () => import('../features/account/FetchMyRecordPage.js'),
  DashboardPage: () => import('../features/account/DashboardPage.js'),
  MyDetailsPage: () => import('../features/account/MyDetailsPage.js'),
  ProfileSettingsPage: () => import('../features/account/ProfileSettingsPage.js'),
  DeactivateAccountPage: () => import('../features/account/DeactivateAccountPage.js'),
  SecondFactorSetupPage: () => import('../features/second-factor/SecondFactorSetupPage.js'),
  VerifyEmailPage: () => import('../features/account/VerifyEmailPage.js'),
  ConfirmEmailChangePage: () => import('../features/account/ConfirmEmailChangePage.js'),
  UndoEmailChangePage: () => import('../features/account/UndoEmailChangePage.js'),
  PetGuardiansPage: () => import('../features/pet-guardian/PetGuardiansPage.js'),
  AccessibilityStatementPage: () => import('../features/accessibility/AccessibilityStatementPage.js'),
  MyPetsPage: () => import('../features/pet/MyPetsPage.js'),
  AddPetPage: () => import('../features/pet/PetFormPage.js'),
  EditPetPage: () => import('../features/pet/PetFormPage.js'),
  PetLicensePage: () => import('../features/pet/license/PetLicensePage.js'),
  WalletCardDesignerPage: () => import('../features/wallet-card/WalletCardDesignerPage.js'),
  FindJurisdictionPage: () => import('../features/jurisdiction/FindJurisdictionPage.js'),
  StorePage: () => import('../features/store/StorePages.js'),
  StoreCategoryPage: () => import('../features/store/StoreCategoryPage.js'),
  TagGalleryPage: () => import('../features/store/TagGalleryPage.js'),
  ProductPage: () => import('../features/store/ProductPage.js'),
  OrderHistoryPage: () => import('../features/store/OrderPages.js'),
  OrderReceiptPage: () => import('../features/store/OrderPages.js'),
  BillingDetailsPage: () => import('../features/store/BillingDetailsPage.js'),
  BasketPage: () => import('../features/store/BasketPage.js'),
  RabiesProofQueuePage: () => import('../features/admin-proofs/RabiesProofQueuePage.js'),
  FoundPetPage: () => import('../features/homesafe/FoundPetPage.js'),
  FinderConversationPage: () => import('../features/homesafe/FinderConversationPage.js'),
  PetHomeSafePage: () => import('../features/homesafe/PetHomeSafePage.js'),
  AdminSearchPage: () => import('../features/admin-search/AdminSearchPage.js'),
  AdminOwnerPage: () => import('../features/admin-owner/AdminOwnerPage.js'),
  AdminPetPage: () => import('../features/admin-pet/AdminPetPage.js'),
  AdminImportedRecordPage: () => import('../features/admin-imported/AdminImportedRecordPage.js'),
  AdminOrdersPage: () => import('../features/admin-orders/AdminOrdersPage.js'),
  AdminOrderPage: () => import('../features/admin-orders/AdminOrderPage.js'),
  AdminSettingsPage: () => import('../features/admin-settings/AdminSettingsPage.js'),
  AdminReportsPage: () => import('../features/admin-reports/AdminReportsPage.js'),
  AcceptInvitePage: () => import('../features/invite/AcceptInvitePage.js'),
  OperatorConsolePage: () => import('../features/operator/OperatorConsolePage.js'),
  OperatorBoundaryPage: () => import('../features/operator/OperatorBoundaryPage.js'),
  OperatorJurisdictionPage: () => import('../features/operator/OperatorJurisdictionPage.js'),
  NotFoundPage: () => import('../components/NotFoundPage.js'),
} satisfies Record<ScreenName, () => Promise<unknown>>);
export const { LogoutPage, LegalPage, NotFoundPage } = SCREENS;

/** The lazily loaded screen exported as `Name` by `Module` (never when the module has no such export). */
type ScreenOf<Module, Name> = Name extends keyof Module
  ? Module[Name] extends (props: infer Props) => ReactNode
    ? LazyPage<Props & object>
    : never
  : never;

/** One `lazyPage` a screen: each in its own chunk, loaded on first render or `preload()`. */
function lazyScreens<Modules>(loaders: { [Name in keyof Modules]: () => Promise<Modules[Name]> }): {
  [Name in keyof Modules]: ScreenOf<Modules[Name], Name>;
} {
  const entries = Object.entries(loaders) as Array<[string, () => Promise<Record<string, ComponentType<object>>>]>;
  return Object.fromEntries(entries.map(([name, load]) => [name, lazyPage(load, name)])) as never;
}

export type PageRoute = RouteEntry & {
  page: ReactNode;
  /** D34: the screen's first query, started at the first page load beside its chunk (route-data.ts) */
  data?: RouteData;
};

/** The screens that take props (the information pages, the store's categories), by route. */
const ELEMENTS: { [Route in RouteName]?: ReactNode } = {
  Licensing: <SCREENS.InfoPage page="licensing" />,
  HomeSafe: <SCREENS.InfoPage page="homesafe" />,
  SafeAndHappyFund: <SCREENS.InfoPage page="safeAndHappyFund" />,
  About: <SCREENS.InfoPage page="about" />,
  AboutNewLicenses: <SCREENS.InfoPage page="aboutNewLicenses" />,
  AboutRenewingLicenses: <SCREENS.InfoPage page="aboutRenewingLicenses" />,
  StoreTags: <SCREENS.StoreCategoryPage category="TAG" />,
  StoreSmartTracker: <SCREENS.StoreCategoryPage category="SMART_TRACKER" />,
  StoreWalletCards: <SCREENS.StoreCategoryPage category="WALLET_CARD" />,
  StoreCollars: <SCREENS.StoreCategoryPage category="COLLAR" />,
};

/** D34: the first query of the screens that start theirs beside their chunk, by route. */
const DATA: { [Route in RouteName]?: RouteData } = {
  Dashboard: DASHBOARD_DATA,
  AccountApp: DASHBOARD_DATA,
  MyPets: PETS_DATA,
  PetLicense: LICENSE_DATA,
  OrderHistory: ORDERS_DATA,
};

/** The route table (route-table.ts) with each route's screen drawn. */
export const PAGES: PageRoute[] = ROUTE_TABLE.map((entry) => {
  // a screen that takes props is drawn in ELEMENTS (the legal page's and NotFoundPage never are routes)
  const Screen = SCREENS[entry.screen] as LazyPage<object>;
  const data = DATA[entry.route];
  return { ...entry, page: ELEMENTS[entry.route] ?? <Screen />, ...(data && { data }) };
});

/** spec §4 Notifications: the licensing flow, where notifications flagged showInLicensing show. */
export const LICENSING_FLOW_ROUTES: RouteName[] = [
  'Licensing',
  'AboutNewLicenses',
  'AboutRenewingLicenses',
  'PetLicense',
];

/** The account area: the log-in-only screens, drawn beside the account navigation (decision 0018). */
export const ACCOUNT_AREA_ROUTES: RouteName[] = PAGES.filter(({ logIn }) => logIn).map(({ route }) => route);

const LOCALE_LIKE = /^[a-z]{2}[-_][a-z]{2}$/i;

function screenOf(page: ReactNode): LazyPage<object> | undefined {
  const type = isValidElement(page) ? (page.type as Partial<LazyPage<object>>) : undefined;
  return typeof type?.preload === 'function' ? (type as LazyPage<object>) : undefined;
}

/** The locale the router will show `pathname` in (its first segment in any spelling, else en_US). */
export function localeOfPath(pathname: string): LocaleCode {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  return pathname.startsWith(TERMS_PATH) || pathname.startsWith(PRIVACY_PATH) ? DEFAULT_LOCALE : resolveLocale(first);
}

/**
 * Starts loading the chunk of the screen at `pathname` (read as the router reads it: the route after
 * the locale, or the legal pages), so that it downloads beside the language's texts instead of after
 * them (decision 1406). A path with no screen preloads the not-found screen. Returns the catalogs the
 * screen's first render needs beyond the shell's (`texts`), for main.tsx to load beside it.
 */
export function preloadScreen(pathname: string): readonly Namespace[] {
  if (isLegalPath(pathname)) {
    void LegalPage.preload();
    return LEGAL_TEXTS;
  }
  return screenAt(pathname, true)?.texts ?? [];
}

/** The legal pages' catalog (their texts left the shell's: P5) */
const LEGAL_TEXTS: readonly Namespace[] = ['legal'];

/** Whether `pathname` is a legal page (`/tos`, `/privacy-policy`, outside the locales). */
function isLegalPath(pathname: string): boolean {
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  return segments.length === 1 && (`/${segments[0]}` === TERMS_PATH || `/${segments[0]}` === PRIVACY_PATH);
}

/** The route table's entry of `pathname` (read as the router reads it); `preload`: start its chunk. */
function screenAt(pathname: string, preload: boolean): PageRoute | undefined {
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  if (isLegalPath(pathname)) {
    if (preload) void LegalPage.preload();
    return undefined;
  }
  const rest = (LOCALE_LIKE.test(segments[0] ?? '') ? segments.slice(1) : segments).join('/');
  const found = PAGES.find(({ route }) => ROUTES[route].replace(/\/$/, '').toLowerCase() === rest);
  if (preload) void (found ? screenOf(found.page) : NotFoundPage)?.preload();
  return found;
}

/**
 * D34: starts the first query of the screen at `pathname` (its `data`), at the first page load only: later
 * screens ask for theirs as they render, and a pointer over a link is not reason enough to ask the server.
 */
export function prefetchScreenData(pathname: string, search: string): void {
  const data = screenAt(pathname, false)?.data;
  if (data) void data(new URLSearchParams(search), localeOfPath(pathname)).catch(() => undefined);
}
