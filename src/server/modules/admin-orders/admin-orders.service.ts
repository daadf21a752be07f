// issue 17, the staff console's orders (spec §2.13, §3 Order note, §4, §6; decision 0702): the order list
// of the jurisdictions an administrator administers, an order's page, refunds through the payment
// provider (exactly once per key), and order notes. Every query is scoped by `administers`: an order of
// another jurisdiction is not found, like a missing one.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { safeParseDomain } from '../../../domain/shared/schema.helpers.js';
import { orderNoteInputSchema } from '../../../domain/store/order-note.rules.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ORDER_LIST_TYPES,
  orderDateRangeSchema,
  ORDER_STATUSES,
  type OrderStatus,
  refundableCents,
  refundInputSchema,
  refundRefusal,
  statusAfterRefunds,
} from '../../../domain/store/refund.rules.js';
import { type AppServices, withDb } from '../../app-services.js';
import { accountById, accountNameColumnsOf, adminHasAccess, fullName } from '../account/account.functions.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type OrderLineRow,
  type OrderNoteRow,
  type OrderRow,
  orderNotes,
  orderRefunds,
  type RefundSource,
} from '../../db/schema/index.js';
import type { ProviderRefund } from '../../integrations/payments/payment-provider.js';
import { AppError } from '../../shared/app-error.js';
import { parseRowId, rowIdOf } from '../../shared/row-id.js';
import { type Actor, type ActorCall, type PublicCall, requireStaff } from '../../shared/use-case.js';
import { fieldErrorsOf, parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { configuredOrigin, pageUrl } from '../../http/public-origin.js';
import { recordAudit, type SystemActor } from '../admin/audit.service.js';
import { emailRecipient } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import { jurisdictionById } from '../jurisdiction/jurisdiction.functions.js';
import { revokeLicensesOfRefundedOrder } from '../license/license.functions.js';
import { lineCategoriesOf, orderLinesWithPetNames } from '../store/order.functions.js';
import {
  administeredOrder,
  administeredOrderPage,
  lockedOrder,
  orderPlaceColumns,
  setOrderRefunded,
  withOrder,
} from '../store/order-staff.functions.js';

export type AdminOrderSummary = Pick<
  OrderRow,
  'id' | 'number' | 'placedAt' | 'status' | 'currency' | 'totalCents' | 'refundedCents'
> & { ownerName: string; jurisdictionName: string; categories: string[] };

export type AdminOrderPage = { items: AdminOrderSummary[]; totalCount: number; page: number; pageSize: number };

const listInputSchema = z.intersection(
  z.object({
    status: z.enum(ORDER_STATUSES).nullish(),
    type: z.enum(ORDER_LIST_TYPES).nullish(),
    page: z.number().int().min(1).max(100_000).nullish(),
  }),
  // from and to: YYYY-MM-DD, in the order's jurisdiction's time zone, both days included
  orderDateRangeSchema,
);

export type AdminOrderListInput = z.input<typeof listInputSchema>;

/** issue 17 Orders: the orders of the administrator's jurisdictions, newest first, a page at a time. */
export async function adminOrders(
  services: AppServices,
  { actor, input }: ActorCall<AdminOrderListInput>,
): Promise<AdminOrderPage> {
  requireStaff(actor);
  const filter = parseOrThrow(listInputSchema, input);
  const page = filter.page ?? 1;
  const { rows, totalCount } = await administeredOrderPage(services.db, actor, filter, {
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  });
  const categories = await lineCategoriesOf(
    services.db,
    rows.map((row) => row.id),
  );
  return {
    // an order's owner and jurisdiction always exist (foreign keys; adminHasAccess asks the jurisdiction)
    items: rows.map(({ firstName, lastName, jurisdictionName, ...row }) => ({
      ...row,
      jurisdictionName: jurisdictionName ?? '',
      ownerName: fullName({ firstName: firstName ?? '', lastName: lastName ?? '' }),
      categories: categories.filter((line) => line.orderId === row.id).map((line) => line.category),
    })),
    totalCount,
    page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

export type AdminOrderNote = Pick<OrderNoteRow, 'id' | 'text' | 'createdAt' | 'editedAt' | 'version'> & {
  administrator: { id: number; displayName: string | null } | null;
};

export type AdminOrderView = OrderRow & {
  lines: Array<OrderLineRow & { petName: string | null }>;
  owner: { id: number; name: string; email: string };
  jurisdictionName: string;
  notes: AdminOrderNote[];
  /**
   * `source`: CONSOLE (staff, `adminName` theirs) or PROVIDER (made in Stripe's dashboard: no administrator);
   * `failedAt`: when the provider said it failed (the order counts it no more), else null
   */
  refunds: Array<{
    amountCents: number;
    createdAt: Date;
    adminName: string | null;
    source: RefundSource;
    failedAt: Date | null;
  }>;
};

async function notesOf(db: DbOrTx, orderId: string): Promise<AdminOrderNote[]> {
  const rows = await db
    .select({
      note: orderNotes,
      ...accountNameColumnsOf(orderNotes.adminId),
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(({ note, firstName, lastName }) => ({
    id: note.id,
    text: note.text,
    createdAt: note.createdAt,
    editedAt: note.editedAt,
    version: note.version,
    administrator:
      note.adminId === null
        ? null
        : { id: note.adminId, displayName: `${firstName ?? ''} ${lastName ?? ''}`.trim() || null },
  }));
}

/** issue 17 Orders: an order's page for staff: lines, totals, payment, owner, status, refunds, notes. */
export async function adminOrder(
  services: AppServices,
  { actor, input }: ActorCall<{ number: unknown }>,
): Promise<AdminOrderView> {
  const order = await administeredOrder(services.db, actor, input.number);
  const [lines, owner, place, notes, refunds] = await Promise.all([
    orderLinesWithPetNames(services.db, order.id),
    accountById(services.db, order.accountId),
    jurisdictionById(services.db, order.jurisdictionId),
    notesOf(services.db, order.id),
    services.db
      .select({
        amountCents: orderRefunds.amountCents,
        createdAt: orderRefunds.createdAt,
        source: orderRefunds.source,
        failedAt: orderRefunds.failedAt,
        ...accountNameColumnsOf(orderRefunds.adminId),
      })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
  ]);
  return {
    ...order,
    lines: lines.map(({ line, petName }) => ({ ...line, petName })),
    owner: owner
      ? { id: owner.id, name: fullName(owner), email: owner.email }
      : { id: order.accountId, name: '', email: '' },
    jurisdictionName: place?.name ?? '',
    notes,
    refunds: refunds.map((refund) => ({
      amountCents: refund.amountCents,
      createdAt: refund.createdAt,
      adminName: refund.firstName === null ? null : `${refund.firstName} ${refund.lastName ?? ''}`.trim(),
      source: refund.source,
      failedAt: refund.failedAt,
    })),
  };
}

/**
 * issue 17 Refund: gives `amountCents` of a paid order back to the card through the payment provider,
 * exactly once per idempotency key (a double-clicked Refund waits on the order's lock, then finds its
 * key and refunds nothing more). More than is left to refund is REFUND_TOO_LARGE; nothing changes.
 */
export async function refundOrder(
  services: AppServices,
  {
    actor,
    input,
  }: ActorCall<{
    orderNumber: unknown;
    amountCents: unknown;
    idempotencyKey: unknown;
    /** where the links of the owner's e-mail point: the request's (decision 0506) */
    origin: string;
  }>,
): Promise<AdminOrderView> {
  requireStaff(actor);
  const parsed = safeParseDomain(refundInputSchema, input);
  if (!parsed.success) {
    if (parseRowId(input.orderNumber) === null) throw new AppError('NOT_FOUND');
    // a key the client got wrong is named as its field (decision 0006), not taken for a wrong amount
    const keyErrors = fieldErrorsOf(parsed.error).filter((field) => field.path === 'idempotencyKey');
    if (keyErrors.length > 0) throw validationFailed(keyErrors);
    throw new AppError('REFUND_AMOUNT_INVALID');
  }
  const { orderNumber, amountCents, idempotencyKey } = parsed.data;
  await services.db.transaction(async (tx) => {
    const order = await administeredOrder(tx, actor, orderNumber, true);
    const [earlier] = await tx
      .select({ id: orderRefunds.id, amountCents: orderRefunds.amountCents })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.idempotencyKey, idempotencyKey)));
    // decision 0407: a repeat of the key is the same refund; the key with another amount is a mistake
    if (earlier && earlier.amountCents !== amountCents) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (earlier) return;
    const refusal = refundRefusal(amountCents, refundableCents(order.totalCents, order.refundedCents));
    if (refusal) throw new AppError(refusal);
    // an order with nothing to pay has no charge (decision 0504), and nothing to refund: refused above
    if (!order.chargeId) throw new AppError('REFUND_TOO_LARGE');
    const result = await services.payments.refund(tx, {
      chargeId: order.chargeId,
      amountCents,
      currency: order.currency,
      idempotencyKey: `${order.id}:${idempotencyKey}`,
    });
    if (result.status === 'refused') throw new AppError(result.reason);
    const [recorded] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey,
        amountCents,
        providerRefundId: result.refundId,
        adminId: actor.accountId,
      })
      .onConflictDoNothing({ target: orderRefunds.providerRefundId })
      .returning({ id: orderRefunds.id });
    if (!recorded) {
      // the provider's webhook recorded this very refund already (a first try that refunded and then rolled
      // back, retried with its key): the row becomes this staff refund's, and the order counts it once. The
      // webhook logged it and e-mailed the owner when it recorded it, so neither happens again.
      await tx
        .update(orderRefunds)
        .set({ idempotencyKey, adminId: actor.accountId, source: 'CONSOLE' })
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.providerRefundId, result.refundId)));
      return;
    }
    const refundedCents = order.refundedCents + amountCents;
    const status: OrderStatus = statusAfterRefunds(order.totalCents, refundedCents);
    await setOrderRefunded(tx, order.id, { refundedCents, status });
    await afterRefund(withDb(services, tx), {
      actor,
      input: {
        order,
        before: { status: order.status, refundedCents: order.refundedCents },
        after: { status, refundedCents },
        amountCents,
        providerRefundId: result.refundId,
        origin: input.origin,
      },
    });
  });
  return adminOrder(services, { actor, input: { number: orderNumber } });
}

