// What other modules call on a licence inside their own transaction (issue 40: the licence module owns
// the licence's life — pet_licenses and its numbering; nobody else writes them): issue (checkout, counter
// sale, seed), price a basket's licence lines, activate when proof is approved, revoke, refund, and which
// licence is the pet's current one. Use cases, with an actor from the session, are in license.service.ts.
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { compareYmd, parseIsoDate, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import type { LicensePolicy } from '../../../domain/jurisdiction/jurisdiction.js';
import { petProofRequired } from '../../../domain/license/proof-required.rules.js';
import {
  formatLicenseNumber,
  formatTagNumber,
  type LicenseQuote,
  licenseNumberPrefix,
  licenseQuote,
  rabiesProofRequired,
  termLimitingRabiesExpiry,
} from '../../../domain/license/license-fee.rules.js';
import type { LicenseLine } from '../../../domain/license/license-line.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { likeEscaped, type SearchPage } from '../../db/like-escaped.js';
import {
  type JurisdictionRow,
  licenseSequences,
  type PetLicenseRow,
  type PetRow,
  petLicenses,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/use-case.js';
import {
  accountById,
  accountLivesInOneOf,
  joinedAccountJurisdictionId,
  joinedOwnerColumns,
} from '../account/account.functions.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import {
  isActivePet,
  joinedPetColumns,
  ownActivePet,
  petsByIds,
  recordJurisdictionColumns,
  withPetOwnerAndJurisdiction,
} from '../pet/pet.functions.js';
import { approvedRabiesExpiry, latestRabiesExpiry } from '../rabies/rabies.functions.js';

/** The licence `id`, unlocked; null when there is none. */
export async function licenseById(db: DbOrTx, id: number): Promise<PetLicenseRow | null> {
  const [license] = await db.select().from(petLicenses).where(eq(petLicenses.id, id));
  return license ?? null;
}

/**
 * The pet's current licence: its latest term that is not revoked (a renewal bought ahead comes first; the
 * same rule as the domain's `currentLicence` over a list newest first); null when it has none.
 */
export async function currentLicenseOf(db: DbOrTx, petId: number): Promise<PetLicenseRow | null> {
  const [current] = await db
    .select()
    .from(petLicenses)
    .where(and(eq(petLicenses.petId, petId), ne(petLicenses.status, 'REVOKED')))
    .orderBy(desc(petLicenses.termEnd), desc(petLicenses.id))
    .limit(1);
  return current ?? null;
}

/**
 * A condition on `pet_licenses`: no later licence of the same pet that is not revoked follows this one (it
 * was not renewed): `currentLicenseOf`'s rule for a query over many licences (the reminders' run), where
 * two licences ending the same day both count.
 */
export function notRenewed(): SQL {
  return sql`not exists (select 1 from ${petLicenses} as later where later.pet_id = ${petLicenses.petId}
    and later.id <> ${petLicenses.id} and later.status <> 'REVOKED' and later.term_end > ${petLicenses.termEnd})`;
}

/** A licence's once-per-event key for a reminder: its term end as `YYYY-MM-DD`, in SQL. */
const termEndKey = sql`to_char(${petLicenses.termEnd}, 'YYYY-MM-DD')`;

/**
 * What the licence reminders are due for (decision 0502): the jurisdiction's licences not revoked, of an
 * active pet, not renewed, whose term ends between `from` and `to` (inclusive), with an id after
 * `afterId`, in id order, at most `limit`. `unsent` is the reminder's own condition on a licence's id and
 * its event key (its term end as `YYYY-MM-DD`): what was sent already is left out in the same query.
 */
export function licensesEndingBetween(
  db: DbOrTx,
  find: {
    jurisdictionId: number;
    from: Ymd;
    to: Ymd;
    afterId: number;
    limit: number;
    unsent: (licence: { id: AnyPgColumn | SQL; eventKey: SQL }) => SQL;
  },
): Promise<Array<{ id: number; number: string; termEnd: string; petId: number }>> {
  return db
    .select({ id: petLicenses.id, number: petLicenses.number, termEnd: petLicenses.termEnd, petId: petLicenses.petId })
    .from(petLicenses)
    .where(
      and(
        eq(petLicenses.jurisdictionId, find.jurisdictionId),
        ne(petLicenses.status, 'REVOKED'),
        isActivePet(petLicenses.petId),
        gte(petLicenses.termEnd, toIsoDate(find.from)),
        lte(petLicenses.termEnd, toIsoDate(find.to)),
        gt(petLicenses.id, find.afterId),
        notRenewed(),
        find.unsent({ id: petLicenses.id, eventKey: termEndKey }),
      ),
    )
    .orderBy(asc(petLicenses.id))
    .limit(find.limit);
}

/** Every licence of the pets `petIds`, newest term first (as the owner's `Pet.licenses`), unlocked. */
export function licensesOfPets(db: DbOrTx, petIds: readonly number[]): Promise<PetLicenseRow[]> {
  if (petIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(petLicenses)
    .where(inArray(petLicenses.petId, [...petIds]))
    .orderBy(desc(petLicenses.termEnd), desc(petLicenses.id));
}

/**
 * Which pets carry the licence tag `tagNumber`, and which jurisdiction issued each (revoked licences too:
 * the tag is still on the collar), once each pair.
 */
export function licensesByTagNumber(
  db: DbOrTx,
  tagNumber: string,
): Promise<Array<{ petId: number; jurisdictionId: number }>> {
  return db
    .selectDistinct({ petId: petLicenses.petId, jurisdictionId: petLicenses.jurisdictionId })
    .from(petLicenses)
    .where(eq(petLicenses.tagNumber, tagNumber));
}

// ——— what a licence for one of an owner's pets depends on (the quote, the issue, the buy flow's facts) ———

/** The owner a licence is quoted or issued for: their account and the jurisdiction they live in. */
export type LicenseOwner = Pick<Actor, 'accountId' | 'jurisdictionId'>;

/** What a licence for one pet depends on, read in one go. */
export type LicensingFacts = {
  pet: PetRow;
  city: JurisdictionRow;
  policy: LicensePolicy;
  ownerBirthdate: Ymd | null;
  today: Ymd;
  /** the pet's current licence (`currentLicenseOf`) */
  current: PetLicenseRow | null;
  rabiesExpiry: Ymd | null;
  proofRequired: boolean;
};

/**
 * The facts of one of the owner's active pets (NOT_FOUND for another owner's, PET_INACTIVE for a retired
 * one) in the owner's jurisdiction (LICENSE_NOT_OFFERED where it licenses nothing or is retired).
 */
export async function licensingFacts(
  services: AppServices,
  owner: LicenseOwner,
  petId: number,
): Promise<LicensingFacts> {
  const db = services.db;
  const pet = await ownActivePet(db, owner.accountId, petId);
  const city = await jurisdictionById(db, owner.jurisdictionId);
  // a retired jurisdiction sells no licence, new or renewed (decision 0308); those it issued stay valid
  if (!city?.licensePolicy || city.noLicensing || city.retiredAt) throw new AppError('LICENSE_NOT_OFFERED');
  const policy = city.licensePolicy;
  const account = await accountById(db, owner.accountId);
  const current = await currentLicenseOf(db, pet.id);
  const today = todayForJurisdiction(services.now(), city.timezone);
  return {
    pet,
    city,
    policy,
    ownerBirthdate: parseIsoDate(account?.birthdate ?? null),
    today,
    current,
    rabiesExpiry: await latestRabiesExpiry(db, pet.id),
    proofRequired: rabiesProofRequired(policy, pet.species, parseIsoDate(pet.birthday), today),
  };
}

/**
 * A quote's request from the facts. `typed`: a rabies expiry the owner typed but has not sent a file for
 * (the uploader's, or the one a basket line was quoted with); the earlier of it and the proof on file
 * limits the term (termLimitingRabiesExpiry).
 */
export function quoteRequestOf(facts: LicensingFacts, typed: Ymd | null = null) {
  const termEnd = parseIsoDate(facts.current?.termEnd);
  return {
    policy: facts.policy,
    species: facts.pet.species,
    altered: facts.pet.neutered === true,
    ownerBirthdate: facts.ownerBirthdate,
    serviceAnimal: facts.pet.serviceAnimalVerifiedAt !== null,
    today: facts.today,
    current: termEnd ? { termEnd } : null,
    petBirthdate: parseIsoDate(facts.pet.birthday),
    rabiesExpiry: termLimitingRabiesExpiry(facts.rabiesExpiry, typed),
  };
}

/**
 * The basket's licence lines priced now (an owner's basket: licences are never in a visitor's). Each
 * line's answer is its current quote, or the refusal that now stops it (a renewal past its grace period
 * is repriced with the late fee; an owner who moved away cannot buy the old jurisdiction's licence).
 */
export async function priceLicenseLines(
  services: AppServices,
  owner: LicenseOwner,
  lines: ReadonlyArray<{ id: string; petId: number | null; license: LicenseLine }>,
): Promise<Map<string, { quote: LicenseQuote } | { refusal: string }>> {
  const prices = new Map<string, { quote: LicenseQuote } | { refusal: string }>();
  for (const line of lines) {
    try {
      if (line.petId === null) throw new AppError('NOT_FOUND');
      const facts = await licensingFacts(services, owner, line.petId);
      const typed = parseIsoDate(line.license.rabiesExpiry ?? null);
      const result = licenseQuote({ ...quoteRequestOf(facts, typed), termYears: line.license.termYears });
      prices.set(line.id, result.refusal ? { refusal: result.refusal } : { quote: result.quote });
    } catch (error) {
      prices.set(line.id, { refusal: error instanceof AppError ? error.code : 'INTERNAL' });
    }
  }
  return prices;
}

// ——— issuing: numbered from each jurisdiction's gap-free sequences (decision 0501) ———

/** The next number of a jurisdiction's sequence, in the caller's transaction (gap-free, decision 0501). */
async function nextInSequence(db: DbOrTx, jurisdictionId: number, kind: 'license' | 'tag', year: number) {
  const [row] = await db
    .insert(licenseSequences)
    .values({ jurisdictionId, kind, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [licenseSequences.jurisdictionId, licenseSequences.kind, licenseSequences.year],
      set: { lastValue: sql`${licenseSequences.lastValue} + 1` },
    })
    .returning({ value: licenseSequences.lastValue });
  if (!row) throw new AppError('INTERNAL');
  return row.value;
}

/** A licence number and tag number of the city, drawn in the caller's transaction for a licence issued in `year`. */
async function nextNumbers(db: DbOrTx, city: JurisdictionRow, policy: LicensePolicy, year: number) {
  const prefix = licenseNumberPrefix(policy, city.slug);
  const number = formatLicenseNumber(prefix, year, await nextInSequence(db, city.id, 'license', year));
  const tagNumber = formatTagNumber(prefix, await nextInSequence(db, city.id, 'tag', 0));
  return { number, tagNumber };
}

export type IssuedLicense = PetLicenseRow;

/**
 * Issues the licences a paid order bought, or a sale at the staff counter, for the owner in the caller's
 * transaction (`services.db` is it). Each is quoted again (the checkout has already refused a changed
 * price); the licence is PENDING_PROOF while a required rabies proof awaits staff, else ACTIVE.
 */
export async function issueLicenses(
  services: AppServices,
  owner: LicenseOwner,
  issue: {
    /** the order that paid; null for a sale at the staff counter (issue 17, decision 0701) */
    orderId: string | null;
    currency: string;
    lines: ReadonlyArray<{ id: string; petId: number; license: LicenseLine }>;
  },
): Promise<Map<string, IssuedLicense>> {
  const issued = new Map<string, IssuedLicense>();
  for (const line of issue.lines) {
    const facts = await licensingFacts(services, owner, line.petId);
    const typed = parseIsoDate(line.license.rabiesExpiry ?? null);
    const result = licenseQuote({ ...quoteRequestOf(facts, typed), termYears: line.license.termYears });
    if (result.refusal) throw new AppError(result.refusal);
    const { quote } = result;
    const numbers = await nextNumbers(services.db, facts.city, facts.policy, facts.today.year);
    const approved = await approvedRabiesExpiry(services.db, facts.pet.id);
    const proofAwaited = facts.proofRequired && !(approved && compareYmd(approved, quote.termStart) > 0);
    const [row] = await services.db
      .insert(petLicenses)
      .values({
        petId: facts.pet.id,
        jurisdictionId: facts.city.id,
        accountId: owner.accountId,
        ...numbers,
        status: proofAwaited ? 'PENDING_PROOF' : 'ACTIVE',
        termYears: quote.termYears,
        termStart: toIsoDate(quote.termStart),
        termEnd: toIsoDate(quote.termEnd),
        fee: quote.breakdown,
        currency: issue.currency,
        orderId: issue.orderId,
        renewalOfId: facts.current?.id ?? null,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    issued.set(line.id, row);
  }
  return issued;
}

/**
 * Records a licence issued outside the checkout (the demo's licensed pets), numbered from the same
 * gap-free sequences, as given: no quote, no owner checks.
 */
export async function recordLicense(
  services: AppServices,
  input: {
    petId: number;
    accountId: number;
    jurisdictionId: number;
    status: PetLicenseRow['status'];
    termStart: Ymd;
    termEnd: Ymd;
  },
): Promise<PetLicenseRow> {
  const city = await jurisdictionById(services.db, input.jurisdictionId);
  if (!city?.licensePolicy) throw new AppError('LICENSE_NOT_OFFERED');
  const year = todayForJurisdiction(services.now(), city.timezone).year;
  const numbers = await nextNumbers(services.db, city, city.licensePolicy, year);
  const [row] = await services.db
    .insert(petLicenses)
    .values({
      petId: input.petId,
      jurisdictionId: city.id,
      accountId: input.accountId,
      ...numbers,
      status: input.status,
      termYears: Math.max(1, input.termEnd.year - input.termStart.year),
      termStart: toIsoDate(input.termStart),
      termEnd: toIsoDate(input.termEnd),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

// ——— the end of a licence: revoked by staff, by a refund; put in force by an approved proof ———

/**
 * Staff revoke a licence with a reason (PRODUCT.md §4): it stops counting at once. Locks the row in the
 * caller's transaction; LICENSE_ALREADY_REVOKED when it already was. Returns the status it had.
 */
export async function revokeLicenseInTransaction(
  tx: DbOrTx,
  { licenseId, reason }: { licenseId: number; reason: string },
): Promise<PetLicenseRow['status']> {
  const [locked] = await tx
    .select({ status: petLicenses.status })
    .from(petLicenses)
    .where(eq(petLicenses.id, licenseId))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');
  if (locked.status === 'REVOKED') throw new AppError('LICENSE_ALREADY_REVOKED');
  await tx
    .update(petLicenses)
    .set({ status: 'REVOKED', revokedReason: reason, updatedAt: new Date() })
    .where(eq(petLicenses.id, licenseId));
  return locked.status;
}

/**
 * Decision 0407: the licences an order bought, once the order is refunded in full, are revoked with the
 * reason `refunded` (their reason says which order): they stop counting as in force, lose their
 * certificate and get no more reminders. Already revoked ones are left as they are. `tx` is the refund's
 * transaction.
 */
export async function revokeLicensesOfRefundedOrder(
  tx: DbOrTx,
  { orderId, reference }: { orderId: string; reference: string },
): Promise<Array<PetLicenseRow & { statusBefore: PetLicenseRow['status'] }>> {
  const inForce = await tx
    .select()
    .from(petLicenses)
    .where(and(eq(petLicenses.orderId, orderId), ne(petLicenses.status, 'REVOKED')))
    .for('update');
  if (inForce.length === 0) return [];
  const revokedReason = `Refunded (order ${reference})`;
  await tx
    .update(petLicenses)
    .set({ status: 'REVOKED', revokedReason, updatedAt: new Date() })
    .where(
      inArray(
        petLicenses.id,
        inForce.map((license) => license.id),
      ),
    );
  return inForce.map((license) => ({ ...license, statusBefore: license.status, status: 'REVOKED', revokedReason }));
}

/**
 * Staff approved the pet's rabies proof (PRODUCT.md §4): its licences waiting for proof become ACTIVE,
 * in the approval's own transaction. Returns those that changed (the approval's e-mail names them).
 */
export async function activateLicensesAwaitingProof(
  tx: DbOrTx,
  petId: number,
): Promise<Array<{ number: string; termEnd: string }>> {
  return tx
    .update(petLicenses)
    .set({ status: 'ACTIVE', updatedAt: sql`now()` })
    .where(and(eq(petLicenses.petId, petId), eq(petLicenses.status, 'PENDING_PROOF')))
    .returning({ number: petLicenses.number, termEnd: petLicenses.termEnd });
}

/** A licence put in force because its policy no longer asks a proof of its pet. */
export type LicenseActivatedWithoutProof = { id: number; number: string; petId: number; ownerAccountId: number };

/**
 * Issue 38 (decision 0505, "No proof required", addendum; the rule: src/domain/license/proof-required.rules.ts):
 * the jurisdiction's licences that wait for a rabies proof (PENDING_PROOF) of a pet its new policy asks
 * none of (the species no longer named, or the minimum age raised past the pet's) are put in force
 * (ACTIVE), as an approved proof would, in the caller's transaction (the policy's own save): nothing is
 * left waiting for a proof nobody asks. Returns those activated, for the caller's audit.
 */
export async function activateLicensesNoLongerAwaitingProof(
  services: AppServices,
  city: { id: number; licensePolicy: LicensePolicy | null; noLicensing: boolean; timezone: string },
): Promise<LicenseActivatedWithoutProof[]> {
  if (!city.licensePolicy || city.noLicensing) return [];
  const { db } = services;
  const now = services.now();
  const licences = await db
    .select({ id: petLicenses.id, number: petLicenses.number, petId: petLicenses.petId })
    .from(petLicenses)
    .where(and(eq(petLicenses.jurisdictionId, city.id), eq(petLicenses.status, 'PENDING_PROOF')))
    .for('update');
  const petsById = new Map(
    (await petsByIds(db, [...new Set(licences.map((licence) => licence.petId))])).map((pet) => [pet.id, pet]),
  );
  const waiting = licences.flatMap((licence) => {
    const pet = petsById.get(licence.petId);
    return pet ? [{ ...licence, ownerAccountId: pet.accountId, species: pet.species, birthday: pet.birthday }] : [];
  });
  const activated = waiting.filter((licence) => !petProofRequired(city, licence, now));
  if (activated.length === 0) return [];
  await db
    .update(petLicenses)
    .set({ status: 'ACTIVE', updatedAt: now })
    .where(
      inArray(
        petLicenses.id,
        activated.map((licence) => licence.id),
      ),
    );
  return activated.map(({ id, number, petId, ownerAccountId }) => ({ id, number, petId, ownerAccountId }));
}

/**
 * A pet's licences in a relational query over pets (the `with:` config of its `licenses` relation, e.g.
 * the owner's pet list): newest term first (a renewal before the licence it follows), so a reader shows
 * the first one that is not revoked, as `currentLicenseOf` takes the latest by its end.
 */
export const licenseHistoryRelation = {
  orderBy: (license: typeof petLicenses._.columns) => [desc(license.termEnd), desc(license.id)],
};

/**
 * A statement's relation of the licences issued within `places` (a relation of the statement with id,
 * timezone, starts and ends: `administeredMonthRanges`), per jurisdiction and month (YYYY-MM in its time
 * zone): how many were new (`issued`) and how many renewals (`renewed`).
 */
export function licensesIssuedByMonth(places: SQL): SQL {
  return sql`select l.jurisdiction_id, to_char(l.issued_at at time zone p.timezone, 'YYYY-MM') as month,
        count(*) filter (where l.renewal_of_id is null)::int as issued,
        count(*) filter (where l.renewal_of_id is not null)::int as renewed
      from ${petLicenses} l join ${places} p on p.id = l.jurisdiction_id
      where l.issued_at >= p.starts and l.issued_at < p.ends
      group by 1, 2`;
}

/**
 * The staff search's licences (decision 0701): a page of the licences whose number or tag number is like
 * `prefix` (a prefix pattern escaped with `\`, which migration 0027's text_pattern_ops indexes serve), of
 * pets whose owner lives in one of `jurisdictionIds`, by number; each with its pet, its owner and the name
 * of the jurisdiction it was issued in.
 */
export function licensesNumbered(
  db: DbOrTx,
  search: { jurisdictionIds: readonly number[]; prefix: string },
  page: SearchPage,
) {
  const query = db
    .select({
      number: petLicenses.number,
      tagNumber: petLicenses.tagNumber,
      ...joinedPetColumns,
      ownerJurisdictionId: joinedAccountJurisdictionId,
      ownerId: joinedOwnerColumns.ownerId,
      ...recordJurisdictionColumns,
    })
    .from(petLicenses)
    .$dynamic();
  const numbered = sql`(${likeEscaped(petLicenses.number, search.prefix)} or ${likeEscaped(petLicenses.tagNumber, search.prefix)})`;
  return withPetOwnerAndJurisdiction(query, petLicenses)
    .where(and(accountLivesInOneOf(search.jurisdictionIds), numbered))
    .orderBy(asc(petLicenses.number))
    .limit(page.limit)
    .offset(page.offset);
}
