// A local stand-in for Stripe's API (PRODUCT.md §3: no test reaches the internet; decision 0405). It
// speaks the wire format the `stripe` SDK sends and reads: form-encoded bodies with bracketed keys
// (`metadata[a]=b`, `expand[0]=payment_method`), `Authorization: Bearer sk_test_…`, JSON objects with
// their `object` names, Stripe's error JSON (`{error: {type: 'card_error', code: 'card_declined',
// decline_code: …}}` with 402), and `Idempotency-Key`: a repeat of a key answers what the first request
// answered (and charges nothing), the same key with other parameters is an idempotency_error.
// Only the endpoints the adapter (and the fake Stripe.js of the e2e tests) call.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Card = { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
type Outcome = 'succeeded' | 'card_declined' | 'insufficient_funds';
type PaymentMethod = {
  id: string;
  card: Card;
  outcome: Outcome;
  attachable: boolean;
  customer: string | null;
  created: number;
};

export type FakeCharge = {
  paymentIntent: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  customer: string | null;
  offSession: boolean;
};

/** A Refund object as Stripe answers it (the fields the adapter and the tests read). */
export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string | null;
  payment_intent: string;
  reason: string | null;
  status: string;
  created: number;
  metadata: Record<string, string>;
  /** set once the refund failed: lost_or_stolen_card, expired_or_canceled_card, declined, unknown… */
  failure_reason?: string;
};

export type FakeStripe = {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** every charge that took money (a capture, or a PaymentIntent confirmed with automatic capture), in order */
  charges: FakeCharge[];
  /** every PaymentIntent made, with its status now (requires_capture: authorised, not yet taken) */
  paymentIntents: () => Array<{ id: string; status: string; amount: number; metadata: Record<string, string> }>;
  /** every refund made (POST /v1/refunds, or in the dashboard), in order */
  refunds: FakeRefund[];
  /** every request: method, path, idempotency key */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null }>;
  customers: Map<string, { id: string; metadata: Record<string, string> }>;
  /** makes a fresh PaymentMethod of a test card, as Stripe.js does in the browser: pm_card_visa, pm_card_chargeDeclined… */
  createPaymentMethod: (testMethod?: keyof typeof TEST_PAYMENT_METHODS) => string;
  /**
   * A refund made in Stripe's dashboard (not through the API Pawport calls): of `amount`, or of all that is
   * left. Answers the refund and the Charge as Stripe then sends it in `charge.refunded`.
   */
  refundInDashboard: (
    paymentIntentId: string,
    amount?: number,
  ) => { refund: FakeRefund; charge: Record<string, unknown> };
  /**
   * A refund that failed after it was made (the card was closed, the bank refused it): its status becomes
   * `failed`, its money is the PaymentIntent's again, and the Refund is answered as Stripe then sends it in
   * `refund.failed`, `refund.updated` and `charge.refund.updated`.
   */
  failRefund: (refundId: string, reason?: string) => FakeRefund;
  /**
   * Called with each refund made through the API before Stripe answers the request (Stripe may send its
   * webhook before the caller has its answer); the answer waits for the promise it returns. null: none.
   */
  onRefundCreated: (listener: ((refund: FakeRefund) => void | Promise<void>) | null) => void;
  /** a PaymentIntent's Charge as Stripe renders it in an event now (`charge.refunded` after a refund) */
  chargeOf: (paymentIntentId: string) => Record<string, unknown>;
  /** a webhook delivery signed with the endpoint's secret: its body and Stripe-Signature header */
  signedEvent: (
    type: string,
    object: Record<string, unknown>,
    options?: { id?: string; timestampSeconds?: number; secret?: string },
  ) => { payload: string; signature: string; id: string };
  close: () => Promise<void>;
};

