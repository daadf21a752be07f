// The holder's basket as rows and as the shopper sees it (decisions 0401, 0407, 0409): whose basket, its
// row (made when missing, locked for a change), a change in one transaction, and the view: each line priced
// now by its kind (basket-line-kind.ts; merchandise by the catalog), the totals taxed as the kinds say.
// The use cases are basket.service.ts's.
import { and, eq, sql } from 'drizzle-orm';
import type { CountryCode, CurrencyCode } from '../../../domain/locale/locales.js';
import type { AppErrorCode } from '../../../domain/shared/error-codes.js';
import { basketTotals } from '../../../domain/store/basket.rules.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type BasketLineRow,
  type BasketRow,
  basketLines,
  baskets,
  type JurisdictionRow,
  type ProductRow,
  productPrices,
  products,
} from '../../db/schema/index.js';
import { petNameOf } from '../pet/pet.functions.js';
import { AppError } from '../../shared/app-error.js';
import { kindOf, type LinePrice, linesByKind } from '../../shared/basket-line-kind.js';
import type { PricedProduct } from './catalog.service.js';

/** Whose basket: the logged-in owner's, or the visitor's by its cookie token's hash (none yet: empty). */
export type BasketHolder = { accountId: number } | { visitorTokenHash: string | null };

export type BasketLineView = BasketLineRow & {
  /** the product as it is sold now (a licence: priced by its quote today); null when it no longer is */
  product: PricedProduct | null;
  /** the product as the catalog holds it, sold now or not (its kind's, decision 0409) */
  catalogProduct: ProductRow;
  /** why the line cannot be bought now (an error code from its kind, e.g. a licence's), else null */
  refusal: AppErrorCode | null;
  productName: ProductNames;
  /** the pet a line is for (a smart tracker's device and plan); null for the household */
  petName: string | null;
  imageKey: string;
  lineTotalCents: number;
};
type ProductNames = typeof products.$inferSelect.name;

export type BasketView = {
  /** baskets.version as this view read it, before its lines (decision 0407); 0: no basket yet */
  version: number;
  country: CountryCode;
  currency: CurrencyCode;
  lines: BasketLineView[];
  count: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRateBasisPoints: number;
};

function holderFilter(holder: BasketHolder) {
  if ('accountId' in holder) return eq(baskets.accountId, holder.accountId);
  return holder.visitorTokenHash ? eq(baskets.visitorTokenHash, holder.visitorTokenHash) : sql`false`;
}

