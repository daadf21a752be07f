import { describe, expect, it } from 'vitest';
import {
  designFontWeights,
  WALLET_CARD_DESIGNS,
  WALLET_CARD_HEIGHT,
  WALLET_CARD_WIDTH,
  type WalletCardPlaceholder,
  walletCardDesignsOf,
} from './wallet-card.designs.js';
import {
  cardValueReports,
  editCardValue,
  initialCardValues,
  labelShown,
  layoutSide,
  layoutValue,
  linesThatFit,
  printedCardValue,
  printedCardValues,
  type TextMeasure,
  wrapText,
} from './wallet-card.layout.js';
import { fontWeightsParam, WALLET_CARD_VALUE_TYPES } from './wallet-card.rules.js';

/** Every character 10 units wide, whatever the size: easy to reason about. */
const tenEach: TextMeasure = (text) => Array.from(text).length * 10;
const classic = WALLET_CARD_DESIGNS.find((d) => d.id === 'classic');
if (!classic) throw new Error('no classic design');
const placeholder = (overrides: Partial<WalletCardPlaceholder>): WalletCardPlaceholder => ({
  side: 'FRONT',
  labelName: 'temperament',
  valueType: 'PET_TEMPERAMENT',
  valueCharacterLimit: 40,
  labelFontSize: 20,
  valueFontSize: 20,
  labelFontWeight: 'bold',
  valueFontWeight: 'normal',
  labelX: 100,
  labelY: 50,
  valueX: 100,
  valueY: 60,
  labelTextAlignment: 'left',
  valueWidth: 100,
  valueHeight: 80,
  ...overrides,
});

