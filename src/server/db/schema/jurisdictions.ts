import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CountryCode, LocaleCode } from '../../../domain/locale/locales.js';
import type { BoundaryGeometry } from '../../../domain/jurisdiction/boundary.rules.js';
import type {
  FaqByLocale,
  InfoPages,
  LicensePolicy,
  MoveTermsByLocale,
} from '../../../domain/jurisdiction/jurisdiction.js';
import type { BoundaryLayer } from '../../../domain/jurisdiction/map.rules.js';
import { createdAt, intRef, serialId, timestamptz } from './columns.js';

// spec §3 City, PRODUCT.md §4
export const jurisdictions = pgTable(
  'jurisdictions',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    timezone: text('timezone').notNull(),
    locales: text('locales').array().$type<LocaleCode[]>().notNull(),
    displayHomeSafePage: boolean('display_home_safe_page').notNull().default(false),
    displaySafeAndHappyFundPage: boolean('display_safe_and_happy_fund_page').notNull().default(false),
    displayLicensingPage: boolean('display_licensing_page').notNull().default(false),
    displayAboutPage: boolean('display_about_page').notNull().default(false),
    noLicensing: boolean('no_licensing').notNull().default(false),
    htmlLicensingLinkTitle: text('html_licensing_link_title'),
    htmlHomesafeLinkTitle: text('html_homesafe_link_title'),
    htmlSafeAndHappyFundLinkTitle: text('html_safe_and_happy_fund_link_title'),
    infoPages: jsonb('info_pages').$type<InfoPages>().notNull().default({}),
    /** spec §3 Jurisdiction move terms per locale: shown to an owner moving in (decision 0304) */
    moveTerms: jsonb('move_terms').$type<MoveTermsByLocale>().notNull().default({}),
    /** issue 20 (decision 0601): the FAQ per locale, answers sanitised HTML */
    faq: jsonb('faq').$type<FaqByLocale>().notNull().default({}),
    supportPhone: text('support_phone').notNull(),
    /** the help line's e-mail (landing page, dashboard, accessibility statement); null: phone only */
    supportEmail: text('support_email'),
    /** #rrggbb for the landing page's band; shown only where white text reads on it (decision 0020) */
    brandColor: text('brand_color'),
    /** an https or same-origin address of a small logo; null: a monogram of the name */
    logoUrl: text('logo_url'),
    /** merchandise tax in basis points (1/100 of a percent) */
    merchandiseTaxBasisPoints: integer('merchandise_tax_basis_points').notNull().default(0),
    licensePolicy: jsonb('license_policy').$type<LicensePolicy>(),
    boundaryColor: text('boundary_color'),
    /** issue 17 (decision 0702): raised by every staff edit of the settings; a stale edit is refused */
    settingsVersion: integer('settings_version').notNull().default(1),
    isDefault: boolean('is_default').notNull().default(false),
    isCountryDefault: boolean('is_country_default').notNull().default(false),
    /**
     * issue 41 (decision 0308): when the site operator retired it; null while it is offered. A retired
     * jurisdiction is offered to no one new (chooser, sign-up, a visitor's city) and sells no licence; its
     * owners keep their accounts and records.
     */
    retiredAt: timestamptz('retired_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jurisdictions_slug_key').on(table.slug),
    uniqueIndex('jurisdictions_one_default').on(table.isDefault).where(sql`${table.isDefault}`),
  ],
);

export type JurisdictionRow = typeof jurisdictions.$inferSelect;

/**
 * spec §3 Jurisdiction boundary (issue 14): a jurisdiction's included and excluded boundaries. The
 * geometry is GeoJSON (Polygon or MultiPolygon, longitude first); a POSTAL_CODE boundary may have none
 * and then matches addresses by their own ZIP or forward sortation area (decision 0302).
 */
export const jurisdictionBoundaries = pgTable(
  'jurisdiction_boundaries',
  {
    id: serialId(),
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id, 'cascade'),
    /** included in the jurisdiction, or cut out of its included boundaries */
    role: text('role').$type<'INCLUDED' | 'EXCLUDED'>().notNull(),
    name: text('name').notNull(),
    externalSource: text('external_source').notNull(),
    externalSourceId: text('external_source_id').notNull(),
    externalSourceLayer: text('external_source_layer').$type<BoundaryLayer>().notNull(),
    fillColor: text('fill_color'),
    strokeColor: text('stroke_color'),
    geometry: jsonb('geometry').$type<BoundaryGeometry>(),
    /** an uploaded boundary's drawing, simplified (decision 0307); null: the map draws `geometry` */
    mapGeometry: jsonb('map_geometry').$type<BoundaryGeometry>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('jurisdiction_boundaries_jurisdiction_idx').on(table.jurisdictionId),
    uniqueIndex('jurisdiction_boundaries_source_key').on(
      table.jurisdictionId,
      table.role,
      table.externalSourceLayer,
      table.externalSourceId,
    ),
    check('jurisdiction_boundaries_role_check', sql`${table.role} in ('INCLUDED', 'EXCLUDED')`),
    check(
      'jurisdiction_boundaries_geometry_check',
      sql`${table.geometry} is not null or ${table.externalSourceLayer} = 'POSTAL_CODE'`,
    ),
  ],
);

export type JurisdictionBoundaryRow = typeof jurisdictionBoundaries.$inferSelect;
