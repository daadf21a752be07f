import { MessageText } from './MessageText.js';
import type { FieldMessage } from './use-message.js';

/** The form-level error (a server error code, or a rule about the whole form), above the fields. */
export function FormAlert({ id, message }: { id?: string; message: FieldMessage | null | undefined }) {
  if (!message) return null;
  return (
    <div id={id} className="alert alert-danger" role="alert">
      <MessageText message={message} />
    </div>
  );
}
