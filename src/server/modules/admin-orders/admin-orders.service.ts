// issue 17, the staff console's orders (spec §2.13, §3 Order note, §4, §6; decision 0702): the order list
// of the jurisdictions an administrator administers, an order's page, refunds through the payment
// provider (exactly once per key), and order notes. Every query is scoped by `administers`: an order of
// another jurisdiction is not found, like a missing one.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { adminHasAccess, administeredRow } from '../../db/admin-access.js';
import { accountNameColumns, fullName } from '../../db/account-name.js';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  jurisdictions,
  type OrderLineRow,
  type OrderNoteRow,
  type OrderRow,
  orderLines,
  orderNotes,
  orderRefunds,
  orders,
  pets,
  products,
  type RefundSource,
} from '../../db/schema/index.js';
import type { ProviderRefund } from '../../integrations/payments/payment-provider.js';
import { AppError } from '../../shared/app-error.js';
import { parseRowId, rowIdOf } from '../../shared/row-id.js';
import { type Actor, type ActorCall, type PublicCall, requireStaff } from '../../shared/use-case.js';
import { fieldErrorsOf, parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { pageUrl } from '../../http/public-origin.js';
import { recordAudit } from '../admin/audit.service.js';
import { emailRecipient, enqueueEmail } from '../email/email.service.js';
import { revokeLicensesOfRefundedOrder } from '../license/license.service.js';

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

const placedOn = sql`(${orders.placedAt} at time zone ${jurisdictions.timezone})::date`;

/** issue 17 Orders: the orders of the administrator's jurisdictions, newest first, a page at a time. */
export async function adminOrders(
  services: AppServices,
  { actor, input }: ActorCall<AdminOrderListInput>,
): Promise<AdminOrderPage> {
  requireStaff(actor);
  const filter = parseOrThrow(listInputSchema, input);
  const page = filter.page ?? 1;
  const where: SQL[] = [adminHasAccess(actor, orders.jurisdictionId)];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.from) where.push(sql`${placedOn} >= ${filter.from}::date`);
  if (filter.to) where.push(sql`${placedOn} <= ${filter.to}::date`);
  if (filter.type)
    where.push(
      sql`exists (select 1 from ${orderLines} join ${products} on ${products.id} = ${orderLines.productId}
        where ${orderLines.orderId} = ${orders.id} and ${products.category} = ${filter.type})`,
    );
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    services.db
      .select({
        id: orders.id,
        number: orders.number,
        placedAt: orders.placedAt,
        status: orders.status,
        currency: orders.currency,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        ...accountNameColumns,
        jurisdictionName: jurisdictions.name,
      })
      .from(orders)
      .innerJoin(jurisdictions, eq(jurisdictions.id, orders.jurisdictionId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(condition)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE),
    services.db
      .select({ n: count() })
      .from(orders)
      .innerJoin(jurisdictions, eq(jurisdictions.id, orders.jurisdictionId))
      .where(condition),
  ]);
  const categories = rows.length
    ? await services.db
        .selectDistinct({ orderId: orderLines.orderId, category: products.category })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(
          inArray(
            orderLines.orderId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return {
    items: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      ownerName: fullName({ firstName, lastName }),
      categories: categories.filter((line) => line.orderId === row.id).map((line) => line.category),
    })),
    totalCount: total?.n ?? 0,
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
  /** `source`: CONSOLE (staff, `adminName` theirs) or PROVIDER (made in Stripe's dashboard: no administrator) */
  refunds: Array<{ amountCents: number; createdAt: Date; adminName: string | null; source: RefundSource }>;
};

