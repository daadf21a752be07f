// The store's catalog (PRODUCT.md §5, decision 0401): products priced in the shopper's country. A
// product without a price in a country is not sold there: it is not listed and cannot be found.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CountryCode, CurrencyCode } from '../../../domain/locale/locales.js';
import type { LocalizedText, ProductCategory, ProductOption } from '../../../domain/store/catalog.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import type { TrackerPlan } from '../../../domain/store/smart-tracker.rules.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { type ProductRow, productPrices, products } from '../../db/schema/index.js';
import type { PublicCall } from '../../shared/use-case.js';

export type PricedProduct = ProductRow & { price: { amountCents: number; currency: CurrencyCode } };

export type ProductDefinition = {
  slug: string;
  category: ProductCategory;
  name: LocalizedText;
  description: LocalizedText;
  imageKey: string;
  options?: ProductOption[];
  engraved?: boolean;
  position?: number;
  /** a smart tracker's subscription plan (decision 0402): sold only through the tracker block */
  plan?: TrackerPlan;
  /** cents in each country where it is sold */
  prices: Partial<Record<CountryCode, number>>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function pricedSelect(db: DbOrTx, country: CountryCode) {
  return db
    .select({ product: products, amountCents: productPrices.amountCents, currency: productPrices.currency })
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
    .$dynamic();
}

function priced(row: { product: ProductRow; amountCents: number; currency: CurrencyCode }): PricedProduct {
  return { ...row.product, price: { amountCents: row.amountCents, currency: row.currency } };
}

/** Staff (and the demo seed) add products with their prices; one transaction. */
export async function addProducts(services: AppServices, { input }: { input: readonly ProductDefinition[] }) {
  await services.db.transaction(async (tx) => {
    for (const [index, definition] of input.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          slug: definition.slug,
          category: definition.category,
          name: definition.name,
          description: definition.description,
          imageKey: definition.imageKey,
          options: definition.options ?? [],
          engraved: definition.engraved ?? false,
          position: definition.position ?? index,
          plan: definition.plan ?? null,
        })
        .returning({ id: products.id });
      if (!row) continue;
      for (const [country, amountCents] of Object.entries(definition.prices) as Array<[CountryCode, number]>)
        await tx
          .insert(productPrices)
          .values({ productId: row.id, country, currency: currencyOfCountry(country), amountCents });
    }
  });
}

/** The active products sold in a country, of one category or all, in the store's order. */
export async function listProducts(
  services: AppServices,
  { input }: PublicCall<{ country: CountryCode; category?: ProductCategory | null }>,
): Promise<PricedProduct[]> {
  // tracker plans are sold for a pet through the tracker block (decision 0402), not as products
  const filters = [eq(products.active, true), isNull(products.plan)];
  if (input.category) filters.push(eq(products.category, input.category));
  const rows = await pricedSelect(services.db, input.country)
    .where(and(...filters))
    .orderBy(asc(products.position), asc(products.slug));
  return rows.map(priced);
}

/** One active product sold in the country, by its slug or id; null when there is none (the not-found page). */
export async function findProduct(
  services: AppServices,
  { input }: PublicCall<{ country: CountryCode; slugOrId: string }>,
): Promise<PricedProduct | null> {
  const key = input.slugOrId.trim();
  if (key.length > 120 || !(UUID.test(key) || SLUG.test(key))) return null;
  const match = UUID.test(key) ? eq(products.id, key) : eq(products.slug, key);
  const [row] = await pricedSelect(services.db, input.country).where(
    and(match, eq(products.active, true), isNull(products.plan)),
  );
  return row ? priced(row) : null;
}

/**
 * A product by its slug, sold or not (a line kind's own product: the licence, the fund); `active` only
 * an active one. Null when there is none.
 */
export async function productOfSlug(
  services: AppServices,
  { input }: PublicCall<{ slug: string; active?: boolean }>,
): Promise<ProductRow | null> {
  const [row] = await services.db
    .select()
    .from(products)
    .where(
      input.active ? and(eq(products.slug, input.slug), eq(products.active, true)) : eq(products.slug, input.slug),
    );
  return row ?? null;
}
