// The designed card's way into the basket (decisions 0801, 0804): its design, which the server composes
// into the card it stores (never the SVGs the preview shows), to a file route beside the card's files.
// The header is the one a cross-site form cannot send.
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { WalletCardDesignInput } from '../../../domain/wallet-card/wallet-card.schemas.js';
import { API_BASE_URL } from '../../lib/graphql-client.js';

/** The basket's new count, or the error code the server answered. */
export async function addWalletCardToBasket(
  design: WalletCardDesignInput,
  locale: LocaleCode,
): Promise<{ basketCount: number } | { code: string }> {
  try {
    const response = await fetch(`${API_BASE_URL}/api/wallet-cards`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'x-pawport-request': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ design, locale }),
    });
    const answer = (await response.json().catch(() => null)) as {
      basketCount?: number;
      error?: { code?: string };
    } | null;
    if (response.ok && typeof answer?.basketCount === 'number') return { basketCount: answer.basketCount };
    return { code: answer?.error?.code ?? (response.status === 413 ? 'WALLET_CARD_INVALID' : 'INTERNAL') };
  } catch {
    return { code: 'NETWORK' };
  }
}
