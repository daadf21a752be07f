// The route table as data (issue 40: 4): the screen each route of spec §2.1 shows, the catalogs its first
// render reads beyond the shell's, and whether it needs a log-in. The web app draws it (pages.tsx); the
// build imports it (scripts/route-preloads.ts) to name each route's first files in the page's shell
// (decision 1404). Plain data, no React: a Node step reads it as it is.
import type { RouteName } from '../../domain/shared/routes.js';
import type { Namespace } from '../i18n/i18n.js';

/**
 * Each screen's module (from src/web, without its extension), by the name of the component it exports
 * (STYLE.md habit 10: no default exports). pages.tsx loads each in its own chunk; its test checks that
 * each loader loads the module named here.
 */
export const SCREEN_MODULES = {
  HomePage: 'features/home/HomePage',
  LoginPage: 'features/auth/LoginPage',
  LogoutPage: 'features/auth/LogoutPage',
  ForgotPasswordPage: 'features/password/ForgotPasswordPage',
  ResetPasswordPage: 'features/password/ResetPasswordPage',
  InfoPage: 'features/info/InfoPage',
  FaqPage: 'features/info/faq/FaqPage',
  LegalPage: 'features/legal/LegalPage',
  SignUpPage: 'features/account/SignUpPage',
  CompleteSignUpPage: 'features/account/CompleteSignUpPage',
  FetchMyRecordPage: 'features/account/FetchMyRecordPage',
  DashboardPage: 'features/account/DashboardPage',
  MyDetailsPage: 'features/account/MyDetailsPage',
  ProfileSettingsPage: 'features/account/ProfileSettingsPage',
  DeactivateAccountPage: 'features/account/DeactivateAccountPage',
  SecondFactorSetupPage: 'features/second-factor/SecondFactorSetupPage',
  VerifyEmailPage: 'features/account/VerifyEmailPage',
  ConfirmEmailChangePage: 'features/account/ConfirmEmailChangePage',
  UndoEmailChangePage: 'features/account/UndoEmailChangePage',
  PetGuardiansPage: 'features/pet-guardian/PetGuardiansPage',
  AccessibilityStatementPage: 'features/accessibility/AccessibilityStatementPage',
  MyPetsPage: 'features/pet/MyPetsPage',
  AddPetPage: 'features/pet/PetFormPage',
  EditPetPage: 'features/pet/PetFormPage',
  PetLicensePage: 'features/pet/license/PetLicensePage',
  WalletCardDesignerPage: 'features/wallet-card/WalletCardDesignerPage',
  FindJurisdictionPage: 'features/jurisdiction/FindJurisdictionPage',
  StorePage: 'features/store/StorePages',
  StoreCategoryPage: 'features/store/StoreCategoryPage',
  TagGalleryPage: 'features/store/TagGalleryPage',
  ProductPage: 'features/store/ProductPage',
  OrderHistoryPage: 'features/store/OrderPages',
  OrderReceiptPage: 'features/store/OrderPages',
  BillingDetailsPage: 'features/store/BillingDetailsPage',
  BasketPage: 'features/store/BasketPage',
  RabiesProofQueuePage: 'features/admin-proofs/RabiesProofQueuePage',
  FoundPetPage: 'features/homesafe/FoundPetPage',
  FinderConversationPage: 'features/homesafe/FinderConversationPage',
  PetHomeSafePage: 'features/homesafe/PetHomeSafePage',
  AdminSearchPage: 'features/admin-search/AdminSearchPage',
  AdminOwnerPage: 'features/admin-owner/AdminOwnerPage',
  AdminPetPage: 'features/admin-pet/AdminPetPage',
  AdminImportedRecordPage: 'features/admin-imported/AdminImportedRecordPage',
  AdminOrdersPage: 'features/admin-orders/AdminOrdersPage',
  AdminOrderPage: 'features/admin-orders/AdminOrderPage',
  AdminSettingsPage: 'features/admin-settings/AdminSettingsPage',
  AdminReportsPage: 'features/admin-reports/AdminReportsPage',
  AcceptInvitePage: 'features/invite/AcceptInvitePage',
  OperatorConsolePage: 'features/operator/OperatorConsolePage',
  OperatorBoundaryPage: 'features/operator/OperatorBoundaryPage',
  OperatorJurisdictionPage: 'features/operator/OperatorJurisdictionPage',
  NotFoundPage: 'components/NotFoundPage',
} as const;

