import { z } from 'zod';
import { addressSchema, mailingAddressSchema } from '../address/address.schemas.js';
import { utcDateOf, type Ymd } from '../dates/calendar.js';
import { datePartsSchema } from '../dates/date-parts.schemas.js';
import type { Message } from '../shared/messages.js';
import { msg } from '../shared/messages.js';
import { checkedBy, keyed, looseBoolean, looseText, reportIssues, typedText } from '../shared/schema.helpers.js';
import { emailIssue, movingAgreementIssue, personNameIssue, tosIssue } from './account.rules.js';
import { type PasswordGuessCheck, passwordIssue } from './password.rules.js';
import { isPhoneType, MAX_PHONES, type PhoneType, phoneNumberIssue } from './phone.rules.js';
import { MIN_OWNER_AGE } from '../license/license-eligibility.rules.js';

/** A loose text field checked by one rule, trimmed unless told otherwise. */
function ruledText(
  rule: (value: string | null) => Message | null,
  options: { trim: boolean; base?: typeof looseText } = { trim: true },
) {
  return checkedBy(options.base ?? looseText, rule).transform((value) =>
    options.trim ? (value ?? '').trim() : (value ?? ''),
  );
}

/** spec §5 General: a name is typed into a text input, which refuses "/". */
export const personNameSchema = ruledText(personNameIssue, { trim: true, base: typedText });
export const emailSchema = ruledText(emailIssue);

/**
 * An e-mail typed to find something (log-in, the e-mail check, Forgot your password, Fetch my record): not
 * judged as an address — one that is not found is simply not found — but it must be text a person could
 * type (issue 10: 5: U+0000 cannot even be looked up).
 */
export const lookupEmailSchema = z.object(
  { email: looseText.transform((value) => (value ?? '').trim().slice(0, 254)) },
  keyed(msg('validation.invalidValue')),
);

/**
 * An e-mail typed to ask for something sent to it (Forgot your password, Fetch my record): the answer is
 * the same whatever the address, but an address that cannot be one is the person's typing mistake, and
 * says so, in the form and from the API (issue 11: 5) — the form of an address reveals no account.
 */
export const requestEmailSchema = z.object({ email: emailSchema }, keyed(msg('validation.invalidValue')));

/**
 * A new password: the composition rules and, with `isGuessable`, the guessability estimate (issue 10: 6).
 * The server always passes the estimator (password-strength.ts); a browser screen passes null until it
 * has loaded. Not trimmed: spaces are characters of a password.
 */
export function createPasswordSchema(isGuessable: PasswordGuessCheck | null) {
  return ruledText((value) => passwordIssue(value, isGuessable), { trim: false });
}

/** spec §2.7, §5: a phone number with its type. */
export const phoneSchema = z
  .object({ type: looseText, number: looseText }, keyed(msg('validation.phone.required')))
  .superRefine((phone, ctx) => {
    if (!isPhoneType(phone.type)) reportIssues(ctx, [{ ...msg('validation.phone.typeRequired'), path: ['type'] }]);
    const issue = phoneNumberIssue(phone.number);
    if (issue) reportIssues(ctx, [{ ...issue, path: ['number'] }]);
  })
  .transform((phone) => ({ type: phone.type as PhoneType, number: (phone.number ?? '').trim() }));

/** At least one phone and at most as many as the phone input offers (spec §2.7). */
export const phonesSchema = z
  .array(phoneSchema, keyed(msg('validation.phone.required')))
  .min(1, keyed(msg('validation.phone.required')))
  .max(MAX_PHONES, keyed(msg('validation.phone.tooMany', { numLimit: MAX_PHONES })));

export const tosAgreedSchema = checkedBy(looseBoolean, tosIssue).transform(() => true as const);

/** spec §5: the moving-jurisdiction agreement, required only when moving. */
export function movingAgreementSchema(moving: boolean) {
  return checkedBy(looseBoolean, (agreed) => movingAgreementIssue(moving, agreed));
}

/** A jurisdiction's id as the chooser sends it (digits), or nothing. */
export const jurisdictionIdSchema = checkedBy(looseText, (value) =>
  value !== null && value !== '' && !/^\d{1,9}$/.test(value) ? msg('validation.jurisdiction.notOffered') : null,
).transform((value) => (value ? Number(value) : null));

/** Decision 1008: a person's birthdate is at most this many years back (the oldest recorded person lived 122). */
export const MAX_PERSON_AGE_YEARS = 120;

export type TodayOption = { today: Ymd | (() => Ymd) };
/** What a schema with a new password needs: see createPasswordSchema. */
export type PasswordOption = { isGuessable: PasswordGuessCheck | null };
const todayOf = (option: TodayOption['today']) => (typeof option === 'function' ? option() : option);

/**
 * spec §3 / §5: the owner birthdate is optional and in the past; 18+ is checked when buying a
 * licence (license-eligibility.rules.ts), not at sign-up.
 */
export function ownerBirthdateSchema({ today }: TodayOption) {
  return datePartsSchema({ required: false, mustBePast: true, maxAgeYears: MAX_PERSON_AGE_YEARS, today });
}

/** spec §5 Dates: petOwnerBirthday, required and 18 or older. */
export function petOwnerBirthdaySchema({ today }: TodayOption) {
  return datePartsSchema({
    required: true,
    mustBePast: true,
    minAgeYears: MIN_OWNER_AGE,
    maxAgeYears: MAX_PERSON_AGE_YEARS,
    today,
  });
}

/**
 * spec §2.6 sign-up: names, e-mail, password, phones, optional birthdate, address (and a mailing
 * address when it differs), TOS. The server
 * parses the same schema, giving `today` in the jurisdiction's timezone, and adds the e-mail check.
 */
export function createSignUpSchema(options: TodayOption & PasswordOption) {
  return z.object(
    {
      firstName: personNameSchema,
      lastName: personNameSchema,
      email: emailSchema,
      password: createPasswordSchema(options.isGuessable),
      phones: phonesSchema,
      birthdate: ownerBirthdateSchema({ today: () => todayOf(options.today) }),
      address: addressSchema,
      /** null: the mailing address is the home address (as My Details) */
      mailingAddress: mailingAddressSchema.nullish().transform((value) => value ?? null),
      tosAgreed: tosAgreedSchema,
      /** the jurisdiction chosen in the suggestions chooser (spec §2.11); null: let the address decide (decision 0302) */
      jurisdictionId: jurisdictionIdSchema,
    },
    keyed(msg('validation.invalidValue')),
  );
}

/**
 * The sign-up schema with today taken from the clock (UTC) at parse time and the composition rules alone:
 * the browser's first check; the server parses with createSignUpSchema and the estimator.
 */
export const signUpSchema = createSignUpSchema({ today: () => utcDateOf(new Date()), isGuessable: null });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
