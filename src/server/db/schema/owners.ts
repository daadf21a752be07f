// Every table has one owner (issue 40): the module that writes it and answers for its rules. Another
// module reaches the rows through the owner's functions (`<owner>.functions.ts`, inside the caller's
// transaction) or use cases, never through the table itself; scripts/table-owners.test.ts refuses a
// file that names a table its module does not own. Adding a table: add its owner here (the type below
// fails until every table has one).
import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index.js';

type Schema = typeof schema;
export type TableName = { [Name in keyof Schema]: Schema[Name] extends PgTable ? Name : never }[keyof Schema];

/** A server module (`src/server/modules/<name>`), an adapter that keeps its own ledger, or shared machinery (the per-IP counters). */
export type TableOwner =
  | 'access-code'
  | 'account'
  | 'admin'
  | 'admin-orders'
  | 'auth'
  | 'email'
  | 'homesafe'
  | 'integrations/payments'
  | 'jurisdiction'
  | 'license'
  | 'operator'
  | 'password'
  | 'pet'
  | 'pet-guardian'
  | 'photo'
  | 'rabies'
  | 'shared/rate-limit'
  | 'reminder'
  | 'second-factor'
  | 'sms'
  | 'store'
  | 'wallet-card';

export const TABLE_OWNERS = {
  // the owner's account: who they are, where they live, how to reach them
  accounts: 'account',
  addresses: 'account',
  jurisdictionMoves: 'account',
  mobileVerifications: 'account',
  emailVerificationTokens: 'account',
  emailChanges: 'account',
  adminJurisdictions: 'account',
  // signing in
  sessions: 'auth',
  loginThrottles: 'auth',
  knownDevices: 'auth',
  loginChallenges: 'auth',
  passwordResetTokens: 'password',
  totpFactors: 'second-factor',
  recoveryCodes: 'second-factor',
  webauthnCredentials: 'second-factor',
  webauthnChallenges: 'second-factor',
  rateLimits: 'shared/rate-limit',
  // jurisdictions and their boundaries
  jurisdictions: 'jurisdiction',
  jurisdictionBoundaries: 'jurisdiction',
  // pets and what belongs to them
  pets: 'pet',
  breeds: 'pet',
  jurisdictionRestrictedBreeds: 'pet',
  temperamentOptions: 'pet',
  petGuardians: 'pet-guardian',
  petPhotos: 'photo',
  petLicenses: 'license',
  licenseSequences: 'license',
  rabiesProofs: 'rabies',
  remindersSent: 'reminder',
  walletCards: 'wallet-card',
  // HomeSafe
  foundConversations: 'homesafe',
  foundMessages: 'homesafe',
  // the store: catalog, baskets, orders, cards, plans
  products: 'store',
  productPrices: 'store',
  baskets: 'store',
  basketLines: 'store',
  orders: 'store',
  orderLines: 'store',
  checkoutAttempts: 'store',
  cardTokens: 'store',
  savedCards: 'store',
  trackerSubscriptions: 'store',
  trackerApiTokens: 'store',
  stripeWebhookEvents: 'store',
  testProcessorPayments: 'integrations/payments',
  // imported owner records and their access codes
  ownerRecords: 'access-code',
  accessCodes: 'access-code',
  // staff
  auditLog: 'admin',
  counterPayments: 'admin',
  orderRefunds: 'admin-orders',
  orderNotes: 'admin-orders',
  // the site operator: staff invites and the operator's audit log (decision 0113)
  staffInvites: 'operator',
  operatorAuditLog: 'operator',
  // outboxes
  emailOutbox: 'email',
  smsOutbox: 'sms',
} as const satisfies Record<TableName, TableOwner>;
