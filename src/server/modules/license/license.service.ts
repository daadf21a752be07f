// Licences (PRODUCT.md §4, issue 16, decision 0501): the owner's use cases — what a pet's licence costs
// and when it runs, and its certificate. Prices come from one domain function (licenseQuote) with the
// owner's jurisdiction's policy. The licence's life as other modules call it (issue, price a basket's
// lines, revoke, refund, the current licence) is in license.functions.ts; the licence's basket line kind
// (license.line-kind.ts, decision 0409) calls those in the checkout's transaction.
import { and, eq, gt, ne } from 'drizzle-orm';
import { localDateIn, parseIsoDate, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import { certificateRabies } from '../../../domain/license/certificate.rules.js';
import {
  effectiveLicenseStatus,
  graceEndsOn,
  householdLimitReached,
  type LicenseQuote,
  type LicenseQuoteResult,
  type LicenseRefusal,
  licenseQuote,
  licenseTermOptions,
  rabiesProofRequired,
  renewalOpensOn,
  type RenewalState,
  renewalState,
} from '../../../domain/license/license-fee.rules.js';
import { LICENSE_PRODUCT_SLUG } from '../../../domain/license/license-line.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import { validateRabiesExpiry } from '../../../domain/rabies/rabies.rules.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import type { AppServices } from '../../app-services.js';
import { petLicenses } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall } from '../../shared/use-case.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import { petOfOwner, petOwnedBy } from '../pet/pet.functions.js';
import { verifiedRabiesProof } from '../rabies/rabies.functions.js';
import { petsWithBasketLines } from '../store/basket.functions.js';
import { certificateEmblem } from './certificate-emblem.js';
import { certificatePdf } from './certificate-pdf.js';
import { type LicensingFacts, licensingFacts, quoteRequestOf } from './license.functions.js';

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
    .where(
      and(
        petOwnedBy(petLicenses.petId, accountId),
        ne(petLicenses.petId, facts.pet.id),
        ne(petLicenses.status, 'REVOKED'),
        gt(petLicenses.termEnd, today),
      ),
    );
  // the store's basket, asked through its use case (decision 0409): the pets of its licence lines
  const inBasket = await petsWithBasketLines(services, accountId, LICENSE_PRODUCT_SLUG);
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
  const facts = await licensingFacts(services, actor, rowIdOf(input.petId));
  const terms = licenseTermOptions(quoteRequestOf(facts, typedRabiesExpiry(facts, input.rabiesExpiry)));
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
  const facts = await licensingFacts(services, actor, rowIdOf(input.petId));
  const typed = typedRabiesExpiry(facts, input.rabiesExpiry);
  const result = licenseQuote({ ...quoteRequestOf(facts, typed), termYears: Number(input.termYears) });
  if (result.refusal) throw new AppError(result.refusal);
  const household = await householdRefusal(services, facts, actor.accountId);
  if (household) throw new AppError(household);
  return { ...result.quote, typedRabiesExpiry: typed };
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
  const [license] = await services.db.select().from(petLicenses).where(eq(petLicenses.number, input.number));
  const pet = license ? await petOfOwner(services.db, actor.accountId, license.petId) : null;
  const city = license && pet ? await jurisdictionById(services.db, license.jurisdictionId) : null;
  if (!license || !pet || !city) return null;
  const row = { license, pet, city };
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
