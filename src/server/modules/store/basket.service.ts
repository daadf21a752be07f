// The basket (PRODUCT.md §5, decision 0401): one open basket per owner, or per visitor (the hash of its
// cookie's token), merged into the owner's at log-in and sign-up. A basket sells in one country; a
// line keeps the price it was added at, and the current price is shown beside it when it changed.
// Another holder's line is answered exactly like a missing one (NOT_FOUND).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CountryCode, CurrencyCode, LocaleCode } from '../../../domain/locale/locales.js';
import {
  addToBasketSchema,
  BASKET_LINE_MAX_QUANTITY,
  basketTotals,
  type ChosenOptions,
  changeBasketLineSchema,
  chosenOptionIssues,
  normalizedEngraving,
  optionsKeyOf,
} from '../../../domain/store/basket.rules.js';
import { LICENSE_PRODUCT_SLUG, licenseLineOf } from '../../../domain/license/license-line.js';
import { currencyOfCountry } from '../../../domain/store/catalog.js';
import { DONATION_PRODUCT_SLUG, donationSchema } from '../../../domain/fund/donation.rules.js';
import { WALLET_CARDS_PER_BASKET, WALLET_CARD_PRODUCT_SLUG } from '../../../domain/wallet-card/wallet-card.designs.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type BasketLineRow,
  type BasketRow,
  basketLines,
  baskets,
  type JurisdictionRow,
  productPrices,
  pets,
  products,
  walletCards,
} from '../../db/schema/index.js';
import type { AppErrorCode } from '../../../domain/shared/error-codes.js';
import { AppError } from '../../shared/app-error.js';
import { priceLicenseLines, quoteLicense } from '../license/license.service.js';
import type { ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { findProduct, type PricedProduct } from './catalog.service.js';
import { composeOwnersWalletCard } from '../wallet-card/wallet-card.service.js';

/** Whose basket: the logged-in owner's, or the visitor's by its cookie token's hash (none yet: empty). */
export type BasketHolder = { accountId: number } | { visitorTokenHash: string | null };

export type BasketLineView = BasketLineRow & {
  /** the product as it is sold now (a licence: priced by its quote today); null when it no longer is */
  product: PricedProduct | null;
  /** why a licence line cannot be bought now (an error code), else null */
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

/** Every basket call names the holder and the shopper's jurisdiction (its country prices a new basket, its rate taxes merchandise). */
type BasketCall<Extra = Record<never, never>> = PublicCall<{ holder: BasketHolder; city: JurisdictionRow } & Extra>;

function holderFilter(holder: BasketHolder) {
  if ('accountId' in holder) return eq(baskets.accountId, holder.accountId);
  return holder.visitorTokenHash ? eq(baskets.visitorTokenHash, holder.visitorTokenHash) : sql`false`;
}

async function basketOf(db: DbOrTx, holder: BasketHolder, lock = false): Promise<BasketRow | undefined> {
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
async function changeBasket(
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

async function viewOf(
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
        .select({ line: basketLines, product: products, currentCents: productPrices.amountCents, petName: pets.name })
        .from(basketLines)
        .innerJoin(products, eq(products.id, basketLines.productId))
        .leftJoin(pets, eq(pets.id, basketLines.petId))
        .leftJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.country, country)))
        .where(eq(basketLines.basketId, basket.id))
        .orderBy(basketLines.createdAt, basketLines.id)
    : [];
  const licensePrices = await priceLicenseLines(services, {
    input: {
      accountId: basket?.accountId ?? 0,
      jurisdictionId: city.id,
      lines: rows.flatMap(({ line }) =>
        line.license ? [{ id: line.id, petId: line.petId, license: line.license }] : [],
      ),
    },
  });
  // a card designed before decision 0804 (its SVG from the browser) is never printed: it is designed again
  const cardIds = rows.flatMap(({ line }) => (line.walletCardId === null ? [] : [line.walletCardId]));
  const outdatedCards = new Set(
    cardIds.length === 0
      ? []
      : (
          await services.db
            .select({ id: walletCards.id })
            .from(walletCards)
            .where(and(inArray(walletCards.id, cardIds), eq(walletCards.composedBy, 'client')))
        ).map((card) => card.id),
  );
  const currency = currencyOfCountry(country);
  const lines = rows.map(({ line, product, currentCents, petName }): BasketLineView => {
    const licensePrice = licensePrices.get(line.id);
    // a donation (decision 0802) is priced by the donor: the amount they chose is its price
    const nowCents = licensePrice
      ? 'quote' in licensePrice
        ? licensePrice.quote.breakdown.totalCents
        : null
      : product.category === 'DONATION'
        ? line.unitPriceCents
        : currentCents;
    return {
      ...line,
      petName,
      product: product.active && nowCents !== null ? { ...product, price: { amountCents: nowCents, currency } } : null,
      refusal:
        licensePrice && 'refusal' in licensePrice
          ? (licensePrice.refusal as AppErrorCode)
          : line.walletCardId !== null && outdatedCards.has(line.walletCardId)
            ? 'WALLET_CARD_INVALID'
            : null,
      productName: product.name,
      imageKey: product.imageKey,
      lineTotalCents: line.unitPriceCents * line.quantity,
    };
  });
  const rate = await taxRateFor(services, city, country);
  // PRODUCT.md §5: merchandise is taxed, licences are not, nor are donations (decision 0802)
  const donations = new Set(rows.filter(({ product }) => product.category === 'DONATION').map(({ line }) => line.id));
  const totals = basketTotals(
    lines.map((line) => ({
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      taxable: !line.license && !donations.has(line.id),
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

/**
 * The owner's basket for their checkout, in its transaction (`services` over it): the basket's row locked
 * until the checkout commits, so no line changes under it and the version read is the lines' version.
 */
export async function lockBasketForCheckout(
  services: AppServices,
  { input: { accountId, city } }: PublicCall<{ accountId: number; city: JurisdictionRow }>,
): Promise<BasketView> {
  return viewOf(services, await basketOf(services.db, { accountId }, true), city);
}

/** The holder's basket as the shopper sees it (empty when there is none). */
export async function readBasket(services: AppServices, { input: { holder, city } }: BasketCall): Promise<BasketView> {
  return viewOf(services, await basketOf(services.db, holder), city);
}

function quantityTooHigh(): AppError {
  return validationFailed([
    {
      path: 'quantity',
      message: encodeMessage(msg('validation.store.quantity', { numLimit: BASKET_LINE_MAX_QUANTITY })),
    },
  ]);
}

/** Puts a product with its chosen options in the basket; the same choice again adds to its line. */
export async function addToBasket(
  services: AppServices,
  { input: { holder, city, line } }: BasketCall<{ line: unknown }>,
): Promise<BasketView> {
  const form = parseOrThrow(addToBasketSchema, line);
  const product = await findProduct(services, { input: { country: city.country, slugOrId: form.productId } });
  if (!product) {
    const [exists] = await services.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, form.productId), eq(products.active, true)));
    throw new AppError(exists ? 'PRODUCT_NOT_SOLD_HERE' : 'NOT_FOUND');
  }
  const issues = chosenOptionIssues(product.options, form.options, product.engraved);
  if (issues.length > 0)
    throw validationFailed(issues.map((issue) => ({ path: issue.path.join('.'), message: encodeMessage(issue) })));
  const options: ChosenOptions = {};
  for (const option of product.options) options[option.kind] = String(form.options[option.kind]);
  if (product.engraved) options.engraving = normalizedEngraving(form.options.engraving as string[]);
  const optionsKey = optionsKeyOf(options);

  return changeBasket(services, holder, city, async (tx, open, existing) => {
    const same = existing.find((row) => row.productId === product.id && row.optionsKey === optionsKey);
    if (same) {
      const quantity = same.quantity + form.quantity;
      if (quantity > BASKET_LINE_MAX_QUANTITY) throw quantityTooHigh();
      await tx.update(basketLines).set({ quantity, updatedAt: sql`now()` }).where(eq(basketLines.id, same.id));
    } else {
      await tx.insert(basketLines).values({
        basketId: open.id,
        productId: product.id,
        quantity: form.quantity,
        options,
        optionsKey,
        unitPriceCents: product.price.amountCents,
        currency: product.price.currency,
      });
    }
  });
}

/** The holder's line by id, or NOT_FOUND (another holder's line is not told apart from a missing one). */
async function ownLine(
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

export async function changeBasketLine(
  services: AppServices,
  { input: { holder, city, change } }: BasketCall<{ change: unknown }>,
): Promise<BasketView> {
  const form = parseOrThrow(changeBasketLineSchema, change);
  const basket = await services.db.transaction(async (tx) => {
    const line = await ownLine(tx, holder, form.lineId);
    // a smart tracker is one device for one pet (decision 0402): its line stays at one
    if (line.petId !== null && form.quantity !== 1)
      throw validationFailed([
        { path: 'quantity', message: encodeMessage(msg('validation.store.quantity', { numLimit: 1 })) },
      ]);
    await tx
      .update(basketLines)
      .set({ quantity: form.quantity, updatedAt: sql`now()` })
      .where(eq(basketLines.id, line.id));
    return line.basket;
  });
  return viewOf(services, basket, city);
}

export async function removeBasketLine(
  services: AppServices,
  { input: { holder, city, lineId: id } }: BasketCall<{ lineId: string }>,
): Promise<BasketView> {
  const lineId = /^[0-9a-f-]{36}$/i.test(id) ? id : null;
  if (!lineId) throw new AppError('NOT_FOUND');
  const basket = await services.db.transaction(async (tx) => {
    const line = await ownLine(tx, holder, lineId);
    await tx.delete(basketLines).where(eq(basketLines.id, line.id));
    // a designed card nobody bought goes with its line (an ordered one is the order line's)
    if (line.walletCardId) await tx.delete(walletCards).where(eq(walletCards.id, line.walletCardId));
    return line.basket;
  });
  return viewOf(services, basket, city);
}

/**
 * At log-in and sign-up: the visitor's basket joins the owner's. An owner without lines takes the
 * visitor's basket whole; with lines of the same country the visitor's lines are added (the same
 * choice adds up, to at most the maximum); lines of another country's currency are left behind.
 */
export async function mergeVisitorBasket(
  services: AppServices,
  { actor, input }: ActorCall<{ visitorTokenHash: string | null }>,
): Promise<void> {
  if (!input.visitorTokenHash) return;
  await services.db.transaction(async (tx) => {
    const visitor = await basketOf(tx, { visitorTokenHash: input.visitorTokenHash }, true);
    if (!visitor) return;
    const owner = await basketOf(tx, { accountId: actor.accountId }, true);
    const ownerLines = owner ? await tx.select().from(basketLines).where(eq(basketLines.basketId, owner.id)) : [];
    if (!owner || ownerLines.length === 0) {
      if (owner) await tx.delete(baskets).where(eq(baskets.id, owner.id));
      await tx
        .update(baskets)
        .set({ accountId: actor.accountId, visitorTokenHash: null, updatedAt: sql`now()` })
        .where(eq(baskets.id, visitor.id));
      return;
    }
    if (owner.country === visitor.country) {
      const visitorLines = await tx.select().from(basketLines).where(eq(basketLines.basketId, visitor.id));
      for (const line of visitorLines) {
        const same = ownerLines.find(
          (candidate) => candidate.productId === line.productId && candidate.optionsKey === line.optionsKey,
        );
        if (same)
          await tx
            .update(basketLines)
            .set({ quantity: Math.min(BASKET_LINE_MAX_QUANTITY, same.quantity + line.quantity) })
            .where(eq(basketLines.id, same.id));
        else await tx.update(basketLines).set({ basketId: owner.id }).where(eq(basketLines.id, line.id));
      }
    }
    await tx.delete(baskets).where(eq(baskets.id, visitor.id));
  });
}

// ——— lines for one pet each (the smart tracker block, decision 0402) ———

/** One item for one pet at the product's current price (a tracker plan). */
export type PetLine = { product: PricedProduct; petId: number };

/**
 * Puts one item per pet in the owner's basket, in one transaction with the basket locked: `refuse` sees
 * the basket's lines first and throws to refuse them all (the tracker block's one device per pet).
 */
export async function addPetLines(
  services: AppServices,
  {
    actor,
    input: { city, lines, refuse },
  }: ActorCall<{ city: JurisdictionRow; lines: readonly PetLine[]; refuse: (existing: BasketLineRow[]) => void }>,
): Promise<BasketView> {
  return changeBasket(services, { accountId: actor.accountId }, city, async (tx, open, existing) => {
    refuse(existing);
    for (const line of lines)
      await tx.insert(basketLines).values({
        basketId: open.id,
        productId: line.product.id,
        petId: line.petId,
        quantity: 1,
        options: {},
        // one line per pet: the same plan for two pets is two lines
        optionsKey: `pet:${line.petId}`,
        unitPriceCents: line.product.price.amountCents,
        currency: line.product.price.currency,
      });
  });
}

// ——— licences (issue 16, decision 0501) ———

/**
 * Puts a licence for one of the owner's pets in their basket, priced by its quote (tax-exempt): one
 * licence line per pet. The licence is issued when the order is paid.
 */
export async function addLicenseToBasket(
  services: AppServices,
  { actor, input }: ActorCall<{ city: JurisdictionRow; petId: unknown; termYears: unknown; rabiesExpiry?: unknown }>,
): Promise<BasketView> {
  const { city } = input;
  // issue 38 D23: a rabies expiry typed before its file is sent limits the term as one on file does
  const quote = await quoteLicense(services, {
    actor,
    input: { petId: input.petId, termYears: input.termYears, rabiesExpiry: input.rabiesExpiry },
  });
  const [product] = await services.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, LICENSE_PRODUCT_SLUG));
  if (!product) throw new AppError('INTERNAL');
  const petId = Number(input.petId);
  return changeBasket(services, { accountId: actor.accountId }, city, async (tx, open, existing) => {
    if (existing.some((line) => line.license && line.petId === petId)) throw new AppError('LICENSE_ALREADY_IN_BASKET');
    await tx.insert(basketLines).values({
      basketId: open.id,
      productId: product.id,
      petId,
      quantity: 1,
      options: {},
      optionsKey: `license:${petId}`,
      unitPriceCents: quote.breakdown.totalCents,
      currency: currencyOfCountry(city.country),
      license: licenseLineOf(quote, quote.typedRabiesExpiry),
    });
  });
}

// ——— Safe & Happy Fund (issue 18, decision 0802) ———

/**
 * Puts a donation to the Safe & Happy Fund in the shopper's basket (an owner's or a visitor's): one
 * donation line per basket, in the basket's currency, never taxed; a second donation replaces the amount.
 */
export async function addDonationToBasket(
  services: AppServices,
  { input: { holder, city, donation } }: BasketCall<{ donation: unknown }>,
): Promise<BasketView> {
  const { amount } = parseOrThrow(donationSchema, donation);
  const [product] = await services.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, DONATION_PRODUCT_SLUG), eq(products.active, true)));
  if (!product) throw new AppError('NOT_FOUND');
  return changeBasket(services, holder, city, async (tx, open, existing) => {
    const same = existing.find((line) => line.productId === product.id);
    if (same)
      await tx
        .update(basketLines)
        .set({ unitPriceCents: amount, quantity: 1, updatedAt: sql`now()` })
        .where(eq(basketLines.id, same.id));
    else
      await tx.insert(basketLines).values({
        basketId: open.id,
        productId: product.id,
        quantity: 1,
        options: {},
        optionsKey: 'donation',
        unitPriceCents: amount,
        currency: currencyOfCountry(city.country),
      });
  });
}

