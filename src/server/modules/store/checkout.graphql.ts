// Checkout and orders (issue 15, decision 0403): the test processor's card token, "Pay", and the
// owner's order history and receipts. Owner-only fields over checkout.service.ts.
import { localizedText } from '../../../domain/store/catalog.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import type { OrderLineRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { noArgs } from '../../graphql-kit/field-args.js';
import { publicField, viewerField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import { findMyOrder, listMyOrders, type OrderView, placeOrder, tokenizeTestCard } from './checkout.service.js';
import { licenseLineField } from '../../graphql-kit/types/license.js';
import { Money, moneyOf, Totals } from '../../graphql-kit/types/money.js';
import { chosenOptionFields } from '../../graphql-kit/types/chosen-option.js';
import { shopperCity } from './store.graphql.js';

const CardToken = builder.objectRef<{ token: string; type: string }>('CardToken').implement({
  description: 'spec §3 Card token result',
  fields: (t) => ({ token: t.exposeString('token'), type: t.exposeString('type') }),
});

const OrderLine = builder
  .objectRef<OrderLineRow & { currency: string; petName: string | null }>('OrderLine')
  .implement({
    fields: (t) => ({
      productName: t.string({ resolve: (line, _args, context) => localizedText(line.productName, context.locale) }),
      imageKey: t.exposeString('imageKey'),
      petName: t.exposeString('petName', { nullable: true, description: 'the pet a smart tracker plan is for' }),
      quantity: t.exposeInt('quantity'),
      ...chosenOptionFields(t),
      license: licenseLineField(t, 'a licence line: the licence issued, with its number and tag'),
      unitPrice: t.field({ type: Money, resolve: (line) => moneyOf(line.unitPriceCents, line.currency) }),
      lineTotal: t.field({ type: Money, resolve: (line) => moneyOf(line.lineTotalCents, line.currency) }),
    }),
  });

const Order = builder.objectRef<OrderView>('Order').implement({
  description: 'An order the owner placed and paid (PRODUCT.md §5)',
  interfaces: [Totals],
  fields: (t) => ({
    number: t.exposeInt('number'),
    reference: t.string({ description: 'PP-000123', resolve: (order) => orderReference(order.number) }),
    placedAt: t.string({ resolve: (order) => order.placedAt.toISOString() }),
    status: t.exposeString('status'),
    currency: t.exposeString('currency'),
    taxRateBasisPoints: t.exposeInt('taxRateBasisPoints'),
    cardBrand: t.exposeString('cardBrand', {
      nullable: true,
      description: 'null: nothing was charged (decision 0504)',
    }),
    cardLast4: t.exposeString('cardLast4', { nullable: true }),
    paidInTestMode: t.boolean({
      description:
        'true: paid with the embedded test processor (orders.payment_provider = "test"): no money was taken (issue 36)',
      resolve: (order) => order.paymentProvider === 'test',
    }),
    lines: t.field({
      type: [OrderLine],
      resolve: (order) => order.lines.map((line) => ({ ...line, currency: order.currency })),
    }),
  }),
});

const TestCardInput = builder.inputType('TestCardInput', {
  description: "The embedded test processor's own card fields (never in production with Stripe)",
  fields: (t) => ({
    cardNumber: t.string({ required: true }),
    expiry: t.string({ required: true }),
    cvc: t.string({ required: true }),
    country: t.string({ required: true }),
    postalCode: t.string({ required: true }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true, description: 'a UUID per attempt: a repeat gets the first answer' }),
    basketVersion: t.string({
      required: true,
      description: 'Basket.version as the page showed it: a basket that changed since is refused (decision 0407)',
    }),
    cardToken: t.string({ required: false, description: 'none when the total is zero (decision 0504)' }),
    expectedTotalCents: t.int({ required: true }),
    saveCard: t.boolean({ required: false, description: 'keep the card for next time' }),
    useSavedCard: t.boolean({
      required: false,
      description: 'pay with the card kept from an earlier order (Billing.savedCard) instead of a cardToken',
    }),
  }),
});

publicField('query', 'paymentMode', {
  type: 'String',
  description: '"TEST" while the embedded test processor takes payments (the form says "Test mode")',
  resolve: (_args, context) => (context.services.payments.testMode ? 'TEST' : 'LIVE'),
});

const PaymentProviderInfo = builder
  .objectRef<{ name: string; testMode: boolean; publishableKey: string | null }>('PaymentProvider')
  .implement({
    description: 'Who takes card payments (spec §7.3): what the payment step loads (decision 0405)',
    fields: (t) => ({
      name: t.exposeString('name', { description: '"test" (the embedded test processor) or "stripe"' }),
      testMode: t.exposeBoolean('testMode', { description: 'our own card fields, labelled "Test mode"' }),
      publishableKey: t.exposeString('publishableKey', {
        nullable: true,
        description: "Stripe's publishable key, for Stripe.js; null for the test processor",
      }),
    }),
  });

publicField('query', 'paymentProvider', {
  type: PaymentProviderInfo,
  resolve: (_args, { services: { payments } }) => ({
    name: payments.name,
    testMode: payments.testMode,
    publishableKey: payments.publishableKey,
  }),
});

viewerField('mutation', 'tokenizeTestCard', {
  type: CardToken,
  args: builder.args((arg) => ({ input: arg.field({ type: TestCardInput, required: true }) })),
  input: (args) => args.input,
  useCase: tokenizeTestCard,
});

viewerField('mutation', 'placeOrder', {
  type: Order,
  description: 'Pays for the basket, exactly once per basket and per idempotency key (decisions 0403, 0407)',
  args: builder.args((arg) => ({ input: arg.field({ type: PlaceOrderInput, required: true }) })),
  resolve: async (actor, args, context) =>
    placeOrder(context.services, {
      actor,
      input: { form: args.input, city: await shopperCity(context), origin: linkOrigin(context) },
    }),
});

viewerField('query', 'myOrders', {
  ...noArgs,
  type: [Order],
  description: "The caller's orders, newest first",
  useCase: listMyOrders,
});

viewerField('query', 'myOrder', {
  type: Order,
  nullable: true,
  description: "One of the caller's orders by number; null for another owner's or a missing one",
  args: builder.args((arg) => ({ number: arg.int({ required: true }) })),
  useCase: findMyOrder,
});
