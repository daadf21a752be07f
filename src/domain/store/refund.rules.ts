// Refunds of a paid order (issue 17, decision 0702): in full or in part, never more than is left.
import { z } from 'zod';
import { parseIsoDate } from '../dates/calendar.js';
import { msg } from '../shared/messages.js';
import { checkedBy, keyed } from '../shared/schema.helpers.js';
import { maxCharsIssue, minCharsIssue } from '../shared/text.rules.js';

export const ORDER_STATUSES = ['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order may still be refunded: what was paid less what was refunded already. */
export function refundableCents(totalCents: number, refundedCents: number): number {
  return Math.max(0, totalCents - Math.max(0, refundedCents));
}

/** The order's status once `refundedCents` of `totalCents` has gone back to the card. */
export function statusAfterRefunds(totalCents: number, refundedCents: number): OrderStatus {
  if (refundedCents <= 0) return 'PAID';
  return refundedCents >= totalCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** Why a refund of `amountCents` cannot be made, as an error code; null when it can. */
export function refundRefusal(
  amountCents: number,
  refundable: number,
): 'REFUND_AMOUNT_INVALID' | 'REFUND_TOO_LARGE' | null {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) return 'REFUND_AMOUNT_INVALID';
  if (amountCents > refundable) return 'REFUND_TOO_LARGE';
  return null;
}

// Staff type a refund's amount (and a fee's) with the one reader of typed money; the web's forms import it from here.
export { parseAmountToCents } from '../locale/money.js';

/** A refund's idempotency key: the form makes a UUID; an API client's own key is at least this long. */
export const REFUND_KEY_MIN_CHARS = 8;
export const REFUND_KEY_MAX_CHARS = 100;

export const refundInputSchema = z.object({
  orderNumber: z.number().int().min(1).max(2_147_483_647),
  amountCents: z.number().int(),
  /** one per press of Refund: a repeat of the key refunds nothing more */
  idempotencyKey: checkedBy(
    z.string(keyed(msg('validation.invalidValue'))),
    (key) => minCharsIssue(key, REFUND_KEY_MIN_CHARS) ?? maxCharsIssue(key, REFUND_KEY_MAX_CHARS),
  ),
});

/** issue 17 Orders: the staff order list's filters. */
export const ORDER_LIST_TYPES = ['LICENSE', 'TAG', 'SMART_TRACKER', 'WALLET_CARD', 'COLLAR'] as const;

/** issue 17 Orders: a day of the list's date filter, YYYY-MM-DD on the calendar (no 31 February, no year 0). */
export function isOrderListDay(text: string): boolean {
  return parseIsoDate(text) !== null && text >= '0001-01-01';
}

/** The list's date filter: either day may be empty, and the first may not come after the last. */
export const orderDateRangeSchema = z
  .object({
    from: z.string().refine(isOrderListDay).nullish(),
    to: z.string().refine(isOrderListDay).nullish(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { path: ['to'] });
export const ADMIN_ORDERS_PAGE_SIZE = 25;
