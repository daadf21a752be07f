// The store (issue 15, decision 0401): the catalog priced for the shopper's country, and the basket of
// the logged-in owner or of the visitor's browser. Thin fields over catalog.service.ts and
// basket.service.ts; the visitor's basket cookie is made on the first add and merged after log-in.
import { createHash, randomBytes } from 'node:crypto';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../../domain/store/catalog.js';
import { DEFAULT_CHECKOUT_PATH } from '../../../domain/store/basket.js';
import { localizedText } from '../../../domain/store/catalog.js';
import { chosenOptionFields } from '../../graphql-kit/types/chosen-option.js';
import { builder } from '../../graphql-kit/builder.js';
import { licenseLineField } from '../../graphql-kit/types/license.js';
import { Money, moneyOf, Totals } from '../../graphql-kit/types/money.js';
import { cityHint, type GraphQLContext } from '../../graphql-kit/context.js';
import { limitPerIp } from '../../graphql-kit/guards.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import { clearBasketCookie, readBasketToken, setBasketCookie, VISITOR_BASKET_DAYS } from '../../http/basket-cookie.js';
import { AppError } from '../../shared/app-error.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import {
  addDonationToBasket,
  addLicenseToBasket,
  addToBasket,
  type BasketHolder,
  type BasketLineView,
  type BasketView,
  changeBasketLine,
  mergeVisitorBasket,
  readBasket,
  removeBasketLine,
} from './basket.service.js';
import { findProduct, listProducts, type PricedProduct } from './catalog.service.js';

const ProductCategoryEnum = builder.enumType('ProductCategory', { values: PRODUCT_CATEGORIES });

const ProductOptionRef = builder.objectRef<{ kind: string; values: string[] }>('ProductOption').implement({
  description: 'A choice the product offers (design, color, size); the web catalog names its values',
  fields: (t) => ({ kind: t.exposeString('kind'), values: t.exposeStringList('values') }),
});

const Product = builder.objectRef<PricedProduct>('Product').implement({
  description: "A product of the store, priced in the shopper's country",
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    category: t.field({
      type: ProductCategoryEnum,
      // the LICENSE product has no price list, so it is never listed nor found as a store product
      resolve: (product) => product.category as ProductCategory,
    }),
    name: t.string({ resolve: (product, _args, context) => localizedText(product.name, context.locale) }),
    description: t.string({
      resolve: (product, _args, context) => localizedText(product.description, context.locale),
    }),
    imageKey: t.exposeString('imageKey'),
    options: t.field({ type: [ProductOptionRef], resolve: (product) => product.options }),
    engraved: t.exposeBoolean('engraved'),
    price: t.field({ type: Money, resolve: (product) => product.price }),
  }),
});

/** The shopper's jurisdiction: the owner's own, else the one the visitor is viewing. */
export async function shopperCity(context: GraphQLContext) {
  const city = await context.services.jurisdictions.current({
    ...cityHint(context),
    ownerJurisdictionId: context.viewer?.jurisdictionId,
  });
  if (!city) throw new AppError('CITY_NOT_FOUND');
  return city;
}

const BasketLine = builder.objectRef<BasketLineView>('BasketLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    productName: t.string({ resolve: (line, _args, context) => localizedText(line.productName, context.locale) }),
    walletCardId: t.exposeID('walletCardId', {
      nullable: true,
      description: 'a designed wallet card (issue 18): its exported SVGs at /api/wallet-cards/{id}/front.svg',
    }),
    imageKey: t.exposeString('imageKey'),
    petName: t.exposeString('petName', {
      nullable: true,
      description: 'the pet the line is for (a smart tracker); such a line is always one',
    }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({
      type: Money,
      description: 'the price the line was added at',
      resolve: (line) => ({ amountCents: line.unitPriceCents, currency: line.currency }),
    }),
    currentPrice: t.field({
      type: Money,
      nullable: true,
      description: 'the price now; null when the product is no longer sold',
      resolve: (line) => line.product?.price ?? null,
    }),
    lineTotal: t.field({ type: Money, resolve: (line) => moneyOf(line.lineTotalCents, line.currency) }),
    ...chosenOptionFields(t),
    license: licenseLineField(t, 'a licence line (issue 16): its term and fee as quoted'),
    problem: t.string({
      nullable: true,
      description: 'why the line cannot be bought now (an error code, e.g. LICENSE_RENEWAL_NOT_OPEN)',
      resolve: (line) => line.refusal,
    }),
  }),
});

export const Basket = builder.objectRef<BasketView>('Basket').implement({
  description: 'The open basket of the owner or the visitor (PRODUCT.md §5)',
  interfaces: [Totals],
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'items, quantities added up (the navbar badge)' }),
    version: t.string({
      description: 'this state of the basket (decision 0407): "Pay" sends it back as placeOrder\'s basketVersion',
      resolve: (basket) => String(basket.version),
    }),
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    lines: t.field({ type: [BasketLine], resolve: (basket) => basket.lines }),
    taxRateBasisPoints: t.exposeInt('taxRateBasisPoints'),
    continueToCheckoutUrl: t.string({
      description: 'spec §2.18: where "checkout" goes',
      resolve: () => DEFAULT_CHECKOUT_PATH,
    }),
  }),
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Whose basket this request works on. A visitor's cookie is made on its first write; once the visitor
 * has logged in, the cookie's basket is merged into the owner's and the cookie is cleared.
 */
