// What the staff reports (modules/reports, one statement a report) read of orders and their lines: the
// relations of that statement the store owns (issue 40), each over the statement's own relations.
import { type SQL, sql } from 'drizzle-orm';
import { orderLines, orders, products } from '../../db/schema/index.js';

/**
 * A statement's relation of the orders placed within `places` (a relation of the statement with id,
 * timezone, starts and ends: `administeredMonthRanges`): id, jurisdiction_id, month (YYYY-MM in the
 * jurisdiction's time zone), tax_cents, total_cents.
 */
export function ordersPlacedByMonth(places: SQL): SQL {
  return sql`select o.id, o.jurisdiction_id, to_char(o.placed_at at time zone p.timezone, 'YYYY-MM') as month,
        o.tax_cents, o.total_cents
      from ${orders} o join ${places} p on p.id = o.jurisdiction_id
      where o.placed_at >= p.starts and o.placed_at < p.ends`;
}

/**
 * A statement's relation of what the lines of `placed` (a relation of id, jurisdiction_id, month:
 * `ordersPlacedByMonth`) came to per jurisdiction, month and product category (`amount`, in cents).
 */
export function lineSalesByCategory(placed: SQL): SQL {
  return sql`select o.jurisdiction_id, o.month, pr.category, sum(ol.line_total_cents) as amount
      from ${placed} o join ${orderLines} ol on ol.order_id = o.id join ${products} pr on pr.id = ol.product_id
      group by 1, 2, 3`;
}

/**
 * The join of each order's row to a statement's relation of rows that name an order by `orderId` (e.g.
 * `r.order_id` of a refund), and the order's jurisdiction's id for the statement's other clauses.
 */
export function joinedOrderJurisdiction(orderId: SQL): { join: SQL; jurisdictionId: SQL } {
  return { join: sql`join ${orders} o on o.id = ${orderId}`, jurisdictionId: sql.raw('o.jurisdiction_id') };
}
