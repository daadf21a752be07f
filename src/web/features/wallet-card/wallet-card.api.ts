// The designed card's way into the basket (decisions 0801, 0804): its design, which the server composes
// into the card it stores (never the SVGs the preview shows), to a file route beside the card's files.
// The header is the one a cross-site form cannot send.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { WalletCardDesignInput } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { fileRouteRefusalSchema } from '../../../domain/shared/file-route.schemas.js';
import { walletCardAnswerSchema } from '../../../domain/wallet-card/wallet-card-answer.schemas.js';
import { answerOf, fileRouteFetch, refusalOf } from '../../lib/file-route.js';

/** The basket's new count, or the error code the server answered. */
export async function addWalletCardToBasket(
  design: WalletCardDesignInput,
  locale: LocaleCode,
): Promise<{ basketCount: number } | { code: string }> {
  try {
    const response = await fileRouteFetch('/api/wallet-cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ design, locale }),
    });
    if (response.ok) {
      const answer = await answerOf(response, walletCardAnswerSchema);
      if (answer) return { basketCount: answer.basketCount };
      return { code: response.status === 413 ? 'WALLET_CARD_INVALID' : 'INTERNAL' };
    }
    const refusal = await refusalOf(response, fileRouteRefusalSchema);
    return { code: refusal?.code ?? (response.status === 413 ? 'WALLET_CARD_INVALID' : 'INTERNAL') };
  } catch {
    return { code: 'NETWORK' };
  }
}
