// issue 17 (decision 0701): the staff console's one search box. The typed text is looked for as an
// owner's name, e-mail address or phone number, a pet's name, a licence or tag number and an order
// number; the answers are grouped by kind and paged, and only owners of the administrator's
// jurisdictions (and their pets, licences and orders) are ever read. Each kind's query is its table's
// owner's (issue 40): the match is written there with the expression of that table's index (the pg_trgm
// and text_pattern_ops indexes of migrations 0027 and 0030); here are the patterns and the hits.
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
import type { SearchPage } from '../../db/like-escaped.js';
import { unclaimedRecordsMatching } from '../access-code/access-code.functions.js';
import { fullName, ownersMatching } from '../account/account.functions.js';
import { joinedJurisdictionColumns, withJurisdictionOf } from '../jurisdiction/jurisdiction.functions.js';
import { licensesNumbered } from '../license/license.functions.js';
import { petsNamedLike } from '../pet/pet.functions.js';
import { ordersNumbered } from '../store/order.functions.js';
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

/** `%text%`, or `text%` for one or two characters (a trigram index has nothing to look up inside those). */
function containsPattern(text: string): string {
  const escaped = escapeLikePattern(text);
  return text.length < 3 ? `${escaped}%` : `%${escaped}%`;
}

/** The phones' pattern, when the text reads as a phone number: its digits anywhere. */
const phonePattern = (terms: AdminSearchTerms) => (terms.phoneDigits ? `%${terms.phoneDigits}%` : null);

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

async function ownerHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: SearchPage) {
  const search = { jurisdictionIds: ids, pattern: containsPattern(terms.text), phonePattern: phonePattern(terms) };
  const jurisdiction = { join: withJurisdictionOf, columns: joinedJurisdictionColumns };
  const rows = await ownersMatching(services.db, search, page, jurisdiction);
  return rows.map((row) =>
    hit('OWNER', {
      ownerId: row.ownerId,
      title: fullName(row),
      detail: [row.email, ...row.phones.map((phone) => phone.number)].join(' · '),
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

async function petHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: SearchPage) {
  const rows = await petsNamedLike(services.db, { jurisdictionIds: ids, pattern: containsPattern(terms.text) }, page);
  const standings = await staffStandingsOf(
    services,
    rows.map((row) => ({ ...row, jurisdictionId: row.ownerJurisdictionId })),
  );
  return rows.map((row) =>
    hit('PET', {
      ownerId: row.ownerId,
      petId: row.id,
      title: row.name,
      detail: fullName(row),
      species: row.species,
      license: standings.licenses.find((license) => license.petId === row.id && license.current) ?? null,
      rabiesProof: standings.proofs.get(row.id) ?? null,
      rabiesProofRequired: standings.proofRequired.get(row.id) ?? null,
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

async function licenseHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: SearchPage) {
  if (terms.number.length < 2) return [];
  const prefix = `${escapeLikePattern(terms.number)}%`;
  const rows = await licensesNumbered(services.db, { jurisdictionIds: ids, prefix }, page);
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

async function orderHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: SearchPage) {
  if (terms.orderNumber === null || terms.orderNumber > 2_147_483_647) return [];
  const rows = await ordersNumbered(services.db, { jurisdictionIds: ids, number: terms.orderNumber }, page);
  return rows.map((row) =>
    hit('ORDER', {
      ownerId: row.ownerId,
      title: orderReference(row.number),
      detail: fullName(row),
      orderNumber: row.number,
      placedOn: row.placedOn,
      jurisdictionName: row.jurisdictionName,
    }),
  );
}

/**
 * Imported owner records not signed up yet (decision 0103): by name, e-mail, phone or the import's own
 * reference. Signed-up records are found as their owner.
 */
async function importedHits(services: AppServices, ids: number[], terms: AdminSearchTerms, page: SearchPage) {
  const search = { jurisdictionIds: ids, pattern: containsPattern(terms.text), phonePattern: phonePattern(terms) };
  const rows = await unclaimedRecordsMatching(services.db, search, page);
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
