// POST /api/stripe/webhook (decision 0405): mounted only when the payment provider takes webhooks
// (PAYMENT_PROVIDER=stripe). The body is read raw, because the Stripe-Signature header signs its exact
// bytes; a wrong signature, or one older than the tolerance (300 s: a replayed delivery), is 400 and
// nothing is processed. A verified event is taken once by its id (stripe-webhook.service.ts); a repeat
// is acknowledged with 200 so Stripe stops sending it.
import type { FastifyInstance } from 'fastify';
import { receivePaymentEvent } from './stripe-webhook.service.js';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';
/** Stripe's events are small; a large body is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export async function registerStripeWebhook(app: FastifyInstance) {
  const { services } = app;
  const verify = services.payments.verifyWebhook;
  if (!verify) return;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body))
        return reply.code(400).send({ received: false, error: 'no signed body' });
      let event: ReturnType<typeof verify>;
      try {
        event = verify(body, signature);
      } catch (error) {
        // the message only: the error carries the whole payload
        request.log.warn({ reason: (error as Error).message }, 'Stripe webhook refused: signature or timestamp');
        return reply.code(400).send({ received: false, error: 'signature or timestamp not valid' });
      }
      const result = await receivePaymentEvent(services, { input: { event } });
      return reply.code(200).send({ received: true, duplicate: result.duplicate });
    });
  });
}
