// What the staff console's orders (modules/admin-orders: the list, an order's page, refunds, notes) call on
// `orders` inside their own transaction (issue 40: the store owns the table). Every read is scoped to the
// jurisdictions the administrator administers: another jurisdiction's order is not found, like a missing one.
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '../../../domain/store/refund.rules.js';
import type { DbOrTx } from '../../db/client.js';
import { type OrderRow, orders } from '../../db/schema/index.js';
import type { Actor } from '../../shared/use-case.js';
import { accountNameColumnsOf, adminHasAccess, administeredRow } from '../account/account.functions.js';
import { jurisdictionNameOf, jurisdictionTimezoneOf } from '../jurisdiction/jurisdiction.functions.js';
import { orderHasLineOfCategory } from './order.functions.js';

/** What a staff order list picks: a status, placed from / to (YYYY-MM-DD, both days included), a line's product type. */
export type StaffOrderFilter = {
  status?: OrderStatus | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  type?: string | null | undefined;
};

/** The day an order was placed on, in its jurisdiction's time zone. */
const placedOn = sql`(${orders.placedAt} at time zone ${jurisdictionTimezoneOf(orders.jurisdictionId)})::date`;

/**
 * A page (`limit` from `offset`) of the orders of the actor's jurisdictions that `filter` picks, newest
 * first, each with its owner's name and its jurisdiction's; and how many the filter picks in all.
 */
export async function administeredOrderPage(
  db: DbOrTx,
  actor: Actor,
  filter: StaffOrderFilter,
  page: { limit: number; offset: number },
) {
  const where: SQL[] = [adminHasAccess(actor, orders.jurisdictionId)];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.from) where.push(sql`${placedOn} >= ${filter.from}::date`);
  if (filter.to) where.push(sql`${placedOn} <= ${filter.to}::date`);
  if (filter.type) where.push(orderHasLineOfCategory(orders.id, filter.type));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        placedAt: orders.placedAt,
        status: orders.status,
        currency: orders.currency,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        ...accountNameColumnsOf(orders.accountId),
        jurisdictionName: jurisdictionNameOf(orders.jurisdictionId),
      })
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(condition),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The order with this number in a jurisdiction the actor administers (NOT_FOUND otherwise; locked with `forUpdate`). */
export function administeredOrder(db: DbOrTx, actor: Actor, number: unknown, forUpdate = false): Promise<OrderRow> {
  const find = { table: orders, key: orders.number, id: number, jurisdictionId: orders.jurisdictionId };
  return administeredRow(db, actor, find, forUpdate);
}

/** The order `id`, locked `FOR UPDATE` until the caller's transaction ends; null when there is none. */
export async function lockedOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

/** Sets what the order has refunded and the status that comes with it (the caller holds the order's lock). */
export async function setOrderRefunded(
  db: DbOrTx,
  id: string,
  state: { refundedCents: number; status: OrderStatus },
): Promise<void> {
  await db.update(orders).set(state).where(eq(orders.id, id));
}

/** Joins the order `orderId` (a column of the query's record, e.g. an order note's) to a query (call `.$dynamic()` first). */
export function withOrder<Query extends PgSelect>(query: Query, orderId: AnyPgColumn) {
  return query.innerJoin(orders, eq(orders.id, orderId));
}

/** What a staff check reads of a record's order: select them beside a query `withOrder`. */
export const orderPlaceColumns = { jurisdictionId: orders.jurisdictionId, orderNumber: orders.number };
