// The licence reminders (issue 16, decision 0502): the renewal window opened, the licence expired, and
// (the optional third) the grace period ends within a week, after which the late fee is due. Each is one
// query: licences not REVOKED, of an active pet, not renewed (no later licence of the pet that is not
// revoked), whose term end puts them in that state today in the licence's jurisdiction's time zone.
import { addDays, compareYmd, parseIsoDate, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import type { LicensePolicy } from '../../../domain/jurisdiction/jurisdiction.js';
import {
  graceEndsOn,
  isFeeExempt,
  type RenewalState,
  renewalState,
} from '../../../domain/license/license-fee.rules.js';
import { formatCalendarDate } from '../../../domain/locale/date-format.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { todayForJurisdiction } from '../../../domain/jurisdiction/jurisdiction-day.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import { type LicenseReminderName, licenseReminderTextMessage } from '../email/email.service.js';
import { everyJurisdiction } from '../jurisdiction/jurisdiction.functions.js';
import { licensesEndingBetween } from '../license/license.functions.js';
import { withTheirPets } from '../pet/pet.functions.js';
import { type DueReminder, notSentYet, type ReminderKind, reminderKind } from './reminder-kinds.js';

/** The grace-ending reminder goes this many days before the grace period's last day. */
export const GRACE_ENDING_NOTICE_DAYS = 7;

type DueLicense = DueReminder & {
  petId: number;
  petName: string;
  number: string;
  termEnd: Ymd;
  policy: LicensePolicy;
  currency: ReturnType<typeof currencyOfCountry>;
  serviceAnimal: boolean;
};

type LicenseReminderRule = {
  name: LicenseReminderName;
  /** the term ends this kind is due for today, inclusive; null when the policy has no such event */
  termEnds: (policy: LicensePolicy, today: Ymd) => { from: Ymd; to: Ymd } | null;
  /** the states it is sent in (the domain's own rule, checked again on each licence) */
  states: RenewalState[];
};

const RULES: LicenseReminderRule[] = [
  {
    // renewalOpensOn(termEnd) <= today < termEnd
    name: 'license-renewal-open',
    termEnds: (policy, today) =>
      policy.renewalWindowDays > 0 ? { from: addDays(today, 1), to: addDays(today, policy.renewalWindowDays) } : null,
    states: ['OPEN'],
  },
  {
    // termEnd <= today <= graceEndsOn(termEnd): later than that the grace-ending one has been sent and a
    // licence long gone (a pet that left the jurisdiction) is not reminded of again and again
    name: 'license-expired',
    termEnds: (policy, today) => ({ from: addDays(today, -policy.gracePeriodDays), to: today }),
    states: ['GRACE'],
  },
  {
    // graceEndsOn(termEnd) - 7 <= today <= graceEndsOn(termEnd), for a grace period longer than the notice
    name: 'license-grace-ending',
    termEnds: (policy, today) =>
      policy.gracePeriodDays > GRACE_ENDING_NOTICE_DAYS
        ? {
            from: addDays(today, -policy.gracePeriodDays),
            to: addDays(today, GRACE_ENDING_NOTICE_DAYS - policy.gracePeriodDays),
          }
        : null,
    states: ['GRACE'],
  },
];

async function findDueLicenses(
  services: AppServices,
  rule: LicenseReminderRule,
  { now, afterId, limit }: { now: Date; afterId: number; limit: number },
): Promise<DueLicense[]> {
  // a retired jurisdiction renews nothing (decision 0308): no reminder asks its owners to
  const cities = (await everyJurisdiction(services.db)).filter(
    (city) => city.licensePolicy !== null && city.retiredAt === null,
  );
  const unsent = notSentYet(rule.name);
  const found: DueLicense[] = [];
  for (const city of cities) {
    const policy = city.licensePolicy as LicensePolicy;
    const today = todayForJurisdiction(now, city.timezone);
    const range = rule.termEnds(policy, today);
    if (!range || compareYmd(range.from, range.to) > 0) continue;
    const rows = await licensesEndingBetween(services.db, {
      jurisdictionId: city.id,
      ...range,
      afterId,
      limit,
      unsent,
    });
    for (const { pet, ...row } of await withTheirPets(services.db, rows)) {
      const termEnd = parseIsoDate(row.termEnd);
      if (!termEnd || !rule.states.includes(renewalState(policy, termEnd, today))) continue;
      found.push({
        subjectId: row.id,
        eventKey: toIsoDate(termEnd),
        accountId: pet.accountId,
        petId: pet.id,
        petName: pet.name,
        number: row.number,
        termEnd,
        policy,
        currency: currencyOfCountry(city.country),
        serviceAnimal: pet.serviceAnimalVerifiedAt !== null,
      });
    }
  }
  // one id order across jurisdictions, cut at the limit, so the caller can page on with afterId
  return found.sort((a, b) => a.subjectId - b.subjectId).slice(0, limit);
}

function licenseKind(rule: LicenseReminderRule): ReminderKind {
  return reminderKind<DueLicense>({
    name: rule.name,
    findDue: (services, input) => findDueLicenses(services, rule, input),
    compose: (services, { due, recipient, links }) => {
      const { locale } = recipient;
      const exempt = isFeeExempt(due.policy, due.serviceAnimal);
      const data = {
        firstName: recipient.firstName,
        petName: due.petName,
        licenseNumber: due.number,
        termEnd: formatCalendarDate(due.termEnd, locale),
        graceEnd: formatCalendarDate(graceEndsOn(due.policy, due.termEnd), locale),
        lateFee: !exempt && due.policy.lateFee > 0 ? formatMoney(due.policy.lateFee, due.currency, locale) : null,
        renewUrl: `${links.origin}${getHref('PetLicense', locale, { pet: String(due.petId) })}`,
        settingsUrl: `${links.origin}${getHref('ProfileSettings', locale)}`,
        aboutUrl: `${links.origin}${getHref('AboutRenewingLicenses', locale)}`,
      };
      return {
        email: { template: rule.name, data },
        sms: licenseReminderTextMessage(services, { input: { template: rule.name, locale, data } }),
      };
    },
  });
}

/** The licence reminders, in the order a catching-up run sends them. */
export const LICENSE_REMINDER_KINDS: ReminderKind[] = RULES.map(licenseKind);
