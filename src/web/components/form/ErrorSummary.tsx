// The GOV.UK error summary: after a failed submit, a titled list of the form's errors at its top,
// each a link that moves to its field. It is an alert, so it is announced when it appears.
import { type Ref, useId } from 'react';
import { focusField } from './form-errors.js';
import { MessageText } from './MessageText.js';
import type { FieldMessage } from './use-message.js';

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
              {item.label ? `${item.label}: ` : null}
              <MessageText message={item.message} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
