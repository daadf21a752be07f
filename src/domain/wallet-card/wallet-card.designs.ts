// spec §2.17, §3 Wallet card, §7.3 (decision 0801): the wallet card designs. A design is data: its
// artwork (front and back SVG, served by our server under WALLET_CARD_ARTWORK_PATH), its colours and
// font family, and where each of the pet's values goes (placeholders). Every design has a placeholder
// for every valueType of spec §3; designs are sold per country (the store's wallet-card product).
import type { CountryCode } from '../locale/locales.js';
import type { WalletCardFontWeight, WalletCardValueType } from './wallet-card.rules.js';

/** A card is a CR80 card (85.6 × 54 mm) drawn at 10 units a millimetre. */
export const WALLET_CARD_WIDTH = 856;
export const WALLET_CARD_HEIGHT = 540;

export const WALLET_CARD_SIDES = ['FRONT', 'BACK'] as const;
export type WalletCardSide = (typeof WALLET_CARD_SIDES)[number];
export type TextAlignment = 'left' | 'center' | 'right';

/** spec §3 Placeholder. `labelName` is a key of the web catalog `walletCard.json` `labels.*`. */
export type WalletCardPlaceholder = {
  side: WalletCardSide;
  labelName: string;
  valueType: WalletCardValueType;
  valueCharacterLimit: number;
  labelFontSize: number;
  valueFontSize: number;
  labelFontWeight: WalletCardFontWeight;
  valueFontWeight: WalletCardFontWeight;
  labelX: number;
  labelY: number;
  valueX: number;
  valueY: number;
  labelTextAlignment: TextAlignment;
  valueWidth: number;
  valueHeight: number;
};

/** spec §3 Card. `frontLabel`/`backLabel` are keys of `walletCard.json` `sides.*`. */
export type WalletCardDesign = {
  id: string;
  /** the countries that sell it */
  countries: readonly CountryCode[];
  frontLabel: string;
  backLabel: string;
  primaryColor: string;
  secondaryColor: string;
  fontFamily: WalletCardFontFamily;
  placeholders: readonly WalletCardPlaceholder[];
};

/** The families the font endpoint serves (npm `@fontsource/*`, PRODUCT.md §3 fonts row). */
export const WALLET_CARD_FONT_FAMILIES = ['Lato', 'Merriweather', 'Nunito', 'Roboto Slab'] as const;
export type WalletCardFontFamily = (typeof WALLET_CARD_FONT_FAMILIES)[number];
/** The family a card falls back to when its font cannot be fetched (spec §7.3, decision 0801). */
export const WALLET_CARD_FALLBACK_FAMILY = 'Arial, Helvetica, sans-serif';

/** The colours an owner may pick for a card (name → hex); a design's own colours are its defaults. */
export const WALLET_CARD_COLORS = {
  navy: '#1b3a5c',
  teal: '#0f6e6e',
  forest: '#2e5e2e',
  plum: '#5b2a5e',
  brick: '#9c2f1f',
  charcoal: '#333a40',
  sand: '#f3e6c8',
  sky: '#d8ebf7',
  mint: '#dcf1e3',
  blush: '#f8dfe4',
  white: '#ffffff',
  gold: '#e0b43c',
} as const;
export type WalletCardColorName = keyof typeof WALLET_CARD_COLORS;
export const isWalletCardColor = (value: string): boolean =>
  (Object.values(WALLET_CARD_COLORS) as string[]).includes(value.toLowerCase());

/** Where the server serves the artwork: `${WALLET_CARD_ARTWORK_PATH}/<design>/<front|back>.svg`. */
export const WALLET_CARD_ARTWORK_PATH = '/wallet-card-designs';
export function artworkUrl(designId: string, side: WalletCardSide): string {
  return `${WALLET_CARD_ARTWORK_PATH}/${encodeURIComponent(designId)}/${side === 'FRONT' ? 'front' : 'back'}.svg`;
}

type Layout = 'photo-left' | 'photo-right';

