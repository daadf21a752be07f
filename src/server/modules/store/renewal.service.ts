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
import { type AppServices, withDb } from '../../app-services.js';
import { trackerSubscriptions } from '../../db/schema/index.js';
import { configuredOrigin } from '../../http/public-origin.js';
import type { PublicCall } from '../../shared/use-case.js';
import { enqueueEmail } from '../email/email.service.js';
import { captureOrderPayment } from './payment-settlement.js';
import { chargePlan, recordPaidPeriod } from './plan-charge.js';
import { RENEWAL_MAX_FAILURES, RENEWAL_RETRY_HOURS } from './renewal-retries.js';
import { periodEnd } from './subscriptions.js';

type RenewalOutcome = 'renewed' | 'failed';

/** Renews one due plan, if any is left that no other server holds; a renewal's payment is captured once it commits. */
async function renewOne(services: AppServices): Promise<RenewalOutcome | null> {
  const renewal = await renewOneInTransaction(services);
  if (renewal?.orderId) await captureOrderPayment(services, renewal.orderId);
  return renewal?.outcome ?? null;
}

async function renewOneInTransaction(
  services: AppServices,
): Promise<{ outcome: RenewalOutcome; orderId?: string } | null> {
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
    // the charge's key: the plan and the period it pays for
    const paid = await chargePlan(services, tx, due, () => `renewal:${due.id}:${due.currentPeriodEnd.toISOString()}`);
    if (!paid) return null;
    const { charge, context, totalCents } = paid;
    if (charge.status === 'authorized') {
      const order = await recordPaidPeriod(
        services,
        tx,
        due,
        { ...paid, charge },
        periodEnd(due.currentPeriodEnd, due.interval),
        configuredOrigin(services.config),
      );
      return { outcome: 'renewed', orderId: order.id };
    }

    const { account } = context;
    const planName = localizedText(context.product.plan?.label ?? context.product.name, account.locale);
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
    return { outcome: 'failed' };
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
