// The screen of each route of spec §2.1, each loaded lazily in its own chunk; a log-in-only screen
// sends a visitor to log in first.
import { type ComponentType, isValidElement, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type LocaleCode, resolveLocale } from '../../domain/locale/locales.js';
import { PRIVACY_PATH, ROUTES, type RouteName, TERMS_PATH } from '../../domain/shared/routes.js';
import type { Namespace } from '../i18n/i18n.js';
import { type LazyPage, lazyPage } from './lazy-page.js';
import { DASHBOARD_DATA, PETS_DATA, ORDERS_DATA, LICENSE_DATA, type RouteData } from './route-data.js';

/**
 * Each screen's chunk, by the name of the component its module exports (STYLE.md habit 10: no default
 * exports); `SCREENS.LoginPage` is that component loaded lazily (`lazyPage`).
 */
const SCREENS = lazyScreens({
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
  RabiesProofQueuePage: () => import('../features/admin/RabiesProofQueuePage.js'),
  FoundPetPage: () => import('../features/homesafe/FoundPetPage.js'),
  FinderConversationPage: () => import('../features/homesafe/FinderConversationPage.js'),
  PetHomeSafePage: () => import('../features/homesafe/PetHomeSafePage.js'),
  AdminSearchPage: () => import('../features/admin/search/AdminSearchPage.js'),
  AdminOwnerPage: () => import('../features/admin/owner/AdminOwnerPage.js'),
  AdminPetPage: () => import('../features/admin/pet/AdminPetPage.js'),
  AdminImportedRecordPage: () => import('../features/admin/imported/AdminImportedRecordPage.js'),
  AdminOrdersPage: () => import('../features/admin/orders/AdminOrdersPage.js'),
  AdminOrderPage: () => import('../features/admin/orders/AdminOrderPage.js'),
  AdminSettingsPage: () => import('../features/admin/settings/AdminSettingsPage.js'),
  AdminReportsPage: () => import('../features/admin/reports/AdminReportsPage.js'),
  NotFoundPage: () => import('../components/NotFoundPage.js'),
});
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

/**
 * `texts`: the catalogs a screen's first render asks for beyond the shell's, loaded beside its chunk at
 * start (main.tsx) instead of after its first render, in waves (issue 12: P6; a screen missing here
 * still loads them itself).
 */
export type PageRoute = {
  route: RouteName;
  page: ReactNode;
  logIn?: true;
  texts?: readonly Namespace[];
  /** D34: the screen's first query, started at the first page load beside its chunk (route-data.ts) */
  data?: RouteData;
};

const HOME_TEXTS: readonly Namespace[] = ['home'];
const SIGN_UP_TEXTS: readonly Namespace[] = ['account', 'validation', 'address', 'jurisdiction'];
const DASHBOARD_TEXTS: readonly Namespace[] = ['account', 'homesafe', 'store', 'licensing', 'rabies'];
// D34: each account screen's catalogs, nested components' and those read once its data is in included, so
// that they come in one wave with the chunk instead of one after another behind it
const PETS_TEXTS: readonly Namespace[] = ['pet', 'validation', 'licensing', 'rabies'];
const ADD_PET_TEXTS: readonly Namespace[] = ['pet', 'validation', 'account'];
const EDIT_PET_TEXTS: readonly Namespace[] = ['pet', 'validation', 'rabies', 'serverErrors', 'licensing'];
const LICENSE_TEXTS: readonly Namespace[] = ['licensing', 'serverErrors', 'rabies', 'account', 'validation'];
const PET_HOMESAFE_TEXTS: readonly Namespace[] = ['homesafe', 'validation', 'account'];
const WALLET_CARD_TEXTS: readonly Namespace[] = ['walletCard', 'serverErrors', 'validation'];
const DETAILS_TEXTS: readonly Namespace[] = ['account', 'validation', 'address', 'jurisdiction', 'serverErrors'];
const GUARDIANS_TEXTS: readonly Namespace[] = ['petGuardians', 'validation', 'serverErrors'];
const PROFILE_TEXTS: readonly Namespace[] = ['account', 'validation', 'passwordReset'];
const DEACTIVATE_TEXTS: readonly Namespace[] = ['account', 'validation'];
const ORDERS_TEXTS: readonly Namespace[] = ['store'];
const RECEIPT_TEXTS: readonly Namespace[] = ['store', 'licensing', 'rabies'];
const BILLING_TEXTS: readonly Namespace[] = ['store', 'serverErrors'];

