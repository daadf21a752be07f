// The address the card's QR code encodes (PRODUCT.md §6 HomeSafe): the pet's public found page,
// `${origin}/${locale}/found/${code}`. Decision 0801: the public tag codes come with HomeSafe (issue 18,
// another branch); until pets have one this is the ONE place that says "pending", so the merge switches
// it here to `petTagCode(pet)`.
import type { LocaleCode } from '../../../domain/locale/locales.js';

export const PENDING_TAG_CODE = 'pending';

export function foundPageUrl(origin: string, locale: LocaleCode, _pet: { id: string }): string {
  return `${origin}/${locale}/found/${PENDING_TAG_CODE}`;
}
