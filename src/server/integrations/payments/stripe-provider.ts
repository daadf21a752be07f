// The Stripe adapter (PRODUCT.md §3 payments, spec §7.3 card payment provider, decision 0405): chosen by
// PAYMENT_PROVIDER=stripe. The payment step's Stripe.js fields make a PaymentMethod; its id is the card
// token. A charge is a PaymentIntent created and confirmed at once, with the checkout attempt's key as
// Stripe's Idempotency-Key (a retry never charges twice). A kept card is a Customer with the
// PaymentMethod attached; a saved card is charged off-session (renewals). Webhooks are checked with
// the endpoint's signing secret. STRIPE_API_URL points the SDK at another host (tests: the local fake).
import Stripe from 'stripe';
import { AppError } from '../../shared/app-error.js';
import type {
  AuthorizeResult,
  ChargeRequest,
  DeclineReason,
  OpenAuthorization,
  PaymentProvider,
  ProviderRefund,
  RefundResult,
  ReusableCard,
} from './payment-provider.js';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** e.g. http://127.0.0.1:12111 (the local fake); unset: api.stripe.com */
  apiUrl?: string | undefined;
};

/** Stripe's tolerance for a webhook's timestamp, in seconds: an older (replayed) signature is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A saved Stripe card's reference: the Customer and its attached PaymentMethod. */
const SAVED_REF = /^(cus_[\w]+)\/(pm_[\w]+)$/;
export const savedRefOf = (customerId: string, paymentMethodId: string) => `${customerId}/${paymentMethodId}`;

/** Whose card it is: the owner's account, and the card they keep at Stripe already (its `providerRef`), if any. */
type CardOwner = { accountId: number; keptCardRef?: string | null | undefined };

/** A PaymentMethod attached to a Customer that is not the caller's. */
class ForeignCardError extends Error {}

/** What a Stripe error means for the owner: a decline code of ours, or null when it is not about the card. */
export function declineReasonOf(error: unknown): DeclineReason | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  if (error.type === 'StripeCardError') {
    const code = error.decline_code ?? error.code;
    return code === 'insufficient_funds' ? 'CARD_INSUFFICIENT_FUNDS' : 'CARD_DECLINED';
  }
  // a PaymentMethod id that does not exist (or was spent): the owner enters the card again
  if (
    error.type === 'StripeInvalidRequestError' &&
    (error.code === 'resource_missing' || error.param === 'payment_method')
  )
    return 'CARD_TOKEN_INVALID';
  return null;
}

/** The card of a PaymentIntent whose payment_method is expanded, or of a PaymentMethod. */
function cardOf(method: string | Stripe.PaymentMethod | null): { brand: string; last4: string } {
  const card = typeof method === 'object' && method ? method.card : null;
  return { brand: card?.brand ?? 'unknown', last4: card?.last4 ?? '0000' };
}

function resultOf(intent: Stripe.PaymentIntent): AuthorizeResult {
  // requires_action (3-D Secure) cannot be completed here: the owner is asked for another card
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded')
    return { status: 'declined', reason: 'CARD_DECLINED' };
  return { status: 'authorized', paymentId: intent.id, card: cardOf(intent.payment_method) };
}

/** How far back the reconciler looks: Stripe holds a card authorisation for 7 days at most. */
const AUTHORIZATION_DAYS = 8;

