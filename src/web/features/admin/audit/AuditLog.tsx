// issue 17 (decision 0701): the audit entries of a record — who, what, on which object, before and
// after, when — newest first.
import { useTranslation } from 'react-i18next';
import type { AuditEntryFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { Section, Table, useDates } from '../owner/OwnerSections.js';

export function AuditLog({ entries }: { entries: AuditEntryFieldsFragment[] }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  return (
    <Section title={t('audit.title')}>
      <Table
        head={[
          t('audit.when'),
          t('audit.who'),
          t('audit.what'),
          t('audit.object'),
          t('audit.before'),
          t('audit.after'),
        ]}
        empty={t('audit.empty')}
        rows={entries.map((entry) => [
          <time key="when" dateTime={entry.createdAt}>
            {dates.instant(entry.createdAt)}
          </time>,
          entry.actorName,
          t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
          `${t(`audit.objects.${entry.objectType}`, { defaultValue: entry.objectType })} ${entry.objectId}`,
          <Changes key="before" entry={entry} side="before" />,
          <Changes key="after" entry={entry} side="after" />,
        ])}
      />
    </Section>
  );
}

function Changes({ entry, side }: { entry: AuditEntryFieldsFragment; side: 'before' | 'after' }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="staff-changes">
      {entry.changes.map((change) => (
        <div key={change.field}>
          <dt>{t(`audit.fields.${change.field}`, { defaultValue: change.field })}</dt>
          <dd>{change[side] ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
