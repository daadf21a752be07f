import { z } from 'zod';
import type { CountryCode } from '../locale/locales.js';
import { isValidZip, normalizePostalCode, POSTAL_CODE_FORMAT } from '../address/address.rules.js';
import { type FieldIssue, issueAt, msg } from '../shared/messages.js';

// spec §2.10 card payment form, §4 Payment form; PRODUCT.md §3 payments: the embedded test processor
// checks the card itself (Luhn, expiry, CVC) and answers as Stripe's documented test cards do.

export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'postalCode'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** What the test processor answers for a card number (Stripe's test cards; any other valid number succeeds). */
export const TEST_CARD_OUTCOMES: Record<string, 'succeeded' | 'card_declined' | 'insufficient_funds'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export const cardDigits = (text: string) => text.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** How many digits a brand's numbers have (a shorter Luhn-valid prefix is not yet complete, spec §4). */
export function cardNumberLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 16;
}

/** The card number as it is typed: groups of four (American Express 4-6-5), digits only. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrandOf(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** "MM / YY" as typed: a month and a two-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export type CardForm = { cardNumber: string; expiry: string; cvc: string; country: CountryCode; postalCode: string };

/** One card field's problem, or null when it is complete and valid (spec §4: completeness per field). */
export function cardFieldIssue(
  field: CardField,
  form: CardForm,
  today: { year: number; month: number },
): FieldIssue | null {
  const digits = cardDigits(form.cardNumber);
  switch (field) {
    case 'cardNumber':
      return luhnValid(digits) && digits.length === cardNumberLength(cardBrandOf(digits))
        ? null
        : issueAt([field], msg('validation.payment.cardNumber'));
    case 'expiry': {
      const expiry = parseExpiry(form.expiry);
      const past = expiry && (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month));
      return expiry && !past ? null : issueAt([field], msg('validation.payment.expiry'));
    }
    case 'cvc': {
      const length = cardBrandOf(digits) === 'amex' ? 4 : 3;
      return new RegExp(`^\\d{${length}}$`).test(form.cvc.trim())
        ? null
        : issueAt([field], msg('validation.payment.cvc'));
    }
    case 'postalCode': {
      const valid =
        form.country === 'US' ? isValidZip(form.postalCode.trim()) : normalizePostalCode(form.postalCode) !== null;
      return valid
        ? null
        : issueAt(
            [field],
            form.country === 'US'
              ? msg('validation.payment.zip')
              : msg('validation.payment.postalCode', { format: POSTAL_CODE_FORMAT }),
          );
    }
  }
}

export function cardFormIssues(form: CardForm, today: { year: number; month: number }): FieldIssue[] {
  return CARD_FIELDS.map((field) => cardFieldIssue(field, form, today)).filter((issue) => issue !== null);
}

/** spec §4: focus moves on to the next incomplete field; null when every field is complete. */
export function nextIncompleteField(
  after: CardField,
  complete: Readonly<Record<CardField, boolean>>,
): CardField | null {
  const start = CARD_FIELDS.indexOf(after);
  for (let step = 1; step <= CARD_FIELDS.length; step += 1) {
    const field = CARD_FIELDS[(start + step) % CARD_FIELDS.length];
    if (field && !complete[field]) return field;
  }
  return null;
}

/** The highest total a checkout takes, in cents (a sanity bound: GraphQL's Int would allow 21 million dollars). */
export const ORDER_TOTAL_MAX_CENTS = 10_000_000;

/**
 * What "Pay" sends (decisions 0403, 0407): the attempt's key, the card token, the total the page showed
 * and the version of the basket it showed (`Basket.version`, digits).
 */
export const placeOrderSchema = z
  .object({
    idempotencyKey: z.uuid({ message: 'validation.invalidValue' }),
    basketVersion: z
      .string({ message: 'validation.invalidValue' })
      .regex(/^\d{1,15}$/, { message: 'validation.invalidValue' })
      .transform(Number),
    /** none for an order with nothing to pay (decision 0504); refused with CARD_REQUIRED otherwise */
    cardToken: z
      .string({ message: 'validation.invalidValue' })
      .min(1, { message: 'validation.invalidValue' })
      .max(200, { message: 'validation.invalidValue' })
      .nullish(),
    expectedTotalCents: z
      .number({ message: 'validation.invalidValue' })
      .int({ message: 'validation.invalidValue' })
      .min(0, { message: 'validation.invalidValue' })
      .max(ORDER_TOTAL_MAX_CENTS, { message: 'validation.invalidValue' }),
    /** keep the card for next time (always, when the basket holds a smart tracker plan: it renews on it) */
    saveCard: z.boolean({ message: 'validation.invalidValue' }).nullish(),
    /** pay with the card kept from an earlier order (Billing Details) instead of a new token (issue 38 D3) */
    useSavedCard: z.boolean({ message: 'validation.invalidValue' }).nullish(),
  })
  .refine((form) => !(form.useSavedCard && form.cardToken), {
    message: 'validation.invalidValue',
    path: ['useSavedCard'],
  });

/**
 * A kept card is offered at checkout while it has not expired: a card is good to the end of its expiry
 * month (issue 38 D3). An expired one is left to the card form (and Billing Details says to replace it).
 */
export function savedCardUsable(
  card: { expMonth: number; expYear: number },
  today: { year: number; month: number },
): boolean {
  return card.expYear > today.year || (card.expYear === today.year && card.expMonth >= today.month);
}

/**
 * Decision 0504: an order whose total is zero (a verified service animal's licence) is placed without a
 * card: nothing is charged, and the checkout asks for no card. Any other total needs one.
 */
export function orderNeedsCard(totalCents: number): boolean {
  return totalCents !== 0;
}

/** The number an owner sees for an order. */
export function orderReference(number: number): string {
  return `PP-${String(number).padStart(6, '0')}`;
}

/** The order number of a reference (`PP-000123` → 123), null when it is not one. */
export function orderNumberOf(reference: string): number | null {
  const match = /^PP-(\d{6,15})$/.exec(reference.trim().toUpperCase());
  return match ? Number(match[1]) : null;
}

/** Card brands by the processors' codes (CardBrand, Stripe's card.brand): proper nouns, in every language. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** A card brand as a person writes it ("visa" → "Visa"); undefined for a brand we have no name for. */
export function cardBrandName(brand: string | null | undefined): string | undefined {
  return brand ? CARD_BRAND_NAMES[brand.toLowerCase()] : undefined;
}
