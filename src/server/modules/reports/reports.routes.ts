// issue 17 Reports as CSV (decision 0702; its money columns decision 0705), streamed row by row:
//   GET /api/admin/reports/monthly.csv?from=YYYY-MM&to=YYYY-MM
// administrators only; the rows are of the jurisdictions the caller administers (staffReport).
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { csvRow, REVENUE_CATEGORIES } from '../../../domain/reports/reports.rules.js';
import { sendJsonError } from '../../http/json-error.js';
import { AppError } from '../../shared/app-error.js';
import { findRequestActor } from '../auth/session.service.js';
import { type StaffReport, staffReport } from './reports.service.js';

export const MONTHLY_REPORT_PATH = '/api/admin/reports/monthly.csv';

export const MONTHLY_REPORT_HEADER = [
  'month',
  'jurisdiction',
  'currency',
  'licenses_issued',
  'licenses_renewed',
  ...REVENUE_CATEGORIES.map((category) => `revenue_${category.toLowerCase()}`),
  'revenue_total',
  'tax',
  'gross',
  'refunds',
  'net',
  'proofs_waiting_now',
  'oldest_proof_days',
];

const amount = (cents: number) => ({ cents });

function* lines(report: StaffReport) {
  yield csvRow(MONTHLY_REPORT_HEADER);
  for (const row of report.months) {
    const proofs = report.proofsWaiting.find((item) => item.jurisdictionId === row.jurisdictionId);
    yield csvRow([
      row.month,
      row.jurisdictionName,
      row.currency,
      row.licensesIssued,
      row.licensesRenewed,
      ...REVENUE_CATEGORIES.map((category) => amount(row.revenue[category])),
      amount(row.salesCents),
      amount(row.taxCents),
      amount(row.grossCents),
      amount(row.refundsCents),
      amount(row.netCents),
      proofs?.waiting ?? 0,
      proofs?.oldestDays ?? null,
    ]);
  }
}

export async function registerReportRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.get<{ Querystring: { from?: string; to?: string } }>(MONTHLY_REPORT_PATH, async (request, reply) => {
    const actor = await findRequestActor(services, { input: { request } });
    const fail = (
      status: number,
      code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'SECOND_FACTOR_SETUP_REQUIRED' | 'VALIDATION_FAILED',
    ) => sendJsonError(reply, status, code);
    if (!actor) return fail(401, 'UNAUTHENTICATED');
    if (actor.role !== 'ADMIN') return fail(403, 'FORBIDDEN');
    // decision 0114: as every staff field
    if (!actor.secondFactorEnrolled) return fail(403, 'SECOND_FACTOR_SETUP_REQUIRED');
    let report: StaffReport;
    try {
      report = await staffReport(services, { actor, input: { from: request.query.from, to: request.query.to } });
    } catch (error) {
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return fail(400, 'VALIDATION_FAILED');
      throw error;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pawport-report-${report.from}-${report.to}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines(report)));
  });
}
