// The operator audit log (decision 0113): who did what, to whom, when — newest first.
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/locale/date-format.js';
import { type AdminColumn, AdminTable } from '../../components/staff/AdminTable.js';
import type { OperatorAuditLogQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';

type Entry = OperatorAuditLogQuery['operatorAuditLog'][number];

export function OperatorAuditLog({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  if (entries.length === 0) return <p>{t('console.auditEmpty')}</p>;
  const columns: ReadonlyArray<AdminColumn<Entry>> = [
    {
      key: 'when',
      header: t('console.when'),
      rowHeader: true,
      cell: (entry) => formatDate(new Date(entry.createdAt), 'long', locale),
    },
    { key: 'who', header: t('console.who'), cell: (entry) => entry.actorName },
    { key: 'what', header: t('console.what'), cell: (entry) => t(`console.action.${entry.action}`) },
    { key: 'subject', header: t('console.subject'), cell: (entry) => entry.subjectEmail },
    { key: 'jurisdiction', header: t('console.jurisdiction'), cell: (entry) => entry.jurisdictionName ?? '' },
  ];
  return (
    <AdminTable
      caption={t('console.audit')}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
    />
  );
}
