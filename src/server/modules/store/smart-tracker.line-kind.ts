// A smart tracker's plan as a basket line (decisions 0402, 0404, 0409): one device with its plan for one
// pet (the tracker block's lines, addPetLines), taxed as merchandise at the catalog's price. The card it
// is bought with is kept, for the plan renews on it; a paid order starts each plan's subscription.
import type { AppServices } from '../../app-services.js';
import { trackerSubscriptions } from '../../db/schema/index.js';
import type { BasketLineKind } from '../../shared/basket-line-kind.js';
import { periodEnd } from './subscriptions.js';

export const trackerPlanLineKind: BasketLineKind<AppServices> = {
  slug: 'tracker-plan',
  sells: (product) => product.plan !== null,
  taxable: true,
  keepsCard: (line) => line.petId !== null,

  async fulfil(services, { input: { order, lines } }) {
    for (const { line, product } of lines) {
      const plan = product.plan;
      if (!plan || line.petId === null) continue;
      await services.db.insert(trackerSubscriptions).values({
        accountId: order.accountId,
        petId: line.petId,
        productId: line.productId,
        orderId: order.id,
        interval: plan.interval,
        amountCents: line.unitPriceCents,
        currency: order.currency,
        startedAt: order.placedAt,
        currentPeriodEnd: periodEnd(order.placedAt, plan.interval),
      });
    }
    return undefined;
  },
};
