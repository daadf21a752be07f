// Issue 18 (decisions 0801, 0804): what the wallet card designer needs from the server besides the pet —
// the designs sold where the owner lives, with their artwork's versioned URLs, and the web font
// stylesheet's URL (WALLET_CARD_FONT_CSS_URL) — and the card an owner orders, composed HERE from their
// design by the domain's composeWalletCard (the designer's preview calls the same function): the
// browser sends the design, never an SVG.
import { and, desc, eq } from 'drizzle-orm';
import { foundPageUrl } from '../../../domain/homesafe/tag-code.js';
import type { CountryCode, LocaleCode } from '../../../domain/locale/locales.js';
import { composeWalletCard, type WalletCardExport } from '../../../domain/wallet-card/wallet-card.compose.js';
import {
  artworkUrl,
  designFontWeights,
  findWalletCardDesign,
  walletCardDesignsOf,
  type WalletCardDesign,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import { WALLET_CARD_FONT_WEIGHTS } from '../../../domain/wallet-card/wallet-card.rules.js';
import {
  type WalletCardDesignChoice,
  walletCardDesignSchema,
} from '../../../domain/wallet-card/wallet-card.schemas.js';
import type { AppServices } from '../../app-services.js';
import { walletCards } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall } from '../../shared/use-case.js';
import { ownPet } from '../pet/pet.functions.js';
import { readPetPhoto } from '../photo/photo.service.js';
import { ARTWORK } from './wallet-card.artwork.js';
import { embeddedFontFaces } from './wallet-card.fonts.js';

export type DesignerDesign = WalletCardDesign & { frontUrl: string; backUrl: string };
export type WalletCardDesigner = { fontCssUrl: string; designs: DesignerDesign[] };

/** The designs of the owner's country (their jurisdiction's; the default jurisdiction's without one). */
export async function walletCardDesigner(services: AppServices, { actor }: ActorCall): Promise<WalletCardDesigner> {
  const city = await services.jurisdictions.current({
    host: undefined,
    rememberedSlug: undefined,
    ownerJurisdictionId: actor.jurisdictionId,
  });
  const country = city?.country ?? 'US';
  const versioned = (design: WalletCardDesign, side: 'FRONT' | 'BACK') =>
    `${artworkUrl(design.id, side)}?v=${ARTWORK.get(`${design.id}/${side}`)?.etag ?? ''}`;
  return {
    fontCssUrl: services.config.WALLET_CARD_FONT_CSS_URL,
    designs: walletCardDesignsOf(country).map((design) => ({
      ...design,
      frontUrl: versioned(design, 'FRONT'),
      backUrl: versioned(design, 'BACK'),
    })),
  };
}

/** A card as the server composed it: what wallet_cards keeps (the design, to compose it again). */
export type ComposedWalletCard = WalletCardExport & { petId: number; design: WalletCardDesignChoice };

/**
 * Decision 0804: the card of an owner's design, composed by the server. The design is parsed with the
 * domain's schema (strict: an SVG or any other field is refused), must be sold in `country`, name one of
 * the caller's pets and, for a photo, the version of that pet's stored photo the preview showed
 * (WALLET_CARD_INVALID otherwise; NOT_FOUND for another owner's pet). The artwork, fonts and photo are
 * the server's own; the texts are drawn as text, escaped.
 */
export async function composeOwnersWalletCard(
  services: AppServices,
  { actor, input }: ActorCall<{ design: unknown; country: CountryCode; locale: LocaleCode; foundPageOrigin: string }>,
): Promise<ComposedWalletCard> {
  const parsed = walletCardDesignSchema.safeParse(input.design);
  if (!parsed.success) throw new AppError('WALLET_CARD_INVALID');
  const choice = parsed.data;
  const design = findWalletCardDesign(choice.designId, input.country);
  const front = ARTWORK.get(`${choice.designId}/FRONT`);
  const back = ARTWORK.get(`${choice.designId}/BACK`);
  if (!design || !front || !back) throw new AppError('WALLET_CARD_INVALID');
  const pet = await ownPet(services.db, actor.accountId, Number(choice.petId));
  let photo: string | null = null;
  if (choice.photo) {
    const stored = await readPetPhoto(services, {
      actor,
      input: { petId: String(pet.id), variant: 'image', ifNoneMatch: undefined },
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    });
    // the photo the preview showed: another one (replaced or removed since) would print something else
    if (!stored?.bytes || !stored.etag.replace(/"/g, '').startsWith(choice.photo))
      throw new AppError('WALLET_CARD_INVALID');
    photo = `data:image/jpeg;base64,${stored.bytes.toString('base64')}`;
  }
  const weights = designFontWeights(design).map((weight) => WALLET_CARD_FONT_WEIGHTS[weight]);
  const fontFaces = choice.fallbackFont ? null : await embeddedFontFaces(design.fontFamily, weights);
  const sides = composeWalletCard({
    design,
    artwork: { front: front.svg, back: back.svg },
    primaryColor: choice.primaryColor,
    secondaryColor: choice.secondaryColor,
    values: choice.values,
    fontFaces,
    photo,
    qrText: foundPageUrl(input.foundPageOrigin, input.locale, pet.tagCode),
    locale: input.locale,
    petName: pet.name,
  });
  return { ...sides, petId: pet.id, design: choice };
}

/**
 * Issue 38 D8 (decision 1010): the design of the caller's latest card for one of their pets (in the
 * basket or ordered), so that the designer opens where the owner left it; null when there is none (or
 * only a card from before decision 0804, which has no design). Another owner's pet answers null too:
 * nothing about it is told.
 */
export async function latestWalletCardDesign(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<WalletCardDesignChoice | null> {
  const petId = rowIdOf(input.petId);
  const [row] = await services.db
    .select({ design: walletCards.design })
    .from(walletCards)
    .where(
      and(
        eq(walletCards.accountId, actor.accountId),
        eq(walletCards.petId, petId),
        eq(walletCards.composedBy, 'server'),
      ),
    )
    .orderBy(desc(walletCards.createdAt), desc(walletCards.id))
    .limit(1);
  // parsed again: a design stored under an older rule that no longer holds starts the designer afresh
  const parsed = row?.design ? walletCardDesignSchema.safeParse(row.design) : null;
  return parsed?.success ? parsed.data : null;
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