async function notesOf(db: DbOrTx, orderId: string): Promise<AdminOrderNote[]> {
  const rows = await db
    .select({
      note: orderNotes,
      ...accountNameColumns,
    })
    .from(orderNotes)
    .leftJoin(accounts, eq(accounts.id, orderNotes.adminId))
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

/** The order with this number in a jurisdiction the actor administers (locked with `forUpdate`). */
function administeredOrder(db: DbOrTx, actor: Actor, number: unknown, forUpdate = false) {
  const find = { table: orders, key: orders.number, id: number, jurisdictionId: orders.jurisdictionId };
  return administeredRow(db, actor, find, forUpdate);
}

/** issue 17 Orders: an order's page for staff: lines, totals, payment, owner, status, refunds, notes. */
export async function adminOrder(
  services: AppServices,
  { actor, input }: ActorCall<{ number: unknown }>,
): Promise<AdminOrderView> {
  const order = await administeredOrder(services.db, actor, input.number);
  const [lines, [owner], [place], notes, refunds] = await Promise.all([
    services.db
      .select({ line: orderLines, petName: pets.name })
      .from(orderLines)
      .leftJoin(pets, eq(pets.id, orderLines.petId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id)),
    services.db
      .select({ id: accounts.id, ...accountNameColumns, email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, order.accountId)),
    services.db
      .select({ name: jurisdictions.name })
      .from(jurisdictions)
      .where(eq(jurisdictions.id, order.jurisdictionId ?? 0)),
    notesOf(services.db, order.id),
    services.db
      .select({
        amountCents: orderRefunds.amountCents,
        createdAt: orderRefunds.createdAt,
        source: orderRefunds.source,
        ...accountNameColumns,
      })
      .from(orderRefunds)
      .leftJoin(accounts, eq(accounts.id, orderRefunds.adminId))
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
    // the provider's webhook recorded this very refund already (a first try that refunded and then rolled
    // back, retried with its key): the row becomes this staff refund's, and the order counts it once
    if (!recorded)
      await tx
        .update(orderRefunds)
        .set({ idempotencyKey, adminId: actor.accountId, source: 'CONSOLE' })
        .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.providerRefundId, result.refundId)));
    const refundedCents = recorded ? order.refundedCents + amountCents : order.refundedCents;
    const status: OrderStatus = statusAfterRefunds(order.totalCents, refundedCents);
    await tx.update(orders).set({ refundedCents, status }).where(eq(orders.id, order.id));
    // decision 0407: an order refunded in full takes its licences with it (a partial refund leaves them)
    const revoked =
      status === 'REFUNDED'
        ? await revokeLicensesOfRefundedOrder(withDb(services, tx), {
            input: { orderId: order.id, reference: orderReference(order.number) },
          })
        : [];
    for (const license of revoked)
      await recordAudit(withDb(services, tx), {
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
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        jurisdictionId: order.jurisdictionId,
        ownerAccountId: order.accountId,
        objectType: 'ORDER',
        objectId: String(order.number),
        action: 'REFUND',
        before: { status: order.status, refundedCents: order.refundedCents },
        after: { status, refundedCents, amountCents, providerRefundId: result.refundId },
      },
    });
    // D11 (decision 0506): the owner hears of each refund once, with it (a repeated key returned above)
    const owner = await emailRecipient(withDb(services, tx), { input: { accountId: order.accountId } });
    if (owner)
      await enqueueEmail(withDb(services, tx), {
        input: {
          to: owner.email,
          locale: owner.locale,
          template: 'order-refunded',
          data: {
            firstName: owner.firstName,
            reference: orderReference(order.number),
            currency: order.currency,
            amountCents,
            refundedCents,
            totalCents: order.totalCents,
            card: order.cardLast4 ? { brand: order.cardBrand, last4: order.cardLast4 } : null,
            revokedLicenses: revoked.map((license) => license.number),
            testMode: order.paymentProvider === 'test',
            orderUrl: pageUrl(input.origin, 'OrderReceipt', owner.locale, { order: String(order.number) }),
          },
        },
      });
  });
  return adminOrder(services, { actor, input: { number: orderNumber } });
}

/** A provider's refund that gave money back: a failed or canceled one did not. */
const gaveMoneyBack = (refund: ProviderRefund) => refund.status !== 'failed' && refund.status !== 'canceled';

export type ProviderRefundsRecorded = {
  /** the refunds recorded now (none: each was held already, or the order has none) */
  recorded: Array<{ providerRefundId: string; amountCents: number }>;
  status: OrderStatus;
  refundedCents: number;
  /** the licences revoked now (the order became REFUNDED) */
  revoked: number;
};

/**
 * Decision 0407 (refunds made at the provider): records each of the payment's refunds the provider holds
 * that the order does not (Stripe's dashboard; a staff refund is held already, by its provider id), once:
 * the order's row is locked first, so a staff refund in progress commits its row before this reads them,
 * and the unique provider id makes a second writer a no-op. The order's refunded amount and status follow;
 * an order refunded in full (`fullyRefunded`: the provider says so) revokes its licences. For the webhook
 * (the caller's transaction; no staff actor).
 */
export async function recordProviderRefunds(
  services: AppServices,
  { input }: PublicCall<{ orderId: string; refunds: ProviderRefund[]; fullyRefunded: boolean }>,
): Promise<ProviderRefundsRecorded> {
  const db = services.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND');
  const held = new Set(
    (
      await db
        .select({ providerRefundId: orderRefunds.providerRefundId })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order.id))
    ).map((row) => row.providerRefundId),
  );
  const recorded: ProviderRefundsRecorded['recorded'] = [];
  let refundedCents = order.refundedCents;
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
    const amountCents = Math.min(refund.amountCents, order.totalCents - refundedCents);
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
    held.add(refund.id);
    recorded.push({ providerRefundId: refund.id, amountCents });
    refundedCents += amountCents;
  }
  const status: OrderStatus =
    input.fullyRefunded || order.status === 'REFUNDED'
      ? 'REFUNDED'
      : statusAfterRefunds(order.totalCents, refundedCents);
  if (refundedCents !== order.refundedCents || status !== order.status)
    await db.update(orders).set({ refundedCents, status }).where(eq(orders.id, order.id));
  // decision 0407: refunded in full (at Stripe's dashboard too), its licences are revoked
  const revoked =
    status === 'REFUNDED'
      ? await revokeLicensesOfRefundedOrder(services, {
          input: { orderId: order.id, reference: orderReference(order.number) },
        })
      : [];
  return { recorded, status, refundedCents, revoked: revoked.length };
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
    const [row] = await tx
      .select({ note: orderNotes, jurisdictionId: orders.jurisdictionId, orderNumber: orders.number })
      .from(orderNotes)
      .innerJoin(orders, eq(orders.id, orderNotes.orderId))
      .where(and(eq(orderNotes.id, noteId), adminHasAccess(actor, orders.jurisdictionId)))
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