describe('wallet card designs (spec §3, decision 0801)', () => {
  it('at least four designs per country, each with every valueType of spec §3 once', () => {
    for (const country of ['US', 'CA'] as const) expect(walletCardDesignsOf(country).length).toBeGreaterThanOrEqual(4);
    for (const design of WALLET_CARD_DESIGNS) {
      expect(design.placeholders.map((p) => p.valueType).sort()).toEqual([...WALLET_CARD_VALUE_TYPES].sort());
      for (const p of design.placeholders) {
        expect(p.valueX + p.valueWidth).toBeLessThanOrEqual(WALLET_CARD_WIDTH);
        expect(p.valueY + p.valueHeight).toBeLessThanOrEqual(WALLET_CARD_HEIGHT);
        if (p.valueFontSize > 0) expect(linesThatFit(p.valueHeight, p.valueFontSize)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('asks the font service for the weights the design uses, joined by ";" (spec §9 font weights)', () => {
    expect(fontWeightsParam(designFontWeights(classic))).toBe('400;700;900');
  });
});

describe('placeholder layout (spec §9: line offset 10, line height 1.1)', () => {
  it('puts the first baseline offset + one size below the box top, then 1.1 sizes apart', () => {
    const laid = layoutValue(placeholder({}), 'calm gentle friendly', tenEach);
    expect(laid.lines).toEqual([
      { text: 'calm', x: 100, y: 90 },
      { text: 'gentle', x: 100, y: 112 },
      { text: 'friendly', x: 100, y: 134 },
    ]);
    expect(laid.fontWeight).toBe(400);
    expect(laid.anchor).toBe('start');
  });

  it('follows the alignment: centre of the box, right edge', () => {
    expect(layoutValue(placeholder({ labelTextAlignment: 'center' }), 'ab', tenEach).lines[0]?.x).toBe(150);
    const right = layoutValue(placeholder({ labelTextAlignment: 'right' }), 'ab', tenEach);
    expect(right.lines[0]?.x).toBe(200);
    expect(right.anchor).toBe('end');
  });

  it('draws a value too long for its box smaller, then ends what still does not fit with "…"', () => {
    // 80 high, size 20: 80 - 10 - 20 = 50 → 1 + floor(50 / 22) = 3 lines
    expect(linesThatFit(80, 20)).toBe(3);
    const proportional: TextMeasure = (text, size) => Array.from(text).length * size * 0.5;
    // 4 words of 10 characters, 100 wide: one word a line at 20 (4 lines); at 16, 4 lines fit
    const shrunk = layoutValue(placeholder({}), 'aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd', proportional);
    expect(shrunk.fontSize).toBe(16);
    expect(shrunk.lines.map((line) => line.y)).toEqual([86, 103.6, 121.2, 138.8]);
    // never below 60 % of the size: 12 here, and the rest is left out
    const tooLong = layoutValue(placeholder({}), 'aaaaaaaaaa '.repeat(12).trim(), proportional);
    expect(tooLong.fontSize).toBe(12);
    expect(tooLong.lines).toHaveLength(linesThatFit(80, 12));
    // issue 38 D7: never left out without a sign — the last line ends in "…" within the box
    expect(tooLong.shortened).toBe(true);
    const last = tooLong.lines.at(-1)?.text ?? '';
    expect(last.endsWith('…')).toBe(true);
    expect(proportional(last, 12, 400)).toBeLessThanOrEqual(100);
    expect(shrunk.shortened).toBeUndefined();
  });

  it('wraps at spaces and breaks a word wider than the line', () => {
    expect(wrapText('one two three', 70, 20, 400, tenEach)).toEqual(['one two', 'three']);
    expect(wrapText('abcdefghijkl', 50, 20, 400, tenEach)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('😀😀😀 שלום', 40, 20, 400, tenEach)).toEqual(['😀😀😀', 'שלום']);
  });

  it('uses the bold weight numbers of spec §9', () => {
    expect(layoutValue(placeholder({ valueFontWeight: 'bolder' }), 'x', tenEach).fontWeight).toBe(900);
    expect(layoutValue(placeholder({ valueFontWeight: 'light' }), 'x', tenEach).fontWeight).toBe(300);
  });
});

describe('which labels are drawn: the second emergency contact rule (spec §9), and a text label with its value', () => {
  const labels = (values: Record<string, string>) =>
    layoutSide(classic, 'BACK', values, (p) => p.labelName, tenEach)
      .filter((item) => item.kind === 'text' && item.role === 'label')
      .map((item) => (item.kind === 'text' ? item.lines[0]?.text : ''));

  it('hides both labels when neither name nor phone is present', () => {
    expect(labels({})).toEqual(['qrCode']);
    expect(labels({ EMERGENCY_CONTACT_TWO_DISPLAY_NAME: '   ' })).toEqual(['qrCode']);
  });

  it('shows them with a name only or a phone only', () => {
    const shown = ['qrCode', 'emergencyContactTwoName', 'emergencyContactTwoPhone'];
    expect(labels({ EMERGENCY_CONTACT_TWO_DISPLAY_NAME: 'Ana' }).sort()).toEqual([...shown].sort());
    expect(labels({ EMERGENCY_CONTACT_TWO_PHONE_NUMBER: '(206) 555-0100' }).sort()).toEqual([...shown].sort());
  });

  it('a text label hides with its value: no TEMPERAMENT or COLOR title over an empty space', () => {
    const frontLabels = (values: Record<string, string>) =>
      layoutSide(classic, 'FRONT', values, (p) => p.labelName, tenEach)
        .filter((item) => item.kind === 'text' && item.role === 'label')
        .map((item) => (item.kind === 'text' ? item.lines[0]?.text : ''));
    expect(frontLabels({ HEADER: 'Rex', PET_TEMPERAMENT: '  ', PET_COLOR: '' })).toEqual(['header']);
    expect(frontLabels({ HEADER: 'Rex', PET_TEMPERAMENT: 'Friendly', PET_COLOR: 'Black' })).toEqual([
      'header',
      'temperament',
      'color',
    ]);
    const temperament = classic.placeholders.find((p) => p.valueType === 'PET_TEMPERAMENT');
    if (!temperament) throw new Error('no temperament');
    expect(labelShown(temperament, {})).toBe(false);
    expect(labelShown(temperament, { PET_TEMPERAMENT: 'Shy' })).toBe(true);
  });

  it('the QR code’s label always shows (the code is always drawn)', () => {
    const qr = classic.placeholders.find((p) => p.valueType === 'PET_QR_CODE');
    if (!qr) throw new Error('no QR code');
    expect(labelShown(qr, {})).toBe(true);
  });
});

describe('cuts (spec §9; issue 38 D7, decision 1010)', () => {
  it('the pet’s data is kept whole in the fields, and printed shortened at a word with "…"', () => {
    const values = initialCardValues(classic, {
      PET_COLOR: 'Black, White, Brown, Golden, Brindle, Grey',
      PET_TEMPERAMENT: 'Friendly,  Playful',
    });
    expect(values.PET_COLOR).toBe('Black, White, Brown, Golden, Brindle, Grey');
    expect(values.PET_TEMPERAMENT).toBe('Friendly, Playful');
    expect(values.EMERGENCY_CONTACT_TWO_DISPLAY_NAME).toBe('');
    expect(printedCardValues(classic, values, 'en_US').PET_COLOR).toBe('Black, White, Brown, Golden…');
  });

  it('typed values are kept whole (the card, not the field, is shortened)', () => {
    expect(editCardValue('123456789012345678901234')).toBe('123456789012345678901234');
    expect(editCardValue('Rex\u0007')).toBe('Rex');
  });

  it('"…long walks in the rain…" prints "…long walks in…", never "…long walks in / t"', () => {
    const typed = 'Friendly, loves kids and long walks in the rain…';
    const printed = printedCardValue('PET_TEMPERAMENT', typed, 40, 'en_US');
    expect(printed).toBe('Friendly, loves kids and long walks in…');
    const temperament = classic.placeholders.find((p) => p.valueType === 'PET_TEMPERAMENT');
    if (!temperament) throw new Error('no temperament');
    const drawn = layoutValue(temperament, printed).lines.map((line) => line.text);
    expect(drawn.join(' ')).toBe(printed);
    for (const line of drawn) expect(line).not.toMatch(/^\S$/);
  });

  it('prints the second contact’s phone formatted as everywhere else, and leaves words as typed', () => {
    expect(printedCardValue('EMERGENCY_CONTACT_TWO_PHONE_NUMBER', '2065550199', 20, 'en_US')).toBe('(206) 555-0199');
    expect(printedCardValue('EMERGENCY_CONTACT_TWO_PHONE_NUMBER', '206.555.0199', 20, 'fr_CA')).toBe('206 555-0199');
    expect(printedCardValue('EMERGENCY_CONTACT_TWO_PHONE_NUMBER', 'call 206 555 0199', 20, 'en_US')).toBe(
      'call 206 555 0199',
    );
    expect(printedCardValue('EMERGENCY_CONTACT_TWO_DISPLAY_NAME', '2065550199', 30, 'en_US')).toBe('2065550199');
  });

  it('printing twice changes nothing (what is sent composes as the preview)', () => {
    const values = {
      HEADER: 'Biscuit the Magnificent Good Boy',
      PET_TEMPERAMENT: 'Friendly, loves kids and long walks in the rain…',
      EMERGENCY_CONTACT_TWO_PHONE_NUMBER: '2065550199',
    };
    const once = printedCardValues(classic, values, 'fr_CA');
    expect(printedCardValues(classic, once, 'fr_CA')).toEqual(once);
    expect(once.HEADER).toBe('Biscuit the Magnificent…');
  });

  it('reports each field’s count and, when shortened, how it prints', () => {
    const reports = cardValueReports(
      classic,
      { HEADER: 'Rex', PET_TEMPERAMENT: 'Friendly, loves kids and long walks in the rain…' },
      'en_US',
      null,
    );
    expect(reports.HEADER).toEqual({ count: 3, limit: 24, printed: 'Rex', shortened: false });
    expect(reports.PET_TEMPERAMENT).toMatchObject({
      count: 48,
      limit: 40,
      printed: 'Friendly, loves kids and long walks in…',
      shortened: true,
    });
    // within the limit but too wide for its place: shortened on the card, and said so
    const wide = cardValueReports(classic, { HEADER: 'WWWWWWWWWWWWWWWWWWWWWWWW' }, 'en_US', 'Lato').HEADER;
    expect(wide.count).toBe(24);
    expect(wide.shortened).toBe(true);
    expect(wide.printed.endsWith('…')).toBe(true);
  });

  it('a side never draws more than the limit, whatever it is given', () => {
    const items = layoutSide(
      classic,
      'FRONT',
      { HEADER: 'x'.repeat(100) },
      () => 'label',
      () => 1,
    );
    const header = items.find((item) => item.kind === 'text' && item.role === 'value' && item.valueType === 'HEADER');
    expect(header?.kind === 'text' ? header.lines.map((l) => l.text).join('') : '').toHaveLength(24);
  });
});