type RefundState = { status: OrderStatus; refundedCents: number };

/**
 * What a refund the order now counts brings with it, the same whoever made it (decisions 0407, 0506): an
 * order refunded in full revokes its licences (a partial refund leaves them: refunds are amounts, not
 * lines), the audit log records each licence revoked and the refund by `actor` — a staff member, or the
 * payment provider for a refund made at its dashboard — and the owner is e-mailed, once, with it.
 * `services.db` is the refund's transaction, so all of it commits with the refund or not at all.
 * Answers how many licences it revoked.
 */
async function afterRefund(
  services: AppServices,
  {
    actor,
    input,
  }: {
    actor: Actor | SystemActor;
    input: {
      order: OrderRow;
      before: RefundState;
      after: RefundState;
      amountCents: number;
      providerRefundId: string;
      /** where the links of the owner's e-mail point (decision 0506) */
      origin: string;
    };
  },
): Promise<number> {
  const { order, before, after, amountCents } = input;
  const revoked =
    after.status === 'REFUNDED'
      ? await revokeLicensesOfRefundedOrder(services.db, { orderId: order.id, reference: orderReference(order.number) })
      : [];
  for (const license of revoked)
    await recordAudit(services, {
      actor,
      input: {
        action: 'LICENSE_REVOKED',
        objectType: 'LICENSE',
        objectId: license.number,
        ownerAccountId: order.accountId,
        petId: license.petId,
        jurisdictionId: license.jurisdictionId,
        before: { status: license.statusBefore },
        after: { status: 'REVOKED', reason: license.revokedReason },
      },
    });
  await recordAudit(services, {
    actor,
    input: {
      jurisdictionId: order.jurisdictionId,
      ownerAccountId: order.accountId,
      objectType: 'ORDER',
      objectId: String(order.number),
      action: 'REFUND',
      before,
      after: { ...after, amountCents, providerRefundId: input.providerRefundId },
    },
  });
  // D11 (decision 0506): the owner hears of each refund once, with it (a repeated key, or a refund the
  // order holds already, records nothing and comes nowhere near here)
  const owner = await emailRecipient(services.db, order.accountId);
  if (owner)
    await enqueueEmail(services, {
      input: {
        to: owner.email,
        locale: owner.locale,
        template: 'order-refunded',
        data: {
          firstName: owner.firstName,
          reference: orderReference(order.number),
          currency: order.currency,
          amountCents,
          refundedCents: after.refundedCents,
          totalCents: order.totalCents,
          card: order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
          revokedLicenses: revoked.map((license) => license.number),
          testMode: order.paymentProvider === 'test',
          orderUrl: pageUrl(input.origin, 'OrderReceipt', owner.locale, { order: String(order.number) }),
        },
      },
    });
  return revoked.length;
}

