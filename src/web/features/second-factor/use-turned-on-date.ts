import { formatDate } from '../../../domain/locale/date-format.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';

/** "On since …": the day two-step log-in was turned on, in the jurisdiction's time zone. */
export function useTurnedOnDate() {
  const locale = useLocale();
  const { city } = useSession();
  return (iso: string) => formatDate(new Date(iso), 'short', locale, city?.timezone);
}
