// What other modules call on orders inside their own transaction (issue 40: the store owns `orders` and
// their lines). Use cases, with an actor from the session, are in checkout.service.ts and its siblings.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import type { SearchPage } from '../../db/like-escaped.js';
import { type OrderLineRow, orderLines, orders, products } from '../../db/schema/index.js';
import {
  accountLivesInOneOf,
  joinedAccountJurisdictionId,
  joinedOwnerColumns,
  withAccountOf,
} from '../account/account.functions.js';
import {
  dayInJoinedJurisdiction,
  joinedJurisdictionColumns,
  withJurisdictionOf,
} from '../jurisdiction/jurisdiction.functions.js';
import { petNameOf } from '../pet/pet.functions.js';

/** The account's most recent orders (at most `limit`), newest first: what a staff record lists of each. */
export function recentOrdersOf(db: DbOrTx, accountId: number, limit: number) {
  return db
    .select({
      number: orders.number,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      currency: orders.currency,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(desc(orders.placedAt))
    .limit(limit);
}

/** A condition: the order `orderId` (a column of the caller's query) has a line of a product of `category`. */
export function orderHasLineOfCategory(orderId: AnyPgColumn, category: string): SQL {
  return sql`exists (select 1 from ${orderLines} join ${products} on ${products.id} = ${orderLines.productId}
        where ${orderLines.orderId} = ${orderId} and ${products.category} = ${category})`;
}

/** The product categories of the orders' lines, once each order and category. */
export function lineCategoriesOf(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinct({ orderId: orderLines.orderId, category: products.category })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, [...orderIds]));
}

/** The order's lines in the order they were added, each with its pet's name (null: no pet, or no longer one). */
export function orderLinesWithPetNames(
  db: DbOrTx,
  orderId: string,
): Promise<Array<{ line: OrderLineRow; petName: string | null }>> {
  return db
    .select({ line: orderLines, petName: petNameOf(orderLines.petId) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/**
 * The staff search's orders (decision 0701): the order numbered `number` (a page of one at most) when its
 * owner lives in one of `jurisdictionIds`, with the owner's name, the owner's jurisdiction's name and the
 * day it was placed there.
 */
export function ordersNumbered(
  db: DbOrTx,
  search: { jurisdictionIds: readonly number[]; number: number },
  page: SearchPage,
) {
  const query = db
    .select({
      number: orders.number,
      placedOn: dayInJoinedJurisdiction(orders.placedAt),
      ...joinedOwnerColumns,
      ...joinedJurisdictionColumns,
    })
    .from(orders)
    .$dynamic();
  return withJurisdictionOf(withAccountOf(query, orders.accountId), joinedAccountJurisdictionId)
    .where(and(eq(orders.number, search.number), accountLivesInOneOf(search.jurisdictionIds)))
    .limit(page.limit)
    .offset(page.offset);
}
