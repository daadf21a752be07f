// issue 17 (decision 0701): the staff console's one search box. The typed text is looked for as an
// owner's name, e-mail address or phone number, a pet's name, a licence or tag number and an order
// number; the answers are grouped by kind and paged, and only owners of the administrator's
// jurisdictions (and their pets, licences and orders) are ever read. The patterns use the pg_trgm
// indexes of migration 0024, whose expressions these are.
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ADMIN_SEARCH_KINDS,
  ADMIN_SEARCH_PAGE_SIZE,
  type AdminSearchKind,
  type AdminSearchTerms,
  adminSearchIssue,
  adminSearchTerms,
  escapeLikePattern,
} from '../../../domain/admin/staff.rules.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import type { AppServices } from '../../app-services.js';
import { accountNameColumns, fullName } from '../account/account.functions.js';
import { withPetOwnerAndJurisdiction } from '../pet/pet.functions.js';
import { accounts, jurisdictions, orders, ownerRecords, petLicenses, pets } from '../../db/schema/index.js';
import { type ActorCall, requireStaff } from '../../shared/use-case.js';
import { validationFailed } from '../../shared/validation-error.js';
import { administeredIds } from './admin-access.js';
import { type StaffLicense, type StaffProof, staffStandingsOf } from './staff-standing.js';

export type AdminSearchHit = {
  kind: AdminSearchKind;
  /** the owner's account id: every hit but an imported record opens, or belongs to, an owner's record */
  ownerId: number | null;
  /** an imported owner record without an account (kind IMPORTED) */
  recordId: number | null;
  petId: number | null;
  /** the owner's or pet's name, the licence number, the order number */
  title: string;
  /** what else tells two hits apart, as stored: e-mail and phone, the owner, tag and pet */
  detail: string;
  jurisdictionName: string;
  /** coded details the screen words in its language: a pet's species, a licence's status, an order's */
  species: 'DOG' | 'CAT' | null;
  /**
   * a licence hit: that licence as of today; a pet hit: the pet's current licence (null: none). With the
   * pet's most recent proof and whether its owner's jurisdiction asks one, for the one state (decision 0505)
   */
  license: StaffLicense | null;
  rabiesProof: StaffProof | null;
  /** a pet or licence hit: the owner's jurisdiction asks a rabies proof of the pet today; else null */
  rabiesProofRequired: boolean | null;
  orderNumber: number | null;
  /** the day an order was placed (YYYY-MM-DD), in its jurisdiction's time zone */
  placedOn: string | null;
};

export type AdminSearchGroup = { kind: AdminSearchKind; offset: number; hits: AdminSearchHit[]; hasNextPage: boolean };

const ownerName = sql<string>`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`;

/** `%text%`, or `text%` for one or two characters (a trigram index has nothing to look up inside those). */
function containsPattern(text: string): string {
  const escaped = escapeLikePattern(text);
  return text.length < 3 ? `${escaped}%` : `%${escaped}%`;
}

const like = (expression: SQL | SQL.Aliased | unknown, pattern: string) =>
  sql`${expression} like ${pattern} escape '\\'`;

type Page = { limit: number; offset: number };

/** One page of a kind's matches: a row more than the page shows tells whether a next page exists. */
function paged<Query extends PgSelect>(query: Query, page: Page) {
  return query.limit(page.limit).offset(page.offset);
}

/**
 * For this transaction only, the owner search reads its matches through the trigram indexes (a bitmap
 * scan) and sorts them, never by walking the name-ordered index and testing every row until a page is
 * full: the planner takes that walk for a name shared by many owners, and when the name sorts late it
 * reads most of the table (decision 0701: "Tremblay" on 100,000 owners, 376 ms walked, 28 ms by bitmap).
 */
