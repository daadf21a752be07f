// The rabies reminder (issue 16, decision 0502): the pet's vaccination on file — its most recent proof
// that was not removed nor rejected — expires within 30 days, today in the pet's owner's jurisdiction's
// time zone. Once per proof and expiry date; active pets only; a newer proof replaces the older one.
import { addDays, parseIsoDate } from '../../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import type { AppServices } from '../../app-services.js';
import { rabiesReminderTextMessage } from '../email/email.service.js';
import { everyJurisdiction } from '../jurisdiction/jurisdiction.functions.js';
import { withTheirPets } from '../pet/pet.functions.js';
import { rabiesProofsExpiringBetween } from '../rabies/rabies.functions.js';
import { type DueReminder, notSentYet, type ReminderKind, reminderKind } from './reminder-kinds.js';

/** How long before the vaccination's expiry the owner is reminded. */
export const RABIES_NOTICE_DAYS = 30;

export const RABIES_REMINDER = 'rabies-expiring';

type DueRabies = DueReminder & { petId: number; petName: string; expires: string };

async function findDueRabies(
  services: AppServices,
  { now, afterId, limit }: { now: Date; afterId: number; limit: number },
): Promise<DueRabies[]> {
  const cities = await everyJurisdiction(services.db);
  const unsent = notSentYet(RABIES_REMINDER);
  const found: DueRabies[] = [];
  for (const city of cities) {
    const today = todayForJurisdiction(now, city.timezone);
    const rows = await rabiesProofsExpiringBetween(services.db, {
      ownerJurisdictionId: city.id,
      from: today,
      to: addDays(today, RABIES_NOTICE_DAYS),
      afterId,
      limit,
      unsent,
    });
    for (const { pet, ...row } of await withTheirPets(services.db, rows))
      found.push({
        subjectId: row.id,
        eventKey: row.expirationDate,
        accountId: pet.accountId,
        petId: pet.id,
        petName: pet.name,
        expires: row.expirationDate,
      });
  }
  return found.sort((a, b) => a.subjectId - b.subjectId).slice(0, limit);
}

export const RABIES_REMINDER_KIND: ReminderKind = reminderKind<DueRabies>({
  name: RABIES_REMINDER,
  findDue: findDueRabies,
  compose: (services, { due, recipient, links }) => {
    const { locale } = recipient;
    const expiry = parseIsoDate(due.expires);
    const data = {
      firstName: recipient.firstName,
      petName: due.petName,
      expires: expiry ? formatCalendarDate(expiry, locale) : due.expires,
      petUrl: `${links.origin}${getHref('EditPet', locale, { pet: String(due.petId) })}`,
      settingsUrl: `${links.origin}${getHref('ProfileSettings', locale)}`,
    };
    return {
      email: { template: RABIES_REMINDER, data },
      sms: rabiesReminderTextMessage(services, { input: { locale, data } }),
    };
  },
});
