// Smart tracker renewals (issue 15, decision 0404): each plan that came due is charged on the owner's
// saved card, once per period, however many app servers run the job: one due plan at a time, its row
// locked (`for update skip locked`), the charge keyed by the plan and the period it pays for. A renewal
// is an order with its receipt; a failed one e-mails the owner and is tried again a day later, and after
// RENEWAL_MAX_FAILURES failures in a row the plan is PAST_DUE (it stops until the owner acts).
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { formatDate } from '../../../domain/locale/date-format.js';
import { formatMoney } from '../../../domain/locale/money.js';
import { getHref } from '../../../domain/shared/routes.js';
import { localizedText } from '../../../domain/store/catalog.js';
import { taxOf } from '../../../domain/store/basket.rules.js';
import { type AppServices, withDb } from '../../app-services.js';
import {
  accounts,
  orderLines,
  orders,
  pets,
  products,
  savedCards,
  trackerSubscriptions,
} from '../../db/schema/index.js';
import { configuredOrigin } from '../../http/public-origin.js';
import type { ChargeResult } from '../../integrations/payments/payment-provider.js';
import type { PublicCall } from '../../shared/use-case.js';
import { enqueueEmail } from '../email/email.service.js';
import { enqueueReceipt } from './receipt.js';
import { periodEnd } from './subscriptions.js';

export const RENEWAL_MAX_FAILURES = 3;
export const RENEWAL_RETRY_HOURS = 24;
/** graphile-worker task and its schedule: every hour at minute 7 (crontab runs it once across servers) */
export const RENEW_TASK = 'renew-subscriptions';
export const RENEW_CRONTAB = `7 * * * * ${RENEW_TASK}`;

type RenewalOutcome = 'renewed' | 'failed';

/** Renews one due plan, if any is left that no other server holds. */
async function renewOne(services: AppServices): Promise<RenewalOutcome | null> {
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(trackerSubscriptions)
      .where(
        and(
          eq(trackerSubscriptions.status, 'ACTIVE'),
          lte(sql`coalesce(${trackerSubscriptions.retryAt}, ${trackerSubscriptions.currentPeriodEnd})`, now),
        ),
      )
      .orderBy(asc(trackerSubscriptions.currentPeriodEnd))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [context] = await tx
      .select({ account: accounts, petName: pets.name, product: products, first: orders })
      .from(accounts)
      .innerJoin(pets, eq(pets.id, due.petId))
      .innerJoin(products, eq(products.id, due.productId))
      .innerJoin(orders, eq(orders.id, due.orderId))
      .where(eq(accounts.id, due.accountId));
    if (!context) return null;
    const [card] = await tx.select().from(savedCards).where(eq(savedCards.accountId, due.accountId));
    const taxCents = taxOf(due.amountCents, context.first.taxRateBasisPoints);
    const totalCents = due.amountCents + taxCents;
    const charge: ChargeResult = card
      ? await services.payments.chargeSaved(tx, {
          accountId: due.accountId,
          providerRef: card.providerRef,
          amountCents: totalCents,
          currency: due.currency,
          idempotencyKey: `renewal:${due.id}:${due.currentPeriodEnd.toISOString()}`,
          description: `Pawport smart tracker renewal ${due.id}`,
        })
      : { status: 'declined', reason: 'CARD_TOKEN_INVALID' };
    const { account } = context;
    const recipient = { email: account.email, firstName: account.firstName, locale: account.locale };
    const planName = localizedText(context.product.plan?.label ?? context.product.name, account.locale);

    if (charge.status === 'succeeded') {
      const [order] = await tx
        .insert(orders)
        .values({
          accountId: due.accountId,
          jurisdictionId: context.first.jurisdictionId,
          country: context.first.country,
          currency: due.currency,
          locale: account.locale,
          subtotalCents: due.amountCents,
          taxCents,
          taxRateBasisPoints: context.first.taxRateBasisPoints,
          totalCents,
          paymentProvider: services.payments.name,
          chargeId: charge.chargeId,
          cardBrand: charge.card.brand,
          cardLast4: charge.card.last4,
        })
        .returning();
      if (!order) throw new Error('renewal order not written');
      const line = {
        orderId: order.id,
        productId: due.productId,
        productName: context.product.name,
        imageKey: context.product.imageKey,
        petId: due.petId,
        options: {},
        quantity: 1,
        unitPriceCents: due.amountCents,
        lineTotalCents: due.amountCents,
      };
      await tx.insert(orderLines).values(line);
      await tx
        .update(trackerSubscriptions)
        .set({ currentPeriodEnd: periodEnd(due.currentPeriodEnd, due.interval), renewalFailures: 0, retryAt: null })
        .where(eq(trackerSubscriptions.id, due.id));
      await enqueueReceipt(withDb(services, tx), recipient, order, [line], configuredOrigin(services.config));
      return 'renewed';
    }

    const failures = due.renewalFailures + 1;
    const retryAt = new Date(now.getTime() + RENEWAL_RETRY_HOURS * 3_600_000);
    const pastDue = failures >= RENEWAL_MAX_FAILURES;
    await tx
      .update(trackerSubscriptions)
      .set({ renewalFailures: failures, retryAt, status: pastDue ? 'PAST_DUE' : 'ACTIVE' })
      .where(eq(trackerSubscriptions.id, due.id));
    await enqueueEmail(withDb(services, tx), {
      input: {
        to: account.email,
        template: 'renewal-failed',
        locale: account.locale,
        data: {
          firstName: account.firstName,
          petName: context.petName,
          plan: planName,
          amount: formatMoney(totalCents, due.currency, account.locale),
          retryOn: pastDue ? null : formatDate(retryAt, 'short', account.locale),
          billingUrl: `${configuredOrigin(services.config)}${getHref('BillingDetails', account.locale)}`,
        },
      },
    });
    return 'failed';
  });
}

/** The job: renews every plan that is due now (at most `limit`), one transaction each. */
export async function renewDueSubscriptions(
  services: AppServices,
  { input }: PublicCall<{ limit?: number }>,
): Promise<{ renewed: number; failed: number }> {
  const counts = { renewed: 0, failed: 0 };
  for (let index = 0; index < (input.limit ?? 500); index++) {
    const outcome = await renewOne(services);
    if (!outcome) break;
    counts[outcome] += 1;
  }
  return counts;
}
