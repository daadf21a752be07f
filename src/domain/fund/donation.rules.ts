// The Safe & Happy Fund (spec §1, issue 18, decision 0802): a donation is a basket line of the fund's
// product, in the basket's currency, never taxed. Amounts are integer minor units (PRODUCT.md §3).
import { z } from 'zod';
import { parseAmountToCents } from '../locale/money.js';
import { type Message, msg } from '../shared/messages.js';
import { checkedBy, keyed, looseText } from '../shared/schema.helpers.js';

/** The donation product's slug (one product row, priced by the amount the donor chooses). */
export const DONATION_PRODUCT_SLUG = 'safe-and-happy-fund';
/** The fixed amounts the page offers, in minor units (USD or CAD by the site's country). */
export const DONATION_PRESETS_CENTS = [1_000, 2_500, 5_000, 10_000] as const;
/** A custom amount: at least 5.00 (card fees eat a smaller one), at most 1,000.00 (larger gifts go through staff). */
export const DONATION_MIN_CENTS = 500;
export const DONATION_MAX_CENTS = 100_000;

/**
 * The amount a person typed ("25", "25.5", "25.50", "1,000") in minor units, or null when it is not an
 * amount of money (more than two decimals, letters, a negative sign).
 */
export function parseDonationAmount(typed: string | number | null | undefined): number | null {
  if (typeof typed === 'number') return Number.isFinite(typed) ? Math.round(typed * 100) : null;
  // "25,50" (fr-CA) is a decimal comma; any other comma or space separates thousands
  const text = (typed ?? '')
    .trim()
    .replace(/,(\d{1,2})$/, '.$1')
    .replace(/[\s,$\u00a0]/g, '');
  return parseAmountToCents(text);
}

/** Why a typed custom amount cannot be given: nothing typed, not an amount, or outside the bounds. */
function donationAmountIssue(value: string | null): Message | null {
  const text = value?.trim() ?? '';
  if (text === '') return msg('validation.required');
  const cents = parseDonationAmount(text);
  if (cents === null) return msg('validation.fund.amountInvalid');
  return cents < DONATION_MIN_CENTS || cents > DONATION_MAX_CENTS
    ? msg('validation.fund.amountRange', { min: DONATION_MIN_CENTS, max: DONATION_MAX_CENTS }) // money, MONEY_PARAMS
    : null;
}

/** The custom amount field: an amount between the bounds. */
export const donationSchema = z.object(
  { amount: checkedBy(looseText, donationAmountIssue).transform((value) => parseDonationAmount(value) ?? 0) },
  keyed(msg('validation.invalidValue')),
);
