// Routes as data (spec §2.1): every screen's name and path after /{locale}.
import type { LocaleCode } from '../locale/locales.js';

export const ROUTES = {
  Home: '',
  Login: 'login',
  ForgotPassword: 'forgot-password',
  ResetPassword: 'reset-password',
  SignUp: 'signup',
  SignUpRegister: 'signup/register',
  /** spec §2.6, §4 Access code: sign-up completed with a code; "Fetch my record" e-mails one */
  SignUpAccessCode: 'signup/access-code',
  FetchMyRecord: 'signup/fetch-my-record',
  Dashboard: 'account',
  AccountApp: 'account/full/account-app',
  MyPets: 'account/full/account-app/my-pets/',
  /** issue 13 (decision 0203): the pet panel; ?welcome=1 is the step after sign-up, EditPet takes ?pet=<id> */
  AddPet: 'account/full/account-app/my-pets/add',
  EditPet: 'account/full/account-app/my-pets/edit',
  /** issue 16 (decisions 0501, 0502): license or renew one pet's licence, ?pet=<id>; the licence reminders link here */
  PetLicense: 'account/full/account-app/my-pets/license',
  /** issue 18 (decision 0802): one pet's HomeSafe page (lost / found, finders' messages), ?pet=<id> */
  PetHomeSafe: 'account/full/account-app/my-pets/homesafe',
  /** issue 18 (decision 0801): the wallet card designer, ?pet=<id> (without: which pet), &design=<id> */
  WalletCardDesigner: 'account/full/account-app/my-pets/wallet-card',
  MyDetails: 'account/full/account-app/settings/my-details',
  PetGuardians: 'account/full/account-app/settings/pet-guardians',
  ProfileSettings: 'account/full/account-app/settings/profile-settings',
  OrderHistory: 'account/full/account-app/settings/order-history',
  /** issue 15 (decision 0403): one order's receipt, ?order=<number> */
  OrderReceipt: 'account/full/account-app/settings/order-history/receipt',
  BillingDetails: 'account/full/account-app/settings/billing-details',
  DeactivateAccount: 'account/full/account-app/settings/deactivate',
  /** issue 41 (3), decision 0111: the account's two-step log-in (an authenticator app and recovery codes) */
  SecondFactorSetup: 'account/full/account-app/settings/two-step-sign-in',
  Logout: 'logout',
  VerifyEmail: 'verify-email',
  /** issue 10 (2): the link sent to a new e-mail address, and the old address's link to undo the change */
  ConfirmEmailChange: 'confirm-email-change',
  UndoEmailChange: 'undo-email-change',
  Licensing: 'licensing',
  HomeSafe: 'homesafe',
  SafeAndHappyFund: 'safe-and-happy-fund',
  /** issue 18 (decision 0802): a tag's public found page (build its address with foundPageUrl) */
  FoundPet: 'found/:code',
  /** the finder's private page, ?token=<their e-mailed token> */
  FoundConversation: 'found/conversation',
  About: 'about',
  /** issue 20 (decision 0601): under the licensing page they belong to; the FAQ at the top level */
  AboutNewLicenses: 'licensing/new',
  AboutRenewingLicenses: 'licensing/renew',
  Faq: 'faq',
  /** issue 11: the accessibility statement (decision 0019) */
  Accessibility: 'accessibility',
  /** issue 14: the public "Which jurisdiction am I in?" lookup (decision 0303) */
  FindJurisdiction: 'find-my-jurisdiction',
  Store: 'store',
  StoreTags: 'store/tags',
  /** issue 15 (decision 0406): every tag design × shape × colour, ?shape=<picture key>&color=<colour> */
  StoreTagGallery: 'store/tags/gallery',
  /** issue 15 (decision 0401): one product, ?id=<slug> */
  StoreProduct: 'store/product',
  StoreSmartTracker: 'store/smart-tracker',
  StoreWalletCards: 'store/wallet-cards',
  StoreCollars: 'store/collars',
  Basket: 'basket',
  /** issue 16 (decision 0220): administrators' queue of rabies proofs to verify */
  AdminRabiesProofs: 'admin/rabies-proofs',
  /** issue 17 (decision 0701): the staff console — its landing page is the search; records take ?id=<id> */
  AdminHome: 'admin',
  AdminOwner: 'admin/owner',
  AdminPet: 'admin/pet',
  /** an imported owner record not signed up yet, ?id=<owner record id> (resend its access code) */
  AdminImportedRecord: 'admin/imported-record',
  /** issue 17 (decision 0702): the staff console's orders, one order (?number=), settings, reports */
  AdminOrders: 'admin/orders',
  AdminOrder: 'admin/orders/order',
  AdminSettings: 'admin/settings',
  AdminReports: 'admin/reports',
  /** issue 41 (decision 0113): a staff invite's one-time link, ?token=<token>; the site operator's console */
  AcceptInvite: 'invite',
  OperatorConsole: 'operator',
  /** issue 41 part 2 (decision 0307): a jurisdiction's boundary file, ?jurisdiction=<id> */
  OperatorJurisdictionBoundary: 'operator/jurisdiction/boundary',
  /** issue 41 part 1 (decision 0308): a jurisdiction created (no query) or edited and retired, ?jurisdiction=<id> */
  OperatorJurisdiction: 'operator/jurisdiction',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Route names of the order-store pages (spec §2.1 redirectRouteName). */
export const ORDER_STORE_ROUTE_NAMES = {
  tags: 'pawport_order_store_tags',
  walletCards: 'pawport_order_store_wallet_cards',
  collars: 'pawport_order_store_collars',
} as const;

const STORE_QUERIES: Partial<Record<RouteName, string>> = {
  StoreTags: `?redirectRouteName=${ORDER_STORE_ROUTE_NAMES.tags}`,
  StoreWalletCards: `?redirectRouteName=${ORDER_STORE_ROUTE_NAMES.walletCards}`,
  StoreCollars: `?redirectRouteName=${ORDER_STORE_ROUTE_NAMES.collars}`,
};

export function getHref(name: RouteName, locale: LocaleCode, query?: Record<string, string>): string {
  const path = ROUTES[name];
  const base = `/${locale}${path ? `/${path}` : '/'}`;
  const extra = query ? new URLSearchParams(query).toString() : '';
  const fixed = STORE_QUERIES[name];
  if (fixed) return `${base}${fixed}${extra ? `&${extra}` : ''}`;
  return extra ? `${base}?${extra}` : base;
}

/** Pages outside the locale prefix (spec §2.1). */
export const TERMS_PATH = '/tos';
export const PRIVACY_PATH = '/privacy-policy';

/** spec §2.2: the external help centre. */
export const HELP_CENTRE_URL = 'https://help.pawport.example/';
