// issue 17 Reports: per month and per jurisdiction the administrator administers — licences issued and
// renewed (a bar chart with its numbers in a table beside it), revenue by product type, proofs waiting
// and their age — and the CSV of the same range (streamed by the server). issue 38 D20 (decision 0705):
// tax, gross, refunds and net beside the sales; only the months and jurisdictions with something in them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { monthsBack, reportRangeSchema } from '../../../domain/reports/reports.rules.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { API_BASE_URL } from '../../lib/graphql-client.js';
import type { StaffReportQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { DateFilter, FilterError, FilterForm } from '../../components/staff/FilterForm.js';
import { adminOnlyPage } from '../../components/staff/AdminOnly.js';
import { useStaffReportQuery } from './api/staff-report.generated.js';
import { LicensesSection, ProofsSection, RevenueSection } from './ReportSections.js';
import '../../components/staff/admin-screens.css';

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
  const { state, reload } = useStaffReportQuery(range, {
    key: locale,
    enabled: viewer?.role === 'ADMIN',
    select: (data) => data?.staffReport ?? null,
  });
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

function Report({ report }: { report: Report }) {
  return (
    <>
      <LicensesSection report={report} />
      <RevenueSection report={report} />
      <ProofsSection report={report} />
    </>
  );
}
