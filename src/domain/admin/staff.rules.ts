// issue 17 (decision 0701): the staff console's rules — the one search box, the audit log's actions,
// correcting an owner's details, revoking a licence, a counter sale.
import { z } from 'zod';
import { personNameSchema, phonesSchema } from '../account/account.schemas.js';
import { type Message, msg } from '../shared/messages.js';
import { checkedBy, keyed, looseText, reportIssues } from '../shared/schema.helpers.js';

/** The longest search a clerk types (a name, an e-mail address, a number); longer is refused, not cut. */
export const ADMIN_SEARCH_MAX_LENGTH = 200;
/** Results of one kind per page. */
export const ADMIN_SEARCH_PAGE_SIZE = 10;

/** IMPORTED: owner records staff imported that have not signed up yet (decision 0103), to resend an access code. */
export const ADMIN_SEARCH_KINDS = ['OWNER', 'PET', 'LICENSE', 'ORDER', 'IMPORTED'] as const;
export type AdminSearchKind = (typeof ADMIN_SEARCH_KINDS)[number];

/** Why a search cannot run: nothing typed, or more than the box takes. */
export function adminSearchIssue(query: string | null | undefined): Message | null {
  const text = (query ?? '').trim();
  if (text.length === 0) return msg('validation.required');
  if (text.length > ADMIN_SEARCH_MAX_LENGTH) return msg('validation.maxChars', { numLimit: ADMIN_SEARCH_MAX_LENGTH });
  return null;
}

export type AdminSearchTerms = {
  /** lower-cased text for names, e-mail addresses and pet names */
  text: string;
  /** the digits of a phone number typed with its punctuation, when there are at least 3 */
  phoneDigits: string | null;
  /** upper-cased, for licence and tag numbers (KC-2026-000012) */
  number: string;
  /** an order number typed as PP-000123, #123 or 123 */
  orderNumber: number | null;
};

/** What one typed query is looked for as (each kind matches what it can; the rest is not asked). */
export function adminSearchTerms(query: string): AdminSearchTerms {
  const text = query.trim().replace(/\s+/g, ' ');
  const phoneLike = /^[\d\s().+-]+$/.test(text);
  const digits = text.replace(/\D/g, '');
  const order = /^(?:PP-?|#)?0*(\d{1,9})$/i.exec(text);
  return {
    text: text.toLowerCase(),
    phoneDigits: phoneLike && digits.length >= 3 ? digits.replace(/^1(?=\d{10}$)/, '') : null,
    number: text.toUpperCase(),
    orderNumber: order?.[1] ? Number(order[1]) : null,
  };
}

/** `text` for a LIKE pattern: its own %, _ and \ match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Staff correct an owner's names and phones with the rules of the owner's own form (spec §5 Account). */
export const ownerCorrectionSchema = z.object(
  { firstName: personNameSchema, lastName: personNameSchema, phones: phonesSchema },
  keyed(msg('validation.invalidValue')),
);
export type OwnerCorrection = z.output<typeof ownerCorrectionSchema>;

/** A revocation's reason, required, at most this long. */
export const REVOKE_REASON_MAX_LENGTH = 500;

export const revokeLicenseSchema = z.object(
  {
    reason: checkedBy(looseText, (value) => {
      const reason = (value ?? '').trim();
      if (reason.length === 0) return msg('validation.required');
      return reason.length > REVOKE_REASON_MAX_LENGTH
        ? msg('validation.maxChars', { numLimit: REVOKE_REASON_MAX_LENGTH })
        : null;
    }),
  },
  keyed(msg('validation.invalidValue')),
);

export const COUNTER_PAYMENT_METHODS = ['CASH', 'CHEQUE'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
export const CHEQUE_REFERENCE_MAX_LENGTH = 40;

/** A licence sold at the counter: the term, how it was paid, and the cheque's number for a cheque. */
export const counterSaleSchema = z
  .object(
    {
      termYears: z.coerce.number(keyed(msg('validation.invalidValue'))).int(keyed(msg('validation.invalidValue'))),
      method: z.enum(COUNTER_PAYMENT_METHODS, keyed(msg('validation.required'))),
      reference: looseText,
    },
    keyed(msg('validation.invalidValue')),
  )
  .superRefine((sale, ctx) => {
    const reference = (sale.reference ?? '').trim();
    if (sale.method === 'CHEQUE' && reference.length === 0)
      reportIssues(ctx, [{ ...msg('validation.required'), path: ['reference'] }]);
    if (reference.length > CHEQUE_REFERENCE_MAX_LENGTH)
      reportIssues(ctx, [
        { ...msg('validation.maxChars', { numLimit: CHEQUE_REFERENCE_MAX_LENGTH }), path: ['reference'] },
      ]);
  })
  .transform((sale) => ({
    ...sale,
    reference: sale.method === 'CHEQUE' ? (sale.reference ?? '').trim() : null,
  }));

/** What the audit log records (issue 17): each staff change has one of these. */
export const AUDIT_ACTIONS = [
  'OWNER_DETAILS_CORRECTED',
  'OWNER_MOVED',
  'ACCESS_CODE_SENT',
  'LICENSE_REVOKED',
  'LICENSE_ISSUED_AT_COUNTER',
  /** a licence waiting for a rabies proof its policy no longer asks, put in force by the policy's change (decision 0505) */
  'LICENSE_ACTIVATED_NO_PROOF_REQUIRED',
  'RABIES_PROOF_APPROVED',
  /** with items of the checklist unchecked, for the reason recorded with them (decision 0704) */
  'RABIES_PROOF_APPROVED_WITHOUT_CHECKLIST',
  'RABIES_PROOF_REJECTED',
  // orders and their notes (decision 0702)
  'REFUND',
  /** a refund the provider then said failed (or canceled): no money went back, the order counts it no more (decision 0407) */
  'REFUND_FAILED',
  'ADD_NOTE',
  'EDIT_NOTE',
  // a jurisdiction's settings (decision 0702)
  'UPDATE_SETTINGS',
  'UPDATE_MOVE_TERMS',
  'UPDATE_INFO_PAGE',
  'UPDATE_FAQ',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of object an audit entry names (with its id). */
export const AUDIT_OBJECT_TYPES = [
  'ACCOUNT',
  'PET',
  'LICENSE',
  'RABIES_PROOF',
  'OWNER_RECORD',
  'ORDER',
  'ORDER_NOTE',
  'JURISDICTION_SETTINGS',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];
