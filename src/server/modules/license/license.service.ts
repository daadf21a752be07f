// Licences (PRODUCT.md §4, issue 16, decision 0501): what a pet's licence costs and when it runs, and
// issuing it when the checkout is paid. Prices come from one domain function (licenseQuote) with the
// owner's jurisdiction's policy; the licence's basket line kind (license.line-kind.ts, decision 0409)
// asks here for a licence line's price, and to issue the licences a checkout was paid for, in its own
// transaction.
import { z } from 'zod';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import {
  addDays,
  addMonths,
  compareYmd,
  localDateIn,
  parseIsoDate,
  toIsoDate,
  type Ymd,
} from '../../../domain/dates/calendar.js';
import { certificateRabies } from '../../../domain/license/certificate.rules.js';
import type { LicensePolicy } from '../../../domain/jurisdiction/jurisdiction.js';
import {
  effectiveLicenseStatus,
  formatLicenseNumber,
  formatTagNumber,
  graceEndsOn,
  householdLimitReached,
  type LicenseQuote,
  type LicenseQuoteResult,
  type LicenseRefusal,
  licenseNumberPrefix,
  licenseQuote,
  licenseTermOptions,
  rabiesProofRequired,
  renewalOpensOn,
  type RenewalState,
  renewalState,
  termLimitingRabiesExpiry,
} from '../../../domain/license/license-fee.rules.js';
import { LICENSE_PRODUCT_SLUG, type LicenseLine } from '../../../domain/license/license-line.js';
import { currencyOfCountry } from '../../../domain/store/catalog.js';
import { todayForJurisdiction, validateRabiesExpiry } from '../../../domain/rabies/rabies.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  type JurisdictionRow,
  jurisdictions,
  licenseSequences,
  type PetLicenseRow,
  type PetRow,
  petLicenses,
  pets,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { petsWithBasketLines } from '../store/basket.service.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { ownActivePet } from '../pet/pet.functions.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { certificateEmblem } from './certificate-emblem.js';
import { certificatePdf } from './certificate-pdf.js';
import { approvedRabiesExpiry, latestRabiesExpiry, verifiedRabiesProof } from './rabies-on-file.js';

/** What a licence for one pet depends on, read in one go. */
type LicensingFacts = {
  pet: PetRow;
  city: JurisdictionRow;
  policy: LicensePolicy;
  ownerBirthdate: ReturnType<typeof parseIsoDate>;
  today: ReturnType<typeof todayForJurisdiction>;
  /** the pet's latest licence that is not revoked */
  current: PetLicenseRow | null;
  rabiesExpiry: ReturnType<typeof parseIsoDate>;
  proofRequired: boolean;
};

async function ownerJurisdiction(db: DbOrTx, jurisdictionId: number | null): Promise<JurisdictionRow> {
  const [city] = jurisdictionId
    ? await db.select().from(jurisdictions).where(eq(jurisdictions.id, jurisdictionId))
    : [];
  if (!city?.licensePolicy || city.noLicensing) throw new AppError('LICENSE_NOT_OFFERED');
  return city;
}

async function factsOf(services: AppServices, accountId: number, jurisdictionId: number | null, petId: number) {
  const db = services.db;
  const pet = await ownActivePet(db, accountId, petId);
  const city = await ownerJurisdiction(db, jurisdictionId);
  const policy = city.licensePolicy as LicensePolicy;
  const [owner] = await db.select({ birthdate: accounts.birthdate }).from(accounts).where(eq(accounts.id, accountId));
  const [current] = await db
    .select()
    .from(petLicenses)
    .where(and(eq(petLicenses.petId, pet.id), ne(petLicenses.status, 'REVOKED')))
    .orderBy(desc(petLicenses.termEnd))
    .limit(1);
  const today = todayForJurisdiction(services.now(), city.timezone);
  const petBirthdate = parseIsoDate(pet.birthday);
  return {
    pet,
    city,
    policy,
    ownerBirthdate: parseIsoDate(owner?.birthdate ?? null),
    today,
    current: current ?? null,
    rabiesExpiry: await latestRabiesExpiry(db, pet.id),
    proofRequired: rabiesProofRequired(policy, pet.species, petBirthdate, today),
  } satisfies LicensingFacts;
}

