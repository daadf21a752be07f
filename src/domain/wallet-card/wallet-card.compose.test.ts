import { describe, expect, it } from 'vitest';
import { composeWalletCard, PLACEHOLDER_PHOTO, type WalletCardComposition } from './wallet-card.compose.js';
import { findWalletCardDesign } from './wallet-card.designs.js';
import { svgIssue } from './wallet-card.svg.js';

// decision 0804: one composer for the preview and for the card the server stores
const artwork = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540"><rect class="wc-primary"/></svg>';
const inputs = (change: Partial<WalletCardComposition> = {}): WalletCardComposition => ({
  design: findWalletCardDesign('classic')!,
  artwork: { front: artwork, back: artwork },
  primaryColor: '#1b3a5c',
  secondaryColor: '#ffffff',
  values: { HEADER: 'Rex', PET_TEMPERAMENT: 'Calm', EMERGENCY_CONTACT_TWO_DISPLAY_NAME: 'Robin Keeper' },
  fontFaces: "@font-face{font-family:'Lato';src:url(data:font/woff2;base64,AAAA) format('woff2');}",
  photo: 'data:image/jpeg;base64,/9j/4AAQ',
  qrText: 'https://pets.example.org/en_US/found/K7QM4XW2P9',
  locale: 'en_US',
  petName: 'Rex',
  ...change,
});

describe('composeWalletCard (decision 0804)', () => {
  it('gives the same strings for the same inputs, both sides well-formed and safe', () => {
    const card = composeWalletCard(inputs());
    expect(composeWalletCard(inputs())).toEqual(card);
    expect(svgIssue(card.front)).toBeNull();
    expect(svgIssue(card.back)).toBeNull();
    expect(card.front).toContain('<title>Front of Rex’s wallet card</title>');
    expect(card.front).toContain('>PET ID</text>');
    expect(card.front).toContain('href="data:image/jpeg;base64,/9j/4AAQ"');
    expect(card.back).toContain('>EMERGENCY CONTACT</text>');
    expect(card.back).toContain('data-value-type="PET_QR_CODE"');
  });

  it('prints the labels and titles in the owner’s language', () => {
    const card = composeWalletCard(inputs({ locale: 'fr_CA', petName: 'Filou' }));
    expect(card.front).toContain('>IDENTIFICATION</text>');
    expect(card.front).toContain('<title>Recto de la carte portefeuille de Filou</title>');
    expect(composeWalletCard(inputs({ locale: 'en_CA', values: { PET_COLOR: 'Tan' } })).front).toContain(
      '>COLOUR</text>',
    );
    expect(composeWalletCard(inputs({ locale: 'es_US' })).back).toContain('>CONTACTO DE EMERGENCIA</text>');
  });

  it('draws the paw picture for a photo that is not a stored JPEG, and the fallback family without fonts', () => {
    for (const photo of [null, 'https://evil.example/x.jpg', 'data:image/svg+xml;base64,PHN2Zz4=', 'javascript:x'])
      expect(composeWalletCard(inputs({ photo })).front).toContain(`href="${PLACEHOLDER_PHOTO}"`);
    const plain = composeWalletCard(inputs({ fontFaces: null })).front;
    expect(plain).not.toContain('@font-face');
    expect(plain).toContain('text{font-family:Arial, Helvetica, sans-serif}');
  });

  it('draws markup typed as a value as text', () => {
    const card = composeWalletCard(
      inputs({ values: { HEADER: '<h:script>', PET_COLOR: '" onload="x' }, petName: '<b>' }),
    );
    expect(card.front).toContain('>&lt;h:script&gt;</text>');
    expect(card.front).toContain('>&quot; onload=&quot;x</text>');
    expect(card.front).toContain('<title>Front of &lt;b&gt;’s wallet card</title>');
    expect(svgIssue(card.front)).toBeNull();
  });
});
