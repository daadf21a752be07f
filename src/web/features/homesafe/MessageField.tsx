// A message of a HomeSafe conversation: a textarea of the form kit (the text is kept as the person wrote it
// and shown as text, never as HTML), its length limit said in the hint; a conversation's messages and its
// reply form.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HOMESAFE_MESSAGE_MAX, homesafeReplySchema } from '../../../domain/homesafe/homesafe.schemas.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { type DomainForm, type NameOf, useDomainForm } from '../../components/form/use-domain-form.js';

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

/**
 * A reply in a conversation (the finder's page, the owner's HomeSafe page): one message, handed to `send`;
 * the field empties once it is sent.
 */
export function ReplyForm({
  id,
  label,
  hint,
  submitLabel,
  send,
}: {
  id: string;
  label: string;
  hint: string;
  submitLabel: string;
  send: (input: { message: string }) => Promise<void>;
}) {
  const { t } = useTranslation('homesafe');
  const form = useDomainForm({
    id,
    initialValues: { message: '' },
    schema: homesafeReplySchema,
    onSubmit: async (input) => {
      await send(input);
      form.reset();
    },
  });
  return (
    <Form form={form}>
      <MessageField form={form} label={label} hint={hint} />
      <SubmitButton form={form} label={submitLabel} busyLabel={t('found.sending')} />
    </Form>
  );
}
