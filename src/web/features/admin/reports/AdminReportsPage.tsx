// issue 17 Reports: per month and per jurisdiction the administrator administers — licences issued and
// renewed (a bar chart with its numbers in a table beside it), revenue by product type, proofs waiting
// and their age — and the CSV of the same range (streamed by the server).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { monthsBack, REVENUE_CATEGORIES, reportRangeSchema } from '../../../../domain/reports/reports.rules.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { PublicPage } from '../../../components/PageTemplates.js';
import { API_BASE_URL, graphqlRequest } from '../../../lib/graphql-client.js';
import type { StaffReportQuery } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useMoney } from '../../../lib/money.js';
import { useSession } from '../../../lib/session.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { AdminOnly } from '../orders/AdminOnly.js';
import { useLoaded } from '../orders/use-loaded.js';
import { StaffReportDocument } from './api/staff-report.generated.js';
import { type Bar, BarChart } from './BarChart.js';
import '../orders/admin-orders.css';

export function AdminReportsPage() {
  const { t } = useTranslation('adminReports');
  useDocumentTitle(t('title'));
  return (
    <AdminOnly title={t('title')}>
      <ReportsScreen />
    </AdminOnly>
  );
}

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
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const ok = reportRangeSchema.safeParse(draft).success;
    setRangeError(!ok);
    if (ok) setParams(new URLSearchParams(draft));
  };
  const csvHref = `${API_BASE_URL}/api/admin/reports/monthly.csv?${new URLSearchParams(range).toString()}`;
  return (
    <PublicPage title={t('title')} lede={t('lede')} className="admin-reports-page">
      <form className="admin-filters" onSubmit={apply} aria-label={t('range')} noValidate>
        <div className="field">
          <label htmlFor="report-from">{t('from')}</label>
          <input
            id="report-from"
            type="month"
            value={draft.from}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="report-to">{t('to')}</label>
          <input
            id="report-to"
            type="month"
            value={draft.to}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? 'report-range-error' : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="admin-filters-actions">
          <button type="submit" className="button">
            {t('show')}
          </button>
          <a className="button button-secondary" href={csvHref} download>
            {t('download')}
          </a>
        </div>
        {rangeError ? (
          <p id="report-range-error" className="field-error" role="alert">
            {t('rangeError')}
          </p>
        ) : null}
      </form>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? (
        <EmptyState
          alert
          title={t('loadFailed')}
          action={
            <button type="button" className="button" onClick={reload}>
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {state.status === 'ready' && state.data ? <Report report={state.data} /> : null}
    </PublicPage>
  );
}

type Report = NonNullable<StaffReportQuery['staffReport']>;

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
  return (
    <>
      <section aria-labelledby="licences-heading" className="report-section">
        <h2 id="licences-heading">{t('licenses.heading')}</h2>
        <div className="report-chart-table">
          <BarChart
            title={t('licenses.chartTitle')}
            description={t('licenses.chartDescription', { total, from: report.from, to: report.to })}
            bars={bars}
          />
          <div className="table-scroll">
            <table className="admin-table">
              <caption>{t('licenses.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('month')}</th>
                  <th scope="col">{t('jurisdiction')}</th>
                  <th scope="col" className="numeric">
                    {t('licenses.issued')}
                  </th>
                  <th scope="col" className="numeric">
                    {t('licenses.renewed')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.months.map((row) => (
                  <tr key={`${row.month}-${row.jurisdictionId}`}>
                    <th scope="row">{row.month}</th>
                    <td>{row.jurisdictionName}</td>
                    <td className="numeric">{row.licensesIssued}</td>
                    <td className="numeric">{row.licensesRenewed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
      <section aria-labelledby="revenue-heading" className="report-section">
        <h2 id="revenue-heading">{t('revenue.heading')}</h2>
        <p className="hint">{t('revenue.hint')}</p>
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('revenue.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('month')}</th>
                <th scope="col">{t('jurisdiction')}</th>
                {REVENUE_CATEGORIES.map((category) => (
                  <th key={category} scope="col" className="numeric">
                    {t(`revenue.${category}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.months.map((row) => (
                <tr key={`${row.month}-${row.jurisdictionId}`}>
                  <th scope="row">{row.month}</th>
                  <td>{row.jurisdictionName}</td>
                  {row.revenue.map((cell) => (
                    <td key={cell.category} className="numeric">
                      {money(cell.amount)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="proofs-heading" className="report-section">
        <h2 id="proofs-heading">{t('proofs.heading')}</h2>
        <div className="table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t('proofs.heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('jurisdiction')}</th>
                <th scope="col" className="numeric">
                  {t('proofs.waiting')}
                </th>
                <th scope="col" className="numeric">
                  {t('proofs.oldest')}
                </th>
                <th scope="col" className="numeric">
                  {t('proofs.average')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.proofsWaiting.map((row) => (
                <tr key={row.jurisdictionId}>
                  <th scope="row">{row.jurisdictionName}</th>
                  <td className="numeric">{row.waiting}</td>
                  <td className="numeric">{row.oldestDays == null ? '—' : t('days', { count: row.oldestDays })}</td>
                  <td className="numeric">{row.averageDays == null ? '—' : t('days', { count: row.averageDays })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
