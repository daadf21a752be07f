import { localDateIn, type Ymd } from '../dates/calendar.js';

/**
 * Today's date in a jurisdiction's IANA timezone: the day its licences, rabies proofs, reminders and
 * forms count in (decision 0504).
 */
export function todayForJurisdiction(now: Date, timeZone: string): Ymd {
  return localDateIn(now, timeZone);
}
