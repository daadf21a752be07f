import { describe, expect, it } from 'vitest';
import { WALLET_CARD_DESIGNS } from './wallet-card.designs.js';
import { layoutSide } from './wallet-card.layout.js';
import { composeCardSide, escapeXml, svgInner, svgIssue } from './wallet-card.svg.js';

const artwork =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540"><rect class="wc-primary" width="10" height="10"/></svg>';

describe('design artwork checks (decision 0801)', () => {
  it('accepts a well-formed, safe SVG', () => {
    expect(svgIssue(artwork)).toBeNull();
    expect(svgIssue(`<?xml version="1.0"?>\n<!-- art -->\n${artwork}\n`)).toBeNull();
  });

  it.each([
    ['<svg><rect></svg>', 'malformed'],
    ['<svg><g></rect></g></svg>', 'malformed'],
    ['<svg><text>a < b</text></svg>', 'malformed'],
    ['<svg><text>a & b</text></svg>', 'malformed'],
    ['<svg></svg><svg></svg>', 'malformed'],
    ['<svg>', 'malformed'],
    ['hello <svg></svg>', 'malformed'],
    ['', 'notSvg'],
    ['<html></html>', 'notSvg'],
    ['<svg><script>alert(1)</script></svg>', 'unsafe'],
    ['<svg><rect onload="alert(1)"/></svg>', 'unsafe'],
    ['<svg><image href="https://evil.example/x.png"/></svg>', 'unsafe'],
    ['<svg><foreignObject></foreignObject></svg>', 'unsafe'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>', 'unsafe'],
    ['<svg><style>@import url(https://evil.example/a.css);</style></svg>', 'unsafe'],
  ])('refuses %j (%s)', (svg, issue) => expect(svgIssue(svg)).toBe(issue));

  it('takes the inside of the artwork', () => {
    expect(svgInner(artwork)).toBe('<rect class="wc-primary" width="10" height="10"/>');
  });
});

describe('an exported side (spec §3 export result)', () => {
  const design = WALLET_CARD_DESIGNS[0];
  if (!design) throw new Error('no design');
  const side = (values: Record<string, string>) =>
    composeCardSide({
      artwork,
      primaryColor: '#112233',
      secondaryColor: '#ffffff',
      fontFamily: "'Lato', Arial, sans-serif",
      fontFaces: "@font-face{font-family:'Lato';src:url(data:font/woff2;base64,AAAA) format('woff2')}",
      items: layoutSide(design, 'FRONT', values, (p) => p.labelName),
      imageHref: 'data:image/png;base64,iVBOR',
      qr: { path: 'M0 0h1v1h-1z', modules: 25 },
      title: 'Front of <Rex>’s card',
    });

  it('is self-contained and passes its own checks, with the values escaped', () => {
    const svg = side({ HEADER: 'Rex & <Co>', PET_TEMPERAMENT: 'שלום friendly 🐶' });
    expect(svgIssue(svg)).toBeNull();
    for (const part of [
      'Rex &amp; &lt;Co&gt;',
      'שלום friendly 🐶',
      '@font-face',
      'url(data:font/woff2;base64,',
      'href="data:image/png;base64,iVBOR"',
      '.wc-primary{fill:#112233}',
    ])
      expect(svg).toContain(part);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('refuses a colour that is not a hex colour (nothing injected into the style)', () => {
    const svg = composeCardSide({
      artwork,
      primaryColor: 'red}</style><script>',
      secondaryColor: '#fff',
      fontFamily: 'Arial',
      fontFaces: '',
      items: [],
      imageHref: '',
      qr: null,
      title: 't',
    });
    expect(svgIssue(svg)).toBeNull();
    expect(svg).toContain('.wc-primary{fill:#000000}');
  });

  it('escapes XML specials', () =>
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;'));
});
