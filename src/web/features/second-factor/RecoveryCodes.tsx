// The ten recovery codes, shown once (issue 41: 3, decision 0111): a list to read or copy, a .txt file to
// download, the browser's print (only the codes print), and "I have saved these codes" before Done.
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/locale/date-format.js';
import { CheckboxField } from '../../components/form/Field.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import { saveFile } from '../../lib/save-file.js';

/** The text file a person downloads: a title, the codes one a line, and what they are for. */
function codesFile(title: string, note: string, codes: readonly string[]): Blob {
  return new Blob([`${title}\n\n${codes.join('\n')}\n\n${note}\n`], { type: 'text/plain;charset=utf-8' });
}

export function RecoveryCodes({
  codes,
  heading,
  headingRef,
  onDone,
}: {
  codes: readonly string[];
  heading: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('secondFactor');
  const locale = useLocale();
  const [madeAt] = useState(() => new Date());
  const form = useDomainForm({
    id: 'recovery-codes',
    initialValues: { saved: false },
    check: ({ saved }) => ({ saved: saved ? undefined : { text: t('codes.savedRequired') } }),
    onSubmit: onDone,
  });
  const note = t('codes.fileNote', { date: formatDate(madeAt, 'short', locale) });

  return (
    <section className="account-section second-factor-step recovery-codes" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{t('codes.explain')}</p>
      <ol className="recovery-code-list" aria-label={t('codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="recovery-codes-note">{note}</p>
      <div className="second-factor-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => saveFile(codesFile(t('codes.fileTitle'), note, codes), t('codes.fileName'))}
        >
          {t('codes.download')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {t('codes.print')}
        </button>
      </div>
      <Form form={form}>
        <CheckboxField
          id={form.idOf('saved')}
          label={t('codes.saved')}
          checked={form.values.saved}
          onChange={(checked) => form.set('saved', checked)}
          error={form.errors.saved}
        />
        <SubmitButton form={form} label={t('codes.done')} />
      </Form>
    </section>
  );
}