/** A provider's refund that gave money back: a failed or canceled one did not (or no longer does). */
const gaveMoneyBack = (refund: ProviderRefund) => refund.status !== 'failed' && refund.status !== 'canceled';

/**
 * The payment provider as the audit log names it for what it did at its own end: only Stripe sends the
 * webhooks that record such refunds (the test processor has none).
 */
const PAYMENT_PROVIDER_ACTOR: SystemActor = { system: 'PAYMENT_PROVIDER', name: 'Stripe' };

export type ProviderRefundsRecorded = {
  /** the refunds recorded now (none: each was held already, or the order has none) */
  recorded: Array<{ providerRefundId: string; amountCents: number }>;
  /** the refunds the order counted that the provider now says failed (or were canceled), taken back now */
  failed: Array<{ providerRefundId: string; amountCents: number }>;
  status: OrderStatus;
  refundedCents: number;
  /** the licences revoked now (the order became REFUNDED) */
  revoked: number;
};

/**
 * Decision 0407 (refunds made at the provider): brings the order's refunds in line with the refunds the
 * provider holds for its payment, once, whatever the number of deliveries. The order's row is locked first,
 * so a staff refund in progress commits its row before this reads them; each refund is keyed by its
 * provider id (unique), so a second writer is a no-op.
 * - A refund the order counts that the provider says failed or was canceled is taken back: its row keeps
 *   `failed_at` (`at`, when the provider said so), the order's refunded amount drops by it, and the audit
 *   log says so (`REFUND_FAILED`, by the provider). Licences a full refund revoked stay revoked: the owner
 *   is still owed the money, which staff give back another way (the addendum).
 * - A refund the order does not hold (made in Stripe's dashboard) is recorded as `PROVIDER` with what a
 *   staff refund of the same amount brings (`afterRefund`: the audit entry by the provider, the owner's
 *   e-mail, licences revoked when the order is refunded in full).
 * For the webhook: `services.db` is the event's transaction; no staff actor.
 */
