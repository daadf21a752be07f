import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AccountRole, AccountStatus, VsLocation } from '../../../domain/account/account.js';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { jurisdictions } from './jurisdictions.js';
import { createdAt, intRef, serialId, timestamps, timestamptz } from './columns.js';

export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<AccountRole>().notNull().default('OWNER'),
    status: text('status').$type<AccountStatus>().notNull().default('ACTIVE'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').$type<LocaleCode>().notNull().default('en_US'),
    jurisdictionId: integer('jurisdiction_id').references(() => jurisdictions.id),
    vsLocation: text('vs_location').$type<VsLocation>(),
    birthdate: date('birthdate'),
    /** spec §2.7: type M/H/W and ten digits */
    phones: jsonb('phones').$type<Array<{ type: PhoneType; number: string }>>().notNull().default([]),
    tosAcceptedAt: timestamptz('tos_accepted_at'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * which optional e-mails the owner wants (renewal reminders, order updates, HomeSafe news), and whether
     * reminders also go by text message to a mobile number (smsReminders, decision 0502; opt-in)
     */
    notificationPreferences: jsonb('notification_preferences')
      .$type<{ renewalReminders: boolean; orderUpdates: boolean; news: boolean; smsReminders: boolean }>()
      .notNull()
      .default({ renewalReminders: true, orderUpdates: true, news: false, smsReminders: false }),
    deactivatedAt: timestamptz('deactivated_at'),
    /**
     * Moves on whenever anything the owner's pet list shows changes: the pets, their licences, photos and
     * rabies proofs, their breeds, the jurisdiction's restricted breeds, the account's jurisdiction. Database
     * triggers keep it (drizzle/0029), so that no writer can forget it; the pet module's cache of the list
     * trusts an entry only at the version it was read at (decision 1423).
     */
    petsVersion: integer('pets_version').notNull().default(0),
    ...timestamps(),
  },
  (table) => [uniqueIndex('accounts_email_key').on(sql`lower(${table.email})`)],
);

/** `account_id` of a row that belongs to one account and is deleted with it. */
export const ownerAccountId = () => intRef('account_id', () => accounts.id, 'cascade');

/** Which jurisdictions an administrator may administer (spec §6 adminHasAccess). */
export const adminJurisdictions = pgTable(
  'admin_jurisdictions',
  {
    accountId: ownerAccountId(),
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id, 'cascade'),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.jurisdictionId] })],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: ownerAccountId(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const ADDRESS_KINDS = ['PHYSICAL', 'MAILING'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** spec §3 Address: the physical address, and a separate mailing address when the owner gives one. */
export const addresses = pgTable(
  'addresses',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    kind: text('kind').$type<AddressKind>().notNull(),
    unit: text('unit'),
    civic: text('civic'),
    street: text('street'),
    additional: text('additional'),
    cityName: text('city_name').notNull(),
    province: text('province').notNull(),
    country: text('country').$type<'US' | 'CA'>().notNull(),
    postalCode: text('postal_code').notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('addresses_account_kind_key').on(table.accountId, table.kind)],
);

export type AddressRow = typeof addresses.$inferSelect;

/**
 * issue 14: every move of an owner between jurisdictions, kept for the record (decision 0304): from,
 * to, when, and who did it (the owner agreeing, or an administrator confirming).
 */
export const jurisdictionMoves = pgTable(
  'jurisdiction_moves',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    fromJurisdictionId: integer('from_jurisdiction_id').references(() => jurisdictions.id),
    toJurisdictionId: intRef('to_jurisdiction_id', () => jurisdictions.id),
    movedByAccountId: integer('moved_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    movedBy: text('moved_by').$type<'OWNER' | 'ADMIN'>().notNull(),
    movedAt: timestamptz('moved_at').notNull().defaultNow(),
  },
  (table) => [
    index('jurisdiction_moves_account_idx').on(table.accountId),
    check('jurisdiction_moves_by_check', sql`${table.movedBy} in ('OWNER', 'ADMIN')`),
  ],
);
