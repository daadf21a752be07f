// What other modules call on an owner's basket inside their own transaction (issue 40: the store owns
// `baskets` and `basket_lines`); the basket's use cases are in basket.service.ts.
import { eq } from 'drizzle-orm';
import type { AppServices } from '../../app-services.js';
import { basketLines, baskets, type JurisdictionRow, products } from '../../db/schema/index.js';
import { kindOf } from '../../shared/basket-line-kind.js';
import { type BasketView, basketOf, viewOf } from './basket-view.js';

/**
 * The pets with a line of the kind `slug` in the owner's basket, once each (the licence's household count
 * asks for its lines' pets).
 */
export async function petsWithBasketLines(services: AppServices, accountId: number, slug: string): Promise<number[]> {
  const kind = services.basketLineKinds.find((candidate) => candidate.slug === slug);
  if (!kind) return [];
  const rows = await services.db
    .select({ petId: basketLines.petId, product: products })
    .from(basketLines)
    .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
    .innerJoin(products, eq(products.id, basketLines.productId))
    .where(eq(baskets.accountId, accountId));
  const kinds = services.basketLineKinds;
  const pets = rows.flatMap((row) => (row.petId !== null && kindOf(kinds, row.product) === kind ? [row.petId] : []));
  return [...new Set(pets)];
}

/**
 * The owner's basket for their checkout, in its transaction (`services` over it): the basket's row locked
 * until the checkout commits, so no line changes under it and the version read is the lines' version.
 */
export async function lockBasketForCheckout(
  services: AppServices,
  accountId: number,
  city: JurisdictionRow,
): Promise<BasketView> {
  return viewOf(services, await basketOf(services.db, { accountId }, true), city);
}
