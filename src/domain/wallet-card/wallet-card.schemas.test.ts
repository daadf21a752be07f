import { describe, expect, it } from 'vitest';
import { isPrintableCardText, printableCardText } from './wallet-card.rules.js';
import { walletCardDesignSchema } from './wallet-card.schemas.js';

// decision 0804: the design the designer sends and the server parses, with one schema
const design = {
  designId: 'classic',
  petId: '12',
  primaryColor: '#1B3A5C',
  secondaryColor: '#ffffff',
  values: { HEADER: 'Biscuit', PET_TEMPERAMENT: 'Calm, friendly' },
  photo: '0123abcd',
  fallbackFont: false,
};

describe('the design of a card (decision 0804)', () => {
  it('parses a design, colours in lower case', () => {
    const parsed = walletCardDesignSchema.safeParse(design);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.primaryColor).toBe('#1b3a5c');
  });

  it.each([
    ['an SVG beside it', { front: '<svg/>', back: '<svg/>' }],
    ['an unknown value', { values: { HEADER: 'x', SCRIPT: 'x' } }],
    ['a design that does not exist', { designId: 'nope' }],
    ['a colour not offered', { primaryColor: '#123456' }],
    ['a colour that is CSS', { secondaryColor: 'red}</style>' }],
    ['a value over its limit', { values: { HEADER: 'x'.repeat(25) } }],
    ['a control character', { values: { PET_COLOR: 'tan\u0000' } }],
    ['a lone surrogate', { values: { PET_COLOR: 'tan\uD83D' } }],
    ['a photo that is not a version', { photo: 'https://evil.example/x.jpg' }],
    ['a pet id that is not one', { petId: '1 or 1=1' }],
    ['a font choice that is not a boolean', { fallbackFont: 'no' }],
  ])('refuses %s', (_name, change) =>
    expect(walletCardDesignSchema.safeParse({ ...design, ...change }).success).toBe(false),
  );

  it('accepts markup as words (drawn as text, escaped) and a photo-less card', () =>
    expect(
      walletCardDesignSchema.safeParse({ ...design, photo: null, values: { HEADER: '<script>x</script>' } }).success,
    ).toBe(true));

  it('counts an emoji once against a limit', () =>
    expect(walletCardDesignSchema.safeParse({ ...design, values: { HEADER: '🐶'.repeat(24) } }).success).toBe(true));
});

describe('printable card text', () => {
  it.each([
    ['Biscuit 🐶 שלום', true],
    ['tab\there', false],
    ['\uFFFE', false],
    ['\uDC00lone', false],
  ])('%j is printable: %s', (text, printable) => expect(isPrintableCardText(text)).toBe(printable));

  it('drops what a card cannot print, keeps the rest', () =>
    expect(printableCardText('Bis\u0007cuit \uD83D🐶')).toBe('Biscuit 🐶'));
});
