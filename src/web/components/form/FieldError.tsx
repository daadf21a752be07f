import { MessageText } from './MessageText.js';
import type { FieldMessage } from './use-message.js';

/** A field's error text, with the link action some messages carry (spec §5 "link action"). */
export function FieldError({
  id,
  message,
  actionLabel,
}: {
  id: string;
  message: FieldMessage | undefined;
  /** the action link's text where the screen words it its own way */
  actionLabel?: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <MessageText message={message} withAction actionLabel={actionLabel} />
    </p>
  );
}
