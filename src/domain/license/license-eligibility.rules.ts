import { ageInYears, type Ymd } from '../dates/calendar.js';
import { type Message, msg } from '../shared/messages.js';

/** spec §5 Dates, §6, §9: the minimum owner age to buy a licence. */
export const MIN_OWNER_AGE = 18;

/**
 * spec §5: the owner birthdate is optional, but 18 or older is required to buy a licence.
 * Without a birthdate on file the owner is asked for one before buying.
 */
export function licensePurchaseIssue(birthdate: Ymd | null | undefined, today: Ymd): Message | null {
  if (!birthdate) return msg('validation.owner.birthdateRequiredForLicense');
  return ageInYears(birthdate, today) >= MIN_OWNER_AGE ? null : msg('validation.owner.under18');
}

export function canBuyLicense(birthdate: Ymd | null | undefined, today: Ymd): boolean {
  return licensePurchaseIssue(birthdate, today) === null;
}
