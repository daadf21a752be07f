// Card payments (PRODUCT.md §3 payments, spec §7.3 card payment provider): one interface, adapters
// chosen by PAYMENT_PROVIDER. The embedded test processor is the default; Stripe (hosted fields,
// PaymentIntents with idempotency keys, signed webhooks) is the production adapter (decision 0403).
// Money moves in two steps (decision 0407): a payment is authorised while the order is written, and
// captured only once the order is committed; one that no committed order names is cancelled.
import type { CurrencyCode } from '../../../domain/locale/locales.js';
import type { DbOrTx } from '../../db/client.js';

export type ChargeRequest = {
  accountId: number;
  /** the token the payment form made (spec §3 Card token result) */
  cardToken: string;
  amountCents: number;
  currency: CurrencyCode;
  /** the checkout attempt's key: a provider that takes one never charges twice for it */
  idempotencyKey: string;
  description: string;
  /** the card will be kept for later charges (saved at checkout, a plan renews on it): Stripe sets it up for off-session use */
  saveForLater?: boolean;
  /**
   * with `saveForLater`: the `providerRef` of the card the owner keeps at this provider already, if any
   * (the store's saved card; Stripe keeps the new card with the same Customer)
   */
  keptCardRef?: string | null;
};

/** A saved card charged again (a renewal, "use my saved card"): the card as the store keeps it. */
export type SavedChargeRequest = Omit<ChargeRequest, 'cardToken' | 'saveForLater' | 'keptCardRef'> & {
  card: ReusableCard;
};

export type DeclineReason = 'CARD_DECLINED' | 'CARD_INSUFFICIENT_FUNDS' | 'CARD_TOKEN_INVALID';

/** An authorised payment (held on the card, not yet taken), or the card's refusal. */
export type AuthorizeResult =
  | { status: 'authorized'; paymentId: string; card: { brand: string; last4: string } }
  | { status: 'declined'; reason: DeclineReason };

/** An authorisation the provider still holds open (neither captured nor cancelled). */
export type OpenAuthorization = { paymentId: string; accountId: number | null; createdAt: Date };

/** A card kept to charge again (Billing Details, renewals): what the provider needs and what the owner sees. */
export type ReusableCard = {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: string;
};

/**
 * A provider's webhook event, its signature checked (Stripe): the id it is processed once by, the object
 * it is about, and the payment (PaymentIntent) that object belongs to.
 */
export type PaymentEvent = {
  id: string;
  type: string;
  objectId: string | null;
  paymentId: string | null;
  /** a charge.refunded event: what the charge has given back in all, in cents (Stripe's `amount_refunded`); else null */
  amountRefundedCents: number | null;
  createdAt: Date;
};

/**
 * A refund the provider holds for a payment, however it was made (through Pawport, or at the provider's
 * own dashboard). `id` is the provider's (Stripe `re_…`): the one key a refund is recorded by.
 */
export type ProviderRefund = {
  id: string;
  amountCents: number;
  /** upper case, as Pawport's currencies */
  currency: string;
  /** the provider's (Stripe: succeeded, pending, requires_action, failed, canceled) */
  status: string;
  createdAt: Date;
};

/** issue 17: a refund of (part of) a charge; the idempotency key makes a repeat refund nothing more */
export type RefundRequest = {
  chargeId: string;
  amountCents: number;
  currency: CurrencyCode;
  idempotencyKey: string;
};

export type RefundResult =
  | { status: 'succeeded'; refundId: string }
  | { status: 'refused'; reason: 'REFUND_TOO_LARGE' };

export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** the test processor: the form says "Test mode" and its card fields are ours */
  readonly testMode: boolean;
  /** Stripe's publishable key: the payment step loads Stripe.js with it; null for the test processor */
  readonly publishableKey: string | null;
  /**
   * Checks a webhook's signature and timestamp and reads its event; throws when either is wrong.
   * Absent for a provider without webhooks (the test processor).
   */
  readonly verifyWebhook?: (rawBody: Buffer, signature: string) => PaymentEvent;
  /**
   * Every refund the provider holds for a payment, oldest first (Stripe `GET /v1/refunds?payment_intent=`),
   * failed and canceled ones included, each with its status now. A provider with webhooks has it: a
   * `charge.refunded` event does not carry its refunds (Stripe has not included `refunds` in a Charge since
   * API version 2022-11-15), and a refund event names one as it was, so the webhook asks for them.
   */
  readonly refundsOf?: (paymentId: string) => Promise<ProviderRefund[]>;
  /**
   * Authorises the amount on the card (manual capture): nothing is taken until `capture`. `db` is the
   * checkout's transaction (the test processor has the store read its token there; its ledger is written
   * outside it).
   */
  authorize(db: DbOrTx, request: ChargeRequest): Promise<AuthorizeResult>;
  /** authorises a saved card again (a renewal); the idempotency key makes a repeat a no-op at the provider */
  authorizeSaved(request: SavedChargeRequest): Promise<AuthorizeResult>;
  /** takes the authorised amount; a repeat (or a payment captured already) is a no-op */
  capture(paymentId: string): Promise<void>;
  /**
   * Gives up a payment no order keeps: an open authorisation is cancelled (the hold is released), one
   * captured already is refunded in full. A repeat is a no-op.
   */
  release(paymentId: string): Promise<'canceled' | 'refunded' | 'nothing'>;
  /** the authorisations still open that were made before `before` (the reconciler's list) */
  openAuthorizations(before: Date): Promise<OpenAuthorization[]>;
  /**
   * turns a card token into a card that can be charged again; null when the token is not valid.
   * `keptCardRef`: as in a `ChargeRequest`, the card the owner keeps at this provider already.
   */
  keepCard(
    db: DbOrTx,
    request: { accountId: number; cardToken: string; keptCardRef?: string | null },
  ): Promise<ReusableCard | null>;
  /** gives (part of) a charge back to the card; `db` is the refund's transaction */
  refund(db: DbOrTx, request: RefundRequest): Promise<RefundResult>;
}
