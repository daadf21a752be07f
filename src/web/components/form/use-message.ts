// Translates what a form shows: a domain message (a key with params, possibly encoded in a string, as
// rules and the server give it) or a text the screen has already translated.
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../domain/shared/messages.js';
import { formatMessage } from '../../../domain/shared/message-format.js';
import { useLocale } from '../../lib/locale-context.js';

/** A field's or a form's message: an encoded domain message key, or `{ text }` already translated. */
export type FieldMessage = string | { text: string };

export function useMessage(): (message: Message | FieldMessage) => string {
  const { t } = useTranslation('validation');
  const locale = useLocale();
  return (message) =>
    typeof message === 'object' && 'text' in message
      ? message.text
      : formatMessage(message, (key, params) => t(key, params ?? {}) as string, locale);
}
