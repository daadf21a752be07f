import { parseIsoDate } from '../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../domain/locale/date-format.js';
import { useLocale } from './locale-context.js';

/** Formats the API's YYYY-MM-DD dates (a licence's expiry, a rabies vaccination's) in the page's locale. */
export function useIsoDate() {
  const locale = useLocale();
  return (iso: string | null | undefined) => {
    const date = parseIsoDate(iso);
    return date ? formatCalendarDate(date, locale) : '';
  };
}
