// A message of a HomeSafe conversation: a textarea of the form kit (the text is kept as the person wrote it
// and shown as text, never as HTML), its length limit said in the hint.
import type { ReactNode } from 'react';
import { HOMESAFE_MESSAGE_MAX } from '../../../domain/homesafe/homesafe.schemas.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import type { DomainForm, NameOf } from '../../components/form/use-domain-form.js';

export function MessageField<Values extends { message: string }>({
  form,
  label,
  hint,
}: {
  form: DomainForm<Values>;
  label: ReactNode;
  hint: ReactNode;
}) {
  return (
    <TextAreaField
      form={form}
      name={'message' as NameOf<Values, string>}
      label={label}
      hint={hint}
      rows={5}
      maxLength={HOMESAFE_MESSAGE_MAX}
    />
  );
}

/** A conversation's messages, oldest first; each one's text as plain text (React escapes it). */
export function MessageList({
  messages,
  authorLabel,
  formatDate,
}: {
  messages: ReadonlyArray<{ id: string; author: string; body: string; createdAt: string }>;
  authorLabel: (author: string) => string;
  formatDate: (iso: string) => string;
}) {
  return (
    <ol className="homesafe-messages">
      {messages.map((message) => (
        <li key={message.id} className={`homesafe-message homesafe-message-${message.author.toLowerCase()}`}>
          <p className="homesafe-message-meta">
            <strong>{authorLabel(message.author)}</strong> ·{' '}
            <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          </p>
          <p className="homesafe-message-body">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
