// issue 17 (decisions 0103, 0701): an owner record staff imported — what was imported, its access codes
// (their dates and state: the codes themselves are stored hashed), the access-code e-mails sent, the
// audit log — and "Resend access code" while the owner has not signed up.
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { useLocale } from '../../lib/locale-context.js';
import type { AdminImportedRecordFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLazyAdminImportedRecordQuery } from './api/admin-imported-record.generated.js';
import { AuditLog } from '../../components/staff/AuditLog.js';
import { EmailsSection, Section, Table, useDates } from '../../components/staff/StaffSections.js';
import { StaffPage, useIsStaff } from '../../components/staff/StaffPage.js';
import { StaffRecordBody } from '../../components/staff/StaffRecordBody.js';
import { useStaffRecord } from '../../components/staff/use-staff-record.js';
import { ResendAccessCode } from './ResendAccessCode.js';

type ImportedRecord = AdminImportedRecordFieldsFragment;

function Details({ record }: { record: ImportedRecord }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
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
        <dd>{record.phone ? formatPhoneForLocale(record.phone, locale) : '—'}</dd>
        <dt>{t('owner.jurisdiction')}</dt>
        <dd>{record.jurisdictionName}</dd>
        <dt>{t('imported.importedAt')}</dt>
        <dd>{dates.instant(record.importedAt)}</dd>
      </dl>
    </Section>
  );
}

function AccessCodes({ record, children }: { record: ImportedRecord; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
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
      {children}
    </Section>
  );
}

export function AdminImportedRecordPage() {
  const { run: runAdminImportedRecord } = useLazyAdminImportedRecordQuery();
  const { t } = useTranslation('admin');
  const isStaff = useIsStaff();
  const dates = useDates();
  const load = useCallback(
    async (id: string) => (await runAdminImportedRecord({ id }))?.adminImportedRecord,
    [runAdminImportedRecord],
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
            <AccessCodes record={record}>
              <ResendAccessCode record={record} onSent={replace} onSignedUp={() => void reload()} />
            </AccessCodes>
            <EmailsSection title={t('imported.emails')} emails={record.emails} />
            <AuditLog entries={record.audit} />
          </>
        )}
      </StaffRecordBody>
    </StaffPage>
  );
}
