// A designed wallet card as a basket line (issue 18, decisions 0801, 0804, 0409): the store's wallet-card
// product with the design as its option, and the card the SERVER composed from the design kept in
// wallet_cards for printing. Each card is its own line, at most WALLET_CARDS_PER_BASKET; a card designed
// before decision 0804 (its SVG from the browser) is refused at checkout, to be designed again; a line
// taken out takes its card with it (an ordered card is the order line's).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { LOCALES } from '../../../domain/locale/locales.js';
import { WALLET_CARDS_PER_BASKET, WALLET_CARD_PRODUCT_SLUG } from '../../../domain/wallet-card/wallet-card.designs.js';
import type { AppServices } from '../../app-services.js';
import { walletCards } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { BasketLineKind, LinePrice } from '../store/basket.service.js';
import { findProduct } from '../store/catalog.service.js';
import { composeOwnersWalletCard } from './wallet-card.service.js';

/** What the designer's route sends: the design as the browser made it, the request's locale and origin. */
const walletCardFormSchema = z.object({
  design: z.unknown().optional(),
  locale: z.enum(LOCALES),
  foundPageOrigin: z.string(),
});

export const walletCardLineKind: BasketLineKind<AppServices> = {
  slug: WALLET_CARD_PRODUCT_SLUG,
  taxable: true,

  /**
   * Refused (composeOwnersWalletCard): a design that does not parse, is not sold in the country or names
   * a colour not offered, another owner's pet, a photo that is not the pet's stored one.
   */
  async add(services, { actor, input: { city, form } }) {
    if (!actor) throw new AppError('INTERNAL');
    const { design: sent, locale, foundPageOrigin } = walletCardFormSchema.parse(form);
    const card = await composeOwnersWalletCard(services, {
      actor,
      input: { design: sent, country: city.country, locale, foundPageOrigin },
    });
    const { design, petId, front, back } = card;
    const product = await findProduct(services, {
      input: { country: city.country, slugOrId: WALLET_CARD_PRODUCT_SLUG },
    });
    if (!product) throw new AppError('PRODUCT_NOT_SOLD_HERE');
    return {
      refuse: (existing) => {
        const designed = existing.filter((line) => line.walletCardId !== null);
        if (designed.length >= WALLET_CARDS_PER_BASKET) throw new AppError('WALLET_CARD_BASKET_FULL');
      },
      line: async (inTx) => {
        const [saved] = await inTx.db
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
        return {
          productId: product.id,
          petId,
          options: { design: design.designId },
          optionsKey: `wallet-card:${saved.id}`,
          unitPriceCents: product.price.amountCents,
          currency: product.price.currency,
          walletCardId: saved.id,
        };
      },
    };
  },

  /** The catalog's price; a card composed by the browser (before decision 0804) is WALLET_CARD_INVALID. */
  async price(services, { input: { lines } }) {
    const cardIds = lines.flatMap(({ line }) => (line.walletCardId === null ? [] : [line.walletCardId]));
    const outdated = new Set(
      cardIds.length === 0
        ? []
        : (
            await services.db
              .select({ id: walletCards.id })
              .from(walletCards)
              .where(and(inArray(walletCards.id, cardIds), eq(walletCards.composedBy, 'client')))
          ).map((card) => card.id),
    );
    const prices = new Map<string, LinePrice>();
    for (const { line, currentCents } of lines)
      if (line.walletCardId !== null && outdated.has(line.walletCardId))
        prices.set(line.id, { cents: currentCents, refusal: 'WALLET_CARD_INVALID' });
    return prices;
  },

  async removed(services, { input: { line } }) {
    if (line.walletCardId) await services.db.delete(walletCards).where(eq(walletCards.id, line.walletCardId));
  },
};
