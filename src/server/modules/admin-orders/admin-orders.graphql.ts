// issue 17, the staff console's orders (decision 0702): the order list, an order's page, refunds and
// order notes (spec §2.13, §3 Order note). Administrators only; every object is checked in the service.
import { localizedText } from '../../../domain/store/catalog.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import { refundableCents } from '../../../domain/store/refund.rules.js';
import type { OrderLineRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { linkOrigin } from '../../graphql-kit/context.js';
import { Money, moneyOf, Totals } from '../../graphql-kit/types/money.js';
import { chosenOptionFields } from '../../graphql-kit/types/chosen-option.js';
import {
  type AdminOrderNote,
  type AdminOrderPage,
  type AdminOrderSummary,
  type AdminOrderView,
  addOrderNote,
  adminOrder,
  adminOrders,
  editOrderNote,
  refundOrder,
} from './admin-orders.service.js';

const OrderNoteAdministrator = builder
  .objectRef<{ id: number; displayName: string | null }>('OrderNoteAdministrator')
  .implement({
    description: 'spec §3 Order note administrator; also the current user',
    fields: (t) => ({
      id: t.exposeInt('id'),
      displayName: t.exposeString('displayName', { nullable: true }),
    }),
  });

const OrderNote = builder.objectRef<AdminOrderNote>('OrderNote').implement({
  description: 'spec §3 Order note',
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    createDt: t.string({ description: 'ISO instant', resolve: (note) => note.createdAt.toISOString() }),
    isEdited: t.boolean({ resolve: (note) => note.editedAt !== null }),
    version: t.exposeInt('version', { description: 'sent back with an edit: a stale one is STALE_EDIT' }),
    administrator: t.field({ type: OrderNoteAdministrator, nullable: true, resolve: (note) => note.administrator }),
  }),
});

const AdminOrderLine = builder
  .objectRef<OrderLineRow & { currency: string; petName: string | null }>('AdminOrderLine')
  .implement({
    fields: (t) => ({
      productName: t.string({ resolve: (line, _args, context) => localizedText(line.productName, context.locale) }),
      petName: t.exposeString('petName', { nullable: true }),
      quantity: t.exposeInt('quantity'),
      ...chosenOptionFields(t),
      licenseNumber: t.string({ nullable: true, resolve: (line) => line.license?.number ?? null }),
      unitPrice: t.field({ type: Money, resolve: (line) => moneyOf(line.unitPriceCents, line.currency) }),
      lineTotal: t.field({ type: Money, resolve: (line) => moneyOf(line.lineTotalCents, line.currency) }),
    }),
  });

const AdminOrderRefund = builder
  .objectRef<AdminOrderView['refunds'][number] & { currency: string }>('AdminOrderRefund')
  .implement({
    fields: (t) => ({
      amount: t.field({ type: Money, resolve: (refund) => moneyOf(refund.amountCents, refund.currency) }),
      createdAt: t.string({ resolve: (refund) => refund.createdAt.toISOString() }),
      adminName: t.exposeString('adminName', { nullable: true }),
      source: t.exposeString('source', {
        description:
          "CONSOLE: a staff refund (adminName theirs); PROVIDER: made at the payment provider (Stripe's dashboard), no administrator",
      }),
      failedAt: t.string({
        nullable: true,
        description:
          'ISO instant the payment provider said the refund failed: no money went back, and the order counts it no more; null: it stands',
        resolve: (refund) => refund.failedAt?.toISOString() ?? null,
      }),
    }),
  });

const AdminOrderOwner = builder.objectRef<AdminOrderView['owner']>('AdminOrderOwner').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), email: t.exposeString('email') }),
});

const AdminOrder = builder.objectRef<AdminOrderView>('AdminOrder').implement({
  description: 'issue 17: an order as staff see it',
  interfaces: [Totals],
  fields: (t) => {
    const money = (pick: (order: AdminOrderView) => number) =>
      t.field({ type: Money, resolve: (order) => ({ amountCents: pick(order), currency: order.currency }) });
    return {
      number: t.exposeInt('number'),
      reference: t.string({ resolve: (order) => orderReference(order.number) }),
      placedAt: t.string({ resolve: (order) => order.placedAt.toISOString() }),
      status: t.exposeString('status', { description: 'PAID, PARTIALLY_REFUNDED or REFUNDED' }),
      jurisdictionName: t.exposeString('jurisdictionName'),
      refunded: money((order) => order.refundedCents),
      refundable: money((order) => refundableCents(order.totalCents, order.refundedCents)),
      paymentProvider: t.exposeString('paymentProvider'),
      // null for an order with nothing to pay (decision 0504)
      cardBrand: t.exposeString('cardBrand', { nullable: true }),
      cardLast4: t.exposeString('cardLast4', { nullable: true }),
      owner: t.field({ type: AdminOrderOwner, resolve: (order) => order.owner }),
      lines: t.field({
        type: [AdminOrderLine],
        resolve: (order) => order.lines.map((line) => ({ ...line, currency: order.currency })),
      }),
      refunds: t.field({
        type: [AdminOrderRefund],
        resolve: (order) => order.refunds.map((refund) => ({ ...refund, currency: order.currency })),
      }),
      notes: t.field({ type: [OrderNote], resolve: (order) => order.notes }),
      currentUser: t.field({
        type: OrderNoteAdministrator,
        description: 'spec §3 Order note "current user": the administrator reading the order',
        resolve: (_order, _args, context) => {
          const viewer = context.viewer;
          return {
            id: viewer?.accountId ?? 0,
            displayName: viewer ? `${viewer.firstName} ${viewer.lastName}`.trim() || null : null,
          };
        },
      }),
    };
  },
});