/**
 * Issue 38 D23 (decision 1010): the rabies expiry the owner typed in the uploader before sending its file
 * (YYYY-MM-DD), checked by the uploader's own rule in the jurisdiction's day; none given is null. A date
 * the rule refuses is refused here too: it would otherwise be a way round the terms it limits.
 */
function typedRabiesExpiry(facts: LicensingFacts, typed: unknown): Ymd | null {
  if (typed == null || typed === '') return null;
  const date = typeof typed === 'string' ? parseIsoDate(typed) : null;
  const checked = date
    ? validateRabiesExpiry(date, { today: facts.today, allowPastRabies: facts.policy.allowPastRabies === true })
    : null;
  if (!checked?.value) throw new AppError('VALIDATION_FAILED');
  return checked.value;
}

/**
 * A quote's request from the facts. `typed`: a rabies expiry the owner typed but has not sent a file for
 * (the uploader's, or the one a basket line was quoted with); the earlier of it and the proof on file
 * limits the term (termLimitingRabiesExpiry).
 */
function quoteRequest(facts: LicensingFacts, typed: Ymd | null = null) {
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
 * PRODUCT.md §4 pets per household: the owner's other pets with a licence still running, plus the other
 * pets with a licence line in the basket. A pet already licensed renews whatever the count.
 */
async function householdRefusal(
  services: AppServices,
  facts: LicensingFacts,
  accountId: number,
): Promise<LicenseRefusal | null> {
  if (facts.current || facts.policy.maxPetsPerHousehold === null) return null;
  const today = toIsoDate(facts.today);
  const licensed = await services.db
    .selectDistinct({ petId: petLicenses.petId })
    .from(petLicenses)
    .innerJoin(pets, eq(pets.id, petLicenses.petId))
    .where(
      and(
        eq(pets.accountId, accountId),
        ne(petLicenses.petId, facts.pet.id),
        ne(petLicenses.status, 'REVOKED'),
        gt(petLicenses.termEnd, today),
      ),
    );
  // the store's basket, asked through its use case (decision 0409): the pets of its licence lines
  const inBasket = await petsWithBasketLines(services, { input: { accountId, kind: LICENSE_PRODUCT_SLUG } });
  const petIds = new Set([...licensed.map((row) => row.petId), ...inBasket.filter((petId) => petId !== facts.pet.id)]);
  return householdLimitReached(facts.policy, petIds.size) ? 'LICENSE_HOUSEHOLD_LIMIT' : null;
}

export type LicenseOptions = {
  petId: number;
  petName: string;
  species: string;
  altered: boolean;
  proofRequired: boolean;
  /** YYYY-MM-DD of the rabies vaccination on file */
  rabiesExpireDate: string | null;
  current: {
    number: string;
    status: string;
    termEnd: string;
    renewalState: RenewalState;
    /** YYYY-MM-DD: the renewal window opens, and the last day without the late fee */
    renewalOpensOn: string;
    graceEndsOn: string;
  } | null;
  /** a refusal that holds whatever the term (under 18, household limit) */
  refusal: LicenseRefusal | null;
  terms: Array<{ termYears: number } & LicenseQuoteResult>;
  timeZone: string;
  /** spec §5 allowPastRabies, from the policy (decision 0504) */
  allowPastRabies: boolean;
  currency: string;
};

/**
 * The buy and renew flow's facts for one of the caller's pets: each term's quote, or why it cannot be
 * bought. `rabiesExpiry`: the expiry typed in the uploader before its file is sent (issue 38 D23).
 */
export async function licenseOptionsForPet(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; rabiesExpiry?: unknown }>,
): Promise<LicenseOptions> {
  const facts = await factsOf(services, actor.accountId, actor.jurisdictionId, rowIdOf(input.petId));
  const terms = licenseTermOptions(quoteRequest(facts, typedRabiesExpiry(facts, input.rabiesExpiry)));
  const ownerRefusal = terms.find(
    (term) => term.refusal === 'LICENSE_OWNER_UNDER_18' || term.refusal === 'LICENSE_OWNER_BIRTHDATE_REQUIRED',
  )?.refusal;
  const current = facts.current;
  const currentEnd = parseIsoDate(current?.termEnd);
  return {
    petId: facts.pet.id,
    petName: facts.pet.name,
    species: facts.pet.species,
    altered: facts.pet.neutered === true,
    proofRequired: facts.proofRequired,
    rabiesExpireDate: facts.rabiesExpiry ? toIsoDate(facts.rabiesExpiry) : null,
    current:
      current && currentEnd
        ? {
            number: current.number,
            status: effectiveLicenseStatus(current.status, currentEnd, facts.today),
            termEnd: current.termEnd,
            renewalState: renewalState(facts.policy, currentEnd, facts.today),
            renewalOpensOn: toIsoDate(renewalOpensOn(facts.policy, currentEnd)),
            graceEndsOn: toIsoDate(graceEndsOn(facts.policy, currentEnd)),
          }
        : null,
    refusal: ownerRefusal ?? (await householdRefusal(services, facts, actor.accountId)),
    terms,
    timeZone: facts.city.timezone,
    allowPastRabies: facts.policy.allowPastRabies === true,
    currency: currencyOfCountry(facts.city.country),
  };
}

