import type { TFunction } from 'i18next';

/**
 * The translated text of a server error code (common:serverErrors.<code>; a catalog test checks that
 * every code of the AppError table has one). An unknown code reads as INTERNAL.
 */
export function serverErrorText(t: TFunction, code: string): string {
  return t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') });
}
