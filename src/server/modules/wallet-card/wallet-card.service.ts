// Issue 18 (decision 0801): what the wallet card designer needs from the server besides the pet — the
// designs sold where the owner lives, with their artwork's versioned URLs, and the web font stylesheet's
// URL (WALLET_CARD_FONT_CSS_URL). Designs are data in src/domain/wallet-card.
import {
  artworkUrl,
  walletCardDesignsOf,
  type WalletCardDesign,
} from '../../../domain/wallet-card/wallet-card.designs.js';
import type { AppServices } from '../../app-services.js';
import type { ActorCall } from '../../shared/use-case.js';
import { ARTWORK } from './wallet-card.artwork.js';

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
