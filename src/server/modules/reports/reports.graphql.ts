// issue 17 Reports (decision 0702), issue 38 D20 (decision 0705): the monthly staff report for the screen;
// the CSV is reports.routes.ts.
import { REVENUE_CATEGORIES } from '../../../domain/reports/reports.rules.js';
import { builder } from '../../graphql-kit/builder.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { Money } from '../../graphql-kit/types/money.js';
import { type ProofsWaitingRow, type ReportMonthRow, type StaffReport, staffReport } from './reports.service.js';

const RevenueByType = builder
  .objectRef<{ category: string; amountCents: number; currency: string }>('RevenueByType')
  .implement({
    fields: (t) => ({
      category: t.exposeString('category', {
        description: 'LICENSE, TAG, SMART_TRACKER, WALLET_CARD, COLLAR, DONATION',
      }),
      amount: t.field({ type: Money, resolve: (row) => ({ amountCents: row.amountCents, currency: row.currency }) }),
    }),
  });

const ReportMonth = builder.objectRef<ReportMonthRow>('ReportMonth').implement({
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM, in the jurisdiction’s time zone' }),
    jurisdictionId: t.exposeID('jurisdictionId'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    currency: t.exposeString('currency'),
    licensesIssued: t.exposeInt('licensesIssued'),
    licensesRenewed: t.exposeInt('licensesRenewed'),
    sales: t.field({
      type: Money,
      description: 'the order lines of the orders placed in the month, before tax and refunds',
      resolve: (row) => ({ amountCents: row.salesCents, currency: row.currency }),
    }),
    tax: t.field({
      type: Money,
      description: 'the tax charged on the orders placed in the month',
      resolve: (row) => ({ amountCents: row.taxCents, currency: row.currency }),
    }),
    gross: t.field({
      type: Money,
      description: 'what owners paid for the orders placed in the month: sales plus tax',
      resolve: (row) => ({ amountCents: row.grossCents, currency: row.currency }),
    }),
    refunds: t.field({
      type: Money,
      description: 'what staff refunded in the month, whichever month the order was placed in',
      resolve: (row) => ({ amountCents: row.refundsCents, currency: row.currency }),
    }),
    net: t.field({
      type: Money,
      description: 'gross less refunds',
      resolve: (row) => ({ amountCents: row.netCents, currency: row.currency }),
    }),
    revenue: t.field({
      type: [RevenueByType],
      description: 'the sales by product type, before tax and refunds',
      resolve: (row) =>
        REVENUE_CATEGORIES.map((category) => ({
          category,
          amountCents: row.revenue[category],
          currency: row.currency,
        })),
    }),
  }),
});

const ProofsWaiting = builder.objectRef<ProofsWaitingRow>('ProofsWaiting').implement({
  fields: (t) => ({
    jurisdictionId: t.exposeID('jurisdictionId'),
    jurisdictionName: t.exposeString('jurisdictionName'),
    waiting: t.exposeInt('waiting'),
    oldestDays: t.exposeInt('oldestDays', { nullable: true }),
    averageDays: t.exposeInt('averageDays', { nullable: true }),
  }),
});

const StaffReportRef = builder.objectRef<StaffReport>('StaffReport').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    months: t.field({ type: [ReportMonth], resolve: (report) => report.months }),
    proofsWaiting: t.field({ type: [ProofsWaiting], resolve: (report) => report.proofsWaiting }),
  }),
});

staffField('query', 'staffReport', {
  type: StaffReportRef,
  description:
    'issue 17: licences issued and renewed, sales by product type, tax, gross, refunds and net per month and jurisdiction administered (YYYY-MM, at most 36 months; a month and jurisdiction with nothing to report is left out), and proofs waiting now',
  args: builder.args((arg) => ({ from: arg.string({ required: true }), to: arg.string({ required: true }) })),
  useCase: staffReport,
});