/**
 * The quote of one term for one of the caller's pets; a refusal is thrown as its error code.
 * `rabiesExpiry`: the expiry typed in the uploader before its file is sent (issue 38 D23): a term past it
 * is refused (LICENSE_TERM_PAST_RABIES) as one past the proof on file is. The quote names the typed date
 * it was limited by (`typedRabiesExpiry`), which the basket line keeps for the checkout's quote.
 */
export async function quoteLicense(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; termYears: unknown; rabiesExpiry?: unknown }>,
): Promise<LicenseQuote & { typedRabiesExpiry: Ymd | null }> {
  const facts = await factsOf(services, actor.accountId, actor.jurisdictionId, rowIdOf(input.petId));
  const typed = typedRabiesExpiry(facts, input.rabiesExpiry);
  const result = licenseQuote({ ...quoteRequest(facts, typed), termYears: Number(input.termYears) });
  if (result.refusal) throw new AppError(result.refusal);
  const household = await householdRefusal(services, facts, actor.accountId);
  if (household) throw new AppError(household);
  return { ...result.quote, typedRabiesExpiry: typed };
}

/**
 * The basket's licence lines priced now (an owner's basket: licences are never in a visitor's). Each
 * line's answer is its current quote, or the refusal that now stops it (a renewal past its grace period
 * is repriced with the late fee; an owner who moved away cannot buy the old jurisdiction's licence).
 */
export async function priceLicenseLines(
  services: AppServices,
  {
    input,
  }: PublicCall<{
    accountId: number;
    jurisdictionId: number | null;
    lines: ReadonlyArray<{ id: string; petId: number | null; license: LicenseLine }>;
  }>,
): Promise<Map<string, { quote: LicenseQuote } | { refusal: string }>> {
  const prices = new Map<string, { quote: LicenseQuote } | { refusal: string }>();
  for (const line of input.lines) {
    try {
      if (line.petId === null) throw new AppError('NOT_FOUND');
      const facts = await factsOf(services, input.accountId, input.jurisdictionId, line.petId);
      const typed = parseIsoDate(line.license.rabiesExpiry ?? null);
      const result = licenseQuote({ ...quoteRequest(facts, typed), termYears: line.license.termYears });
      prices.set(line.id, result.refusal ? { refusal: result.refusal } : { quote: result.quote });
    } catch (error) {
      prices.set(line.id, { refusal: error instanceof AppError ? error.code : 'INTERNAL' });
    }
  }
  return prices;
}

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

export type IssuedLicense = PetLicenseRow;

/**
 * Issues the licences a paid order bought, in the checkout's transaction (`services.db` is it). Each is
 * quoted again (the checkout has already refused a changed price); the licence is PENDING_PROOF while a
 * required rabies proof awaits staff, else ACTIVE.
 */