export async function recordProviderRefunds(
  services: AppServices,
  { input }: PublicCall<{ orderId: string; refunds: ProviderRefund[]; at: Date }>,
): Promise<ProviderRefundsRecorded> {
  const db = services.db;
  const order = await lockedOrder(db, input.orderId);
  if (!order) throw new AppError('NOT_FOUND');
  const held = new Map(
    (
      await db
        .select({
          id: orderRefunds.id,
          providerRefundId: orderRefunds.providerRefundId,
          amountCents: orderRefunds.amountCents,
          failedAt: orderRefunds.failedAt,
        })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order.id))
    ).map((row) => [row.providerRefundId, row]),
  );
  const audited = (action: 'REFUND_FAILED', before: Record<string, unknown>, after: Record<string, unknown>) =>
    recordAudit(services, {
      actor: PAYMENT_PROVIDER_ACTOR,
      input: {
        jurisdictionId: order.jurisdictionId,
        ownerAccountId: order.accountId,
        objectType: 'ORDER',
        objectId: String(order.number),
        action,
        before,
        after,
      },
    });
  let state: RefundState = { status: order.status, refundedCents: order.refundedCents };
  const after = (refundedCents: number): RefundState => ({
    status: statusAfterRefunds(order.totalCents, refundedCents),
    refundedCents,
  });

  // first the refunds that failed: what they free is the order's to refund again
  const failed: ProviderRefundsRecorded['failed'] = [];
  for (const refund of input.refunds) {
    const row = held.get(refund.id);
    if (!row || row.failedAt !== null || gaveMoneyBack(refund)) continue;
    const [reversed] = await db
      .update(orderRefunds)
      .set({ failedAt: input.at })
      .where(and(eq(orderRefunds.id, row.id), isNull(orderRefunds.failedAt)))
      .returning({ id: orderRefunds.id });
    if (!reversed) continue;
    row.failedAt = input.at;
    const next = after(Math.max(0, state.refundedCents - row.amountCents));
    const refundId = { providerRefundId: refund.id };
    await audited(
      'REFUND_FAILED',
      { ...state, amountCents: row.amountCents, ...refundId },
      { ...next, amountCents: 0, ...refundId },
    );
    failed.push({ providerRefundId: refund.id, amountCents: row.amountCents });
    state = next;
  }

  const recorded: ProviderRefundsRecorded['recorded'] = [];
  let revoked = 0;
  for (const refund of input.refunds) {
    if (held.has(refund.id) || !gaveMoneyBack(refund) || refund.amountCents < 1) continue;
    if (refund.currency !== order.currency) {
      services.log.error(
        { order: order.number, refund: refund.id },
        'a provider refund in another currency than its order',
      );
      continue;
    }
    // never more than the order's total (its check): the provider refunds at most what it took
    const amountCents = Math.min(refund.amountCents, order.totalCents - state.refundedCents);
    if (amountCents < 1) continue;
    const [row] = await db
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey: `provider:${refund.id}`,
        amountCents,
        providerRefundId: refund.id,
        adminId: null,
        source: 'PROVIDER',
        // the month the money went back (reports), not the month the webhook came
        createdAt: refund.createdAt,
      })
      .onConflictDoNothing({ target: orderRefunds.providerRefundId })
      .returning({ id: orderRefunds.id });
    if (!row) continue;
    held.set(refund.id, { id: row.id, providerRefundId: refund.id, amountCents, failedAt: null });
    const next = after(state.refundedCents + amountCents);
    revoked += await afterRefund(services, {
      actor: PAYMENT_PROVIDER_ACTOR,
      input: {
        order,
        before: state,
        after: next,
        amountCents,
        providerRefundId: refund.id,
        // a webhook is no person's request: its links are a scheduled job's (decision 0506)
        origin: configuredOrigin(services.config),
      },
    });
    recorded.push({ providerRefundId: refund.id, amountCents });
    state = next;
  }

  // an order Stripe's webhook marked REFUNDED before its refunds were recorded (migration 0037) stays so,
  // unless a refund of it failed
  if (order.status === 'REFUNDED' && failed.length === 0) state = { ...state, status: 'REFUNDED' };
  if (state.refundedCents !== order.refundedCents || state.status !== order.status)
    await setOrderRefunded(db, order.id, state);
  return { recorded, failed, ...state, revoked };
}

