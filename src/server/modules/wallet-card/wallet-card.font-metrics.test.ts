import { describe, expect, it } from 'vitest';
import { WALLET_CARD_FONT_METRICS } from '../../../domain/wallet-card/wallet-card.metrics-data.js';
import { fontTextWidth } from '../../../domain/wallet-card/wallet-card.metrics.js';
import { allFontMetrics } from './wallet-card.font-metrics.js';

// decision 0804: the domain's text measure is read from the font files the card embeds
describe('the card fonts’ advance widths', () => {
  it('are the files’ own (regenerate with `npx tsx src/server/modules/wallet-card/wallet-card.font-metrics.ts`)', () => {
    expect(WALLET_CARD_FONT_METRICS).toEqual(allFontMetrics());
  });

  it('measure a wide letter wider than a narrow one, bold wider than normal, and an emoji as wide', () => {
    const width = (text: string, weight = 400) => fontTextWidth('Lato', text, 100, weight)!;
    expect(width('W')).toBeGreaterThan(width('i') * 3);
    expect(width('Biscuit', 900)).toBeGreaterThan(width('Biscuit'));
    expect(width('🐶')).toBe(100);
    expect(fontTextWidth('Lato', 'x', 10, 300)).toBeNull(); // a weight no design draws: the caller estimates
  });
});