export async function issueLicenses(
  services: AppServices,
  {
    actor,
    input,
  }: ActorCall<{
    /** the order that paid; null for a sale at the staff counter (issue 17, decision 0701) */
    orderId: string | null;
    currency: string;
    lines: ReadonlyArray<{ id: string; petId: number; license: LicenseLine }>;
  }>,
): Promise<Map<string, IssuedLicense>> {
  const issued = new Map<string, IssuedLicense>();
  for (const line of input.lines) {
    const facts = await factsOf(services, actor.accountId, actor.jurisdictionId, line.petId);
    const typed = parseIsoDate(line.license.rabiesExpiry ?? null);
    const result = licenseQuote({ ...quoteRequest(facts, typed), termYears: line.license.termYears });
    if (result.refusal) throw new AppError(result.refusal);
    const { quote } = result;
    const prefix = licenseNumberPrefix(facts.policy, facts.city.slug);
    const year = facts.today.year;
    const number = formatLicenseNumber(prefix, year, await nextInSequence(services.db, facts.city.id, 'license', year));
    const tagNumber = formatTagNumber(prefix, await nextInSequence(services.db, facts.city.id, 'tag', 0));
    const approved = await approvedRabiesExpiry(services.db, facts.pet.id);
    const proofAwaited = facts.proofRequired && !(approved && compareYmd(approved, quote.termStart) > 0);
    const [row] = await services.db
      .insert(petLicenses)
      .values({
        petId: facts.pet.id,
        jurisdictionId: facts.city.id,
        accountId: actor.accountId,
        number,
        tagNumber,
        status: proofAwaited ? 'PENDING_PROOF' : 'ACTIVE',
        termYears: quote.termYears,
        termStart: toIsoDate(quote.termStart),
        termEnd: toIsoDate(quote.termEnd),
        fee: quote.breakdown,
        currency: input.currency,
        orderId: input.orderId,
        renewalOfId: facts.current?.id ?? null,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    issued.set(line.id, row);
  }
  return issued;
}

/**
 * Decision 0407: the licences an order bought, once the order is refunded in full, are revoked with the
 * reason `refunded` (their reason says which order): they stop counting as in force, lose their
 * certificate and get no more reminders. Already revoked ones are left as they are. `services.db` is the
 * refund's transaction.
 */
export async function revokeLicensesOfRefundedOrder(
  services: AppServices,
  { input }: PublicCall<{ orderId: string; reference: string }>,
): Promise<Array<PetLicenseRow & { statusBefore: PetLicenseRow['status'] }>> {
  const inForce = await services.db
    .select()
    .from(petLicenses)
    .where(and(eq(petLicenses.orderId, input.orderId), ne(petLicenses.status, 'REVOKED')))
    .for('update');
  if (inForce.length === 0) return [];
  const revokedReason = `Refunded (order ${input.reference})`;
  await services.db
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
 * The certificate of one of the caller's licences in force (ACTIVE), a PDF in their language; another
 * owner's, or one not in force, is not found.
 */
export async function licenseCertificate(
  services: AppServices,
  { actor, input }: ActorCall<{ number: string }>,
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  if (!/^[A-Z]{1,6}-\d{4}-\d{6}$/.test(input.number)) return null;
  const [row] = await services.db
    .select({ license: petLicenses, pet: pets, city: jurisdictions })
    .from(petLicenses)
    .innerJoin(pets, eq(pets.id, petLicenses.petId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, petLicenses.jurisdictionId))
    .where(and(eq(petLicenses.number, input.number), eq(pets.accountId, actor.accountId)));
  if (!row) return null;
  const today = todayForJurisdiction(services.now(), row.city.timezone);
  const termEnd = parseIsoDate(row.license.termEnd) ?? today;
  const status = effectiveLicenseStatus(row.license.status, termEnd, today);
  // only a licence in force has a certificate: not one waiting for its rabies proof, expired or revoked
  if (status !== 'ACTIVE') return null;
  const verified = await verifiedRabiesProof(services.db, row.pet.id);
  const proofRequired = row.city.licensePolicy
    ? rabiesProofRequired(row.city.licensePolicy, row.pet.species, parseIsoDate(row.pet.birthday), today)
    : false;
  const pdf = await certificatePdf({
    locale: actor.locale,
    jurisdiction: {
      name: row.city.name,
      supportPhone: row.city.supportPhone,
      supportEmail: row.city.supportEmail,
      brandColor: row.city.brandColor,
      emblem: await certificateEmblem(services.config.WEB_DIST_DIR, row.city.logoUrl),
    },
    number: row.license.number,
    tagNumber: row.license.tagNumber,
    status,
    termStart: row.license.termStart,
    termEnd: row.license.termEnd,
    issuedOn: toIsoDate(localDateIn(row.license.issuedAt, row.city.timezone)),
    petName: row.pet.name,
    species: row.pet.species,
    breed: row.pet.breedKnown ? row.pet.breedName : null,
    ownerName: `${actor.firstName} ${actor.lastName}`,
    rabies: certificateRabies(
      verified && {
        expirationDate: verified.expirationDate,
        verifiedOn: verified.decidedAt ? toIsoDate(localDateIn(verified.decidedAt, row.city.timezone)) : null,
      },
      proofRequired,
      today,
    ),
  });
  return { pdf, fileName: `licence-${row.license.number}.pdf` };
}

/**
 * Records a licence issued outside the checkout (the demo's licensed pet; the staff console's counter
 * sale), numbered from the same gap-free sequences.
 */
export async function recordLicense(
  services: AppServices,
  {
    input,
  }: PublicCall<{
    petId: number;
    accountId: number;
    jurisdictionId: number;
    status: PetLicenseRow['status'];
    termStart: Ymd;
    termEnd: Ymd;
  }>,
): Promise<PetLicenseRow> {
  const [city] = await services.db.select().from(jurisdictions).where(eq(jurisdictions.id, input.jurisdictionId));
  if (!city?.licensePolicy) throw new AppError('LICENSE_NOT_OFFERED');
  const prefix = licenseNumberPrefix(city.licensePolicy, city.slug);
  const year = todayForJurisdiction(services.now(), city.timezone).year;
  const number = formatLicenseNumber(prefix, year, await nextInSequence(services.db, city.id, 'license', year));
  const tagNumber = formatTagNumber(prefix, await nextInSequence(services.db, city.id, 'tag', 0));
  const [row] = await services.db
    .insert(petLicenses)
    .values({
      petId: input.petId,
      jurisdictionId: city.id,
      accountId: input.accountId,
      number,
      tagNumber,
      status: input.status,
      termYears: Math.max(1, input.termEnd.year - input.termStart.year),
      termStart: toIsoDate(input.termStart),
      termEnd: toIsoDate(input.termEnd),
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * Development and end-to-end tests only (decision 0504; the routes in license-dev.routes.ts answer 404 in
 * production): moves the term of the latest licence of one of the caller's pets that is not revoked so
 * that it ends `termEndInDays` from today in the jurisdiction's time zone (negative: it has expired), its
 * start the same number of years before. Another owner's pet, or a pet without a licence, is not found.
 */
const TERM_END_IN_DAYS = z.coerce.number().int().min(-3660).max(3660);

export async function moveLicenseTermForTesting(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; termEndInDays: unknown }>,
): Promise<PetLicenseRow> {
  const days = parseOrThrow(TERM_END_IN_DAYS, input.termEndInDays);
  const petId = rowIdOf(input.petId);
  const [found] = await services.db
    .select({ license: petLicenses, timezone: jurisdictions.timezone })
    .from(petLicenses)
    .innerJoin(pets, eq(pets.id, petLicenses.petId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, petLicenses.jurisdictionId))
    .where(and(eq(pets.id, petId), eq(pets.accountId, actor.accountId), ne(petLicenses.status, 'REVOKED')))
    .orderBy(desc(petLicenses.termEnd))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  const termEnd = addDays(todayForJurisdiction(services.now(), found.timezone), days);
  const [row] = await services.db
    .update(petLicenses)
    .set({
      termEnd: toIsoDate(termEnd),
      termStart: toIsoDate(addMonths(termEnd, -12 * found.license.termYears)),
    })
    .where(eq(petLicenses.id, found.license.id))
    .returning();
  if (!row) throw new AppError('INTERNAL');
  return row;
}

/**
 * Development and end-to-end tests only (decision 0504): marks one of the caller's pets a service animal
 * verified by staff (PRODUCT.md §4's exemption; the staff console will set it for real).
 */
export async function verifyServiceAnimalForTesting(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<{ petId: number }> {
  const [row] = await services.db
    .update(pets)
    .set({ serviceAnimalVerifiedAt: services.now() })
    .where(and(eq(pets.id, rowIdOf(input.petId)), eq(pets.accountId, actor.accountId)))
    .returning({ petId: pets.id });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
