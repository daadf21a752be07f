// Issue 41 (1; decision 0113): the site operator's console — invite a jurisdiction's administrator, see each
// jurisdiction's administrators and open invites, remove one, and read the operator audit log. A visitor is
// sent to log in; an owner or an administrator is told the page is not theirs (the server refuses them too).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useOperatorAuditLogQuery } from './api/operator-audit-log.generated.js';
import { useOperatorConsoleQuery } from './api/operator-console.generated.js';
import { InviteAdministratorForm } from './InviteAdministratorForm.js';
import { JurisdictionAdministrators } from './JurisdictionAdministrators.js';
import { OperatorAuditLog } from './OperatorAuditLog.js';
import '../../components/staff/staff.css';
import './operator.css';

export function OperatorConsolePage() {
  const { t } = useTranslation('operator');
  useDocumentTitle(t('console.title'));
  return (
    <OperatorOnly title={t('console.title')}>
      <ConsoleScreen />
    </OperatorOnly>
  );
}

/** The page's content for the site operator; a visitor is sent to log in, anyone else told it is not theirs. */
export function OperatorOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useSession();
  if (!viewer) return <Navigate to={getHref('Login', locale, { next: location.pathname + location.search })} replace />;
  if (viewer.role !== 'OPERATOR')
    return (
      <EmptyPage pageTitle={title} heading={t('console.onlyOperator')}>
        {t('console.onlyOperatorText')}
      </EmptyPage>
    );
  return <>{children}</>;
}

function ConsoleScreen() {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const jurisdictions = useOperatorConsoleQuery({}, { select: (data) => data?.operatorConsole ?? [] });
  const audit = useOperatorAuditLogQuery({}, { select: (data) => data?.operatorAuditLog ?? [] });
  const changed = () => {
    jurisdictions.reload();
    audit.reload();
  };
  const list = jurisdictions.state;
  return (
    <PublicPage title={t('console.title')} lede={t('console.lede')} className="staff-page operator-console">
      {list.status === 'loading' ? (
        <LoadingIndicator />
      ) : list.status === 'error' ? (
        <LoadFailed title={t('console.loadFailed')} retry={t('console.retry')} onRetry={jurisdictions.reload} />
      ) : (
        <>
          <p>
            <Link className="button button-primary" to={getHref('OperatorJurisdiction', locale)}>
              {t('console.addJurisdiction')}
            </Link>
          </p>
          <InviteAdministratorForm jurisdictions={list.data} onInvited={changed} />
          <LabelledSection heading={t('console.jurisdictions')}>
            {list.data.length === 0 ? <p>{t('console.noJurisdictions')}</p> : null}
            {list.data.map((jurisdiction) => (
              <JurisdictionAdministrators key={jurisdiction.id} jurisdiction={jurisdiction} onRemoved={changed} />
            ))}
          </LabelledSection>
        </>
      )}
      <LabelledSection heading={t('console.audit')}>
        {audit.state.status === 'loading' ? (
          <LoadingIndicator />
        ) : audit.state.status === 'error' ? (
          <LoadFailed title={t('console.loadFailed')} retry={t('console.retry')} onRetry={audit.reload} />
        ) : (
          <OperatorAuditLog entries={audit.state.data} />
        )}
      </LabelledSection>
    </PublicPage>
  );
}
