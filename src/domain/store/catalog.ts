import type { LocaleCode } from '../locale/locales.js';
import { LOCALE_FALLBACKS } from '../locale/locales.js';

// PRODUCT.md §5 Store: products with prices per country; spec §2.1 / §2.18 store pages. The catalog's
// vocabulary (categories, option kinds and their values) lives here; the products themselves are data.

/** spec §2.18: what the store's pages sell. */
export const PRODUCT_CATEGORIES = ['TAG', 'SMART_TRACKER', 'WALLET_CARD', 'COLLAR'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** A product row's category: the store's, LICENSE (every licence line, decision 0501) or DONATION (the Safe & Happy Fund, decision 0802). */
export type CatalogCategory = ProductCategory | 'LICENSE' | 'DONATION';

/** The store page of each category (spec §2.1 routes). */
export const CATEGORY_ROUTE = {
  TAG: 'StoreTags',
  SMART_TRACKER: 'StoreSmartTracker',
  WALLET_CARD: 'StoreWalletCards',
  COLLAR: 'StoreCollars',
} as const satisfies Record<ProductCategory, string>;

/**
 * The choices a product may offer (PRODUCT.md §5: tag designs and colours, collar sizes and colours).
 * Their labels are in the web catalog `store.json` under `options.<kind>.<value>`.
 */
export const PRODUCT_OPTION_VALUES = {
  design: ['classic', 'paw-print', 'stars', 'stripes', 'maple-leaf'],
  color: ['silver', 'gold', 'red', 'blue', 'green', 'pink', 'black'],
  size: ['XS', 'S', 'M', 'L', 'XL'],
} as const;
export type ProductOptionKind = keyof typeof PRODUCT_OPTION_VALUES;
export const PRODUCT_OPTION_KINDS = Object.keys(PRODUCT_OPTION_VALUES) as ProductOptionKind[];

/** The colours as swatches (the option label says the name; the swatch is never the only cue). */
export const OPTION_SWATCHES: Record<(typeof PRODUCT_OPTION_VALUES)['color'][number], string> = {
  silver: '#c0c6cc',
  gold: '#d4a531',
  red: '#c62828',
  blue: '#1e5aa8',
  green: '#2e7d32',
  pink: '#e57ba6',
  black: '#1d1d1d',
};

/** A product's offer of one option kind: which values, in which order. */
export type ProductOption = { kind: ProductOptionKind; values: string[] };

/** Tags are engraved (PRODUCT.md §5): the pet's name and a phone number, each on one line. */
export const ENGRAVING = { lines: 2, maxLength: 18 } as const;

/** Texts a product carries in each locale; a missing locale falls back like the catalogs (spec §1). */
export type LocalizedText = Partial<Record<LocaleCode, string>>;

export function localizedText(text: LocalizedText, locale: LocaleCode): string {
  for (const candidate of [locale, ...LOCALE_FALLBACKS[locale]]) {
    const value = text[candidate];
    if (value) return value;
  }
  return '';
}
