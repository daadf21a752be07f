import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LicenseLine } from '../../../domain/license/license-line.js';
import type { CountryCode, CurrencyCode } from '../../../domain/locale/locales.js';
import type { ChosenOptions } from '../../../domain/store/basket.rules.js';
import type { CatalogCategory, LocalizedText, ProductOption } from '../../../domain/store/catalog.js';
import type { TrackerPlan } from '../../../domain/store/smart-tracker.rules.js';
import { accounts } from './accounts.js';
import { intRef, serialId, timestamps, uuidId, uuidRef } from './columns.js';
import { pets } from './pets.js';
import { walletCardRef } from './wallet-cards.js';

/**
 * PRODUCT.md §5 (decision 0401): what the store sells. A product's words are per locale; its price is
 * per country (product_prices); the options it offers and whether it is engraved are data.
 */
export const products = pgTable(
  'products',
  {
    id: uuidId(),
    /** the product page's address (/store/product?id=<slug>) */
    slug: text('slug').notNull(),
    category: text('category').$type<CatalogCategory>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** which of the web app's product pictures shows it */
    imageKey: text('image_key').notNull(),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /** tags: the pet's name and a phone number are engraved (ENGRAVING) */
    engraved: boolean('engraved').notNull().default(false),
    /** a smart tracker's subscription plan (decision 0402): sold only through the tracker block, for a pet */
    plan: jsonb('plan').$type<TrackerPlan>(),
    /** in the store's lists, ascending */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [uniqueIndex('products_slug_key').on(table.slug)],
);

export type ProductRow = typeof products.$inferSelect;

/** A product's price in one country, in integer cents of that country's currency (PRODUCT.md §3). */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: uuidRef('product_id', () => products.id, 'cascade'),
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.country] }),
    check('product_prices_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** The versions of every basket (baskets.version). */
export const basketVersions = pgSequence('basket_versions');

/**
 * PRODUCT.md §5: one open basket per owner, or per visitor (its cookie's token hash), merged into the
 * owner's at log-in. A basket sells in one country: its lines' currency.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: serialId(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** sha-256 of the visitor's basket cookie; null once the basket belongs to an account */
    visitorTokenHash: text('visitor_token_hash'),
    country: text('country').$type<CountryCode>().notNull(),
    /**
     * issue 36 (decision 0407): moves on with every change to the basket's lines (triggers on basket_lines,
     * drizzle/0031). Drawn from one sequence for all baskets, so a version names one state of one basket for
     * good: a checkout names the version it paid, and a second submission for that version learns it was paid.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(sql`nextval('basket_versions')`),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('baskets_account_key').on(table.accountId),
    uniqueIndex('baskets_visitor_key').on(table.visitorTokenHash),
    check('baskets_has_holder', sql`${table.accountId} is not null or ${table.visitorTokenHash} is not null`),
  ],
);

export type BasketRow = typeof baskets.$inferSelect;

/** One product in a basket, with its chosen options and the price it was added at. */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: uuidId(),
    basketId: intRef('basket_id', () => baskets.id, 'cascade'),
    productId: uuidRef('product_id', () => products.id),
    /** the line's own pet (a tracker or a tag for one pet); null for the household */
    petId: integer('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<ChosenOptions>().notNull().default({}),
    /** the options as one comparable key: the same product with the same options is one line */
    optionsKey: text('options_key').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** a licence line (the pet-license product): the term and fee quoted when it was added */
    license: jsonb('license').$type<LicenseLine>(),
    /** a designed wallet card (decision 0801): its exported SVGs, kept for printing */
    walletCardId: walletCardRef('set null'),
    ...timestamps(),
  },
  (table) => [
    index('basket_lines_basket_idx').on(table.basketId),
    uniqueIndex('basket_lines_same_choice_key').on(table.basketId, table.productId, table.optionsKey),
    check('basket_lines_quantity_range', sql`${table.quantity} between 1 and 10`),
  ],
);

export type BasketLineRow = typeof basketLines.$inferSelect;
