import { MessageText } from './MessageText.js';
import type { FieldMessage } from './use-message.js';

/** The form-level error (a server error code, or rules about the whole form), above the fields. */
export function FormAlert({
  id,
  message,
}: {
  id?: string;
  message: FieldMessage | readonly FieldMessage[] | null | undefined;
}) {
  if (!message) return null;
  const messages = Array.isArray(message) ? message : [message as FieldMessage];
  return (
    <div id={id} className="alert alert-danger" role="alert">
      {messages.length === 1 && messages[0] ? (
        <MessageText message={messages[0]} />
      ) : (
        messages.map((item) => (
          <p key={typeof item === 'string' ? item : item.text}>
            <MessageText message={item} />
          </p>
        ))
      )}
    </div>
  );
}