export async function basketOf(db: DbOrTx, holder: BasketHolder, lock = false): Promise<BasketRow | undefined> {
  const query = db.select().from(baskets).where(holderFilter(holder));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The holder's basket, made when missing; a new basket sells in the shopper's country. */
async function openBasket(tx: DbOrTx, holder: BasketHolder, country: CountryCode): Promise<BasketRow> {
  const existing = await basketOf(tx, holder, true);
  if (existing) return existing;
  const values =
    'accountId' in holder ? { accountId: holder.accountId } : { visitorTokenHash: holder.visitorTokenHash };
  if (!('accountId' in holder) && !holder.visitorTokenHash) throw new AppError('INTERNAL');
  await tx
    .insert(baskets)
    .values({ ...values, country })
    .onConflictDoNothing();
  const made = await basketOf(tx, holder, true);
  if (!made) throw new AppError('INTERNAL');
  return made;
}

/**
 * The holder's basket (locked) selling in `country`, with its lines: an empty basket of another country
 * moves to this one; one with lines is BASKET_OTHER_COUNTRY (a basket sells in one currency).
 */
async function basketForCountry(
  tx: DbOrTx,
  holder: BasketHolder,
  country: CountryCode,
): Promise<{ basket: BasketRow; lines: BasketLineRow[] }> {
  const open = await openBasket(tx, holder, country);
  const lines = await tx.select().from(basketLines).where(eq(basketLines.basketId, open.id));
  if (open.country !== country) {
    if (lines.length > 0) throw new AppError('BASKET_OTHER_COUNTRY');
    await tx.update(baskets).set({ country }).where(eq(baskets.id, open.id));
  }
  return { basket: { ...open, country }, lines };
}

/**
 * One change to the holder's basket in the shopper's country, in one transaction with the basket locked:
 * `change` sees the basket and its lines and writes (or throws to refuse); the basket is then touched and
 * its view returned.
 */
export async function changeBasket(
  services: AppServices,
  holder: BasketHolder,
  city: JurisdictionRow,
  change: (tx: DbOrTx, basket: BasketRow, lines: BasketLineRow[]) => Promise<void>,
): Promise<BasketView> {
  const changed = await services.db.transaction(async (tx) => {
    const { basket, lines } = await basketForCountry(tx, holder, city.country);
    await change(tx, basket, lines);
    await tx.update(baskets).set({ updatedAt: sql`now()` }).where(eq(baskets.id, basket.id));
    return basket;
  });
  return viewOf(services, changed, city);
}

/** The merchandise tax rate of the basket's country: the shopper's jurisdiction, or that country's default. */
async function taxRateFor(services: AppServices, city: JurisdictionRow, country: CountryCode): Promise<number> {
  if (city.country === country) return city.merchandiseTaxBasisPoints;
  const all = await services.jurisdictions.all();
  const fallback = all.find((row) => row.country === country && row.isCountryDefault);
  return fallback?.merchandiseTaxBasisPoints ?? 0;
}

export async function viewOf(
  services: AppServices,
  basket: BasketRow | undefined,
  city: JurisdictionRow,
): Promise<BasketView> {
  const country = basket?.country ?? city.country;
  // the version first, then the lines: a change between the two makes the version older than the lines
  // shown, and a checkout for it is refused as changed, never one that pays for lines the page did not show
  const [current] = basket
    ? await services.db.select({ version: baskets.version }).from(baskets).where(eq(baskets.id, basket.id))
    : [];
  const rows = basket
    ? await services.db
        .select({
          line: basketLines,
          product: products,
          currentCents: productPrices.amountCents,
          petName: petNameOf(basketLines.petId),
        })
        .from(basketLines)
        .innerJoin(products, eq(products.id, basketLines.productId))
        .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
        .where(eq(basketLines.basketId, basket.id))
        .orderBy(basketLines.createdAt, basketLines.id)
    : [];
  const kinds = services.basketLineKinds;
  const prices = new Map<string, LinePrice>();
  const accountId = basket?.accountId ?? null;
  for (const [kind, lines] of linesByKind(kinds, rows)) {
    const priced = kind.price
      ? await kind.price(services, { input: { accountId, city, lines } })
      : new Map<string, LinePrice>();
    for (const [id, price] of priced) prices.set(id, price);
  }
  const currency = currencyOfCountry(country);
  const lines = rows.map(({ line, product, currentCents, petName }): BasketLineView => {
    const price = prices.get(line.id) ?? { cents: currentCents, refusal: null };
    return {
      ...line,
      petName,
      product:
        product.active && price.cents !== null ? { ...product, price: { amountCents: price.cents, currency } } : null,
      catalogProduct: product,
      refusal: price.refusal,
      productName: product.name,
      imageKey: product.imageKey,
      lineTotalCents: line.unitPriceCents * line.quantity,
    };
  });
  const rate = await taxRateFor(services, city, country);
  // PRODUCT.md §5: merchandise is taxed; a kind says whether its lines are (licences, donations are not)
  const totals = basketTotals(
    lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      taxable: kindOf(kinds, line.catalogProduct)?.taxable ?? true,
    })),
    rate,
  );
  return {
    version: current?.version ?? 0,
    country,
    currency: currencyOfCountry(country),
    lines,
    ...totals,
    taxRateBasisPoints: rate,
  };
}

/** The holder's line by id, or NOT_FOUND (another holder's line is not told apart from a missing one). */
export async function ownLine(
  tx: DbOrTx,
  holder: BasketHolder,
  lineId: string,
): Promise<BasketLineRow & { basket: BasketRow }> {
  const basket = await basketOf(tx, holder, true);
  if (!basket) throw new AppError('NOT_FOUND');
  const [line] = await tx
    .select()
    .from(basketLines)
    .where(and(eq(basketLines.id, lineId), eq(basketLines.basketId, basket.id)));
  if (!line) throw new AppError('NOT_FOUND');
  return { ...line, basket };
}
