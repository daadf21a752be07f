// What other modules call on the orders' refunds inside their own transaction (issue 40: admin-orders owns
// `order_refunds`). Use cases, with an actor from the session, are in admin-orders.service.ts.
import { type SQL, sql } from 'drizzle-orm';
import { orderRefunds } from '../../db/schema/index.js';
import { joinedOrderJurisdiction } from '../store/order-report.functions.js';

/**
 * A statement's relation of what was refunded within `places` (a relation of the statement with id,
 * timezone, starts and ends: `administeredMonthRanges`), per jurisdiction and month of the refund (YYYY-MM
 * in the time zone of the order's jurisdiction), whenever the order was placed: `refunds`, in cents.
 */
export function refundsByMonth(places: SQL): SQL {
  const order = joinedOrderJurisdiction(sql.raw('r.order_id'));
  return sql`select ${order.jurisdictionId}, to_char(r.created_at at time zone p.timezone, 'YYYY-MM') as month,
        sum(r.amount_cents) as refunds
      from ${orderRefunds} r ${order.join} join ${places} p on p.id = ${order.jurisdictionId}
      -- a refund the provider said failed gave nothing back (decision 0407)
      where r.created_at >= p.starts and r.created_at < p.ends and r.failed_at is null
      group by 1, 2`;
}
