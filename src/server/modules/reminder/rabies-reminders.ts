// The rabies reminder (issue 16, decision 0502): the pet's vaccination on file — its most recent proof
// that was not removed nor rejected — expires within 30 days, today in the pet's owner's jurisdiction's
// time zone. Once per proof and expiry date; active pets only; a newer proof replaces the older one.
import { sql } from 'drizzle-orm';
import { addDays, parseIsoDate, toIsoDate } from '../../../domain/dates/calendar.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import type { AppServices } from '../../app-services.js';
import { jurisdictions } from '../../db/schema/index.js';
import { rabiesReminderTextMessage } from '../email/email.service.js';
import { type DueReminder, type ReminderKind, reminderKind } from './reminder-kinds.js';

/** How long before the vaccination's expiry the owner is reminded. */
export const RABIES_NOTICE_DAYS = 30;

export const RABIES_REMINDER = 'rabies-expiring';

type DueRabies = DueReminder & { petId: number; petName: string; expires: string };

async function findDueRabies(
  services: AppServices,
  { now, afterId, limit }: { now: Date; afterId: number; limit: number },
): Promise<DueRabies[]> {
  const cities = await services.db
    .select({ id: jurisdictions.id, timezone: jurisdictions.timezone })
    .from(jurisdictions);
  const found: DueRabies[] = [];
  for (const city of cities) {
    const today = todayForJurisdiction(now, city.timezone);
    const rows = await services.db.execute<{
      id: number;
      pet_id: number;
      pet_name: string;
      account_id: number;
      expiration_date: string;
    }>(sql`
      select proof.id, proof.pet_id, pet.name as pet_name, pet.account_id, to_char(proof.expiration_date, 'YYYY-MM-DD') as expiration_date
      from rabies_proofs proof
      join pets pet on pet.id = proof.pet_id
      join accounts owner on owner.id = pet.account_id
      where owner.jurisdiction_id = ${city.id}
        and pet.retired_at is null
        and proof.removed_at is null and proof.status <> 'REJECTED'
        and proof.expiration_date between ${toIsoDate(today)}::date and ${toIsoDate(addDays(today, RABIES_NOTICE_DAYS))}::date
        and proof.id > ${afterId}
        and not exists (select 1 from rabies_proofs newer where newer.pet_id = proof.pet_id and newer.removed_at is null
          and newer.status <> 'REJECTED' and (newer.created_at, newer.id) > (proof.created_at, proof.id))
        and not exists (select 1 from reminders_sent sent where sent.kind = ${RABIES_REMINDER}
          and sent.subject_id = proof.id and sent.event_key = to_char(proof.expiration_date, 'YYYY-MM-DD'))
      order by proof.id
      limit ${limit}`);
    for (const row of rows.rows)
      found.push({
        subjectId: row.id,
        eventKey: row.expiration_date,
        accountId: row.account_id,
        petId: row.pet_id,
        petName: row.pet_name,
        expires: row.expiration_date,
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
