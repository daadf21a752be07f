// HomeSafe (PRODUCT.md §6, issue 18, decision 0802): what a finder sends from a found page, what the owner
// and the finder write to each other, and the owner's report that a pet is lost. The page and the server
// parse the same schemas. Messages are plain text: they are shown as text, never as HTML.
import { z } from 'zod';
import { emailIssue } from '../account/account.rules.js';
import { phoneNumberIssue } from '../account/phone.rules.js';
import { compareYmd, type Ymd } from '../dates/calendar.js';
import { datePartsSchema } from '../dates/date-parts.schemas.js';
import { type Message, msg } from '../shared/messages.js';
import {
  checkedBy,
  keyed,
  looseMultilineText,
  looseText,
  requiredText,
  trimmedTextCheckedBy,
} from '../shared/schema.helpers.js';
import { maxCharsIssue, minCharsIssue } from '../shared/text.rules.js';

/** A finder's first message and every later message of either side: long enough to say where and when. */
export const HOMESAFE_MESSAGE_MIN = 2;
export const HOMESAFE_MESSAGE_MAX = 1_000;
/** Where the pet was lost, as the owner says it ("Near Green Lake park, north side"). */
export const LOST_WHERE_MAX = 200;

/** A typed phone number without its usual punctuation (spaces, parentheses, dots, hyphens). */
function phoneDigitsOf(value: string | null): string {
  return (value ?? '').replace(/[\s().-]/g, '');
}

function messageIssue(text: string): Message | null {
  if (text === '') return msg('validation.required');
  return minCharsIssue(text, HOMESAFE_MESSAGE_MIN) ?? maxCharsIssue(text, HOMESAFE_MESSAGE_MAX);
}

export const homesafeMessageSchema = trimmedTextCheckedBy(looseMultilineText, messageIssue);

/**
 * The found page's form: the message, the finder's e-mail (required: replies are relayed to it, and it is
 * never shown to the owner) and, optionally, a phone number the finder chooses to give the owner.
 */
export const finderMessageSchema = z.object(
  {
    message: homesafeMessageSchema,
    email: trimmedTextCheckedBy(looseText, (text) => emailIssue(text)),
    /** as typed: "(206) 555-0144", "206-555-0144" and "2065550144" are the same ten digits */
    phone: checkedBy(looseText, (value) => {
      const digits = phoneDigitsOf(value);
      return digits === '' ? null : phoneNumberIssue(digits);
    }).transform((value) => phoneDigitsOf(value) || null),
  },
  keyed(msg('validation.invalidValue')),
);
export type FinderMessageInput = z.input<typeof finderMessageSchema>;

/** A reply, from the owner (on the pet's HomeSafe page) or the finder (on their private page). */
export const homesafeReplySchema = z.object({ message: homesafeMessageSchema }, keyed(msg('validation.invalidValue')));

/**
 * "Mark as lost": the day it went missing (today at the latest, in the owner's jurisdiction) and where.
 * `today` is read at parse time.
 */
export function createLostReportSchema(today: () => Ymd) {
  return z.object(
    {
      lostOn: checkedBy(datePartsSchema({ required: true }), (day) =>
        day && compareYmd(day, today()) > 0 ? msg('validation.homesafe.lostInFuture') : null,
      ),
      lostWhere: requiredText(LOST_WHERE_MAX),
    },
    keyed(msg('validation.invalidValue')),
  );
}
