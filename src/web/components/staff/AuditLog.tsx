// issue 17 (decision 0701): the audit entries of a record — who, what, on which object, before and
// after, when — newest first. The server keeps each change's values as they were stored (codes, cents,
// "H 2065550123"); they are shown here in the reader's words.
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { isLocaleCode, LOCALE_SWITCHER_LABELS, toLocaleTag } from '../../../domain/locale/locales.js';
import { formatMoney, moneyFromStoredText } from '../../../domain/locale/money.js';
import type { AuditEntryFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { Section, Table, useDates } from './StaffSections.js';

export function AuditLog({ entries }: { entries: AuditEntryFieldsFragment[] }) {
  const { t } = useTranslation(['admin', 'adminOrders', 'rabies']);
  const dates = useDates();
  // one set of formatters for the whole table, not one per cell
  const valueText = useValueText(t);
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
          <Changes key="before" entry={entry} side="before" valueText={valueText} />,
          <Changes key="after" entry={entry} side="after" valueText={valueText} />,
        ])}
      />
    </Section>
  );
}

type ValueText = ReturnType<typeof useValueText>;

function Changes({
  entry,
  side,
  valueText,
}: {
  entry: AuditEntryFieldsFragment;
  side: 'before' | 'after';
  valueText: ValueText;
}) {
  const { t } = useTranslation(['admin']);
  return (
    <dl className="staff-changes">
      {entry.changes.map((change) => (
        <div key={change.field}>
          <dt>{t(`audit.fields.${change.field}`, { defaultValue: change.field })}</dt>
          <dd>{valueText(entry.objectType, change.field, change[side])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A stored value as the reader says it; a value no rule knows (free text, a number) as it is. */
function useValueText(t: TFunction<['admin', 'adminOrders', 'rabies']>) {
  const locale = useLocale();
  const dates = useDates();
  const amount = useMemo(
    () => new Intl.NumberFormat(toLocaleTag(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [locale],
  );
  const code = (key: string, value: string) => t(key, { defaultValue: value });
  return (objectType: string, field: string, value: string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    switch (field) {
      case 'status':
        if (objectType === 'ORDER') return code(`adminOrders:status.${value}`, value);
        if (objectType === 'RABIES_PROOF') return code(`proof.statuses.${value}`, value);
        return code(`licenseStatus.${value}`, value);
      case 'rejectionReason':
        // a listed reason, or the administrator's own words
        return code(`rabies:reasons.${value}`, value);
      case 'checked':
      case 'unchecked':
        // the §2.14 checklist items of an approval without the full checklist (decision 0704): "lot, vet"
        return value
          .split(', ')
          .map((item) => code(`rabies:checklist.${item}`, item))
          .join(', ');
      case 'refundedCents':
      case 'amountCents':
        return /^\d+$/.test(value) ? amount.format(Number(value) / 100) : value;
      case 'amount': {
        // a counter sale's amount, written as the reader's locale writes money (« 12,50 $ », issue 39)
        const money = moneyFromStoredText(value);
        return money ? formatMoney(money.cents, money.currency, locale) : value;
      }
      case 'expirationDate':
        return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dates.day(value) : value;
      case 'language':
        return isLocaleCode(value) ? LOCALE_SWITCHER_LABELS[value] : value;
      case 'payment': {
        const [method = '', ...reference] = value.split(' ');
        return [code(`counter.methods.${method}`, method), ...reference].join(' ');
      }
      case 'phones':
        // "M 2065550123, H 2065550100"
        return value
          .split(', ')
          .map((phone) => {
            const [type = '', digits = ''] = phone.split(' ');
            return `${code(`phoneTypes.${type}`, type)} ${formatPhoneForLocale(digits, locale)}`.trim();
          })
          .join(', ');
      default:
        return value;
    }
  };
}
