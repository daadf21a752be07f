// The Safe & Happy Fund (spec §1, issue 18, decision 0802): a donation is a basket line of the fund's
// product, in the basket's currency, never taxed. Amounts are integer minor units (PRODUCT.md §3).
import { z } from 'zod';
import { msg } from '../shared/messages.js';
import { keyed, looseText, reportIssues } from '../shared/schema.helpers.js';

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
  const match = /^(\d{1,7})(?:[.](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The custom amount field: an amount between the bounds. */
export const donationSchema = z.object(
  {
    amount: looseText
      .superRefine((value, ctx) => {
        const text = value?.trim() ?? '';
        if (text === '') return reportIssues(ctx, [{ ...msg('validation.required'), path: [] }]);
        const cents = parseDonationAmount(text);
        if (cents === null) return reportIssues(ctx, [{ ...msg('validation.fund.amountInvalid'), path: [] }]);
        if (cents < DONATION_MIN_CENTS || cents > DONATION_MAX_CENTS)
          reportIssues(ctx, [
            {
              ...msg('validation.fund.amountRange', {
                minNum: DONATION_MIN_CENTS / 100,
                maxNum: DONATION_MAX_CENTS / 100,
              }),
              path: [],
            },
          ]);
      })
      .transform((value) => parseDonationAmount(value) ?? 0),
  },
  keyed(msg('validation.invalidValue')),
);
