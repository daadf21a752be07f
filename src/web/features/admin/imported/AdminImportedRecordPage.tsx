// issue 17 (decisions 0103, 0701): an owner record staff imported — what was imported, its access codes
// (their dates and state: the codes themselves are stored hashed), the access-code e-mails sent, the
// audit log — and "Resend access code" while the owner has not signed up.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../../domain/shared/routes.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import type { AdminImportedRecordFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useNotifications } from '../../../lib/notifications.js';
import { AdminImportedRecordDocument } from '../api/admin-imported-record.generated.js';
import { AuditLog } from '../audit/AuditLog.js';
import { EmailsSection, Section, Table, useDates } from '../owner/OwnerSections.js';
import { StaffPage, useIsStaff } from '../StaffPage.js';
import { StaffRecordBody } from '../StaffRecordBody.js';
import { useStaffRecord } from '../use-staff-record.js';
import { ResendAccessCodeForm } from './ResendAccessCodeForm.js';

type ImportedRecord = AdminImportedRecordFieldsFragment;

function Details({ record }: { record: ImportedRecord }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  return (
    <Section title={t('owner.details')}>
      <dl className="staff-facts">
        <dt>{t('owner.name')}</dt>
        <dd>{`${record.firstName} ${record.lastName}`}</dd>
        <dt>{t('imported.reference')}</dt>
        <dd>{record.externalRef ?? '—'}</dd>
        <dt>{t('owner.email')}</dt>
        <dd>{record.email ?? '—'}</dd>
        <dt>{t('imported.phone')}</dt>
        <dd>{record.phone ?? '—'}</dd>
        <dt>{t('owner.jurisdiction')}</dt>
        <dd>{record.jurisdictionName}</dd>
        <dt>{t('imported.importedAt')}</dt>
        <dd>{dates.instant(record.importedAt)}</dd>
      </dl>
    </Section>
  );
}

function AccessCodes({
  record,
  onChanged,
  onSignedUp,
}: {
  record: ImportedRecord;
  onChanged: (next: ImportedRecord) => void;
  onSignedUp: () => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const dates = useDates();
  const { notify } = useNotifications();
  return (
    <Section title={t('imported.codes')}>
      <Table
        head={[t('imported.issuedAt'), t('imported.expiresAt'), t('imported.codeStatus')]}
        empty={t('imported.noCodes')}
        rows={record.codes.map((code) => [
          dates.instant(code.issuedAt),
          dates.instant(code.expiresAt),
          code.usedAt
            ? t('imported.usedOn', { date: dates.instant(code.usedAt) })
            : t(`imported.codeStatuses.${code.status}`, { defaultValue: code.status }),
        ])}
      />
      <h3>{t('imported.resendTitle')}</h3>
      {record.signedUp ? (
        <p>
          {t('imported.signedUp')}{' '}
          {record.accountId ? (
            <Link to={getHref('AdminOwner', locale, { id: record.accountId })}>{t('imported.openOwner')}</Link>
          ) : null}
        </p>
      ) : record.email ? (
        <ResendAccessCodeForm
          record={record}
          onSent={(next) => {
            onChanged(next);
            notify({ type: 'success', message: t('imported.sent', { email: record.email }) });
          }}
          onSignedUp={() => {
            notify({ type: 'warning', message: t('imported.signedUpMeanwhile') });
            onSignedUp();
          }}
        />
      ) : (
        <p>{t('imported.noEmail')}</p>
      )}
    </Section>
  );
}

export function AdminImportedRecordPage() {
  const { t } = useTranslation('admin');
  const isStaff = useIsStaff();
  const dates = useDates();
  const load = useCallback(
    async (id: string) => (await graphqlRequest(AdminImportedRecordDocument, { id }))?.adminImportedRecord,
    [],
  );
  const { state, reload, replace } = useStaffRecord(isStaff, load);
  const record = state.status === 'ready' ? state.record : null;
  return (
    <StaffPage
      title={record ? `${record.firstName} ${record.lastName}` : t('imported.title')}
      lede={record ? t('imported.lede', { date: dates.instant(record.importedAt) }) : undefined}
    >
      <StaffRecordBody state={state}>
        {(record) => (
          <>
            <Details record={record} />
            <AccessCodes record={record} onChanged={replace} onSignedUp={() => void reload()} />
            <EmailsSection title={t('imported.emails')} emails={record.emails} />
            <AuditLog entries={record.audit} />
          </>
        )}
      </StaffRecordBody>
    </StaffPage>
  );
}
