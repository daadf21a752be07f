import { toIsoDate, type Ymd } from '../dates/calendar.js';
import type { LicenseFeeBreakdown, LicenseQuote } from './license-fee.rules.js';

// A licence in the basket and on an order (PRODUCT.md §4, §5; decision 0501): licences are sold through
// the store's basket and checkout as lines of one product, priced by the quote, never by a price list.

/** The one product every licence line is (made by a migration, so it exists in every database). */
export const LICENSE_PRODUCT_SLUG = 'pet-license';

/** What a licence line carries: the term quoted when it was added, and the licence number once issued. */
export type LicenseLine = {
  termYears: number;
  /** YYYY-MM-DD */
  termStart: string;
  /** YYYY-MM-DD */
  termEnd: string;
  renewal: boolean;
  endsAtRabiesExpiry: boolean;
  breakdown: LicenseFeeBreakdown;
  /**
   * YYYY-MM-DD: the rabies expiry the owner typed (no file sent yet) when the line was quoted (issue 38
   * D23, decision 1010); the checkout's quote is limited by it as the basket's was
   */
  rabiesExpiry?: string;
  /** set on the order line when the licence is issued */
  number?: string;
  tagNumber?: string;
};

/** A licence line as the basket keeps it: the quote's term and fee (and the typed rabies expiry it followed). */
export function licenseLineOf(quote: LicenseQuote, typedRabiesExpiry: Ymd | null = null): LicenseLine {
  return {
    ...(typedRabiesExpiry ? { rabiesExpiry: toIsoDate(typedRabiesExpiry) } : {}),
    termYears: quote.termYears,
    termStart: toIsoDate(quote.termStart),
    termEnd: toIsoDate(quote.termEnd),
    renewal: quote.renewal,
    endsAtRabiesExpiry: quote.endsAtRabiesExpiry,
    breakdown: quote.breakdown,
  };
}