/** The same placeholders for every design of one layout; only artwork, colours and font differ. */
function placeholdersOf(layout: Layout): WalletCardPlaceholder[] {
  const photoX = layout === 'photo-left' ? 48 : 548;
  const textX = layout === 'photo-left' ? 336 : 48;
  const align: TextAlignment = 'left';
  const common = { labelFontWeight: 'bold', valueFontWeight: 'normal', labelTextAlignment: align } as const;
  return [
    {
      ...common,
      side: 'FRONT',
      labelName: 'header',
      valueType: 'HEADER',
      valueCharacterLimit: 24,
      labelFontSize: 22,
      valueFontSize: 48,
      valueFontWeight: 'bolder',
      labelX: textX,
      labelY: 70,
      valueX: textX,
      valueY: 80,
      valueWidth: 472,
      valueHeight: 60,
    },
    {
      ...common,
      side: 'FRONT',
      labelName: 'photo',
      valueType: 'PET_IMAGE',
      valueCharacterLimit: 0,
      labelFontSize: 0,
      valueFontSize: 0,
      labelX: photoX,
      labelY: 0,
      valueX: photoX,
      valueY: 70,
      valueWidth: 260,
      valueHeight: 260,
    },
    {
      ...common,
      side: 'FRONT',
      labelName: 'temperament',
      valueType: 'PET_TEMPERAMENT',
      valueCharacterLimit: 40,
      labelFontSize: 22,
      valueFontSize: 28,
      labelX: textX,
      labelY: 196,
      valueX: textX,
      valueY: 206,
      valueWidth: 472,
      valueHeight: 70,
    },
    {
      ...common,
      side: 'FRONT',
      labelName: 'color',
      valueType: 'PET_COLOR',
      valueCharacterLimit: 30,
      labelFontSize: 22,
      valueFontSize: 28,
      labelX: textX,
      labelY: 320,
      valueX: textX,
      valueY: 330,
      valueWidth: 472,
      valueHeight: 70,
    },
    {
      ...common,
      side: 'BACK',
      labelName: 'qrCode',
      valueType: 'PET_QR_CODE',
      valueCharacterLimit: 0,
      labelFontSize: 18,
      valueFontSize: 0,
      labelTextAlignment: 'center',
      labelX: 668,
      labelY: 470,
      valueX: 548,
      valueY: 200,
      valueWidth: 240,
      valueHeight: 240,
    },
    {
      ...common,
      side: 'BACK',
      labelName: 'emergencyContactTwoName',
      valueType: 'EMERGENCY_CONTACT_TWO_DISPLAY_NAME',
      valueCharacterLimit: 30,
      labelFontSize: 22,
      valueFontSize: 30,
      labelX: 48,
      labelY: 230,
      valueX: 48,
      valueY: 240,
      valueWidth: 460,
      valueHeight: 80,
    },
    {
      ...common,
      side: 'BACK',
      labelName: 'emergencyContactTwoPhone',
      valueType: 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER',
      valueCharacterLimit: 20,
      labelFontSize: 22,
      valueFontSize: 30,
      labelX: 48,
      labelY: 370,
      valueX: 48,
      valueY: 380,
      valueWidth: 460,
      valueHeight: 44,
    },
  ];
}

function design(
  id: string,
  countries: readonly CountryCode[],
  primaryColor: string,
  secondaryColor: string,
  fontFamily: WalletCardFontFamily,
  layout: Layout,
): WalletCardDesign {
  return {
    id,
    countries,
    frontLabel: 'front',
    backLabel: 'back',
    primaryColor,
    secondaryColor,
    fontFamily,
    placeholders: placeholdersOf(layout),
  };
}

/** Decision 0801: four designs in each country; the maple leaf in Canada, the stripes in the US. */
export const WALLET_CARD_DESIGNS: readonly WalletCardDesign[] = [
  design('classic', ['US', 'CA'], WALLET_CARD_COLORS.navy, WALLET_CARD_COLORS.sky, 'Lato', 'photo-left'),
  design('paw-print', ['US', 'CA'], WALLET_CARD_COLORS.teal, WALLET_CARD_COLORS.mint, 'Nunito', 'photo-left'),
  design('stars', ['US', 'CA'], WALLET_CARD_COLORS.plum, WALLET_CARD_COLORS.blush, 'Merriweather', 'photo-right'),
  design('stripes', ['US'], WALLET_CARD_COLORS.brick, WALLET_CARD_COLORS.sand, 'Roboto Slab', 'photo-right'),
  design('maple-leaf', ['CA'], WALLET_CARD_COLORS.brick, WALLET_CARD_COLORS.white, 'Roboto Slab', 'photo-right'),
];
export const WALLET_CARD_DESIGN_IDS = WALLET_CARD_DESIGNS.map((entry) => entry.id);

export function walletCardDesignsOf(country: CountryCode): WalletCardDesign[] {
  return WALLET_CARD_DESIGNS.filter((entry) => entry.countries.includes(country));
}

export function findWalletCardDesign(id: string, country?: CountryCode): WalletCardDesign | undefined {
  return WALLET_CARD_DESIGNS.find((entry) => entry.id === id && (!country || entry.countries.includes(country)));
}

/** The font weights a design uses (what the font endpoint is asked for). */
export function designFontWeights(entry: WalletCardDesign): WalletCardFontWeight[] {
  return [...new Set(entry.placeholders.flatMap((p) => [p.labelFontWeight, p.valueFontWeight]))];
}

/** The store's product a designed card is sold as (decision 0401's demo catalog). */
export const WALLET_CARD_PRODUCT_SLUG = 'pet-id-wallet-card';

/** Decision 0801: the most designed cards one basket holds (each keeps its SVGs, up to a few MB). */
export const WALLET_CARDS_PER_BASKET = 10;