const TRIGRAM_PLAN_ONLY = sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`;

/** Each kind names the ids its hit opens; the others are null. */
function hit(
  kind: AdminSearchKind,
  fields: Pick<AdminSearchHit, 'title' | 'detail' | 'jurisdictionName'> &
    Partial<Omit<AdminSearchHit, 'kind' | 'title' | 'detail' | 'jurisdictionName'>>,
): AdminSearchHit {
  return {
    kind,
    ownerId: null,
    recordId: null,
    petId: null,
    species: null,
    license: null,
    rabiesProof: null,
    rabiesProofRequired: null,
    orderNumber: null,
    placedOn: null,
    ...fields,
  };
}

/** The owner a hit belongs to, as every kind but IMPORTED reads it (join `accounts` and `jurisdictions`). */
const ownerColumns = { ownerId: accounts.id, ...accountNameColumns, jurisdictionName: jurisdictions.name };

async function ownerHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: Page) {
  const pattern = containsPattern(terms.text);
  const matches = [like(ownerName, pattern), like(sql`lower(${accounts.email})`, pattern)];
  if (terms.phoneDigits) matches.push(like(sql`(${accounts.phones}::text)`, `%${terms.phoneDigits}%`));
  const rows = await services.db.transaction(async (tx) => {
    await tx.execute(TRIGRAM_PLAN_ONLY);
    const query = tx
      .select({ ...ownerColumns, email: accounts.email, phones: accounts.phones })
      .from(accounts)
      .innerJoin(jurisdictions, eq(jurisdictions.id, accounts.jurisdictionId))
      .where(
        and(eq(accounts.role, 'OWNER'), inArray(accounts.jurisdictionId, ids), sql`(${sql.join(matches, sql` or `)})`),
      )
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
    return paged(query.$dynamic(), page);
  });
  return rows.map((row) =>
    hit('OWNER', {
      ownerId: row.ownerId,
      title: fullName(row),
      detail: [row.email, ...row.phones.map((phone) => phone.number)].join(' · '),
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

async function petHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: Page) {
  const query = services.db
    .select({
      id: pets.id,
      name: pets.name,
      species: pets.species,
      birthday: pets.birthday,
      ownerJurisdictionId: accounts.jurisdictionId,
      ...ownerColumns,
    })
    .from(pets)
    .innerJoin(accounts, eq(accounts.id, pets.accountId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, accounts.jurisdictionId))
    .where(and(inArray(accounts.jurisdictionId, ids), like(sql`lower(${pets.name})`, containsPattern(terms.text))))
    .orderBy(asc(pets.name), asc(pets.id));
  const rows = await paged(query.$dynamic(), page);
  const standings = await staffStandingsOf(
    services,
    rows.map((row) => ({ ...row, jurisdictionId: row.ownerJurisdictionId })),
  );
  return rows.map((row) =>
    hit('PET', {
      ownerId: row.ownerId,
      petId: row.id,
      title: row.name,
      detail: `${row.firstName} ${row.lastName}`.trim(),
      species: row.species,
      license: standings.licenses.find((license) => license.petId === row.id && license.current) ?? null,
      rabiesProof: standings.proofs.get(row.id) ?? null,
      rabiesProofRequired: standings.proofRequired.get(row.id) ?? null,
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

async function licenseHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: Page) {
  if (terms.number.length < 2) return [];
  const prefix = `${escapeLikePattern(terms.number)}%`;
  const query = services.db
    .select({
      number: petLicenses.number,
      tagNumber: petLicenses.tagNumber,
      petId: pets.id,
      petName: pets.name,
      species: pets.species,
      birthday: pets.birthday,
      ownerJurisdictionId: accounts.jurisdictionId,
      ownerId: accounts.id,
      jurisdictionName: jurisdictions.name,
    })
    .from(petLicenses)
    .$dynamic();
  const rows = await paged(
    withPetOwnerAndJurisdiction(query, petLicenses)
      .where(
        and(
          inArray(accounts.jurisdictionId, ids),
          sql`(${like(petLicenses.number, prefix)} or ${like(petLicenses.tagNumber, prefix)})`,
        ),
      )
      .orderBy(asc(petLicenses.number)),
    page,
  );
  const standings = await staffStandingsOf(
    services,
    rows.map((row) => ({ ...row, id: row.petId, jurisdictionId: row.ownerJurisdictionId })),
  );
  return rows.map((row) =>
    hit('LICENSE', {
      ownerId: row.ownerId,
      petId: row.petId,
      title: row.number,
      detail: [row.tagNumber, row.petName].filter(Boolean).join(' · '),
      license: standings.licenses.find((license) => license.number === row.number) ?? null,
      rabiesProof: standings.proofs.get(row.petId) ?? null,
      rabiesProofRequired: standings.proofRequired.get(row.petId) ?? null,
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

async function orderHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: Page) {
  if (terms.orderNumber === null || terms.orderNumber > 2_147_483_647) return [];
  const query = services.db
    .select({
      number: orders.number,
      placedOn: sql<string>`to_char(${orders.placedAt} at time zone ${jurisdictions.timezone}, 'YYYY-MM-DD')`,
      ...ownerColumns,
    })
    .from(orders)
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, accounts.jurisdictionId))
    .where(and(eq(orders.number, terms.orderNumber), inArray(accounts.jurisdictionId, ids)));
  const rows = await paged(query.$dynamic(), page);
  return rows.map((row) =>
    hit('ORDER', {
      ownerId: row.ownerId,
      title: orderReference(row.number),
      detail: `${row.firstName} ${row.lastName}`.trim(),
      orderNumber: row.number,
      placedOn: row.placedOn,
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

/**
 * Imported owner records not signed up yet (decision 0103): by name, e-mail, phone or the import's own
 * reference. Signed-up records are found as their owner. Each expression has a trigram index over the
 * records not signed up (migration 0030), so a large import is searched by bitmap, not read whole.
 */
async function importedHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: Page) {
  const pattern = containsPattern(terms.text);
  const matches = [
    like(sql`lower(${ownerRecords.firstName} || ' ' || ${ownerRecords.lastName})`, pattern),
    like(sql`lower(coalesce(${ownerRecords.email}, ''))`, pattern),
    like(sql`lower(coalesce(${ownerRecords.externalRef}, ''))`, pattern),
  ];
  if (terms.phoneDigits) matches.push(like(sql`coalesce(${ownerRecords.phone}, '')`, `%${terms.phoneDigits}%`));
  const query = services.db
    .select({
      id: ownerRecords.id,
      firstName: ownerRecords.firstName,
      lastName: ownerRecords.lastName,
      email: ownerRecords.email,
      phone: ownerRecords.phone,
      externalRef: ownerRecords.externalRef,
      jurisdictionName: jurisdictions.name,
    })
    .from(ownerRecords)
    .innerJoin(jurisdictions, eq(jurisdictions.id, ownerRecords.jurisdictionId))
    .where(
      and(
        isNull(ownerRecords.accountId),
        inArray(ownerRecords.jurisdictionId, ids),
        sql`(${sql.join(matches, sql` or `)})`,
      ),
    )
    .orderBy(asc(ownerRecords.lastName), asc(ownerRecords.firstName), asc(ownerRecords.id));
  const rows = await paged(query.$dynamic(), page);
  return rows.map((row) =>
    hit('IMPORTED', {
      recordId: row.id,
      title: fullName(row),
      detail: [row.externalRef, row.email, row.phone].filter(Boolean).join(' · '),
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

const SEARCHES = {
  OWNER: ownerHits,
  PET: petHits,
  LICENSE: licenseHits,
  ORDER: orderHits,
  IMPORTED: importedHits,
} as const;

/**
 * The search: every kind's first page, or with `kind` that kind's page at `offset` ("More owners").
 * An empty query or one over ADMIN_SEARCH_MAX_LENGTH is a field error on `query`; nothing is read.
 */
export async function adminSearch(
  services: AppServices,
  { actor, input }: ActorCall<{ query: string; kind?: AdminSearchKind | null; offset?: number | null }>,
): Promise<AdminSearchGroup[]> {
  requireStaff(actor);
  const issue = adminSearchIssue(input.query);
  if (issue) throw validationFailed([{ path: 'query', message: encodeMessage(issue) }]);
  const terms = adminSearchTerms(input.query);
  const offset = Math.min(Math.max(Math.trunc(input.offset ?? 0), 0), 10_000);
  const kinds = input.kind ? [input.kind] : ADMIN_SEARCH_KINDS;
  // the administrator's jurisdictions once, as a list the planner can use (not a subquery a row)
  const ids = await administeredIds(services, actor);
  const page = { limit: ADMIN_SEARCH_PAGE_SIZE + 1, offset: input.kind ? offset : 0 };
  // the kinds are independent: asked at once, the answer waits for the slowest, not for their sum
  return Promise.all(
    kinds.map(async (kind): Promise<AdminSearchGroup> => {
      const hits = ids.length === 0 ? [] : await SEARCHES[kind](services, ids, terms, page);
      return {
        kind,
        offset: page.offset,
        hits: hits.slice(0, ADMIN_SEARCH_PAGE_SIZE),
        hasNextPage: hits.length > ADMIN_SEARCH_PAGE_SIZE,
      };
    }),
  );
}
