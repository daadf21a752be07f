import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { BreedSpecies, EditPetGender } from '../../../domain/pet/pet.codes.js';
import type { PetColorName } from '../../../domain/pet/pet-colors.js';
import type { LicenseFeeBreakdown, LicenseStatus } from '../../../domain/license/license-fee.rules.js';
import { accounts, ownerAccountId } from './accounts.js';
import { createdAt, intRef, serialId, timestamps, timestamptz } from './columns.js';
import { jurisdictions } from './jurisdictions.js';

/**
 * spec §3 Breed (decisions 1003, 0201): the dog and cat breed lists, loaded by a migration with a
 * fixed uuid per breed (the same breed has the same uuid in every database).
 */
export const breeds = pgTable(
  'breeds',
  {
    id: serialId(),
    uuid: uuid('uuid').notNull(),
    species: text('species').$type<BreedSpecies>().notNull(),
    name: text('name').notNull(),
    /** TOY, SMALL, MEDIUM, LARGE, GIANT */
    size: text('size'),
    /** dogs: the kennel-club group; cats: the coat; mixed entries: MIXED */
    type: text('type'),
  },
  (table) => [
    uniqueIndex('breeds_uuid_key').on(table.uuid),
    uniqueIndex('breeds_species_name_key').on(table.species, sql`lower(${table.name})`),
  ],
);

/** A breed a jurisdiction restricts (decision 0201): a flag on the pet that licensing will act on. */
export const jurisdictionRestrictedBreeds = pgTable(
  'jurisdiction_restricted_breeds',
  {
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id, 'cascade'),
    breedId: intRef('breed_id', () => breeds.id, 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.jurisdictionId, table.breedId] })],
);

/** spec §2.15, §3 Temperament option: the picker's options, with their text per locale (decision 0202). */
export const temperamentOptions = pgTable('temperament_options', {
  value: text('value').primaryKey(),
  position: integer('position').notNull(),
  texts: jsonb('texts').$type<Partial<Record<LocaleCode, string>>>().notNull(),
});

/** spec §3 Pet, §5 Pet; an owner's pet, active until retired ("No longer with me"). */
export const pets = pgTable(
  'pets',
  {
    id: serialId(),
    accountId: ownerAccountId(),
    species: text('species').$type<BreedSpecies>().notNull(),
    name: text('name').notNull(),
    sex: text('sex').$type<EditPetGender>().notNull(),
    /** a UTC calendar day; with dobIsApproximate, today minus the approximate age (spec §4 Submit) */
    birthday: date('birthday').notNull(),
    dobIsApproximate: boolean('dob_is_approximate').notNull().default(false),
    /** cats only: indoor (true) or outdoor (false) */
    indoorAnimal: boolean('indoor_animal'),
    breedKnown: boolean('breed_known').notNull(),
    /** the breed as the owner gave it (a list name or free text, spec §5 Pet Breed) */
    breedName: text('breed_name'),
    /** the list breed of that name, when there is one */
    breedId: integer('breed_id').references(() => breeds.id),
    colors: text('colors').array().$type<PetColorName[]>().notNull(),
    temperament: text('temperament').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    neutered: boolean('neutered'),
    /** set by staff when they accept neuter proof (the licensing issue); locks neutered */
    neuterProofVerifiedAt: timestamptz('neuter_proof_verified_at'),
    /** set by staff when they accept a service animal's documents: its licence is free (PRODUCT.md §4, decision 0501) */
    serviceAnimalVerifiedAt: timestamptz('service_animal_verified_at'),
    microchip: text('microchip'),
    tattoo: text('tattoo'),
    markings: text('markings'),
    coat: text('coat'),
    biography: text('biography'),
    notes: text('notes'),
    /** "No longer with me": the pet is inactive from then on, and keeps its history */
    retiredAt: timestamptz('retired_at'),
    /**
     * HomeSafe (issue 18, decision 0802): the public code on the pet's tag and wallet card, ten characters
     * of TAG_CODE_ALPHABET drawn from a CSPRNG by the database function pawport_tag_code() (migration 0024),
     * its default: every new pet gets one, and existing pets got theirs when the column was added
     */
    tagCode: text('tag_code').notNull().default(sql`pawport_tag_code()`),
    /** marked lost by the owner: the day it went missing and where (null: not lost) */
    lostOn: date('lost_on'),
    lostWhere: text('lost_where'),
    ...timestamps(),
  },
  (table) => [index('pets_account_idx').on(table.accountId), uniqueIndex('pets_tag_code_key').on(table.tagCode)],
);

export type PetRow = typeof pets.$inferSelect;

/** PRODUCT.md §4 Licence status. */
export type PetLicenseStatus = LicenseStatus;

/**
 * A licence of a pet (PRODUCT.md §4, decision 0501): its number and tag, its term, what it cost and
 * which order paid for it. Any licence not REVOKED makes the pet "licensed": species, sex, birth data and
 * breed are locked. One licence per pet and term start (a second purchase of the same term is refused).
 */
export const petLicenses = pgTable(
  'pet_licenses',
  {
    id: serialId(),
    petId: intRef('pet_id', () => pets.id, 'cascade'),
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id),
    /** the owner who bought it (null: a licence recorded before checkout existed) */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    tagNumber: text('tag_number'),
    status: text('status').$type<PetLicenseStatus>().notNull(),
    termYears: integer('term_years').notNull().default(1),
    termStart: date('term_start').notNull(),
    termEnd: date('term_end').notNull(),
    /** the fee breakdown charged, in minor units of `currency` */
    fee: jsonb('fee').$type<LicenseFeeBreakdown>(),
    currency: text('currency'),
    /** the order that paid for it */
    orderId: uuid('order_id'),
    /** the licence this one renews */
    renewalOfId: integer('renewal_of_id'),
    issuedAt: timestamptz('issued_at').notNull().defaultNow(),
    revokedReason: text('revoked_reason'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('pet_licenses_number_key').on(table.number),
    index('pet_licenses_pet_idx').on(table.petId),
    uniqueIndex('pet_licenses_one_per_term').on(table.petId, table.termStart).where(sql`${table.status} <> 'REVOKED'`),
    index('pet_licenses_term_end_idx').on(table.termEnd),
    // decision 0805: a finder's licence tag number finds the pet (HomeSafe's look-up, at any number of licences)
    index('pet_licenses_tag_number_idx').on(table.tagNumber),
  ],
);

/**
 * Gap-free numbers per jurisdiction (PRODUCT.md §4): `license` per year of issue, `tag` for all years
 * (year 0). The counter row is updated in the checkout's transaction, so a rolled-back order gives its
 * number back and concurrent checkouts queue on the row.
 */
export const licenseSequences = pgTable(
  'license_sequences',
  {
    jurisdictionId: intRef('jurisdiction_id', () => jurisdictions.id),
    kind: text('kind').$type<'license' | 'tag'>().notNull(),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.jurisdictionId, table.kind, table.year] })],
);

export type PetLicenseRow = typeof petLicenses.$inferSelect;