const AdminOrderSummaryRef = builder.objectRef<AdminOrderSummary>('AdminOrderSummary').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    reference: t.string({ resolve: (order) => orderReference(order.number) }),
    placedAt: t.string({ resolve: (order) => order.placedAt.toISOString() }),
    status: t.exposeString('status'),
    ownerName: t.exposeString('ownerName'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    categories: t.exposeStringList('categories', { description: 'LICENSE, TAG, SMART_TRACKER, WALLET_CARD, COLLAR' }),
    total: t.field({ type: Money, resolve: (order) => ({ amountCents: order.totalCents, currency: order.currency }) }),
    refunded: t.field({ type: Money, resolve: (order) => moneyOf(order.refundedCents, order.currency) }),
  }),
});

const AdminOrderPageRef = builder.objectRef<AdminOrderPage>('AdminOrderPage').implement({
  fields: (t) => ({
    items: t.field({ type: [AdminOrderSummaryRef], resolve: (page) => page.items }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const AdminOrderFilter = builder.inputType('AdminOrderFilter', {
  fields: (t) => ({
    status: t.string({ description: 'PAID, PARTIALLY_REFUNDED or REFUNDED' }),
    type: t.string({ description: 'an order with a line of this category: LICENSE, TAG, SMART_TRACKER…' }),
    from: t.string({ description: 'YYYY-MM-DD, placed on or after (the jurisdiction’s day)' }),
    to: t.string({ description: 'YYYY-MM-DD, placed on or before' }),
    page: t.int(),
  }),
});

staffField('query', 'adminOrders', {
  type: AdminOrderPageRef,
  description: 'issue 17: orders of the jurisdictions the administrator administers, newest first, 25 a page',
  args: builder.args((arg) => ({ filter: arg.field({ type: AdminOrderFilter }) })),
  input: ({ filter }) => ({
    status: (filter?.status || null) as never,
    type: (filter?.type || null) as never,
    from: filter?.from || null,
    to: filter?.to || null,
    page: filter?.page ?? null,
  }),
  useCase: adminOrders,
});

staffField('query', 'adminOrder', {
  type: AdminOrder,
  description: 'issue 17: an order of a jurisdiction the administrator administers; NOT_FOUND otherwise',
  args: builder.args((arg) => ({ number: arg.int({ required: true }) })),
  useCase: adminOrder,
});

const RefundOrderInput = builder.inputType('RefundOrderInput', {
  fields: (t) => ({
    orderNumber: t.int({ required: true }),
    amountCents: t.int({ required: true }),
    idempotencyKey: t.string({ required: true, description: 'one per press of Refund: a repeat refunds nothing more' }),
  }),
});

staffField('mutation', 'refundOrder', {
  type: AdminOrder,
  description:
    'issue 17: refunds (part of) a paid order through the payment provider, once per key, and e-mails the owner (decision 0506); REFUND_TOO_LARGE above what is left',
  args: builder.args((arg) => ({ input: arg.field({ type: RefundOrderInput, required: true }) })),
  input: (args, context) => ({ ...args.input, origin: linkOrigin(context) }),
  useCase: refundOrder,
});

staffField('mutation', 'addOrderNote', {
  type: [OrderNote],
  description: 'spec §2.13: a new note on an order; answers the order’s notes',
  args: builder.args((arg) => ({ orderNumber: arg.int({ required: true }), text: arg.string({ required: true }) })),
  useCase: addOrderNote,
});

staffField('mutation', 'editOrderNote', {
  type: [OrderNote],
  description:
    'spec §2.13, §6: edits a note with no administrator or the caller’s own; STALE_EDIT when it changed since `version`',
  args: builder.args((arg) => ({
    noteId: arg.id({ required: true }),
    text: arg.string({ required: true }),
    version: arg.int({ required: true }),
  })),
  input: (args) => ({ noteId: String(args.noteId), text: args.text, version: args.version }),
  useCase: editOrderNote,
});
