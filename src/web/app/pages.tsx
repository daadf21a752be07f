// The screen of each route of spec §2.1, each loaded lazily in its own chunk; a log-in-only screen
// sends a visitor to log in first.
import { isValidElement, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type LocaleCode, resolveLocale } from '../../domain/locale/locales.js';
import { PRIVACY_PATH, ROUTES, type RouteName, TERMS_PATH } from '../../domain/shared/routes.js';
import type { Namespace } from '../i18n/i18n.js';
import { type LazyPage, lazyPage } from './lazy-page.js';

const HomePage = lazyPage(() => import('../features/home/HomePage.js'), 'HomePage');
const LoginPage = lazyPage(() => import('../features/auth/LoginPage.js'), 'LoginPage');
export const LogoutPage = lazyPage(() => import('../features/auth/LogoutPage.js'), 'LogoutPage');
const ForgotPasswordPage = lazyPage(() => import('../features/password/ForgotPasswordPage.js'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/password/ResetPasswordPage.js'), 'ResetPasswordPage');
const InfoPage = lazyPage(() => import('../features/info/InfoPage.js'), 'InfoPage');
const FaqPage = lazyPage(() => import('../features/info/faq/FaqPage.js'), 'FaqPage');
export const LegalPage = lazyPage(() => import('../features/legal/LegalPage.js'), 'LegalPage');
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
const ConfirmEmailChangePage = lazyPage(
  () => import('../features/account/ConfirmEmailChangePage.js'),
  'ConfirmEmailChangePage',
);
const UndoEmailChangePage = lazyPage(() => import('../features/account/UndoEmailChangePage.js'), 'UndoEmailChangePage');
const PetGuardiansPage = lazyPage(() => import('../features/pet-guardian/PetGuardiansPage.js'), 'PetGuardiansPage');
const AccessibilityStatementPage = lazyPage(
  () => import('../features/accessibility/AccessibilityStatementPage.js'),
  'AccessibilityStatementPage',
);
const MyPetsPage = lazyPage(() => import('../features/pet/MyPetsPage.js'), 'MyPetsPage');
const AddPetPage = lazyPage(() => import('../features/pet/PetFormPage.js'), 'AddPetPage');
const EditPetPage = lazyPage(() => import('../features/pet/PetFormPage.js'), 'EditPetPage');
const PetLicensePage = lazyPage(() => import('../features/pet/license/PetLicensePage.js'), 'PetLicensePage');
const WalletCardDesignerPage = lazyPage(
  () => import('../features/wallet-card/WalletCardDesignerPage.js'),
  'WalletCardDesignerPage',
);
const FindJurisdictionPage = lazyPage(
  () => import('../features/jurisdiction/FindJurisdictionPage.js'),
  'FindJurisdictionPage',
);
const StorePage = lazyPage(() => import('../features/store/StorePages.js'), 'StorePage');
const StoreCategoryPage = lazyPage(() => import('../features/store/StoreCategoryPage.js'), 'StoreCategoryPage');
const TagGalleryPage = lazyPage(() => import('../features/store/TagGalleryPage.js'), 'TagGalleryPage');
const ProductPage = lazyPage(() => import('../features/store/ProductPage.js'), 'ProductPage');
const OrderHistoryPage = lazyPage(() => import('../features/store/OrderPages.js'), 'OrderHistoryPage');
const OrderReceiptPage = lazyPage(() => import('../features/store/OrderPages.js'), 'OrderReceiptPage');
const BillingDetailsPage = lazyPage(() => import('../features/store/BillingDetailsPage.js'), 'BillingDetailsPage');
const BasketPage = lazyPage(() => import('../features/store/BasketPage.js'), 'BasketPage');
const RabiesProofQueuePage = lazyPage(
  () => import('../features/admin/RabiesProofQueuePage.js'),
  'RabiesProofQueuePage',
);
const FoundPetPage = lazyPage(() => import('../features/homesafe/FoundPetPage.js'), 'FoundPetPage');
const FinderConversationPage = lazyPage(
  () => import('../features/homesafe/FinderConversationPage.js'),
  'FinderConversationPage',
);
const PetHomeSafePage = lazyPage(() => import('../features/homesafe/PetHomeSafePage.js'), 'PetHomeSafePage');
// issue 17: the staff console's screens, each its own chunk like every screen: none of it loads on owners' pages
const AdminSearchPage = lazyPage(() => import('../features/admin/search/AdminSearchPage.js'), 'AdminSearchPage');
const AdminOwnerPage = lazyPage(() => import('../features/admin/owner/AdminOwnerPage.js'), 'AdminOwnerPage');
const AdminPetPage = lazyPage(() => import('../features/admin/pet/AdminPetPage.js'), 'AdminPetPage');
const AdminImportedRecordPage = lazyPage(
  () => import('../features/admin/imported/AdminImportedRecordPage.js'),
  'AdminImportedRecordPage',
);
const AdminOrdersPage = lazyPage(() => import('../features/admin/orders/AdminOrdersPage.js'), 'AdminOrdersPage');
const AdminOrderPage = lazyPage(() => import('../features/admin/orders/AdminOrderPage.js'), 'AdminOrderPage');
const AdminSettingsPage = lazyPage(
  () => import('../features/admin/settings/AdminSettingsPage.js'),
  'AdminSettingsPage',
);
const AdminReportsPage = lazyPage(() => import('../features/admin/reports/AdminReportsPage.js'), 'AdminReportsPage');
export const NotFoundPage = lazyPage(() => import('../components/NotFoundPage.js'), 'NotFoundPage');

/**
 * `texts`: the catalogs a screen's first render asks for beyond the shell's, loaded beside its chunk at
 * start (main.tsx) instead of after its first render, in waves (issue 12: P6; a screen missing here
 * still loads them itself).
 */
export type PageRoute = { route: RouteName; page: ReactNode; logIn?: true; texts?: readonly Namespace[] };

const SIGN_UP_TEXTS: readonly Namespace[] = ['account', 'validation', 'address', 'jurisdiction'];
const DASHBOARD_TEXTS: readonly Namespace[] = ['account', 'homesafe', 'store'];

export const PAGES: PageRoute[] = [
  { route: 'Home', page: <HomePage /> },
  { route: 'Login', page: <LoginPage /> },
  { route: 'ForgotPassword', page: <ForgotPasswordPage /> },
  { route: 'ResetPassword', page: <ResetPasswordPage /> },
  { route: 'SignUp', page: <SignUpPage />, texts: SIGN_UP_TEXTS },
  { route: 'SignUpRegister', page: <SignUpPage />, texts: SIGN_UP_TEXTS },
  { route: 'SignUpAccessCode', page: <CompleteSignUpPage /> },
  { route: 'FetchMyRecord', page: <FetchMyRecordPage /> },
  { route: 'VerifyEmail', page: <VerifyEmailPage /> },
  { route: 'ConfirmEmailChange', page: <ConfirmEmailChangePage /> },
  { route: 'UndoEmailChange', page: <UndoEmailChangePage /> },
  { route: 'Dashboard', page: <DashboardPage />, logIn: true, texts: DASHBOARD_TEXTS },
  { route: 'AccountApp', page: <DashboardPage />, logIn: true, texts: DASHBOARD_TEXTS },
  { route: 'MyDetails', page: <MyDetailsPage />, logIn: true },
  { route: 'ProfileSettings', page: <ProfileSettingsPage />, logIn: true },
  { route: 'DeactivateAccount', page: <DeactivateAccountPage />, logIn: true },
  { route: 'PetGuardians', page: <PetGuardiansPage />, logIn: true },
  { route: 'Licensing', page: <InfoPage page="licensing" /> },
  { route: 'HomeSafe', page: <InfoPage page="homesafe" /> },
  { route: 'SafeAndHappyFund', page: <InfoPage page="safeAndHappyFund" /> },
  { route: 'FoundPet', page: <FoundPetPage /> },
  { route: 'FoundConversation', page: <FinderConversationPage /> },
  { route: 'About', page: <InfoPage page="about" /> },
  { route: 'AboutNewLicenses', page: <InfoPage page="aboutNewLicenses" /> },
  { route: 'AboutRenewingLicenses', page: <InfoPage page="aboutRenewingLicenses" /> },
  { route: 'Faq', page: <FaqPage /> },
  { route: 'Accessibility', page: <AccessibilityStatementPage /> },
  { route: 'FindJurisdiction', page: <FindJurisdictionPage /> },
  { route: 'MyPets', page: <MyPetsPage />, logIn: true },
  { route: 'AddPet', page: <AddPetPage />, logIn: true },
  { route: 'EditPet', page: <EditPetPage />, logIn: true },
  { route: 'PetLicense', page: <PetLicensePage />, logIn: true },
  { route: 'PetHomeSafe', page: <PetHomeSafePage />, logIn: true },
  { route: 'WalletCardDesigner', page: <WalletCardDesignerPage />, logIn: true },
  { route: 'OrderHistory', page: <OrderHistoryPage />, logIn: true },
  { route: 'OrderReceipt', page: <OrderReceiptPage />, logIn: true },
  { route: 'BillingDetails', page: <BillingDetailsPage />, logIn: true },
  { route: 'Store', page: <StorePage /> },
  { route: 'StoreTags', page: <StoreCategoryPage category="TAG" /> },
  { route: 'StoreTagGallery', page: <TagGalleryPage /> },
  { route: 'StoreSmartTracker', page: <StoreCategoryPage category="SMART_TRACKER" /> },
  { route: 'StoreWalletCards', page: <StoreCategoryPage category="WALLET_CARD" /> },
  { route: 'StoreCollars', page: <StoreCategoryPage category="COLLAR" /> },
  { route: 'StoreProduct', page: <ProductPage /> },
  { route: 'Basket', page: <BasketPage /> },
  // administrators only: the page itself sends a visitor to log in and tells an owner it is not theirs
  { route: 'AdminRabiesProofs', page: <RabiesProofQueuePage /> },
  { route: 'AdminHome', page: <AdminSearchPage /> },
  { route: 'AdminOwner', page: <AdminOwnerPage /> },
  { route: 'AdminPet', page: <AdminPetPage /> },
  { route: 'AdminImportedRecord', page: <AdminImportedRecordPage /> },
  { route: 'AdminOrders', page: <AdminOrdersPage /> },
  { route: 'AdminOrder', page: <AdminOrderPage /> },
  { route: 'AdminSettings', page: <AdminSettingsPage /> },
  { route: 'AdminReports', page: <AdminReportsPage /> },
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
  const segments = pathname
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length === 1 && (`/${segments[0]}` === TERMS_PATH || `/${segments[0]}` === PRIVACY_PATH)) {
    void LegalPage.preload();
    return [];
  }
  const rest = (LOCALE_LIKE.test(segments[0] ?? '') ? segments.slice(1) : segments).join('/');
  const found = PAGES.find(({ route }) => ROUTES[route].replace(/\/$/, '').toLowerCase() === rest);
  void (found ? screenOf(found.page) : NotFoundPage)?.preload();
  return found?.texts ?? [];
}
