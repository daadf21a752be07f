// spec §2.6 / issue "Account pages": the owner's own details and profile settings, validated with
// the same rules as sign-up.
import { z } from 'zod';
import { addressSchema, mailingAddressSchema } from '../address/address.schemas.js';
import { utcDateOf } from '../dates/calendar.js';
import { LOCALES } from '../locale/locales.js';
import { msg } from '../shared/messages.js';
import { keyed, looseBoolean } from '../shared/schema.helpers.js';
import {
  jurisdictionIdSchema,
  ownerBirthdateSchema,
  personNameSchema,
  phonesSchema,
  type TodayOption,
} from './account.schemas.js';

export function createMyDetailsSchema(options: TodayOption) {
  return z.object(
    {
      firstName: personNameSchema,
      lastName: personNameSchema,
      phones: phonesSchema,
      birthdate: ownerBirthdateSchema(options),
      address: addressSchema,
      /** null: the mailing address is the home address */
      mailingAddress: mailingAddressSchema.nullish().transform((value) => value ?? null),
      /** a new home address's jurisdiction, chosen in the suggestions chooser (decision 0304) */
      jurisdictionId: jurisdictionIdSchema,
      /** spec §4, §5: the owner's agreement to move, required only when the new home moves them */
      movingAgreed: looseBoolean,
    },
    keyed(msg('validation.invalidValue')),
  );
}

export const myDetailsSchema = createMyDetailsSchema({ today: () => utcDateOf(new Date()) });

/** The optional e-mails (Profile Settings' "Emails I want to receive"). */
export const NOTIFICATION_PREFERENCES = ['renewalReminders', 'orderUpdates', 'news'] as const;
export type NotificationPreference = (typeof NOTIFICATION_PREFERENCES)[number];

/**
 * Profile Settings. The API lets a client change the language alone (`notificationPreferences` is
 * optional in ProfileSettingsInput): null then means "keep the current preferences" (issue 11: 6).
 */
export const profileSettingsSchema = z.object(
  {
    locale: z.enum(LOCALES, keyed(msg('validation.invalidValue'))),
    notificationPreferences: z
      .object(
        {
          renewalReminders: looseBoolean.transform((value) => value === true),
          orderUpdates: looseBoolean.transform((value) => value === true),
          news: looseBoolean.transform((value) => value === true),
          // reminders by text message too (decision 0502): opt-in, only to a mobile ("M") number
          smsReminders: looseBoolean.transform((value) => value === true),
        },
        keyed(msg('validation.invalidValue')),
      )
      .nullish()
      .transform((value) => value ?? null),
  },
  keyed(msg('validation.invalidValue')),
);
