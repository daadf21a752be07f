// A donation to the Safe & Happy Fund as a basket line (issue 18, decisions 0802, 0409): one donation line
// per basket, an owner's or a visitor's, in the basket's currency and never taxed; the donor's amount is
// its price, and a second donation replaces the amount. There is no fund module: the kind is the store's.
import { DONATION_PRODUCT_SLUG, donationSchema } from '../../../domain/fund/donation.rules.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import type { BasketLineKind, LinePrice } from '../../shared/basket-line-kind.js';
import { productOfSlug } from './catalog.service.js';

export const fundLineKind: BasketLineKind<AppServices> = {
  slug: DONATION_PRODUCT_SLUG,
  sells: (product) => product.category === 'DONATION',
  taxable: false,

  async add(services, { input: { city, form } }) {
    const { amount } = parseOrThrow(donationSchema, form);
    const product = await productOfSlug(services, { input: { slug: DONATION_PRODUCT_SLUG, active: true } });
    if (!product) throw new AppError('NOT_FOUND');
    return {
      line: async () => ({
        productId: product.id,
        petId: null,
        options: {},
        optionsKey: 'donation',
        unitPriceCents: amount,
        currency: currencyOfCountry(city.country),
      }),
    };
  },

  /** priced by the donor: the amount they chose is its price */
  async price(_services, { input: { lines } }) {
    return new Map<string, LinePrice>(
      lines.map(({ line }) => [line.id, { cents: line.unitPriceCents, refusal: null }]),
    );
  },
};
