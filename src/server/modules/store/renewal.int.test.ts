import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { logInClient, useTestApp } from '../../test/test-app.js';
import { addTrackerPlanToBasket, placePaidOrder, saveCard, TEST_CARD, testCardToken } from '../../test/test-store.js';
import { RENEWAL_MAX_FAILURES } from './renewal-retries.js';
import { renewDueSubscriptions } from './renewal.service.js';

// issue 15, smart tracker renewals (decision 0404): once per period however many servers run the job,
// an order and a receipt for each, and a failing card retried, then stopped.

describe('smart tracker renewals', () => {
  const testApp = useTestApp();
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;

  async function buyYearlyPlan() {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const total = await addTrackerPlanToBasket(owner);
    await placePaidOrder(owner, await testCardToken(owner), total);
    const [subscription] = await query('select * from tracker_subscriptions order by id desc limit 1');
    return subscription as { id: number; current_period_end: Date; amount_cents: number };
  }

  const makeDue = (id: number) =>
    query("update tracker_subscriptions set current_period_end = now() - interval '1 minute' where id = $1", [id]);

  it('renews a due plan once, even with two servers running the job at the same moment', async () => {
    const subscription = await buyYearlyPlan();
    const ordersBefore = Number((await query('select count(*)::int as n from orders'))[0].n);
    await makeDue(subscription.id);
    const runs = await Promise.all([
      renewDueSubscriptions(testApp.services, { input: {} }),
      renewDueSubscriptions(testApp.services, { input: {} }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    expect(Number((await query('select count(*)::int as n from orders'))[0].n)).toBe(ordersBefore + 1);
    const [renewed] = await query(
      'select current_period_end, renewal_failures from tracker_subscriptions where id = $1',
      [subscription.id],
    );
    const months = (Date.parse(renewed.current_period_end) - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
    // the renewal is an order with its receipt: the plan's price and its tax
    const [order] = await query('select subtotal_cents, total_cents from orders order by placed_at desc limit 1');
    expect(order.subtotal_cents).toBe(subscription.amount_cents);
    expect(order.total_cents).toBeGreaterThan(subscription.amount_cents);
    expect((await renewDueSubscriptions(testApp.services, { input: {} })).renewed).toBe(0);
  });

  it('a declined card is e-mailed and tried again a day later; after three failures the plan stops; a cancelled plan is left alone', async () => {
    const subscription = await buyYearlyPlan();
    await query("update saved_cards set outcome = 'card_declined'");
    await makeDue(subscription.id);
    const first = await renewDueSubscriptions(testApp.services, { input: {} });
    expect(first).toEqual({ renewed: 0, failed: 1 });
    const [after] = await query('select status, renewal_failures, retry_at from tracker_subscriptions where id = $1', [
      subscription.id,
    ]);
    expect(after).toMatchObject({ status: 'ACTIVE', renewal_failures: 1 });
    expect((Date.parse(after.retry_at) - Date.now()) / 3_600_000).toBeGreaterThan(23);
    const [mail] = await query(
      "select subject, text_body from email_outbox where template = 'renewal-failed' order by id desc limit 1",
    );
    expect(mail.subject).toBe('Your Smart Tracker plan could not be renewed');
    expect(mail.text_body).toContain('We will try again on');
    // not due again until the retry
    expect(await renewDueSubscriptions(testApp.services, { input: {} })).toEqual({ renewed: 0, failed: 0 });
    for (let attempt = 2; attempt <= RENEWAL_MAX_FAILURES; attempt++) {
      await query("update tracker_subscriptions set retry_at = now() - interval '1 minute' where id = $1", [
        subscription.id,
      ]);
      expect((await renewDueSubscriptions(testApp.services, { input: {} })).failed).toBe(1);
    }
    const [stopped] = await query('select status from tracker_subscriptions where id = $1', [subscription.id]);
    expect(stopped.status).toBe('PAST_DUE');
    const [last] = await query(
      "select text_body from email_outbox where template = 'renewal-failed' order by id desc limit 1",
    );
    expect(last.text_body).toContain('the plan has stopped');

    await query(
      "update tracker_subscriptions set status = 'CANCELLED', current_period_end = now() - interval '1 minute'",
    );
    await query("update saved_cards set outcome = 'succeeded'");
    expect(await renewDueSubscriptions(testApp.services, { input: {} })).toEqual({ renewed: 0, failed: 0 });
  });

  it('replacing the card restarts a PAST_DUE plan at once, exactly once; a declined card keeps it PAST_DUE and says why', async () => {
    const subscription = await buyYearlyPlan();
    await query(
      "update tracker_subscriptions set status = 'PAST_DUE', renewal_failures = $2, current_period_end = now() - interval '3 days', retry_at = now() + interval '1 day' where id = $1",
      [subscription.id, RENEWAL_MAX_FAILURES],
    );
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const tokenOf = (cardNumber: string) => testCardToken(owner, cardNumber);
    const count = async () => Number((await query('select count(*)::int as n from orders'))[0].n);
    const ordersBefore = await count();

    const declined = await saveCard(owner, await tokenOf('4000 0000 0000 0002'));
    expect(declined.body.errors).toBeUndefined();
    expect(declined.body.data?.saveCard.restartFailure).toBe('CARD_DECLINED');
    expect(declined.body.data?.saveCard.subscriptions.find((row) => row.id === String(subscription.id))?.status).toBe(
      'PAST_DUE',
    );
    expect(await count()).toBe(ordersBefore);

    const restarted = await saveCard(owner, await tokenOf('5555 5555 5555 4444'));
    expect(restarted.body.data?.saveCard.restartFailure).toBeNull();
    expect(restarted.body.data?.saveCard.savedCard.last4).toBe('4444');
    const plan = restarted.body.data!.saveCard.subscriptions.find((row) => row.id === String(subscription.id))!;
    expect(plan.status).toBe('ACTIVE');
    const months = (Date.parse(plan.currentPeriodEnd) - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(11.5); // a new period from today
    expect(months).toBeLessThan(12.5);
    expect(await count()).toBe(ordersBefore + 1);
    const [row] = await query('select renewal_failures, retry_at from tracker_subscriptions where id = $1', [
      subscription.id,
    ]);
    expect(row).toEqual({ renewal_failures: 0, retry_at: null });
    const [order] = await query('select card_last4, subtotal_cents from orders order by placed_at desc limit 1');
    expect(order).toEqual({ card_last4: '4444', subtotal_cents: subscription.amount_cents });

    // another card saved later (or the same request twice) charges nothing more: the plan is no longer past due
    const again = await saveCard(owner, await tokenOf(TEST_CARD.cardNumber));
    expect(again.body.data?.saveCard.restartFailure).toBeNull();
    expect(await count()).toBe(ordersBefore + 1);
  });
});
