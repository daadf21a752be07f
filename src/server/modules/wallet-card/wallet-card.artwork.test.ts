import { describe, expect, it } from 'vitest';
import { svgIssue } from '../../../domain/wallet-card/wallet-card.svg.js';
import { ARTWORK } from './wallet-card.artwork.js';
import { fontStylesheet, parseFamilyParam } from './wallet-card.fonts.js';

describe('wallet card artwork (decision 0801)', () => {
  it('every design has a front and a back that pass the designer’s own check', () => {
    expect(ARTWORK.size).toBe(10);
    for (const [key, { svg }] of ARTWORK) expect(svgIssue(svg), key).toBeNull();
  });
});

describe('the font endpoint', () => {
  it('reads the CSS font API’s family parameter', () => {
    expect(parseFamilyParam('Roboto Slab:wght@900;400;700')).toEqual({
      family: 'Roboto Slab',
      weights: [400, 700, 900],
    });
    expect(parseFamilyParam('Lato')).toEqual({ family: 'Lato', weights: [400] });
    expect(parseFamilyParam('Comic Sans:wght@400')).toBeNull();
    expect(parseFamilyParam('Lato:wght@450')).toBeNull();
    expect(parseFamilyParam('../../etc/passwd')).toBeNull();
  });

  it('answers one @font-face a weight, pointing at the latin woff2 files', () => {
    expect(fontStylesheet('Roboto Slab', [400, 700], '/fonts/files')).toBe(
      "@font-face{font-family:'Roboto Slab';font-style:normal;font-weight:400;font-display:swap;src:url(/fonts/files/roboto-slab-latin-400-normal.woff2) format('woff2');}\n" +
        "@font-face{font-family:'Roboto Slab';font-style:normal;font-weight:700;font-display:swap;src:url(/fonts/files/roboto-slab-latin-700-normal.woff2) format('woff2');}",
    );
  });
});