export const PAGES: PageRoute[] = [
  { route: 'Home', page: <SCREENS.HomePage />, texts: HOME_TEXTS },
  { route: 'Login', page: <SCREENS.LoginPage /> },
  { route: 'ForgotPassword', page: <SCREENS.ForgotPasswordPage /> },
  { route: 'ResetPassword', page: <SCREENS.ResetPasswordPage /> },
  { route: 'SignUp', page: <SCREENS.SignUpPage />, texts: SIGN_UP_TEXTS },
  { route: 'SignUpRegister', page: <SCREENS.SignUpPage />, texts: SIGN_UP_TEXTS },
  { route: 'SignUpAccessCode', page: <SCREENS.CompleteSignUpPage /> },
  { route: 'FetchMyRecord', page: <SCREENS.FetchMyRecordPage /> },
  { route: 'VerifyEmail', page: <SCREENS.VerifyEmailPage /> },
  { route: 'ConfirmEmailChange', page: <SCREENS.ConfirmEmailChangePage /> },
  { route: 'UndoEmailChange', page: <SCREENS.UndoEmailChangePage /> },
  { route: 'FoundPet', page: <SCREENS.FoundPetPage /> },
  { route: 'FoundConversation', page: <SCREENS.FinderConversationPage /> },
  { route: 'Faq', page: <SCREENS.FaqPage /> },
  { route: 'Accessibility', page: <SCREENS.AccessibilityStatementPage /> },
  { route: 'FindJurisdiction', page: <SCREENS.FindJurisdictionPage /> },
  { route: 'Store', page: <SCREENS.StorePage /> },
  { route: 'StoreTagGallery', page: <SCREENS.TagGalleryPage /> },
  { route: 'StoreProduct', page: <SCREENS.ProductPage /> },
  { route: 'Basket', page: <SCREENS.BasketPage /> },
  // the information pages of spec §2.1 and the store's categories: one screen each
  { route: 'Licensing', page: <SCREENS.InfoPage page="licensing" /> },
  { route: 'HomeSafe', page: <SCREENS.InfoPage page="homesafe" /> },
  { route: 'SafeAndHappyFund', page: <SCREENS.InfoPage page="safeAndHappyFund" /> },
  { route: 'About', page: <SCREENS.InfoPage page="about" /> },
  { route: 'AboutNewLicenses', page: <SCREENS.InfoPage page="aboutNewLicenses" /> },
  { route: 'AboutRenewingLicenses', page: <SCREENS.InfoPage page="aboutRenewingLicenses" /> },
  { route: 'StoreTags', page: <SCREENS.StoreCategoryPage category="TAG" /> },
  { route: 'StoreSmartTracker', page: <SCREENS.StoreCategoryPage category="SMART_TRACKER" /> },
  { route: 'StoreWalletCards', page: <SCREENS.StoreCategoryPage category="WALLET_CARD" /> },
  { route: 'StoreCollars', page: <SCREENS.StoreCategoryPage category="COLLAR" /> },
  // administrators only: the page itself sends a visitor to log in and tells an owner it is not theirs;
  // issue 17: the staff console's screens, each its own chunk like every screen: none of it loads on owners' pages
  { route: 'AdminRabiesProofs', page: <SCREENS.RabiesProofQueuePage /> },
  { route: 'AdminHome', page: <SCREENS.AdminSearchPage /> },
  { route: 'AdminOwner', page: <SCREENS.AdminOwnerPage /> },
  { route: 'AdminPet', page: <SCREENS.AdminPetPage /> },
  { route: 'AdminImportedRecord', page: <SCREENS.AdminImportedRecordPage /> },
  { route: 'AdminOrders', page: <SCREENS.AdminOrdersPage /> },
  { route: 'AdminOrder', page: <SCREENS.AdminOrderPage /> },
  { route: 'AdminSettings', page: <SCREENS.AdminSettingsPage /> },
  { route: 'AdminReports', page: <SCREENS.AdminReportsPage /> },
  // the log-in-only screens, drawn in the account area: a visitor is sent to log in first
  { route: 'Dashboard', page: <SCREENS.DashboardPage />, logIn: true, texts: DASHBOARD_TEXTS, data: DASHBOARD_DATA },
  { route: 'AccountApp', page: <SCREENS.DashboardPage />, logIn: true, texts: DASHBOARD_TEXTS, data: DASHBOARD_DATA },
  { route: 'MyDetails', page: <SCREENS.MyDetailsPage />, logIn: true, texts: DETAILS_TEXTS },
  { route: 'ProfileSettings', page: <SCREENS.ProfileSettingsPage />, logIn: true, texts: PROFILE_TEXTS },
  { route: 'DeactivateAccount', page: <SCREENS.DeactivateAccountPage />, logIn: true, texts: DEACTIVATE_TEXTS },
  { route: 'PetGuardians', page: <SCREENS.PetGuardiansPage />, logIn: true, texts: GUARDIANS_TEXTS },
  { route: 'MyPets', page: <SCREENS.MyPetsPage />, logIn: true, texts: PETS_TEXTS, data: PETS_DATA },
  { route: 'AddPet', page: <SCREENS.AddPetPage />, logIn: true, texts: ADD_PET_TEXTS },
  { route: 'EditPet', page: <SCREENS.EditPetPage />, logIn: true, texts: EDIT_PET_TEXTS },
  { route: 'PetLicense', page: <SCREENS.PetLicensePage />, logIn: true, texts: LICENSE_TEXTS, data: LICENSE_DATA },
  { route: 'PetHomeSafe', page: <SCREENS.PetHomeSafePage />, logIn: true, texts: PET_HOMESAFE_TEXTS },
  { route: 'WalletCardDesigner', page: <SCREENS.WalletCardDesignerPage />, logIn: true, texts: WALLET_CARD_TEXTS },
  { route: 'OrderHistory', page: <SCREENS.OrderHistoryPage />, logIn: true, texts: ORDERS_TEXTS, data: ORDERS_DATA },
  { route: 'OrderReceipt', page: <SCREENS.OrderReceiptPage />, logIn: true, texts: RECEIPT_TEXTS },
  { route: 'BillingDetails', page: <SCREENS.BillingDetailsPage />, logIn: true, texts: BILLING_TEXTS },
];

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
 * them (decision 0014). A path with no screen preloads the not-found screen. Returns the catalogs the
 * screen's first render needs beyond the shell's (`texts`), for main.tsx to load beside it.
 */
export function preloadScreen(pathname: string): readonly Namespace[] {
  return screenAt(pathname, true)?.texts ?? [];
}

/** The route table's entry of `pathname` (read as the router reads it); `preload`: start its chunk. */
function screenAt(pathname: string, preload: boolean): PageRoute | undefined {
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length === 1 && (`/${segments[0]}` === TERMS_PATH || `/${segments[0]}` === PRIVACY_PATH)) {
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