/** spec §2.13: a new note on an order, by the administrator. */
export async function addOrderNote(
  services: AppServices,
  { actor, input }: ActorCall<{ orderNumber: unknown; text: unknown }>,
): Promise<AdminOrderNote[]> {
  const order = await administeredOrder(services.db, actor, input.orderNumber);
  const { text } = parseOrThrow(orderNoteInputSchema, { text: input.text });
  const trimmed = (text ?? '').trim();
  await services.db.transaction(async (tx) => {
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, adminId: actor.accountId, text: trimmed })
      .returning({ id: orderNotes.id });
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        jurisdictionId: order.jurisdictionId,
        objectType: 'ORDER_NOTE',
        objectId: String(note?.id),
        action: 'ADD_NOTE',
        before: null,
        after: { orderNumber: order.number, text: trimmed },
      },
    });
  });
  return notesOf(services.db, order.id);
}

/**
 * spec §2.13, §6: edits a note that has no administrator or is the actor's own. `version` is the one the
 * editor opened: another administrator's save in between makes this one STALE_EDIT (nothing is lost).
 */
export async function editOrderNote(
  services: AppServices,
  { actor, input }: ActorCall<{ noteId: unknown; text: unknown; version: unknown }>,
): Promise<AdminOrderNote[]> {
  requireStaff(actor);
  const noteId = rowIdOf(input.noteId);
  const { text } = parseOrThrow(orderNoteInputSchema, { text: input.text });
  const trimmed = (text ?? '').trim();
  const version = Number(input.version);
  return services.db.transaction(async (tx) => {
    const notes = tx
      .select({ note: orderNotes, ...orderPlaceColumns })
      .from(orderNotes)
      .$dynamic();
    const [row] = await withOrder(notes, orderNotes.orderId)
      .where(and(eq(orderNotes.id, noteId), adminHasAccess(actor, orderPlaceColumns.jurisdictionId)))
      .for('update', { of: orderNotes });
    if (!row) throw new AppError('NOT_FOUND');
    if (row.note.adminId !== null && row.note.adminId !== actor.accountId) throw new AppError('FORBIDDEN');
    if (!Number.isSafeInteger(version) || version !== row.note.version) throw new AppError('STALE_EDIT');
    await tx
      .update(orderNotes)
      .set({ text: trimmed, version: row.note.version + 1, editedAt: sql`now()` })
      .where(and(eq(orderNotes.id, noteId), eq(orderNotes.version, version)));
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        jurisdictionId: row.jurisdictionId,
        objectType: 'ORDER_NOTE',
        objectId: String(noteId),
        action: 'EDIT_NOTE',
        before: { text: row.note.text, version: row.note.version },
        after: { text: trimmed, version: row.note.version + 1 },
      },
    });
    return notesOf(tx, row.note.orderId);
  });
}
