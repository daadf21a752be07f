// A demo order (decision 0702): the demo owner has bought an engraved tag and a collar with the embedded
// test processor's card, and the demo administrator has left a note on it, so that Order History, the
// staff console's orders, refunds, notes and reports have something to show on a fresh demo. Made with
// the store's and the staff console's own use cases, as the owner and the administrator would.
import { randomUUID } from 'node:crypto';
import type { AppServices } from '../app-services.js';
import type { AccountRow, JurisdictionRow } from '../db/schema/index.js';
import { addOrderNote } from '../modules/admin-orders/admin-orders.service.js';
import { addToBasket, readBasket } from '../modules/store/basket.service.js';
import { findProduct } from '../modules/store/catalog.service.js';
import { placeOrder, tokenizeTestCard } from '../modules/store/checkout.service.js';
import { configuredOrigin } from '../http/public-origin.js';
import { actorOf } from '../shared/use-case.js';

/** The test processor's always-approved card (decision 0403). */
const DEMO_CARD = { cardNumber: '4242 4242 4242 4242', cvc: '123', country: 'US', postalCode: '98104' } as const;

export const DEMO_ORDER_NOTE = 'Engraving checked with the owner by phone: the number is the mobile one.';

/**
 * Pays a US demo owner's open basket with the test processor's always-approved card, as the checkout page
 * would (the embedded test processor only: callers check `services.payments.testMode`).
 */
export async function payDemoBasket(
  services: AppServices,
  { owner, city }: { owner: AccountRow; city: JurisdictionRow },
) {
  const actor = actorOf(owner, '');
  const holder = { accountId: owner.id };
  const nextYear = (services.now().getUTCFullYear() + 1) % 100;
  const { token } = await tokenizeTestCard(services, {
    actor,
    input: { ...DEMO_CARD, expiry: `12 / ${String(nextYear).padStart(2, '0')}` },
  });
  const basket = await readBasket(services, { input: { holder, city } });
  return placeOrder(services, {
    actor,
    input: {
      form: {
        idempotencyKey: randomUUID(),
        basketVersion: String(basket.version),
        cardToken: token,
        expectedTotalCents: basket.totalCents,
      },
      city,
      origin: configuredOrigin(services.config),
    },
  });
}

export async function seedDemoOrders(
  services: AppServices,
  { owner, admin, city }: { owner: AccountRow; admin: AccountRow; city: JurisdictionRow },
): Promise<void> {
  // with a real processor configured (Stripe), the demo charges nobody
  if (!services.payments.testMode) return;
  const holder = { accountId: owner.id };
  const add = async (slug: string, options: Record<string, unknown>) => {
    const product = await findProduct(services, { input: { country: city.country, slugOrId: slug } });
    if (!product) throw new Error(`demo product ${slug} is not sold in ${city.slug}`);
    await addToBasket(services, { input: { holder, city, line: { productId: product.id, quantity: 1, options } } });
  };
  await add('bone-id-tag', { design: 'paw-print', color: 'blue', engraving: ['BISCUIT', '206-555-0100'] });
  await add('reflective-nylon-collar', { size: 'M', color: 'red' });

  const order = await payDemoBasket(services, { owner, city });
  await addOrderNote(services, {
    actor: actorOf(admin, ''),
    input: { orderNumber: order.number, text: DEMO_ORDER_NOTE },
  });
}
