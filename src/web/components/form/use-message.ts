// Translates a domain message (a key with params, possibly encoded in a string) in the current locale.
import { useTranslation } from 'react-i18next';
import { formatMessage, type Message } from '../../../domain/shared/messages.js';

export function useMessage(): (message: Message | string) => string {
  const { t } = useTranslation('validation');
  return (message) => formatMessage(message, (key, params) => t(key, params ?? {}) as string);
}