// ——— designed wallet cards (issue 18, decision 0801) ———

/**
 * Puts a wallet card the owner designed in their basket: the store's wallet-card product with the
 * design as its option, and the card the SERVER composed from that design (decision 0804: the browser
 * sends the design, never an SVG) kept in wallet_cards for printing, with the design. Each card is its
 * own line. Refused (composeOwnersWalletCard): a design that does not parse, is not sold in the country
 * or names a colour not offered, another owner's pet, a photo that is not the pet's stored one.
 */
export async function addWalletCardToBasket(
  services: AppServices,
  { actor, input }: ActorCall<{ city: JurisdictionRow; design: unknown; locale: LocaleCode; foundPageOrigin: string }>,
): Promise<BasketView> {
  const { city } = input;
  const card = await composeOwnersWalletCard(services, {
    actor,
    input: {
      design: input.design,
      country: city.country,
      locale: input.locale,
      foundPageOrigin: input.foundPageOrigin,
    },
  });
  const { design, petId, front, back } = card;
  const product = await findProduct(services, { input: { country: city.country, slugOrId: WALLET_CARD_PRODUCT_SLUG } });
  if (!product) throw new AppError('PRODUCT_NOT_SOLD_HERE');
  return changeBasket(services, { accountId: actor.accountId }, city, async (tx, open, existing) => {
    const designed = existing.filter((line) => line.walletCardId !== null);
    if (designed.length >= WALLET_CARDS_PER_BASKET) throw new AppError('WALLET_CARD_BASKET_FULL');
    const [saved] = await tx
      .insert(walletCards)
      .values({
        accountId: actor.accountId,
        petId,
        designId: design.designId,
        primaryColor: design.primaryColor,
        secondaryColor: design.secondaryColor,
        front,
        back,
        design,
        composedBy: 'server',
      })
      .returning({ id: walletCards.id });
    if (!saved) throw new AppError('INTERNAL');
    await tx.insert(basketLines).values({
      basketId: open.id,
      productId: product.id,
      petId,
      quantity: 1,
      options: { design: design.designId },
      optionsKey: `wallet-card:${saved.id}`,
      unitPriceCents: product.price.amountCents,
      currency: product.price.currency,
      walletCardId: saved.id,
    });
  });
}

/** One side of a card the owner designed, as exported (another owner's card answers null). */
export async function ownWalletCardSide(
  services: AppServices,
  { actor, input }: ActorCall<{ id: string; side: 'front' | 'back' }>,
): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(input.id)) return null;
  const [row] = await services.db
    .select({ front: walletCards.front, back: walletCards.back })
    .from(walletCards)
    .where(and(eq(walletCards.id, input.id), eq(walletCards.accountId, actor.accountId)));
  return row ? row[input.side] : null;
}
