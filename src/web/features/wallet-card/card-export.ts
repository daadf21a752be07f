// The composed sides as files the browser shows (decision 0801): the preview's <img> and the downloads
// draw these data: URLs. The sides themselves are composed by the domain (composeWalletCard, decision
// 0804), the same function the server composes the ordered card with.
export type { WalletCardExport } from '../../../domain/wallet-card/wallet-card.compose.js';

/** An SVG string as a URL an <img> shows. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
