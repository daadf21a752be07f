// Decision 0308: the operator's jurisdiction form's values — a new jurisdiction's, or those of the one edited.
import type { LicensingChoice } from '../../../domain/jurisdiction/jurisdiction-form.schemas.js';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { COUNTRY_HOME_LOCALE, type CountryCode, type LocaleCode } from '../../../domain/locale/locales.js';
import type { OperatorJurisdictionFieldsFragment } from '../../lib/graphql-types.generated.js';

export type JurisdictionFormValues = {
  name: string;
  slug: string;
  country: CountryCode | '';
  locales: LocaleCode[];
  timezone: string;
  supportPhone: string;
  supportEmail: string;
  logoUrl: string;
  brandColor: string;
  boundaryColor: string;
  licensing: LicensingChoice | '';
};

export const NEW_JURISDICTION: JurisdictionFormValues = {
  name: '',
  slug: '',
  country: '',
  locales: [],
  timezone: '',
  supportPhone: '',
  supportEmail: '',
  logoUrl: '',
  brandColor: '',
  boundaryColor: '',
  licensing: '',
};

/** The form's values of the jurisdiction edited; its help line as `locale` writes a phone number, not bare digits. */
export function valuesOfJurisdiction(
  row: OperatorJurisdictionFieldsFragment,
  locale: LocaleCode,
): JurisdictionFormValues {
  return {
    name: row.name,
    slug: row.slug,
    country: row.country as CountryCode,
    locales: row.locales as LocaleCode[],
    timezone: row.timezone,
    supportPhone: formatPhoneForLocale(row.supportPhone, locale),
    supportEmail: row.supportEmail ?? '',
    logoUrl: row.logoUrl ?? '',
    brandColor: row.brandColor ?? '',
    boundaryColor: row.boundaryColor ?? '',
    licensing: row.noLicensing ? 'NONE' : row.hasPolicy ? 'KEEP' : '',
  };
}

/** A country chosen: its first language offered, the others of the old country dropped. */
export function withCountry(values: JurisdictionFormValues, country: CountryCode): JurisdictionFormValues {
  const kept = values.locales.filter((locale) => locale.endsWith(`_${country}`));
  return { ...values, country, locales: kept.length > 0 ? kept : [COUNTRY_HOME_LOCALE[country]] };
}
