// A moment of a conversation in the page's language ("Nov 25, 2026, 8:41 PM").
import { dateFormatter } from '../../../domain/locale/date-format.js';
import { useLocale } from '../../lib/locale-context.js';

export function useMoment(): (iso: string) => string {
  const format = dateFormatter(useLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