async function basketHolder(context: GraphQLContext, { write }: { write: boolean }): Promise<BasketHolder> {
  const { config } = context.services;
  const token = readBasketToken(context.request, config);
  if (context.viewer) {
    if (token) {
      await mergeVisitorBasket(context.services, {
        actor: context.viewer,
        input: { visitorTokenHash: sha256(token) },
      });
      clearBasketCookie(context.reply, config);
    }
    return { accountId: context.viewer.accountId };
  }
  if (token) return { visitorTokenHash: sha256(token) };
  if (!write) return { visitorTokenHash: null };
  const made = randomBytes(32).toString('base64url');
  setBasketCookie(context.reply, config, made, new Date(Date.now() + VISITOR_BASKET_DAYS * 86_400_000));
  return { visitorTokenHash: sha256(made) };
}

publicField('query', 'storeProducts', {
  type: [Product],
  description: "The products sold in the shopper's country, of one category or all",
  args: builder.args((arg) => ({ category: arg.field({ type: ProductCategoryEnum, required: false }) })),
  resolve: async (args, context) => {
    const city = await shopperCity(context);
    return listProducts(context.services, { input: { country: city.country, category: args.category ?? null } });
  },
});

publicField('query', 'storeProduct', {
  type: Product,
  nullable: true,
  description: "One product by slug or id; null when it is not sold in the shopper's country (spec §2.18 not found)",
  args: builder.args((arg) => ({ id: arg.string({ required: true }) })),
  resolve: async (args, context) => {
    const city = await shopperCity(context);
    return findProduct(context.services, { input: { country: city.country, slugOrId: args.id } });
  },
});

publicField('query', 'basket', {
  type: Basket,
  description: "The shopper's open basket (empty when there is none)",
  resolve: async (_args, context) => {
    const [holder, city] = await Promise.all([basketHolder(context, { write: false }), shopperCity(context)]);
    return readBasket(context.services, { actor: context.viewer, input: { holder, city } });
  },
});

const ChosenOptionInput = builder.inputType('ChosenOptionInput', {
  fields: (t) => ({ kind: t.string({ required: true }), value: t.string({ required: true }) }),
});

const AddToBasketInput = builder.inputType('AddToBasketInput', {
  fields: (t) => ({
    productId: t.string({ required: true }),
    quantity: t.int({ required: true }),
    options: t.field({ type: [ChosenOptionInput], required: false }),
    engraving: t.stringList({ required: false }),
  }),
});

/** A write to the basket: counted per IP for visitors (owners are known), on the shopper's basket. */
async function basketWrite<T>(
  context: GraphQLContext,
  run: (call: Awaited<ReturnType<typeof basketCall>>) => Promise<T>,
) {
  if (!context.viewer) await limitPerIp(context, RATE_LIMITS.basket);
  return run(await basketCall(context));
}

async function basketCall(context: GraphQLContext) {
  const [holder, city] = await Promise.all([basketHolder(context, { write: true }), shopperCity(context)]);
  return { holder, city };
}

publicField('mutation', 'addToBasket', {
  type: Basket,
  args: builder.args((arg) => ({ input: arg.field({ type: AddToBasketInput, required: true }) })),
  resolve: (args, context) =>
    basketWrite(context, (call) => {
      const options: Record<string, unknown> = {};
      for (const option of args.input.options ?? []) options[option.kind] = option.value;
      if (args.input.engraving) options.engraving = args.input.engraving;
      return addToBasket(context.services, {
        actor: context.viewer,
        input: { ...call, line: { productId: args.input.productId, quantity: args.input.quantity, options } },
      });
    }),
});

publicField('mutation', 'changeBasketLine', {
  type: Basket,
  args: builder.args((arg) => ({ lineId: arg.id({ required: true }), quantity: arg.int({ required: true }) })),
  resolve: (args, context) =>
    basketWrite(context, (call) =>
      changeBasketLine(context.services, {
        actor: context.viewer,
        input: { ...call, change: { lineId: String(args.lineId), quantity: args.quantity } },
      }),
    ),
});

publicField('mutation', 'removeBasketLine', {
  type: Basket,
  args: builder.args((arg) => ({ lineId: arg.id({ required: true }) })),
  resolve: (args, context) =>
    basketWrite(context, (call) =>
      removeBasketLine(context.services, { actor: context.viewer, input: { ...call, lineId: String(args.lineId) } }),
    ),
});

viewerField('mutation', 'addLicenseToBasket', {
  type: Basket,
  description: "Puts a licence for one of the owner's pets in the basket, priced by its quote (issue 16)",
  args: builder.args((arg) => ({
    petId: arg.id({ required: true }),
    termYears: arg.int({ required: true }),
    rabiesExpiry: arg.string({
      required: false,
      description:
        'YYYY-MM-DD: the rabies expiry typed before its proof is uploaded; a term past it is refused (issue 38 D23)',
    }),
  })),
  resolve: async (actor, args, context) =>
    addLicenseToBasket(context.services, {
      actor,
      input: {
        city: await shopperCity(context),
        petId: String(args.petId),
        termYears: args.termYears,
        rabiesExpiry: args.rabiesExpiry ?? null,
      },
    }),
});

publicField('mutation', 'addDonationToBasket', {
  type: Basket,
  description:
    'A donation to the Safe & Happy Fund (issue 18, decision 0802): amount as typed ("25", "25.50"), within the bounds; never taxed',
  args: builder.args((arg) => ({ amount: arg.string({ required: true }) })),
  resolve: (args, context) =>
    basketWrite(context, (call) =>
      addDonationToBasket(context.services, {
        actor: context.viewer,
        input: { ...call, donation: { amount: args.amount } },
      }),
    ),
});
