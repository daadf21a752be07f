// spec §8 GraphQL error row: in the tracker block a failed call shows as a warning alert, in the form or
// on the item; the item's alert carries a bug icon.
import { MessageText } from '../../../components/form/MessageText.js';
import type { FieldMessage } from '../../../components/form/use-message.js';

const BUG_ICON =
  'M20 8h-2.8a6 6 0 0 0-1.8-2l1.6-1.6L15.6 3l-2.2 2.2a6 6 0 0 0-2.8 0L8.4 3 7 4.4 8.6 6a6 6 0 0 0-1.8 2H4v2h2.1a6 6 0 0 0 0 1v1H4v2h2v1a6 6 0 0 0 .1 1H4v2h2.8a6 6 0 0 0 10.4 0H20v-2h-2.1a6 6 0 0 0 .1-1v-1h2v-2h-2v-1a6 6 0 0 0-.1-1H20V8zm-6 8h-4v-2h4v2zm0-4h-4v-2h4v2z';

export function TrackerAlert({ messages, bug = false }: { messages: readonly FieldMessage[]; bug?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-warning tracker-alert" role="alert">
      {bug ? (
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={BUG_ICON} fill="currentColor" />
        </svg>
      ) : null}
      <div>
        {messages.map((message) => (
          <p key={typeof message === 'string' ? message : message.text}>
            <MessageText message={message} />
          </p>
        ))}
      </div>
    </div>
  );
}
