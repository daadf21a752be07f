// issue 17 Reports, issue 38 D20 (decision 0705): the report's three parts. The licences and revenue
// tables list only the months and jurisdictions with something in them (the server leaves the rest
// out), say so, and say what an empty range means; their totals over the range sit under them, the
// revenue's per currency (a jurisdiction's figures are in its own). Totals add integer cents.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import { REVENUE_CATEGORIES, reportMonths } from '../../../domain/reports/reports.rules.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import type { StaffReportQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { type AdminColumn, AdminTable } from '../../components/staff/AdminTable.js';
import { type Bar, BarChart } from './BarChart.js';
import './admin-reports.css';

type Report = NonNullable<StaffReportQuery['staffReport']>;
type MonthRow = Report['months'][number];

const MONEY_FIGURES = ['tax', 'gross', 'refunds', 'net'] as const;
type MoneyFigure = (typeof MONEY_FIGURES)[number];

function useMonthColumns(): AdminColumn<MonthRow>[] {
  const { t } = useTranslation('adminReports');
  return [
    { key: 'month', header: t('month'), rowHeader: true, cell: (row) => row.month },
    { key: 'jurisdiction', header: t('jurisdiction'), cell: (row) => row.jurisdictionName },
  ];
}

const monthKey = (row: MonthRow) => `${row.month}-${row.jurisdictionId}`;

/** The report's range in words ("October 2024"), for sentences: the tables keep YYYY-MM, as the CSV does. */
function useRangeWords(report: Report): { from: string; to: string } {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(toLocaleTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const words = (month: string) => format.format(new Date(`${month}-01T00:00:00Z`));
    return { from: words(report.from), to: words(report.to) };
  }, [locale, report.from, report.to]);
}

export function LicensesSection({ report }: { report: Report }) {
  const { t } = useTranslation('adminReports');
  const monthColumns = useMonthColumns();
  const rows = report.months.filter((row) => row.licensesIssued + row.licensesRenewed > 0);
  // the chart has every month of the range, a month with none a bar of zero
  const bars: Bar[] = reportMonths(report.from, report.to).map((month) => {
    const value = rows
      .filter((row) => row.month === month)
      .reduce((sum, row) => sum + row.licensesIssued + row.licensesRenewed, 0);
    return { label: month, value, valueText: String(value) };
  });
  const issued = rows.reduce((sum, row) => sum + row.licensesIssued, 0);
  const renewed = rows.reduce((sum, row) => sum + row.licensesRenewed, 0);
  const range = useRangeWords(report);
  return (
    <LabelledSection className="report-section" heading={t('licenses.heading')}>
      <div className="report-chart-table">
        <BarChart
          title={t('licenses.chartTitle')}
          description={t('licenses.chartDescription', { total: issued + renewed, ...range })}
          bars={bars}
        />
        {rows.length === 0 ? (
          <EmptyState level={3} title={t('licenses.noneTitle')}>
            {t('licenses.none', range)}
          </EmptyState>
        ) : (
          <div>
            <p className="hint">{t('onlyActive')}</p>
            <AdminTable
              caption={t('licenses.tableCaption')}
              columns={[
                ...monthColumns,
                { key: 'issued', header: t('licenses.issued'), numeric: true, cell: (row) => row.licensesIssued },
                { key: 'renewed', header: t('licenses.renewed'), numeric: true, cell: (row) => row.licensesRenewed },
              ]}
              rows={rows}
              rowKey={monthKey}
              totals={[
                { key: 'issued', label: t('licenses.totalIssued'), value: issued },
                { key: 'renewed', label: t('licenses.totalRenewed'), value: renewed },
              ]}
            />
          </div>
        )}
      </div>
    </LabelledSection>
  );
}

/** A product type with no sales: a dash to the eye (the row's figures stand out), the amount to a screen reader. */
function Nothing({ amount }: { amount: { amountCents: number; currency: string } | undefined }) {
  const money = useMoney();
  return (
    <>
      <span aria-hidden="true">—</span>
      {amount ? <span className="visually-hidden">{money(amount)}</span> : null}
    </>
  );
}

export function RevenueSection({ report }: { report: Report }) {
  const { t } = useTranslation('adminReports');
  const money = useMoney();
  const monthColumns = useMonthColumns();
  const range = useRangeWords(report);
  const rows = report.months.filter(
    (row) => row.gross.amountCents !== 0 || row.refunds.amountCents !== 0 || row.sales.amountCents !== 0,
  );
  const currencies = [...new Set(rows.map((row) => row.currency))];
  const totals = currencies.flatMap((currency) => {
    const ofCurrency = rows.filter((row) => row.currency === currency);
    return MONEY_FIGURES.map((figure: MoneyFigure) => ({
      key: `${currency}-${figure}`,
      label: t(`revenue.total.${figure}`, { currency }),
      value: money({ amountCents: ofCurrency.reduce((sum, row) => sum + row[figure].amountCents, 0), currency }),
    }));
  });
  return (
    <LabelledSection className="report-section report-revenue" heading={t('revenue.heading')}>
      <p className="hint">{t('revenue.hint')}</p>
      {rows.length === 0 ? (
        <EmptyState level={3} title={t('revenue.noneTitle')}>
          {t('revenue.none', range)}
        </EmptyState>
      ) : (
        <>
          <p className="hint">{t('onlyActive')}</p>
          <AdminTable
            caption={t('revenue.heading')}
            captionHidden
            columns={[
              ...monthColumns,
              ...REVENUE_CATEGORIES.map((category) => ({
                key: category,
                header: t(`revenue.${category}`),
                numeric: true,
                cell: (row: MonthRow) => {
                  const cell = row.revenue.find((each) => each.category === category);
                  return cell && cell.amount.amountCents !== 0 ? money(cell.amount) : <Nothing amount={cell?.amount} />;
                },
              })),
              ...MONEY_FIGURES.map((figure) => ({
                key: figure,
                header: t(`revenue.${figure}`),
                numeric: true,
                className: figure === 'net' ? 'report-net' : undefined,
                cell: (row: MonthRow) => money(row[figure]),
              })),
            ]}
            rows={rows}
            rowKey={monthKey}
            totals={totals}
          />
        </>
      )}
    </LabelledSection>
  );
}

export function ProofsSection({ report }: { report: Report }) {
  const { t } = useTranslation('adminReports');
  const days = (value: number | null) => (value == null ? '—' : t('days', { count: value }));
  return (
    <LabelledSection className="report-section" heading={t('proofs.heading')}>
      <AdminTable
        caption={t('proofs.heading')}
        captionHidden
        columns={[
          { key: 'jurisdiction', header: t('jurisdiction'), rowHeader: true, cell: (row) => row.jurisdictionName },
          { key: 'waiting', header: t('proofs.waiting'), numeric: true, cell: (row) => row.waiting },
          { key: 'oldest', header: t('proofs.oldest'), numeric: true, cell: (row) => days(row.oldestDays) },
          { key: 'average', header: t('proofs.average'), numeric: true, cell: (row) => days(row.averageDays) },
        ]}
        rows={report.proofsWaiting}
        rowKey={(row) => row.jurisdictionId}
      />
    </LabelledSection>
  );
}
