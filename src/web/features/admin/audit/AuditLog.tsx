// issue 17 (decision 0701): the audit entries of a record — who, what, on which object, before and
// after, when — newest first.
import { useTranslation } from 'react-i18next';
import type { AuditEntryFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { toLocaleTag } from '../../../../domain/locale/locales.js';

export function AuditLog({ entries, headingId }: { entries: AuditEntryFieldsFragment[]; headingId: string }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(toLocaleTag(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="staff-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('audit.title')}</h2>
      {entries.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.object')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
                  </td>
                  <td>{entry.actorName}</td>
                  <td>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                  <td>
                    {t(`audit.objects.${entry.objectType}`, { defaultValue: entry.objectType })} {entry.objectId}
                  </td>
                  <td>
                    <Changes entry={entry} side="before" />
                  </td>
                  <td>
                    <Changes entry={entry} side="after" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
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
