// The licence as a basket line (issue 16, decisions 0501, 0409): one licence line per pet, priced by its
// quote and never taxed, repriced (or refused) by its quote now, and issued when the order is paid. The
// store runs it through AppServices.basketLineKinds; nothing here reads the store's tables.
import { z } from 'zod';
import { LICENSE_PRODUCT_SLUG, type LicenseLine, licenseLineOf } from '../../../domain/license/license-line.js';
import type { AppErrorCode } from '../../../domain/shared/error-codes.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import type { PetLicenseRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { BasketLineKind, LinePrice, OrderLineExtras } from '../store/basket.service.js';
import { productOfSlug } from '../store/catalog.service.js';
import { issueLicenses, priceLicenseLines } from './license.functions.js';
import { quoteLicense } from './license.service.js';
import { isUniqueViolation } from '../../shared/unique-violation.js';

/** What the buy flow sends: the pet, the term, and a rabies expiry typed before its file (issue 38 D23). */
const licenseFormSchema = z.object({
  petId: z.unknown().optional(),
  termYears: z.unknown().optional(),
  rabiesExpiry: z.unknown().optional(),
});

/** A licence line as the order keeps it: the licence issued (number, tag, term, fee), or null. */
function licenseOnOrder(line: LicenseLine | null, issued: PetLicenseRow | undefined): LicenseLine | null {
  if (!line || !issued) return null;
  return {
    ...line,
    termStart: issued.termStart,
    termEnd: issued.termEnd,
    breakdown: issued.fee ?? line.breakdown,
    number: issued.number,
    tagNumber: issued.tagNumber ?? undefined,
  };
}

/** A second licence for the same pet and term, issued by a checkout that raced this one. */
function alreadyIssued(error: unknown): boolean {
  return isUniqueViolation(error, 'pet_licenses_one_per_term');
}

export const licenseLineKind: BasketLineKind<AppServices> = {
  slug: LICENSE_PRODUCT_SLUG,
  taxable: false,

  async add(services, { actor, input: { city, form } }) {
    if (!actor) throw new AppError('INTERNAL');
    const { petId, termYears, rabiesExpiry } = licenseFormSchema.parse(form);
    // issue 38 D23: a rabies expiry typed before its file is sent limits the term as one on file does
    const quote = await quoteLicense(services, { actor, input: { petId, termYears, rabiesExpiry } });
    const product = await productOfSlug(services, { input: { slug: LICENSE_PRODUCT_SLUG } });
    if (!product) throw new AppError('INTERNAL');
    const pet = Number(petId);
    return {
      refuse: (existing) => {
        if (existing.some((line) => line.license && line.petId === pet))
          throw new AppError('LICENSE_ALREADY_IN_BASKET');
      },
      line: async () => ({
        productId: product.id,
        petId: pet,
        options: {},
        optionsKey: `license:${pet}`,
        unitPriceCents: quote.breakdown.totalCents,
        currency: currencyOfCountry(city.country),
        license: licenseLineOf(quote, quote.typedRabiesExpiry),
      }),
    };
  },

  async price(services, { input: { accountId, city, lines } }) {
    const quoted = await priceLicenseLines(
      services,
      { accountId: accountId ?? 0, jurisdictionId: city.id },
      lines.flatMap(({ line }) => (line.license ? [{ id: line.id, petId: line.petId, license: line.license }] : [])),
    );
    const prices = new Map<string, LinePrice>();
    for (const [id, price] of quoted)
      prices.set(
        id,
        'quote' in price
          ? { cents: price.quote.breakdown.totalCents, refusal: null }
          : { cents: null, refusal: price.refusal as AppErrorCode },
      );
    return prices;
  },

  async fulfil(services, { actor, input: { order, lines } }) {
    const issued = await issueLicenses(services, actor, {
      orderId: order.id,
      currency: order.currency,
      lines: lines.flatMap(({ line }) =>
        line.license && line.petId !== null ? [{ id: line.id, petId: line.petId, license: line.license }] : [],
      ),
    }).catch((error: unknown) => {
      throw alreadyIssued(error) ? new AppError('LICENSE_ALREADY_ISSUED') : error;
    });
    const kept = new Map<string, OrderLineExtras>();
    for (const { line } of lines) kept.set(line.id, { license: licenseOnOrder(line.license, issued.get(line.id)) });
    return kept;
  },
};
