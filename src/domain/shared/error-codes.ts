// One table of error codes (documenso's AppError table): the only errors whose message reaches a
// client unmasked. The server throws them (src/server/shared/app-error.ts); the web app translates
// each one (common:serverErrors.<code>), and a catalog test checks that every code has its text.
export const APP_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
  'EMAIL_EXISTS',
  'VERIFICATION_LINK_INVALID',
  'CITY_NOT_FOUND',
  'RESET_TOKEN_INVALID',
  'WRONG_PASSWORD',
  'ACCESS_CODE_USED',
  'ACCESS_CODE_INVALID',
  /** staff resend an access code to an imported record that has no e-mail address (decision 0701) */
  'OWNER_RECORD_NO_EMAIL',
  'PET_LOCKED',
  'PET_INACTIVE',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID_TYPE',
  'IMAGE_INCONVERTIBLE',
  'SERVER_BUSY',
  'RABIES_FILE_TOO_LARGE',
  'RABIES_FILE_INVALID_TYPE',
  'RABIES_FILE_UNREADABLE',
  'RABIES_PROOF_DECIDED',
  /** issue 38 D4: an approval with items of the checklist unchecked and no reason (decision 0704) */
  'RABIES_CHECKLIST_INCOMPLETE',
  'LICENSE_ALREADY_REVOKED',
  /** issue 36: a licence for that pet and term was issued meanwhile */
  'LICENSE_ALREADY_ISSUED',
  'PRODUCT_NOT_SOLD_HERE',
  'BASKET_OTHER_COUNTRY',
  'BASKET_EMPTY',
  /** issue 36 (decision 0407): the basket changed after the page showed it (another tab, another device) */
  'BASKET_CHANGED',
  /** issue 36: the basket the page showed was paid by another submission; details.orderNumber names its order */
  'BASKET_PAID',
  /** issue 36: an idempotency key sent again with other parameters (Stripe's contract) */
  'IDEMPOTENCY_KEY_REUSED',
  'PRICE_CHANGED',
  'CARD_DECLINED',
  'CARD_INSUFFICIENT_FUNDS',
  'CARD_TOKEN_INVALID',
  /** a token-less order whose total is not zero (decision 0504) */
  'CARD_REQUIRED',
  'PAYMENT_UNAVAILABLE',
  'LICENSE_NOT_OFFERED',
  'LICENSE_OWNER_BIRTHDATE_REQUIRED',
  'LICENSE_OWNER_UNDER_18',
  'LICENSE_TERM_NOT_OFFERED',
  'LICENSE_RENEWAL_NOT_OPEN',
  'LICENSE_TERM_PAST_RABIES',
  'LICENSE_RABIES_EXPIRED',
  'LICENSE_SPECIES_NOT_LICENSED',
  'LICENSE_HOUSEHOLD_LIMIT',
  'LICENSE_ALREADY_IN_BASKET',
  'WALLET_CARD_INVALID',
  'WALLET_CARD_BASKET_FULL',
  'REFUND_TOO_LARGE',
  'REFUND_AMOUNT_INVALID',
  'STALE_EDIT',
  /** issue 37 (decision 0803): an owner's answers and shares through HomeSafe, per account and per conversation */
  'HOMESAFE_RELAY_LIMITED',
  /** issue 37 (decision 0803): codes texted to verify a mobile number, per account and per number */
  'MOBILE_CODE_LIMITED',
  /** decision 0110: the log-in's second step is gone (5 minutes passed, or it was used): the password again */
  'SECOND_FACTOR_STEP_EXPIRED',
  /** decision 0110: the 5th wrong code ended the log-in's second step: the password again */
  'SECOND_FACTOR_TOO_MANY_CODES',
  /** decision 0110: SECOND_FACTOR_MAX_FAILURES wrong codes since the last password reset: only a reset opens it */
  'SECOND_FACTOR_LOCKED',
  /** issue 41 (decision 0113): a staff invite link that is unknown, expired or already used */
  'INVITE_INVALID',
  /** issue 41 (decision 0114): a staff or operator session without a second factor reaches the enrolment only */
  'SECOND_FACTOR_SETUP_REQUIRED',
  /** issue 41 part 2 (decision 0307): an operator's boundary file larger than BOUNDARY_FILE_MAX_BYTES */
  'BOUNDARY_FILE_TOO_LARGE',
  'INTERNAL',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** Codes the web app's GraphQL client gives a request that never got an answer (spec §7.1 timeout). */
export const CLIENT_ERROR_CODES = [
  'NETWORK',
  'TIMEOUT',
  /** spec §8 "payment library missing": Stripe.js did not load on the payment step (decision 0405) */
  'PAYMENT_LIBRARY_MISSING',
] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
