/** spec §9 Interface timings: basket badge text. */
export const BASKET_BADGE_MAX = 99;

export function basketBadgeText(count: unknown): string {
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return '0';
  if (count >= BASKET_BADGE_MAX) return '99+';
  return String(Math.floor(count));
}

/** spec §2.18: default checkout URL. */
export const DEFAULT_CHECKOUT_PATH = '/basket';