export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    telemetry: false,
    // our own Idempotency-Key on every write, so the SDK's retries are safe
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider & { client: Stripe } {
  const stripe = createStripeClient(settings);

  /** The owner's Stripe Customer: the one their saved Stripe card (`keptCardRef`) belongs to, else a new one. */
  async function customerFor({ accountId, keptCardRef }: CardOwner, idempotencyKey: string): Promise<string> {
    const existing = keptCardRef ? SAVED_REF.exec(keptCardRef)?.[1] : undefined;
    if (existing) return existing;
    const customer = await stripe.customers.create(
      { metadata: { pawport_account: String(accountId) } },
      { idempotencyKey: `${idempotencyKey}:customer` },
    );
    return customer.id;
  }

  /**
   * The PaymentMethod attached to one of the owner's Customers: already (it was attached when the
   * checkout charged it), or now to the owner's Customer. One attached to someone else's is refused.
   */
  async function attachFor(cardOwner: CardOwner, paymentMethodId: string, idempotencyKey: string) {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (owner) {
      const customer = await stripe.customers.retrieve(owner);
      if (customer.deleted || customer.metadata?.pawport_account !== String(cardOwner.accountId))
        throw new ForeignCardError();
      return { customer: owner, method };
    }
    const customer = await customerFor(cardOwner, idempotencyKey);
    const attached = await stripe.paymentMethods.attach(
      paymentMethodId,
      { customer },
      { idempotencyKey: `${idempotencyKey}:attach` },
    );
    return { customer, method: attached };
  }

  async function confirm(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<AuthorizeResult> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          ...params,
          confirm: true,
          // authorised now, taken once the order is committed (decision 0407)
          capture_method: 'manual',
          // a card confirmed on the server: no payment method that would redirect the owner elsewhere
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          expand: ['payment_method'],
        },
        { idempotencyKey },
      );
      return resultOf(intent);
    } catch (error) {
      const reason = declineReasonOf(error);
      if (reason) return { status: 'declined', reason };
      throw error;
    }
  }

  return {
    name: 'stripe',
    testMode: false,
    publishableKey: settings.publishableKey,
    client: stripe,

    async authorize(_db, request: ChargeRequest) {
      const base = {
        amount: request.amountCents,
        currency: request.currency.toLowerCase(),
        payment_method: request.cardToken,
        description: request.description,
        metadata: { pawport_account: String(request.accountId) },
      };
      if (!request.saveForLater) return confirm(base, request.idempotencyKey);
      // a card kept for later must belong to a Customer before it is used, or Stripe will not charge it again
      let customer: string;
      try {
        ({ customer } = await attachFor(request, request.cardToken, request.idempotencyKey));
      } catch (error) {
        const reason = error instanceof ForeignCardError ? 'CARD_TOKEN_INVALID' : declineReasonOf(error);
        if (reason) return { status: 'declined', reason };
        throw error;
      }
      return confirm({ ...base, customer, setup_future_usage: 'off_session' }, request.idempotencyKey);
    },

    async authorizeSaved(request) {
      const ref = SAVED_REF.exec(request.card.providerRef);
      if (!ref) return { status: 'declined', reason: 'CARD_TOKEN_INVALID' };
      return confirm(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer: ref[1] as string,
          payment_method: ref[2] as string,
          off_session: true,
          description: request.description,
          metadata: { pawport_account: String(request.accountId) },
        },
        request.idempotencyKey,
      );
    },

    async capture(paymentId) {
      try {
        await stripe.paymentIntents.capture(paymentId, {}, { idempotencyKey: `capture:${paymentId}` });
      } catch (error) {
        // captured already (by the other of the inline capture and the job): nothing to do
        const intent = await stripe.paymentIntents.retrieve(paymentId);
        if (intent.status !== 'succeeded') throw error;
      }
    },

    async release(paymentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentId);
      if (intent.status === 'canceled') return 'nothing';
      if (intent.status === 'succeeded') {
        try {
          await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `release:${paymentId}` });
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
            return 'nothing';
          throw error;
        }
        return 'refunded';
      }
      await stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel:${paymentId}` });
      return 'canceled';
    },

    async openAuthorizations(before) {
      const open: OpenAuthorization[] = [];
      const since = Math.floor(before.getTime() / 1000) - AUTHORIZATION_DAYS * 86_400;
      const until = Math.floor(before.getTime() / 1000);
      let startingAfter: string | undefined;
      for (let page = 0; page < 100; page++) {
        const list = await stripe.paymentIntents.list({
          created: { gte: since, lte: until },
          limit: 100,
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        for (const intent of list.data) {
          const account = Number(intent.metadata?.pawport_account);
          if (intent.status === 'requires_capture' && Number.isSafeInteger(account))
            open.push({ paymentId: intent.id, accountId: account, createdAt: new Date(intent.created * 1000) });
        }
        if (!list.has_more || list.data.length === 0) break;
        startingAfter = list.data[list.data.length - 1]?.id;
      }
      return open;
    },

    async keepCard(_db, request): Promise<ReusableCard | null> {
      const key = `keep:${request.accountId}:${request.cardToken}`;
      try {
        const { customer, method } = await attachFor(request, request.cardToken, key);
        if (!method.card) return null;
        return {
          providerRef: savedRefOf(customer, method.id),
          brand: method.card.brand,
          last4: method.card.last4,
          expMonth: method.card.exp_month,
          expYear: method.card.exp_year,
          outcome: 'stripe',
        };
      } catch (error) {
        if (error instanceof ForeignCardError) return null;
        const reason = declineReasonOf(error);
        if (reason === 'CARD_TOKEN_INVALID') return null;
        // the bank refused the card when Stripe checked it on attaching: the owner is told so
        if (reason) throw new AppError(reason);
        throw error;
      }
    },

    async refund(_db, request): Promise<RefundResult> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.chargeId, amount: request.amountCents },
          { idempotencyKey: `refund:${request.idempotencyKey}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { status: 'refused', reason: 'REFUND_TOO_LARGE' };
        return { status: 'succeeded', refundId: refund.id };
      } catch (error) {
        // "Refund amount ($x) is greater than unrefunded amount on charge ($y)", or the charge was refunded already
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.code === 'amount_too_large' || error.code === 'charge_already_refunded')
        )
          return { status: 'refused', reason: 'REFUND_TOO_LARGE' };
        throw error;
      }
    },

    async refundsOf(paymentId) {
      const found: ProviderRefund[] = [];
      // newest first, a page of 100 at a time: a payment has a handful
      for await (const refund of stripe.refunds.list({ payment_intent: paymentId, limit: 100 })) {
        found.push({
          id: refund.id,
          amountCents: refund.amount,
          currency: refund.currency.toUpperCase(),
          status: refund.status ?? 'pending',
          createdAt: new Date(refund.created * 1000),
        });
        if (found.length >= 1000) break;
      }
      return found.reverse();
    },

    verifyWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      const object = event.data.object as {
        id?: unknown;
        object?: unknown;
        payment_intent?: unknown;
        amount_refunded?: unknown;
      };
      const objectId = typeof object?.id === 'string' ? object.id : null;
      const paymentId =
        object?.object === 'payment_intent'
          ? objectId
          : typeof object?.payment_intent === 'string'
            ? object.payment_intent
            : null;
      return {
        id: event.id,
        type: event.type,
        objectId,
        paymentId,
        amountRefundedCents:
          object?.object === 'charge' && Number.isSafeInteger(object.amount_refunded)
            ? (object.amount_refunded as number)
            : null,
        createdAt: new Date(event.created * 1000),
      };
    },
  };
}
