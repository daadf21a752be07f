import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccountRole, AccountStatus, VsLocation } from '../../../domain/account/account.js';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { jurisdictions } from './jurisdictions.js';

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
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
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** which optional e-mails the owner wants (renewal reminders, order updates, HomeSafe news) */
    notificationPreferences: jsonb('notification_preferences')
      .$type<{ renewalReminders: boolean; orderUpdates: boolean; news: boolean }>()
      .notNull()
      .default({ renewalReminders: true, orderUpdates: true, news: false }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('accounts_email_key').on(sql`lower(${table.email})`)],
);

/** Which jurisdictions an administrator may administer (spec §6 adminHasAccess). */
export const adminJurisdictions = pgTable(
  'admin_jurisdictions',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    jurisdictionId: integer('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.jurisdictionId] })],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AddressKind>().notNull(),
    unit: text('unit'),
    civic: text('civic'),
    street: text('street'),
    additional: text('additional'),
    cityName: text('city_name').notNull(),
    province: text('province').notNull(),
    country: text('country').$type<'US' | 'CA'>().notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('addresses_account_kind_key').on(table.accountId, table.kind)],
);

export type AddressRow = typeof addresses.$inferSelect;
