import type { CountryCode } from './locales.js';
import { isOneOf } from '../shared/one-of.js';

// spec §3 Address, §9 Locales and regions: regions as {COUNTRY}_{XX}.

/** The 50 states plus the District of Columbia (decision 1006), by USPS code. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** The 10 provinces and 3 territories, by Canada Post code. */
export const CA_PROVINCE_CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export type UsStateCode = (typeof US_STATE_CODES)[number];
export type CaProvinceCode = (typeof CA_PROVINCE_CODES)[number];
export type RegionCode = `US_${UsStateCode}` | `CA_${CaProvinceCode}`;

export const US_REGIONS = US_STATE_CODES.map((code) => `US_${code}` as const);
export const CA_REGIONS = CA_PROVINCE_CODES.map((code) => `CA_${code}` as const);
export const REGIONS: readonly RegionCode[] = [...US_REGIONS, ...CA_REGIONS];

/** Region names are proper nouns shown as written locally (French names for fr_CA are a web concern). */
export const REGION_NAMES: Record<RegionCode, string> = {
  US_AL: 'Alabama',
  US_AK: 'Alaska',
  US_AZ: 'Arizona',
  US_AR: 'Arkansas',
  US_CA: 'California',
  US_CO: 'Colorado',
  US_CT: 'Connecticut',
  US_DE: 'Delaware',
  US_DC: 'District of Columbia',
  US_FL: 'Florida',
  US_GA: 'Georgia',
  US_HI: 'Hawaii',
  US_ID: 'Idaho',
  US_IL: 'Illinois',
  US_IN: 'Indiana',
  US_IA: 'Iowa',
  US_KS: 'Kansas',
  US_KY: 'Kentucky',
  US_LA: 'Louisiana',
  US_ME: 'Maine',
  US_MD: 'Maryland',
  US_MA: 'Massachusetts',
  US_MI: 'Michigan',
  US_MN: 'Minnesota',
  US_MS: 'Mississippi',
  US_MO: 'Missouri',
  US_MT: 'Montana',
  US_NE: 'Nebraska',
  US_NV: 'Nevada',
  US_NH: 'New Hampshire',
  US_NJ: 'New Jersey',
  US_NM: 'New Mexico',
  US_NY: 'New York',
  US_NC: 'North Carolina',
  US_ND: 'North Dakota',
  US_OH: 'Ohio',
  US_OK: 'Oklahoma',
  US_OR: 'Oregon',
  US_PA: 'Pennsylvania',
  US_RI: 'Rhode Island',
  US_SC: 'South Carolina',
  US_SD: 'South Dakota',
  US_TN: 'Tennessee',
  US_TX: 'Texas',
  US_UT: 'Utah',
  US_VT: 'Vermont',
  US_VA: 'Virginia',
  US_WA: 'Washington',
  US_WV: 'West Virginia',
  US_WI: 'Wisconsin',
  US_WY: 'Wyoming',
  CA_AB: 'Alberta',
  CA_BC: 'British Columbia',
  CA_MB: 'Manitoba',
  CA_NB: 'New Brunswick',
  CA_NL: 'Newfoundland and Labrador',
  CA_NS: 'Nova Scotia',
  CA_NT: 'Northwest Territories',
  CA_NU: 'Nunavut',
  CA_ON: 'Ontario',
  CA_PE: 'Prince Edward Island',
  CA_QC: 'Quebec',
  CA_SK: 'Saskatchewan',
  CA_YT: 'Yukon',
};

export function isRegionCode(value: string): value is RegionCode {
  return isOneOf(REGIONS, value);
}

export function regionsOf(country: CountryCode): readonly RegionCode[] {
  return country === 'US' ? US_REGIONS : CA_REGIONS;
}

/**
 * spec §3 Address: a 2-letter code is prefixed with the country ("ON", CA → "CA_ON"); a code that
 * already carries a country is kept. Returns null when the result is not a region of that country.
 */
export function prefixRegion(code: string | null | undefined, country: CountryCode): RegionCode | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase().replace('-', '_');
  const full = /^[A-Z]{2}$/.test(upper) ? `${country}_${upper}` : upper;
  return isRegionCode(full) && full.startsWith(`${country}_`) ? full : null;
}

/** spec §3 Address: the country is derived from a 4-character code's country part ("CA_ON" → CA). */
export function countryOfRegion(code: string | null | undefined): CountryCode | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase().replace('-', '_');
  const compact = upper.replace('_', '');
  if (compact.length !== 4) return null;
  const country = compact.slice(0, 2);
  const region = `${country}_${compact.slice(2)}`;
  return (country === 'US' || country === 'CA') && isRegionCode(region) ? country : null;
}

/** The 2-letter part shown in an address label ("CA_ON" → "ON"). */
export function regionShortCode(code: RegionCode): string {
  return code.slice(3);
}
