// The body of a staff record page (issue 17): the loading indicator, the error when the record could not
// be had, or the record's sections once it is there.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../EmptyState.js';
import { LoadingIndicator } from '../LoadingIndicator.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import type { RecordState } from './use-staff-record.js';

export function StaffRecordBody<T>({ state, children }: { state: RecordState<T>; children: (record: T) => ReactNode }) {
  const { t } = useTranslation(['admin', 'serverErrors']);
  const locale = useLocale();
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') {
    // the way back the sentence names: the staff console's search
    const back = <Link to={getHref('AdminHome', locale)}>{t('owner.backToSearch')}</Link>;
    return (
      <EmptyState title={serverErrorText(t, state.code)} action={back}>
        {t('owner.notFoundText')}
      </EmptyState>
    );
  }
  return <div className="staff-record">{children(state.record)}</div>;
}
