// The en-US message of each code of the one table (src/domain/shared/error-codes.ts); the web app
// shows its own translation of the code, this text reaches logs and API clients.
import { photoUploadTypeList } from '../../domain/images/image.rules.js';
import type { AppErrorCode } from '../../domain/shared/error-codes.js';

export type { AppErrorCode };

export const APP_ERROR_MESSAGES: Record<AppErrorCode, string> = {
  UNAUTHENTICATED: 'Please log in to continue.',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  INVALID_CREDENTIALS: 'The email address or password is incorrect.',
  ACCOUNT_LOCKED: 'Too many failed attempts. Please wait a few minutes and try again.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  VALIDATION_FAILED: 'Please check the highlighted fields.',
  EMAIL_EXISTS: 'This email address already exists in our system',
  VERIFICATION_LINK_INVALID: 'This verification link has expired or was already used.',
  CITY_NOT_FOUND: 'That jurisdiction does not exist.',
  RESET_TOKEN_INVALID:
    'This password reset link is not valid: it has expired or was already used. Please ask for a new one.',
  WRONG_PASSWORD: 'Your current password is not correct.',
  // spec §4 Access code, §8 Sign-up and account
  ACCESS_CODE_USED: "Looks like you've already signed up!",
  ACCESS_CODE_INVALID: 'There was a problem with your complete sign-up. Please try again.',
  OWNER_RECORD_NO_EMAIL: 'This record has no email address, so no access code was sent.',
  // spec §4 Locks, §5 Pet (decision 0202)
  PET_LOCKED:
    "Some of this pet's details can no longer be changed here (a license, neuter proof or a restricted breed locks them). Please contact customer support.",
  PET_INACTIVE: 'This pet is no longer active on your account. Please contact customer support to reactivate it.',
  // spec §5 Images, §7.2, §8 Images and files (decision 0210)
  IMAGE_TOO_LARGE: 'Please upload a file smaller than 10MB',
  IMAGE_INVALID_TYPE: `Please upload a ${photoUploadTypeList('or')} file`,
  IMAGE_INCONVERTIBLE: 'Something went wrong, please try different image',
  SERVER_BUSY: 'The server is busy. Please try again in a moment.',
  RABIES_FILE_TOO_LARGE: 'Please upload a file under 8MB',
  RABIES_FILE_INVALID_TYPE: 'Please upload a JPG, BMP, PNG, TIF, HEIC, WEBP or PDF file',
  RABIES_FILE_UNREADABLE:
    'We could not read this file. Please upload a photo or an unprotected PDF of at most 50 pages.',
  RABIES_PROOF_DECIDED: 'This rabies proof has already been approved or rejected.',
  RABIES_CHECKLIST_INCOMPLETE:
    'Check every item of the checklist to approve, or approve without the full checklist and give a reason.',
  // issue 17: the staff console
  LICENSE_ALREADY_REVOKED: 'This license has already been revoked.',
  LICENSE_ALREADY_ISSUED: 'This pet already has a license for that term. Nothing was charged.',
  // issue 15: the basket (decision 0401)
  PRODUCT_NOT_SOLD_HERE: 'This product is not sold in your country.',
  BASKET_OTHER_COUNTRY:
    'Your basket holds items priced in another currency. Please check out or empty it before shopping on this site.',
  BASKET_EMPTY: 'Your basket is empty.',
  BASKET_CHANGED: 'Your basket changed in another window or on another device. Please check it before you pay.',
  BASKET_PAID: 'This basket was already paid in another window or on another device. Nothing more was charged.',
  IDEMPOTENCY_KEY_REUSED:
    'This request was already made with other details. Nothing was charged or changed: please try again.',
  PRICE_CHANGED: 'A price in your basket has changed. Please check the new total before you pay.',
  CARD_DECLINED: 'Your card was declined. Please use another card.',
  CARD_INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Please use another card.',
  CARD_TOKEN_INVALID: 'Your card details have expired. Please enter them again.',
  CARD_REQUIRED: 'Please enter your card details to pay for this order.',
  PAYMENT_UNAVAILABLE: 'Card payment is not available right now. Please try again later.',
  // issue 16: licences (decision 0501)
  LICENSE_NOT_OFFERED: 'Your jurisdiction does not license pets through this portal.',
  LICENSE_OWNER_BIRTHDATE_REQUIRED:
    'Please add your date of birth in My Details: you must be 18 or older to buy a pet license.',
  LICENSE_OWNER_UNDER_18: 'You must be 18 or older to buy a pet license.',
  LICENSE_TERM_NOT_OFFERED: 'Your jurisdiction does not offer a license for that term.',
  LICENSE_RENEWAL_NOT_OPEN: "This pet's license cannot be renewed yet: renewal opens 60 days before it expires.",
  LICENSE_TERM_PAST_RABIES: "That term would run past the rabies vaccination's expiry. Please choose a shorter term.",
  LICENSE_RABIES_EXPIRED:
    'The rabies vaccination on file expires before the license would start. Please upload a current proof.',
  LICENSE_SPECIES_NOT_LICENSED: 'Only dogs and cats are licensed.',
  LICENSE_HOUSEHOLD_LIMIT:
    "Your household has reached your jurisdiction's limit of licensed pets. Please contact customer support.",
  LICENSE_ALREADY_IN_BASKET: 'A license for this pet is already in your basket.',
  WALLET_CARD_BASKET_FULL:
    'Your basket already holds 10 designed wallet cards. Buy or remove some before adding another.',
  WALLET_CARD_INVALID: 'This card could not be saved. Please choose a design again and retry.',
  // issue 17: the staff console (decision 0702)
  REFUND_TOO_LARGE: 'This refund is more than what is left to refund on the order. Nothing was refunded.',
  REFUND_AMOUNT_INVALID: 'Please enter an amount to refund, such as 12.50.',
  STALE_EDIT:
    'Someone else saved a change to this while you were editing. Nothing was lost: reload to see their change, then make yours again.',
  // issue 37 (decision 0803)
  HOMESAFE_RELAY_LIMITED:
    'You have sent many messages through HomeSafe in a short time. Please try again in an hour; what you sent before was kept.',
  MOBILE_CODE_LIMITED:
    'We have texted several codes to this number recently. Please use the latest one, or ask for a new code later.',
  SECOND_FACTOR_STEP_EXPIRED:
    'This log-in has expired: the code must be typed within 5 minutes. Please enter your email address and password again.',
  SECOND_FACTOR_TOO_MANY_CODES: 'Too many wrong codes. Please enter your email address and password again.',
  SECOND_FACTOR_LOCKED:
    'Too many wrong codes have been typed for this account. To log in, reset your password with “Forgot your password?”.',
  INVITE_INVALID:
    'This invitation link is not valid: it has expired (after 24 hours) or was already used. Ask the person who invited you for a new one.',
  SECOND_FACTOR_SETUP_REQUIRED:
    'Set up two-step log-in first: the staff console opens once your account has an authenticator app or a passkey.',
  BOUNDARY_FILE_TOO_LARGE: 'The file is larger than 20 MB. Simplify the boundary or split it, then upload it again.',
  INTERNAL: 'Looks like something went wrong! If you keep getting this message, please let us know.',
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, details?: Record<string, unknown>) {
    super(APP_ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}
