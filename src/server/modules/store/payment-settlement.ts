// Money moves in two steps (issue 36, decision 0407). Every transaction that authorises a payment holds
// its account's payment lock from before the authorisation until it commits; the order it writes names the
// payment (orders.charge_id), and the payment is captured only after that commit. What a crash or a
// failure leaves half done, the reconciler finishes: an order whose payment is not captured gets it
// captured; an authorisation that no committed order names is released (cancelled, or refunded if it was
// captured). It runs at every start and every minute, and it takes the same account lock, so it never
// decides about a checkout still in flight.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { PublicCall } from '../../shared/use-case.js';

/** Advisory lock space of an account's payments ("paym"): one money-moving transaction per account at a time. */
const PAYMENT_LOCK = 0x7061796d;

/** Holds the account's payment lock until the caller's transaction ends. */
export async function lockAccountPayments(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_LOCK}, ${accountId})`);
}

/**
 * One payment transaction per account at a time on this app server: later ones wait here, in memory, not
 * on a pooled connection (50 submissions of one basket would otherwise pin the whole pool waiting on the
 * database lock while the one that holds it needs a connection more). The database lock still orders
 * them across app servers.
 */
const accountQueues = new Map<number, Promise<unknown>>();
export async function oneAtATimeForAccount<T>(accountId: number, run: () => Promise<T>): Promise<T> {
  const before = accountQueues.get(accountId) ?? Promise.resolve();
  const mine = before.then(run, run);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  accountQueues.set(accountId, settled);
  try {
    return await mine;
  } finally {
    if (accountQueues.get(accountId) === settled) accountQueues.delete(accountId);
  }
}

/**
 * Captures the payment of one committed order, once: 'failed' when it could not be done now (logged; the
 * reconciler tries again), 'nothing' when there was nothing to capture.
 */
export async function captureOrderPayment(
  services: AppServices,
  orderId: string,
): Promise<'captured' | 'nothing' | 'failed'> {
  const [order] = await services.db
    .select({ chargeId: orders.chargeId, capturedAt: orders.capturedAt, number: orders.number })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.chargeId || order.capturedAt) return 'nothing';
  try {
    await services.payments.capture(order.chargeId);
  } catch (error) {
    services.log.error({ err: error, order: order.number }, 'capture failed; the payment reconciler will try again');
    return 'failed';
  }
  await services.db
    .update(orders)
    .set({ capturedAt: services.now() })
    .where(and(eq(orders.id, orderId), isNull(orders.capturedAt)));
  return 'captured';
}

/** Gives up a payment that no order keeps; a failure is logged (the reconciler finds it again). */
export async function releasePayment(services: AppServices, paymentId: string, why: string): Promise<void> {
  try {
    const done = await services.payments.release(paymentId);
    services.log.warn({ paymentId, done, why }, 'payment released: no order keeps it');
  } catch (error) {
    services.log.error({ err: error, paymentId, why }, 'release failed; the payment reconciler will try again');
  }
}

export type ReconcileCounts = { captured: number; released: number; failed: number };

/**
 * Compares the provider's open authorisations with the orders: captures what committed orders name,
 * releases what none does. `olderThanSeconds` leaves the newest authorisations to the checkouts that made
 * them (at a start: 0, nothing of this process is in flight, and the lock covers other servers).
 */
export async function reconcilePayments(
  services: AppServices,
  { input }: PublicCall<{ olderThanSeconds?: number }>,
): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { captured: 0, released: 0, failed: 0 };
  // orders written and committed whose capture did not happen (a crash, a provider that did not answer)
  const uncaptured = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.chargeId), isNull(orders.capturedAt)))
    .limit(1000);
  const tally = (outcome: 'captured' | 'nothing' | 'failed') => {
    if (outcome !== 'nothing') counts[outcome] += 1;
  };
  for (const order of uncaptured) tally(await captureOrderPayment(services, order.id));
  const before = new Date(services.now().getTime() - (input.olderThanSeconds ?? 30) * 1000);
  for (const open of await services.payments.openAuthorizations(before)) {
    // wait for a checkout of that account still in flight: then its order is either committed or gone
    const kept = await services.db.transaction(async (tx) => {
      if (open.accountId !== null) await lockAccountPayments(tx, open.accountId);
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.chargeId, open.paymentId));
      return order ?? null;
    });
    if (kept) {
      tally(await captureOrderPayment(services, kept.id));
      continue;
    }
    try {
      await services.payments.release(open.paymentId);
      counts.released += 1;
      services.log.warn({ paymentId: open.paymentId }, 'reconciler released an authorisation that no order keeps');
    } catch (error) {
      counts.failed += 1;
      services.log.error({ err: error, paymentId: open.paymentId }, 'reconciler could not release an authorisation');
    }
  }
  return counts;
}
