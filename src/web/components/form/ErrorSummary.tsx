// The GOV.UK error summary: after a failed submit, a titled list of the form's errors at its top,
// each a link that moves to its field. It is an alert, so it is announced when it appears.
import { type Ref, useId } from 'react';
import { colonAfterLabel, type LocaleCode } from '../../../domain/locale/locales.js';
import { useLocale } from '../../lib/locale-context.js';
import { focusField } from './form-errors.js';
import { MessageText } from './MessageText.js';
import type { FieldMessage } from './use-message.js';

/**
 * What stands before an error in the summary: the field's label and a colon ("First name: This field is
 * required."), or only a space after a label that ends in its own punctuation, so that a question reads
 * "Do you know the birth date? Please…" rather than "…birth date?: Please…".
 */
export function summaryLead(label: string, locale: LocaleCode): string {
  const trimmed = label.trimEnd();
  return /[?!:]$/.test(trimmed) ? `${trimmed} ` : `${trimmed}${colonAfterLabel(locale)}`;
}

export function ErrorSummary({
  title,
  items,
  ref,
}: {
  title: string;
  items: ReadonlyArray<{ id: string; label?: string | undefined; message: FieldMessage }>;
  ref?: Ref<HTMLDivElement>;
}) {
  const titleId = useId();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault(); // no hash in the address: move to the field itself
                focusField(item.id);
              }}
            >
              {item.label ? summaryLead(item.label, locale) : null}
              <MessageText message={item.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
