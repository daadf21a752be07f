// The staff console's record pages' parts (issue 17): a titled section, the table in it, the dates and
// money in the reader's locale, and the e-mails written to an owner or an imported record's address.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatter } from '../../../domain/locale/date-format.js';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import { useLocale } from '../../lib/locale-context.js';
import { ColumnHeads } from '../ColumnHeads.js';
import { LabelledSection } from '../LabelledSection.js';
import { ScrollRegion } from '../ScrollRegion.js';

/** A section's title, which names the scrolling box of the table in it. */
const SectionTitle = createContext('');

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LabelledSection className="staff-section" heading={title}>
      <SectionTitle.Provider value={title}>{children}</SectionTitle.Provider>
    </LabelledSection>
  );
}

export function useDates() {
  const locale = useLocale();
  // built once per locale: a staff page formats every row's dates with them
  return useMemo(() => {
    const tag = toLocaleTag(locale);
    const day = dateFormatter(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const instant = dateFormatter(locale, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      /** YYYY-MM-DD, a calendar day */
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      instant: (iso: string) => instant.format(new Date(iso)),
      money: (cents: number, currency: string) =>
        new Intl.NumberFormat(tag, { style: 'currency', currency }).format(cents / 100),
    };
  }, [locale]);
}

export function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  const title = useContext(SectionTitle);
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ScrollRegion className="staff-table-wrap" label={title}>
      <table className="staff-table">
        <ColumnHeads labels={head} />
        <tbody>
          {rows.map((cells, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a read-only table, in a fixed order
            <tr key={index}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of the header
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The e-mails written to an owner (or to an imported record's address): when, subject, and where each is
 * (D12): kept locally, queued, sent or failed, in the dev mailbox's words.
 */
export function EmailsSection({
  title,
  emails,
}: {
  title: string;
  emails: ReadonlyArray<{ createdAt: string; subject: string; delivery: string }>;
}) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  return (
    <Section title={title}>
      <Table
        head={[t('email.writtenAt'), t('email.subject'), t('email.status')]}
        empty={t('owner.noEmails')}
        rows={emails.map((email) => [
          dates.instant(email.createdAt),
          email.subject,
          t(`email.deliveries.${email.delivery}`, { defaultValue: email.delivery }),
        ])}
      />
    </Section>
  );
}
