// The basket (PRODUCT.md §5, decision 0401): one open basket per owner, or per visitor (the hash of its
// cookie's token), merged into the owner's at log-in and sign-up. A basket sells in one country; a
// line keeps the price it was added at, and the current price is shown beside it when it changed.
// Another holder's line is answered exactly like a missing one (NOT_FOUND). What the basket sells besides
// merchandise (a licence, a donation, a designed card, a tracker plan) is a line kind (decision 0409,
// basket-line-kind.ts) of AppServices.basketLineKinds: it makes, prices, taxes and fulfils its lines.
import { and, eq, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import {
  addToBasketSchema,
  BASKET_LINE_MAX_QUANTITY,
  type ChosenOptions,
  changeBasketLineSchema,
  chosenOptionIssues,
  normalizedEngraving,
  optionsKeyOf,
} from '../../../domain/store/basket.rules.js';
import { LICENSE_PRODUCT_SLUG } from '../../../domain/license/license-line.js';
import { DONATION_PRODUCT_SLUG } from '../../../domain/fund/donation.rules.js';
import { WALLET_CARD_PRODUCT_SLUG } from '../../../domain/wallet-card/wallet-card.designs.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { type BasketLineRow, basketLines, baskets, type JurisdictionRow, products } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor, ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { kindOf } from '../../shared/basket-line-kind.js';
import { type BasketHolder, type BasketView, basketOf, changeBasket, ownLine, viewOf } from './basket-view.js';
import { findProduct, type PricedProduct } from './catalog.service.js';

export type {
  BasketLineKind,
  KindLine,
  LinePrice,
  NewBasketLine,
  OrderLineExtras,
  PreparedLine,
  PricedKindLine,
} from '../../shared/basket-line-kind.js';
export type { BasketHolder, BasketLineView, BasketView } from './basket-view.js';

/** Every basket call names the holder and the shopper's jurisdiction (its country prices a new basket, its rate taxes merchandise). */
type BasketCall<Extra = Record<never, never>> = PublicCall<{ holder: BasketHolder; city: JurisdictionRow } & Extra>;

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
    // what the line's kind keeps for it goes with it (a designed card nobody bought)
    const [product] = await tx.select().from(products).where(eq(products.id, line.productId));
    const kind = product ? kindOf(services.basketLineKinds, product) : undefined;
    await kind?.removed?.(withDb(services, tx), { input: { line } });
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

// ——— lines of a kind (decision 0409): a licence, a donation, a designed wallet card ———

/**
 * Puts a line of one of AppServices.basketLineKinds in the holder's basket: the kind parses the form and
 * makes the line (refusing with its own codes), then, with the basket locked, sees its lines to refuse and
 * makes the line in the basket's transaction; the same product with the same key again replaces its
 * price, at one.
 */
export async function addLineOfKind(
  services: AppServices,
  {
    actor,
    input: { holder, city, kind: slug, form },
  }: PublicCall<{ holder: BasketHolder; city: JurisdictionRow; kind: string; form: unknown }>,
): Promise<BasketView> {
  const kind = services.basketLineKinds.find((candidate) => candidate.slug === slug);
  if (!kind?.add) throw new AppError('INTERNAL');
  const prepared = await kind.add(services, { actor: actor ?? null, input: { city, form } });
  return changeBasket(services, holder, city, async (tx, open, existing) => {
    prepared.refuse?.(existing);
    const line = await prepared.line(withDb(services, tx));
    const same = existing.find((row) => row.productId === line.productId && row.optionsKey === line.optionsKey);
    if (same)
      await tx
        .update(basketLines)
        .set({ unitPriceCents: line.unitPriceCents, quantity: 1, updatedAt: sql`now()` })
        .where(eq(basketLines.id, same.id));
    else await tx.insert(basketLines).values({ ...line, basketId: open.id, quantity: 1 });
  });
}

/** An owner's line of a kind: their own basket. */
function ownersLineOfKind(services: AppServices, actor: Actor, city: JurisdictionRow, kind: string, form: unknown) {
  return addLineOfKind(services, { actor, input: { holder: { accountId: actor.accountId }, city, kind, form } });
}

/**
 * Issue 16 (decision 0501): a licence for one of the owner's pets, priced by its quote (license.line-kind.ts);
 * issued when the order is paid.
 */
export async function addLicenseToBasket(
  services: AppServices,
  { actor, input }: ActorCall<{ city: JurisdictionRow; petId: unknown; termYears: unknown; rabiesExpiry?: unknown }>,
): Promise<BasketView> {
  const { city, ...form } = input;
  return ownersLineOfKind(services, actor, city, LICENSE_PRODUCT_SLUG, form);
}

/** Issue 18 (decision 0802): a donation to the Safe & Happy Fund, an owner's or a visitor's (fund.line-kind.ts). */
export async function addDonationToBasket(
  services: AppServices,
  { actor, input: { holder, city, donation } }: BasketCall<{ donation: unknown }>,
): Promise<BasketView> {
  return addLineOfKind(services, { actor, input: { holder, city, kind: DONATION_PRODUCT_SLUG, form: donation } });
}

/** Issue 18 (decisions 0801, 0804): a card the owner designed, composed by the server (wallet-card.line-kind.ts). */
export async function addWalletCardToBasket(
  services: AppServices,
  { actor, input }: ActorCall<{ city: JurisdictionRow; design: unknown; locale: LocaleCode; foundPageOrigin: string }>,
): Promise<BasketView> {
  const { city, ...form } = input;
  return ownersLineOfKind(services, actor, city, WALLET_CARD_PRODUCT_SLUG, form);
}
