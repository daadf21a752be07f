// issue 17 Reports (decision 0702): per month and per jurisdiction the administrator administers —
// licences issued and renewed, revenue by product type (gross, in the jurisdiction's currency), and the
// rabies proofs waiting now with their age. Months are the jurisdiction's own (its time zone).
import { sql } from 'drizzle-orm';
import { REVENUE_CATEGORIES, reportRangeSchema } from '../../../domain/reports/reports.rules.js';
import type { AppServices } from '../../app-services.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, type ActorCall, requireStaff } from '../../shared/use-case.js';

export type ReportMonthRow = {
  month: string;
  jurisdictionId: number;
  jurisdictionName: string;
  currency: string;
  licensesIssued: number;
  licensesRenewed: number;
  revenue: Record<(typeof REVENUE_CATEGORIES)[number], number>;
};

export type ProofsWaitingRow = {
  jurisdictionId: number;
  jurisdictionName: string;
  waiting: number;
  oldestDays: number | null;
  averageDays: number | null;
};

export type StaffReport = { from: string; to: string; months: ReportMonthRow[]; proofsWaiting: ProofsWaitingRow[] };

const administered = (actor: Actor) =>
  sql`select jurisdiction_id from admin_jurisdictions where account_id = ${actor.accountId}`;

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
    country: string;
    issued: number;
    renewed: number;
    category: string | null;
    revenue: number;
  }>(sql`
    with places as (
      select j.id, j.name, j.country, j.timezone from jurisdictions j where j.id in (${administered(actor)})
    ),
    months as (
      select to_char(m, 'YYYY-MM') as month from generate_series(${start}::date, ${end}::date, interval '1 month') m
    ),
    licences as (
      select l.jurisdiction_id, to_char(l.issued_at at time zone p.timezone, 'YYYY-MM') as month,
        count(*) filter (where l.renewal_of_id is null)::int as issued,
        count(*) filter (where l.renewal_of_id is not null)::int as renewed
      from pet_licenses l join places p on p.id = l.jurisdiction_id
      where (l.issued_at at time zone p.timezone)::date >= ${start}::date
        and (l.issued_at at time zone p.timezone)::date < (${end}::date + interval '1 month')
      group by 1, 2
    ),
    revenue as (
      select o.jurisdiction_id, to_char(o.placed_at at time zone p.timezone, 'YYYY-MM') as month,
        pr.category, sum(ol.line_total_cents)::int as revenue
      from orders o join places p on p.id = o.jurisdiction_id
        join order_lines ol on ol.order_id = o.id join products pr on pr.id = ol.product_id
      where (o.placed_at at time zone p.timezone)::date >= ${start}::date
        and (o.placed_at at time zone p.timezone)::date < (${end}::date + interval '1 month')
      group by 1, 2, 3
    )
    select m.month, p.id as jurisdiction_id, p.name as jurisdiction_name, p.country,
      coalesce(l.issued, 0) as issued, coalesce(l.renewed, 0) as renewed, r.category, coalesce(r.revenue, 0) as revenue
    from months m cross join places p
      left join licences l on l.jurisdiction_id = p.id and l.month = m.month
      left join revenue r on r.jurisdiction_id = p.id and r.month = m.month
    order by m.month, p.name, r.category
  `);
  const byKey = new Map<string, ReportMonthRow>();
  for (const row of months.rows) {
    const key = `${row.month}|${row.jurisdiction_id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        month: row.month,
        jurisdictionId: row.jurisdiction_id,
        jurisdictionName: row.jurisdiction_name,
        currency: row.country === 'CA' ? 'CAD' : 'USD',
        licensesIssued: row.issued,
        licensesRenewed: row.renewed,
        revenue: Object.fromEntries(REVENUE_CATEGORIES.map((category) => [category, 0])) as ReportMonthRow['revenue'],
      };
      byKey.set(key, entry);
    }
    if (row.category && row.category in entry.revenue)
      entry.revenue[row.category as keyof ReportMonthRow['revenue']] += Number(row.revenue);
  }
  const proofs = await services.db.execute<{
    jurisdiction_id: number;
    jurisdiction_name: string;
    waiting: number;
    oldest_days: number | null;
    average_days: number | null;
  }>(sql`
    select j.id as jurisdiction_id, j.name as jurisdiction_name, count(r.id)::int as waiting,
      floor(extract(epoch from max(now() - r.created_at)) / 86400)::int as oldest_days,
      round(avg(extract(epoch from now() - r.created_at)) / 86400)::int as average_days
    from jurisdictions j
      left join rabies_proofs r on r.jurisdiction_id = j.id and r.status = 'PENDING' and r.removed_at is null
    where j.id in (${administered(actor)})
    group by j.id, j.name order by j.name
  `);
  return {
    from,
    to,
    months: [...byKey.values()],
    proofsWaiting: proofs.rows.map((row) => ({
      jurisdictionId: row.jurisdiction_id,
      jurisdictionName: row.jurisdiction_name,
      waiting: row.waiting,
      oldestDays: row.oldest_days,
      averageDays: row.average_days,
    })),
  };
}