/** Stripe's documented test PaymentMethods (docs.stripe.com/testing) and the card numbers behind them. */
export const TEST_PAYMENT_METHODS = {
  pm_card_visa: { number: '4242424242424242', brand: 'visa', outcome: 'succeeded' },
  pm_card_mastercard: { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeded' },
  pm_card_chargeDeclined: { number: '4000000000000002', brand: 'visa', outcome: 'card_declined' },
  pm_card_chargeDeclinedInsufficientFunds: { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
  /** attaching it to a Customer succeeds, charging it fails */
  pm_card_chargeCustomerFail: { number: '4000000000000341', brand: 'visa', outcome: 'card_declined' },
} as const satisfies Record<string, { number: string; brand: string; outcome: Outcome }>;

/** Cards whose check on attaching passes although their charges fail. */
const ATTACHES_DESPITE_DECLINE = new Set<string>([TEST_PAYMENT_METHODS.pm_card_chargeCustomerFail.number]);

const OUTCOME_OF_NUMBER: Record<string, { brand: string; outcome: Outcome }> = Object.fromEntries(
  Object.values(TEST_PAYMENT_METHODS).map((card) => [card.number, { brand: card.brand, outcome: card.outcome }]),
);

/** A failed or canceled refund gave nothing back: Stripe counts it neither in the Charge nor against a new refund. */
const gaveMoneyBack = (refund: FakeRefund) => refund.status !== 'failed' && refund.status !== 'canceled';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Parses a form-encoded body with Stripe's bracketed keys into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/[[\]]+/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  // objects whose keys are 0..n-1 are arrays
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => [key, arrays(inner)] as const,
    );
    if (entries.length > 0 && entries.every(([key], index) => key === String(index)))
      return entries.map(([, inner]) => inner);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

class StripeFailure {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {}
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missing = (kind: string, value: string, param?: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${value}'`,
    ...(param ? { param } : {}),
  });

export async function startFakeStripe(
  options: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const methods = new Map<string, PaymentMethod>();
  const customers = new Map<string, { id: string; metadata: Record<string, string> }>();
  const intents = new Map<string, Record<string, unknown>>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const charges: FakeCharge[] = [];
  /** the card and session of each authorisation, for its charge once captured */
  const heldFor = new Map<string, { method: string; offSession: boolean }>();
  const refunds: FakeRefund[] = [];
  let refundListener: ((refund: FakeRefund) => void | Promise<void>) | null = null;
  /** what the answer of the refund being made waits for (its listener's promise) */
  let answerAfter: Promise<void> | null = null;
  const requests: FakeStripe['requests'] = [];

  const newMethod = (number: string, expMonth: number, expYear: number, country = 'US'): PaymentMethod => {
    const known = OUTCOME_OF_NUMBER[number];
    const method: PaymentMethod = {
      id: id('pm'),
      card: {
        brand: known?.brand ?? (number.startsWith('5') ? 'mastercard' : 'visa'),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        country,
      },
      outcome: known?.outcome ?? 'succeeded',
      attachable: (known?.outcome ?? 'succeeded') === 'succeeded' || ATTACHES_DESPITE_DECLINE.has(number),
      customer: null,
      created: now(),
    };
    methods.set(method.id, method);
    return method;
  };

  /** A test PaymentMethod id (pm_card_visa) makes a fresh method each time it is used, as at Stripe. */
  const methodOf = (value: unknown, param = 'payment_method'): PaymentMethod => {
    if (typeof value !== 'string' || !value) throw invalid('Missing required param: payment_method.', param);
    const test = TEST_PAYMENT_METHODS[value as keyof typeof TEST_PAYMENT_METHODS];
    if (test) return newMethod(test.number, 12, new Date().getUTCFullYear() + 3);
    const method = methods.get(value);
    if (!method) throw missing('PaymentMethod', value, param);
    return method;
  };

  const methodJson = (method: PaymentMethod) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    card: { ...method.card, funding: 'credit', checks: {} },
    billing_details: { address: {}, email: null, name: null, phone: null },
    customer: method.customer,
    created: method.created,
    livemode: false,
    metadata: {},
  });

  const customerJson = (customer: { id: string; metadata: Record<string, string> }) => ({
    id: customer.id,
    object: 'customer',
    metadata: customer.metadata,
    created: now(),
    livemode: false,
  });

  function expandIntent(intent: Record<string, unknown>, expand: unknown) {
    if (!Array.isArray(expand) || !expand.includes('payment_method')) return intent;
    const method = methods.get(intent.payment_method as string);
    return { ...intent, payment_method: method ? methodJson(method) : null };
  }

  function createIntent(params: Record<string, unknown>) {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid integer: amount', 'amount', 'parameter_invalid_integer');
    const currency = String(params.currency ?? '');
    if (!/^[a-z]{3}$/.test(currency)) throw invalid('Invalid currency', 'currency');
    const customer = params.customer === undefined ? null : String(params.customer);
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const method = methodOf(params.payment_method);
    if (method.customer && method.customer !== customer)
      throw invalid(
        `The provided PaymentMethod is attached to another customer (${method.customer}).`,
        'payment_method',
      );
    if (params.setup_future_usage && !customer)
      throw invalid('setup_future_usage requires a customer', 'setup_future_usage');
    const offSession = params.off_session === 'true';
    const intent: Record<string, unknown> = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      payment_method: method.id,
      payment_method_types: ['card'],
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      livemode: false,
      latest_charge: null,
      last_payment_error: null,
      status: 'requires_confirmation',
    };
    intents.set(intent.id as string, intent);
    if (params.confirm !== 'true') return intent;
    if (method.outcome !== 'succeeded') {
      const decline = method.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline';
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: decline === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
        charge: id('ch'),
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
        payment_method: methodJson(method),
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, payment_method: null });
      throw new StripeFailure(402, { ...error, payment_intent: { ...intent } });
    }
    if (params.capture_method === 'manual') {
      // authorised: the amount is held on the card until the PaymentIntent is captured or cancelled
      Object.assign(intent, { status: 'requires_capture', amount_capturable: amount, capture_method: 'manual' });
      heldFor.set(intent.id as string, { method: method.id, offSession });
      return expandIntent(intent, params.expand);
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: id('ch') });
    charges.push({
      paymentIntent: intent.id as string,
      amount,
      currency,
      paymentMethod: method.id,
      customer,
      offSession,
    });
    return expandIntent(intent, params.expand);
  }

  const unexpectedState = (intent: Record<string, unknown>, action: string) =>
    new StripeFailure(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be ${action} because it has a status of ${String(intent.status)}.`,
    });

  /** POST /v1/payment_intents/:id/capture: takes an authorised amount (all of it, or amount_to_capture). */
  function captureIntent(intentId: string, params: Record<string, unknown>) {
    const intent = intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    if (intent.status !== 'requires_capture') throw unexpectedState(intent, 'captured');
    const amount = params.amount_to_capture === undefined ? Number(intent.amount) : Number(params.amount_to_capture);
    const held = heldFor.get(intentId);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: amount,
      amount_capturable: 0,
      latest_charge: id('ch'),
    });
    charges.push({
      paymentIntent: intentId,
      amount,
      currency: String(intent.currency),
      paymentMethod: held?.method ?? String(intent.payment_method),
      customer: (intent.customer as string | null) ?? null,
      offSession: held?.offSession ?? false,
    });
    return intent;
  }

  /** POST /v1/payment_intents/:id/cancel: releases an authorisation (not a PaymentIntent that took money). */
  function cancelIntent(intentId: string) {
    const intent = intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    if (intent.status === 'succeeded' || intent.status === 'canceled') throw unexpectedState(intent, 'canceled');
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
    return intent;
  }

  /** GET /v1/payment_intents: newest first, created[gte] / created[lt] / created[lte], limit, starting_after. */
  function listIntents(params: Record<string, unknown>) {
    const created = (params.created ?? {}) as Record<string, string>;
    const all = [...intents.values()]
      .filter(
        (intent) =>
          (created.gte === undefined || Number(intent.created) >= Number(created.gte)) &&
          (created.lt === undefined || Number(intent.created) < Number(created.lt)) &&
          (created.lte === undefined || Number(intent.created) <= Number(created.lte)),
      )
      .reverse();
    const after = typeof params.starting_after === 'string' ? all.findIndex((i) => i.id === params.starting_after) : -1;
    const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10)));
    const page = all.slice(after + 1, after + 1 + limit);
    return { object: 'list', url: '/v1/payment_intents', has_more: after + 1 + limit < all.length, data: page };
  }

  /** POST /v1/refunds: of a succeeded PaymentIntent, at most what is left of it (Stripe's amount_too_large). */
  function createRefund(params: Record<string, unknown>) {
    const intentId = String(params.payment_intent ?? '');
    const intent = intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
    const received = Number(intent.amount_received ?? 0);
    const already = refunds
      .filter((refund) => refund.payment_intent === intentId && gaveMoneyBack(refund))
      .reduce((sum, r) => sum + r.amount, 0);
    const left = received - already;
    if (left <= 0)
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      });
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (amount > left)
      throw new StripeFailure(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: String(intent.currency),
      charge: (intent.latest_charge as string | null) ?? null,
      payment_intent: intentId,
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
      created: now(),
      metadata: (params.metadata as Record<string, string>) ?? {},
    };
    refunds.push(refund);
    return refund;
  }

  /** GET /v1/refunds: newest first, payment_intent / charge filters, limit, starting_after. */
  function listRefunds(params: Record<string, unknown>) {
    const all = refunds
      .filter(
        (refund) =>
          (params.payment_intent === undefined || refund.payment_intent === params.payment_intent) &&
          (params.charge === undefined || refund.charge === params.charge),
      )
      .reverse();
    const after = typeof params.starting_after === 'string' ? all.findIndex((r) => r.id === params.starting_after) : -1;
    const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10)));
    const page = all.slice(after + 1, after + 1 + limit);
    return { object: 'list', url: '/v1/refunds', has_more: after + 1 + limit < all.length, data: page };
  }

  /**
   * The Charge of a PaymentIntent that took money, as API versions since 2022-11-15 render it: `refunds`
   * is not included (not in webhook events either), only `amount_refunded` and `refunded`.
   */
  function chargeJson(intentId: string) {
    const intent = intents.get(intentId);
    if (intent?.status !== 'succeeded') throw new Error(`fake Stripe: ${intentId} took no money`);
    const amount = Number(intent.amount_received ?? 0);
    const refunded = refunds
      .filter((refund) => refund.payment_intent === intentId && gaveMoneyBack(refund))
      .reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: intent.latest_charge,
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: refunded,
      balance_transaction: null,
      captured: true,
      created: intent.created,
      currency: intent.currency,
      customer: intent.customer ?? null,
      description: intent.description ?? null,
      failure_code: null,
      failure_message: null,
      livemode: false,
      metadata: intent.metadata ?? {},
      paid: true,
      payment_intent: intentId,
      payment_method: heldFor.get(intentId)?.method ?? intent.payment_method,
      refunded: refunded >= amount,
      status: 'succeeded',
    };
  }

  function route(method: string, path: string, params: Record<string, unknown>, key: string): unknown {
    const publicKeyAllowed = method === 'POST' && path === '/v1/payment_methods';
    if (key !== secretKey && !(publicKeyAllowed && key === publishableKey))
      throw new StripeFailure(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}…`,
      });
    const customerPath = /^\/v1\/customers\/(\w+)$/.exec(path)?.[1];
    const methodPath = /^\/v1\/payment_methods\/(\w+)$/.exec(path)?.[1];
    const attachPath = /^\/v1\/payment_methods\/(\w+)\/attach$/.exec(path)?.[1];
    const intentPath = /^\/v1\/payment_intents\/(\w+)$/.exec(path)?.[1];
    const capturePath = /^\/v1\/payment_intents\/(\w+)\/capture$/.exec(path)?.[1];
    const cancelPath = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), metadata: (params.metadata as Record<string, string>) ?? {} };
      customers.set(customer.id, customer);
      return customerJson(customer);
    }
    if (method === 'GET' && customerPath) {
      const customer = customers.get(customerPath);
      if (!customer) throw missing('customer', customerPath);
      return customerJson(customer);
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
      // Stripe.js's createPaymentMethod: the card's number as the Element took it
      const card = (params.card ?? {}) as Record<string, string>;
      const number = String(card.number ?? '').replace(/\D/g, '');
      if (params.type !== 'card' || number.length < 12)
        throw new StripeFailure(402, {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
          param: 'number',
        });
      return methodJson(newMethod(number, Number(card.exp_month) || 12, Number(card.exp_year) || 2039));
    }
    if (method === 'GET' && methodPath) return methodJson(methodOf(methodPath, 'payment_method'));
    if (method === 'POST' && attachPath) {
      const paymentMethod = methodOf(attachPath);
      const customer = String(params.customer ?? '');
      if (!customers.has(customer)) throw missing('customer', customer, 'customer');
      if (paymentMethod.customer && paymentMethod.customer !== customer)
        throw invalid('The payment method you provided has already been attached to a customer.');
      // attaching checks the card with the bank: a card that declines is refused here already
      if (!paymentMethod.attachable)
        throw new StripeFailure(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: paymentMethod.outcome === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline',
          message: 'Your card was declined.',
        });
      paymentMethod.customer = customer;
      return methodJson(paymentMethod);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && path === '/v1/payment_intents') return listIntents(params);
    if (method === 'POST' && capturePath) return captureIntent(capturePath, params);
    if (method === 'POST' && cancelPath) return cancelIntent(cancelPath);
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = createRefund(params);
      answerAfter = refundListener?.(refund) ?? null;
      return refund;
    }
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(params);
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath);
      if (!intent) throw missing('payment_intent', intentPath);
      return expandIntent(intent, params.expand);
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey });
    const send = (status: number, json: string, replayed = false) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': id('req'),
        'stripe-version': String(request.headers['stripe-version'] ?? ''),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        // Stripe.js calls the API from the page (the e2e tests' fake Stripe.js)
        'access-control-allow-origin': '*',
      });
      response.end(json);
    };
    const params = method === 'GET' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(body);
    // Stripe.js sends its publishable key in the form (`key=pk_…`: a simple request, no preflight)
    const auth = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''));
    const key = auth?.[1] ?? (typeof params.key === 'string' && params.key.startsWith('pk_') ? params.key : '');
    if (!key) {
      send(
        401,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'You did not provide an API key.' },
        }),
      );
      return;
    }
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const storeKey = idempotencyKey && method === 'POST' ? `${key}:${idempotencyKey}` : null;
    if (storeKey) {
      const earlier = idempotent.get(storeKey);
      if (earlier) {
        if (earlier.fingerprint !== fingerprint) {
          send(
            400,
            JSON.stringify({
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            }),
          );
          return;
        }
        send(earlier.status, earlier.body, true);
        return;
      }
    }
    let status = 200;
    let json: string;
    try {
      json = JSON.stringify(route(method, url.pathname, params, key));
      const wait = answerAfter;
      answerAfter = null;
      if (wait) await wait;
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      json = JSON.stringify({ error: error.error });
    }
    // Stripe keeps the answer of a key, errors included (not 401s: the request never ran)
    if (storeKey && status !== 401) idempotent.set(storeKey, { fingerprint, status, body: json });
    send(status, json);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(secretKey);

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    webhookSecret,
    charges,
    paymentIntents: () =>
      [...intents.values()].map((intent) => ({
        id: intent.id as string,
        status: String(intent.status),
        amount: Number(intent.amount),
        metadata: (intent.metadata as Record<string, string>) ?? {},
      })),
    refunds,
    requests,
    customers,
    refundInDashboard: (paymentIntentId, amount) => {
      const refund = createRefund({
        payment_intent: paymentIntentId,
        ...(amount === undefined ? {} : { amount: String(amount) }),
        reason: 'requested_by_customer',
      }) as FakeRefund;
      return { refund, charge: chargeJson(paymentIntentId) };
    },
    chargeOf: chargeJson,
    failRefund: (refundId, reason = 'expired_or_canceled_card') => {
      const refund = refunds.find((made) => made.id === refundId);
      if (!refund) throw new Error(`fake Stripe: no refund ${refundId}`);
      Object.assign(refund, { status: 'failed', failure_reason: reason });
      return { ...refund };
    },
    onRefundCreated: (listener) => {
      refundListener = listener;
    },
    createPaymentMethod: (testMethod = 'pm_card_visa') => {
      const test = TEST_PAYMENT_METHODS[testMethod];
      return newMethod(test.number, 12, new Date().getUTCFullYear() + 3).id;
    },
    signedEvent: (type, object, eventOptions = {}) => {
      const eventId = eventOptions.id ?? id('evt');
      const timestamp = eventOptions.timestampSeconds ?? now();
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: eventOptions.secret ?? webhookSecret,
        timestamp,
      });
      return { payload, signature, id: eventId };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
