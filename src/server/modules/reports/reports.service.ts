// issue 17 Reports (decision 0702), issue 38 D20 (decision 0705): per month and per jurisdiction the
// administrator administers — licences issued and renewed; sales by product type, tax, what owners paid
// (gross), what was refunded that month (order_refunds: staff's and Stripe's dashboard's) and the net, all in SQL in integer cents, in the jurisdiction's
// currency — and the rabies proofs waiting now with their age. Months are the jurisdiction's own (its
// time zone). A month and jurisdiction with nothing of these is not a row (decision 0705).
import { sql } from 'drizzle-orm';
import { REVENUE_CATEGORIES, reportRangeSchema } from '../../../domain/reports/reports.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import { type ActorCall, requireStaff } from '../../shared/use-case.js';
import { refundsByMonth } from '../admin-orders/admin-orders.functions.js';
import { administeredJurisdictionList, administeredMonthRanges } from '../jurisdiction/jurisdiction.functions.js';
import { licensesIssuedByMonth } from '../license/license.functions.js';
import { pendingProofQueueOf } from '../rabies/rabies.functions.js';
import { lineSalesByCategory, ordersPlacedByMonth } from '../store/order-report.functions.js';

export type RevenueCategory = (typeof REVENUE_CATEGORIES)[number];

export type ReportMonthRow = {
  month: string;
  jurisdictionId: number;
  jurisdictionName: string;
  currency: string;
  licensesIssued: number;
  licensesRenewed: number;
  /** order lines of orders placed in the month, by product type, before tax and refunds */
  revenue: Record<RevenueCategory, number>;
  /** the lines together (the orders' subtotals) */
  salesCents: number;
  /** tax charged on the orders placed in the month */
  taxCents: number;
  /** what owners paid for the orders placed in the month: sales plus tax */
  grossCents: number;
  /** what was refunded in the month (by staff, or in Stripe's dashboard; not a refund that failed: decision 0407), whenever the order was placed */
  refundsCents: number;
  /** gross less refunds */
  netCents: number;
};

export type ProofsWaitingRow = {
  jurisdictionId: number;
  jurisdictionName: string;
  waiting: number;
  oldestDays: number | null;
  averageDays: number | null;
};

export type StaffReport = { from: string; to: string; months: ReportMonthRow[]; proofsWaiting: ProofsWaitingRow[] };

/** The statement's relations its owners' parts read: the jurisdictions' month ranges, the orders placed in them. */
const PLACES = sql.raw('places');
const PLACED = sql.raw('placed');

/** A sum of cents from the database (bigint, sent as text) as a number: exact up to 2^53 cents. */
const cents = (value: string | number | null) => Number(value ?? 0);

/** The monthly report of the administrator's jurisdictions from `from` to `to` (YYYY-MM, both included). */
export async function staffReport(
  services: AppServices,
  { actor, input }: ActorCall<{ from: unknown; to: unknown }>,
): Promise<StaffReport> {
  requireStaff(actor);
  const range = reportRangeSchema.safeParse(input);
  if (!range.success)
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'from', message: 'validation.invalidValue' }] });
  const { from, to } = range.data;
  const start = `${from}-01`;
  const end = `${to}-01`;
  const months = await services.db.execute<{
    month: string;
    jurisdiction_id: number;
    jurisdiction_name: string;
    country: CountryCode;
    issued: number;
    renewed: number;
    by_category: Record<string, number>;
    sales: string;
    tax: string;
    gross: string;
    refunds: string;
    net: string;
  }>(sql`
    -- each jurisdiction's range as instants, so that the time columns' indexes serve the ranges; each
    -- relation from its table's owner (issue 40), the report one statement
    with places as (${administeredMonthRanges(actor, start, end)}),
    licences as (${licensesIssuedByMonth(PLACES)}),
    placed as (${ordersPlacedByMonth(PLACES)}),
    charged as (
      select jurisdiction_id, month, sum(tax_cents) as tax, sum(total_cents) as gross
      from placed group by 1, 2
    ),
    by_category as (${lineSalesByCategory(PLACED)}),
    sales as (
      select jurisdiction_id, month, jsonb_object_agg(category, amount) as by_category, sum(amount) as sales
      from by_category group by 1, 2
    ),
    refunds as (${refundsByMonth(PLACES)}),
    active as (
      select jurisdiction_id, month from licences
      union select jurisdiction_id, month from charged
      union select jurisdiction_id, month from refunds
    )
    select a.month, p.id as jurisdiction_id, p.name as jurisdiction_name, p.country,
      coalesce(l.issued, 0) as issued, coalesce(l.renewed, 0) as renewed,
      coalesce(s.by_category, '{}'::jsonb) as by_category,
      coalesce(s.sales, 0)::bigint as sales, coalesce(c.tax, 0)::bigint as tax, coalesce(c.gross, 0)::bigint as gross,
      coalesce(r.refunds, 0)::bigint as refunds, (coalesce(c.gross, 0) - coalesce(r.refunds, 0))::bigint as net
    from active a join places p on p.id = a.jurisdiction_id
      left join licences l on l.jurisdiction_id = a.jurisdiction_id and l.month = a.month
      left join charged c on c.jurisdiction_id = a.jurisdiction_id and c.month = a.month
      left join sales s on s.jurisdiction_id = a.jurisdiction_id and s.month = a.month
      left join refunds r on r.jurisdiction_id = a.jurisdiction_id and r.month = a.month
    -- an order with nothing to pay (decision 0504) and no licence issued is no activity to report
    where coalesce(l.issued, 0) + coalesce(l.renewed, 0) > 0 or coalesce(c.gross, 0) <> 0
      or coalesce(s.sales, 0) <> 0 or coalesce(r.refunds, 0) <> 0
    order by a.month, p.name
  `);
  const rows = months.rows.map(
    (row): ReportMonthRow => ({
      month: row.month,
      jurisdictionId: row.jurisdiction_id,
      jurisdictionName: row.jurisdiction_name,
      currency: currencyOfCountry(row.country),
      licensesIssued: row.issued,
      licensesRenewed: row.renewed,
      revenue: Object.fromEntries(
        REVENUE_CATEGORIES.map((category) => [category, cents(row.by_category[category] ?? 0)]),
      ) as ReportMonthRow['revenue'],
      salesCents: cents(row.sales),
      taxCents: cents(row.tax),
      grossCents: cents(row.gross),
      refundsCents: cents(row.refunds),
      netCents: cents(row.net),
    }),
  );
  const places = await administeredJurisdictionList(services.db, actor);
  const queues = await pendingProofQueueOf(
    services.db,
    places.map((place) => place.id),
  );
  return {
    from,
    to,
    months: rows,
    proofsWaiting: places.map((place) => ({
      jurisdictionId: place.id,
      jurisdictionName: place.name,
      waiting: queues.get(place.id)?.waiting ?? 0,
      oldestDays: queues.get(place.id)?.oldestDays ?? null,
      averageDays: queues.get(place.id)?.averageDays ?? null,
    })),
  };
}
