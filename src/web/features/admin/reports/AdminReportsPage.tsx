// issue 17 Reports: per month and per jurisdiction the administrator administers — licences issued and
// renewed (a bar chart with its numbers in a table beside it), revenue by product type, proofs waiting
// and their age — and the CSV of the same range (streamed by the server).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { monthsBack, REVENUE_CATEGORIES, reportRangeSchema } from '../../../../domain/reports/reports.rules.js';
import { LoadFailed } from '../../../components/LoadFailed.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { PublicPage } from '../../../components/PageTemplates.js';
import { API_BASE_URL, graphqlRequest } from '../../../lib/graphql-client.js';
import type { StaffReportQuery } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useMoney } from '../../../lib/money.js';
import { useSession } from '../../../lib/session.js';
import { type AdminColumn, AdminTable } from '../AdminTable.js';
import { DateFilter, FilterError, FilterForm } from '../FilterForm.js';
import { adminOnlyPage } from '../orders/AdminOnly.js';
import { useLoaded } from '../orders/use-loaded.js';
import { StaffReportDocument } from './api/staff-report.generated.js';
import { type Bar, BarChart } from './BarChart.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import '../orders/admin-orders.css';

export const AdminReportsPage = adminOnlyPage('adminReports', 'title', ReportsScreen);

const thisMonth = () => new Date().toISOString().slice(0, 7);

function ReportsScreen() {
  const { t } = useTranslation('adminReports');
  const locale = useLocale();
  const { viewer } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? monthsBack(thisMonth(), 6), to: params.get('to') ?? thisMonth() };
  const valid = reportRangeSchema.safeParse(asked).success;
  const range = valid ? asked : { from: monthsBack(thisMonth(), 6), to: thisMonth() };
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState(!valid);
  const { state, reload } = useLoaded(
    async () => (await graphqlRequest(StaffReportDocument, range))?.staffReport ?? null,
    `${range.from}|${range.to}|${locale}`,
    viewer?.role === 'ADMIN',
  );
  /** Shows the range in the fields, when it is one; says so otherwise. Whether it was one. */
  const apply = () => {
    const ok = reportRangeSchema.safeParse(draft).success;
    setRangeError(!ok);
    if (ok && (draft.from !== range.from || draft.to !== range.to)) setParams(new URLSearchParams(draft));
    return ok;
  };
  // the CSV is of the months in the fields, and downloading it shows them too: the file and the screen
  // never disagree, and a range that is not one downloads nothing (decision 0703)
  const csvHref = `${API_BASE_URL}/api/admin/reports/monthly.csv?${new URLSearchParams(draft).toString()}`;
  const errorId = rangeError ? 'report-range-error' : undefined;
  return (
    <PublicPage title={t('title')} lede={t('lede')} className="admin-reports-page">
      <FilterForm
        label={t('range')}
        onApply={apply}
        noValidate
        actions={
          <>
            <button type="submit" className="button">
              {t('show')}
            </button>
            <a
              className="button button-secondary"
              href={csvHref}
              download
              onClick={(event) => {
                if (!apply()) event.preventDefault();
              }}
            >
              {t('download')}
            </a>
          </>
        }
        after={rangeError ? <FilterError id="report-range-error">{t('rangeError')}</FilterError> : null}
      >
        {(['from', 'to'] as const).map((end) => (
          <DateFilter
            key={end}
            id={`report-${end}`}
            label={t(end)}
            type="month"
            value={draft[end]}
            errorId={errorId}
            onChange={(value) => setDraft({ ...draft, [end]: value })}
          />
        ))}
      </FilterForm>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <LoadFailed title={t('loadFailed')} retry={t('retry')} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data ? <Report report={state.data} /> : null}
    </PublicPage>
  );
}

type Report = NonNullable<StaffReportQuery['staffReport']>;
type MonthRow = Report['months'][number];

function Report({ report }: { report: Report }) {
  const { t } = useTranslation('adminReports');
  const money = useMoney();
  const months = [...new Set(report.months.map((row) => row.month))];
  const bars: Bar[] = months.map((month) => {
    const rows = report.months.filter((row) => row.month === month);
    const value = rows.reduce((sum, row) => sum + row.licensesIssued + row.licensesRenewed, 0);
    return { label: month, value, valueText: String(value) };
  });
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const days = (value: number | null) => (value == null ? '—' : t('days', { count: value }));
  const monthColumns: AdminColumn<MonthRow>[] = [
    { key: 'month', header: t('month'), rowHeader: true, cell: (row) => row.month },
    { key: 'jurisdiction', header: t('jurisdiction'), cell: (row) => row.jurisdictionName },
  ];
  const monthKey = (row: MonthRow) => `${row.month}-${row.jurisdictionId}`;
  return (
    <>
      <LabelledSection className="report-section" heading={t('licenses.heading')}>
        <div className="report-chart-table">
          <BarChart
            title={t('licenses.chartTitle')}
            description={t('licenses.chartDescription', { total, from: report.from, to: report.to })}
            bars={bars}
          />
          <AdminTable
            caption={t('licenses.tableCaption')}
            columns={[
              ...monthColumns,
              { key: 'issued', header: t('licenses.issued'), numeric: true, cell: (row) => row.licensesIssued },
              { key: 'renewed', header: t('licenses.renewed'), numeric: true, cell: (row) => row.licensesRenewed },
            ]}
            rows={report.months}
            rowKey={monthKey}
          />
        </div>
      </LabelledSection>
      <LabelledSection className="report-section" heading={t('revenue.heading')}>
        <p className="hint">{t('revenue.hint')}</p>
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
                return cell ? money(cell.amount) : '—';
              },
            })),
          ]}
          rows={report.months}
          rowKey={monthKey}
        />
      </LabelledSection>
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
    </>
  );
}