export type ScreenName = keyof typeof SCREEN_MODULES;

/**
 * A route: its screen; `texts`, the catalogs the screen's first render asks for beyond the shell's, loaded
 * beside its chunk at start (main.tsx) instead of after its first render, in waves (issue 12: P6; a
 * screen missing here still loads them itself); `logIn`, a visitor is sent to log in first; `console`, a
 * staff or operator console screen: staff without a second factor are sent to set one up (decision 0114).
 */
export type RouteEntry = {
  route: RouteName;
  screen: ScreenName;
  logIn?: true;
  console?: true;
  texts?: readonly Namespace[];
};

/** The screen of the legal pages (/tos, /privacy-policy), which stand outside the locale's routes. */
export const LEGAL_SCREEN: ScreenName = 'LegalPage';

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
const PROFILE_TEXTS: readonly Namespace[] = ['account', 'validation', 'passwordReset', 'secondFactor'];
const DEACTIVATE_TEXTS: readonly Namespace[] = ['account', 'validation'];
const SECOND_FACTOR_TEXTS: readonly Namespace[] = ['secondFactor', 'validation'];
const ORDERS_TEXTS: readonly Namespace[] = ['store'];
const RECEIPT_TEXTS: readonly Namespace[] = ['store', 'licensing', 'rabies'];
const BILLING_TEXTS: readonly Namespace[] = ['store', 'serverErrors'];

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { route: 'Home', screen: 'HomePage', texts: HOME_TEXTS },
  { route: 'Login', screen: 'LoginPage' },
  { route: 'ForgotPassword', screen: 'ForgotPasswordPage' },
  { route: 'ResetPassword', screen: 'ResetPasswordPage' },
  { route: 'SignUp', screen: 'SignUpPage', texts: SIGN_UP_TEXTS },
  { route: 'SignUpRegister', screen: 'SignUpPage', texts: SIGN_UP_TEXTS },
  { route: 'SignUpAccessCode', screen: 'CompleteSignUpPage' },
  { route: 'FetchMyRecord', screen: 'FetchMyRecordPage' },
  { route: 'VerifyEmail', screen: 'VerifyEmailPage' },
  { route: 'ConfirmEmailChange', screen: 'ConfirmEmailChangePage' },
  { route: 'UndoEmailChange', screen: 'UndoEmailChangePage' },
  { route: 'FoundPet', screen: 'FoundPetPage' },
  { route: 'FoundConversation', screen: 'FinderConversationPage' },
  { route: 'Faq', screen: 'FaqPage' },
  { route: 'Accessibility', screen: 'AccessibilityStatementPage' },
  { route: 'FindJurisdiction', screen: 'FindJurisdictionPage' },
  { route: 'Store', screen: 'StorePage' },
  { route: 'StoreTagGallery', screen: 'TagGalleryPage' },
  { route: 'StoreProduct', screen: 'ProductPage' },
  { route: 'Basket', screen: 'BasketPage' },
  // the information pages of spec §2.1 and the store's categories: one screen each (its props: pages.tsx)
  { route: 'Licensing', screen: 'InfoPage' },
  { route: 'HomeSafe', screen: 'InfoPage' },
  { route: 'SafeAndHappyFund', screen: 'InfoPage' },
  { route: 'About', screen: 'InfoPage' },
  { route: 'AboutNewLicenses', screen: 'InfoPage' },
  { route: 'AboutRenewingLicenses', screen: 'InfoPage' },
  { route: 'StoreTags', screen: 'StoreCategoryPage' },
  { route: 'StoreSmartTracker', screen: 'StoreCategoryPage' },
  { route: 'StoreWalletCards', screen: 'StoreCategoryPage' },
  { route: 'StoreCollars', screen: 'StoreCategoryPage' },
  // administrators only: the page itself sends a visitor to log in and tells an owner it is not theirs;
  // issue 17: the staff console's screens, each its own chunk like every screen: none of it loads on owners' pages
  { route: 'AdminRabiesProofs', screen: 'RabiesProofQueuePage', console: true },
  { route: 'AdminHome', screen: 'AdminSearchPage', console: true },
  { route: 'AdminOwner', screen: 'AdminOwnerPage', console: true },
  { route: 'AdminPet', screen: 'AdminPetPage', console: true },
  { route: 'AdminImportedRecord', screen: 'AdminImportedRecordPage', console: true },
  { route: 'AdminOrders', screen: 'AdminOrdersPage', console: true },
  { route: 'AdminOrder', screen: 'AdminOrderPage', console: true },
  { route: 'AdminSettings', screen: 'AdminSettingsPage', console: true },
  { route: 'AdminReports', screen: 'AdminReportsPage', console: true },
  // issue 41 (decision 0113): a staff invite's link, and the site operator's console (the page refuses anyone else)
  { route: 'AcceptInvite', screen: 'AcceptInvitePage', texts: ['operator', 'validation'] },
  { route: 'OperatorConsole', screen: 'OperatorConsolePage', console: true, texts: ['operator'] },
  {
    route: 'OperatorJurisdictionBoundary',
    screen: 'OperatorBoundaryPage',
    console: true,
    texts: ['operator', 'validation'],
  },
  {
    route: 'OperatorJurisdiction',
    screen: 'OperatorJurisdictionPage',
    console: true,
    texts: ['operator', 'validation'],
  },
  // the log-in-only screens, drawn in the account area: a visitor is sent to log in first
  { route: 'Dashboard', screen: 'DashboardPage', logIn: true, texts: DASHBOARD_TEXTS },
  { route: 'AccountApp', screen: 'DashboardPage', logIn: true, texts: DASHBOARD_TEXTS },
  { route: 'MyDetails', screen: 'MyDetailsPage', logIn: true, texts: DETAILS_TEXTS },
  { route: 'ProfileSettings', screen: 'ProfileSettingsPage', logIn: true, texts: PROFILE_TEXTS },
  { route: 'DeactivateAccount', screen: 'DeactivateAccountPage', logIn: true, texts: DEACTIVATE_TEXTS },
  { route: 'SecondFactorSetup', screen: 'SecondFactorSetupPage', logIn: true, texts: SECOND_FACTOR_TEXTS },
  { route: 'PetGuardians', screen: 'PetGuardiansPage', logIn: true, texts: GUARDIANS_TEXTS },
  { route: 'MyPets', screen: 'MyPetsPage', logIn: true, texts: PETS_TEXTS },
  { route: 'AddPet', screen: 'AddPetPage', logIn: true, texts: ADD_PET_TEXTS },
  { route: 'EditPet', screen: 'EditPetPage', logIn: true, texts: EDIT_PET_TEXTS },
  { route: 'PetLicense', screen: 'PetLicensePage', logIn: true, texts: LICENSE_TEXTS },
  { route: 'PetHomeSafe', screen: 'PetHomeSafePage', logIn: true, texts: PET_HOMESAFE_TEXTS },
  { route: 'WalletCardDesigner', screen: 'WalletCardDesignerPage', logIn: true, texts: WALLET_CARD_TEXTS },
  { route: 'OrderHistory', screen: 'OrderHistoryPage', logIn: true, texts: ORDERS_TEXTS },
  { route: 'OrderReceipt', screen: 'OrderReceiptPage', logIn: true, texts: RECEIPT_TEXTS },
  { route: 'BillingDetails', screen: 'BillingDetailsPage', logIn: true, texts: BILLING_TEXTS },
];
