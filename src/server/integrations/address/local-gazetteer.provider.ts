// The embedded default address provider (PRODUCT.md §3): no network. It cannot verify streets; it
// reads what was typed ("civic street, city" or "civic street, ZIP/postal code"), finds the place
// (city, state/province, ZIP or postal prefix) in the gazetteer, and suggests those places. The id of
// a suggestion encodes the whole address, so retrieve rebuilds it without any state.
import { z } from 'zod';
import {
  type AddressInput,
  type AddressLookupResult,
  buildAddressLabel,
  isPoBoxText,
  isValidZip,
  normalizeAddress,
  normalizePostalCode,
} from '../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import { prefixRegion, type RegionCode, regionShortCode } from '../../../domain/locale/regions.js';
import { trimToNull } from '../../../domain/shared/text.rules.js';
import type { AddressProvider, AddressSuggestion, FindOptions } from './address-provider.js';
import {
  foldName,
  type GazetteerCity,
  type GazetteerIndex,
  type GazetteerPlace,
  loadGazetteerIndex,
} from './gazetteer-index.js';

export const DEFAULT_SUGGESTION_LIMIT = 10;
const ENCODED_TEXT_MAX = 200;

/** Addresses already on file that match the text. Whatever it returns is shown to visitors: see decision 0102. */
export type AddressesOnFile = (text: string, country: CountryCode) => Promise<readonly AddressInput[]>;

export type LocalGazetteerOptions = {
  addressesOnFile?: AddressesOnFile;
  /** for tests: an index built from a small fixture instead of the zipcodes package */
  index?: () => Promise<GazetteerIndex>;
};

/** What the typed text says, before the gazetteer is consulted. */
export type ParsedAddressText = {
  unit: string | null;
  civic: string | null;
  street: string | null;
  poBox: string | null;
  city: string | null;
  region: string | null;
  /** a whole or partial ZIP (digits) or postal code (upper case, no space) */
  postal: string | null;
};

const US_POSTAL_AT_END = /(?:^|\s)(\d{3,5})(?:-\d{0,4})?$/;
const CA_POSTAL_AT_END = /(?:^|\s)([A-Za-z]\d[A-Za-z])(?:\s?(\d[A-Za-z]\d))?$/;
const REGION_AT_END = /(?:^|\s)([A-Za-z]{2})$/;
const UNIT_SUFFIX =
  /\s*(?:,\s*)?(?:#|\b(?:apt|apartment|unit|suite|ste|app|appartement|bureau|depto|dpto)\.?\s*#?)\s*([\p{L}\p{Nd}]+)$/iu;

function takePostal(segment: string, country: CountryCode): { rest: string; postal: string | null } {
  const match = (country === 'US' ? US_POSTAL_AT_END : CA_POSTAL_AT_END).exec(segment);
  if (!match) return { rest: segment, postal: null };
  const postal = country === 'US' ? (match[1] ?? '') : `${match[1] ?? ''}${match[2] ?? ''}`.toUpperCase();
  return { rest: segment.slice(0, match.index).trim(), postal };
}

function takeRegion(segment: string, country: CountryCode): { rest: string; region: string | null } {
  const match = REGION_AT_END.exec(segment);
  if (!match?.[1] || !prefixRegion(match[1], country)) return { rest: segment, region: null };
  return { rest: segment.slice(0, match.index).trim(), region: match[1].toUpperCase() };
}

/** "12-345 Main St Apt 4" → unit, civic, street; "PO Box 9" → poBox. */
function parseStreetPart(part: string): Pick<ParsedAddressText, 'unit' | 'civic' | 'street' | 'poBox'> {
  if (isPoBoxText(part)) return { unit: null, civic: null, street: null, poBox: /\d+/.exec(part)?.[0] ?? null };
  let rest = part;
  let unit: string | null = null;
  const suffix = UNIT_SUFFIX.exec(rest);
  if (suffix) {
    unit = suffix[1] ?? null;
    rest = rest.slice(0, suffix.index).trim();
  }
  // Canadian style: unit-civic ("12-345 Main St")
  const dashed = /^([\p{L}\p{Nd}]+)\s*-\s*(\d+[A-Za-z]?)\b\s*(.*)$/u.exec(rest);
  if (dashed && !unit)
    return { unit: dashed[1] ?? null, civic: dashed[2] ?? null, street: trimToNull(dashed[3]), poBox: null };
  const civic = /^(\d+[A-Za-z]?(?:\s?1\/2)?)\b\s*(.*)$/.exec(rest);
  if (civic) return { unit, civic: civic[1] ?? null, street: trimToNull(civic[2]), poBox: null };
  return { unit, civic: null, street: trimToNull(rest), poBox: null };
}

/**
 * Reads typed text. Commas separate the street part from the place part ("123 Main St, Seattle WA
 * 98101"); without commas a trailing ZIP or postal code is still found. Text that does not start
 * with a number or a PO box is taken as a place ("Seattle", "K1A 0B1").
 */
export function parseAddressText(text: string, country: CountryCode): ParsedAddressText {
  const segments = text
    .replace(/\s+/g, ' ')
    .split(',')
    .map((segment) => segment.trim())
    .filter(Boolean);
  const parsed: ParsedAddressText = {
    unit: null,
    civic: null,
    street: null,
    poBox: null,
    city: null,
    region: null,
    postal: null,
  };
  const first = segments[0];
  if (!first) return parsed;

  const streetFirst = /^(?:[\p{L}\p{Nd}]+\s*-\s*)?\d/u.test(first) || isPoBoxText(first) || first.startsWith('#');
  let placeSegments = segments.slice(1);
  if (streetFirst) {
    let streetPart = first;
    if (segments.length === 1) {
      // no commas: the postal code (and a region before it) may still end the text
      const { rest, postal } = takePostal(streetPart, country);
      if (postal && rest !== '') {
        const region = takeRegion(rest, country);
        streetPart = region.rest;
        parsed.postal = postal;
        parsed.region = region.region;
      } else if (postal && country === 'US' && /^\d+(?:-\d*)?$/.test(first)) {
        // digits alone: a ZIP being typed, not a civic number
        parsed.postal = postal;
        return parsed;
      }
    }
    Object.assign(parsed, parseStreetPart(streetPart));
  } else {
    placeSegments = segments;
  }

  for (const segment of placeSegments) {
    const postal = takePostal(segment, country);
    const region = takeRegion(postal.rest, country);
    parsed.postal ??= postal.postal;
    parsed.region ??= region.region;
    if (region.rest && !parsed.city) parsed.city = region.rest;
  }
  return parsed;
}

/**
 * Words that end a street's name (USPS suffixes and Canadian and French forms), folded; only those no
 * town's name starts with ("Park City" stays a town; "St" is "Saint" once folded).
 */
const STREET_TYPES = new Set(
  (
    'street ave avenue av rd road dr drive ln lane way ct court pl place blvd boulevard ter terrace cir circle ' +
    'trl trail pkwy parkway hwy highway sq cres crescent loop alley rue chemin boul'
  ).split(' '),
);

/**
 * Without commas or a postal code, "123 Main St Seattle" ends with a city: the longest run of final
 * words (up to 3, leaving a street word) that names a city of the country exactly.
 */
export function splitTrailingCity(
  index: GazetteerIndex,
  parsed: ParsedAddressText,
  country: CountryCode,
): ParsedAddressText {
  if (parsed.city || parsed.postal || !parsed.street) return parsed;
  const words = parsed.street.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    // "12 Mystery Lane" names a street, not the town of Lane, SC (issue 11: 8)
    if (STREET_TYPES.has(foldName(words[words.length - count] ?? ''))) continue;
    const key = foldName(words.slice(-count).join(' '));
    if (index.cities.some((city) => city.country === country && city.key === key)) {
      return { ...parsed, street: words.slice(0, -count).join(' '), city: words.slice(-count).join(' ') };
    }
  }
  return parsed;
}

/** Places the parsed text points at: by ZIP/postal code first, else by city name prefix. */
export function findPlaces(
  index: GazetteerIndex,
  parsed: ParsedAddressText,
  country: CountryCode,
  limit: number,
): Array<{ place: Omit<GazetteerPlace, 'postal'>; postal: string | null }> {
  const postal = parsed.postal;
  if (postal && country === 'US') {
    if (isValidZip(postal)) {
      const place = index.byPostal.get(postal);
      return place ? [{ place, postal }] : [];
    }
    return index.zips
      .filter((zip) => zip.startsWith(postal))
      .slice(0, limit)
      .flatMap((zip) => {
        const place = index.byPostal.get(zip);
        return place ? [{ place, postal: zip }] : [];
      });
  }
  if (postal && country === 'CA') {
    const place = index.byPostal.get(postal.slice(0, 3));
    // only a whole postal code is filled in; a prefix leaves the field for the person to finish
    return place ? [{ place, postal: normalizePostalCode(postal) }] : [];
  }
  if (!parsed.city) return [];
  const key = foldName(parsed.city);
  if (key.length < 2) return [];
  const region = parsed.region ? prefixRegion(parsed.region, country) : null;
  const matches = index.cities.filter(
    (city) => city.country === country && city.key.startsWith(key) && (!region || city.region === region),
  );
  const rank = (city: GazetteerCity) => (city.key === key ? 0 : 1);
  matches.sort((a, b) => rank(a) - rank(b) || b.postals.length - a.postals.length || a.city.localeCompare(b.city));
  // a city with one postal area gives its code (US ZIP; a Canadian prefix is not a whole code)
  return matches.slice(0, limit).map((city) => ({
    place: city,
    postal: country === 'US' && city.postals.length === 1 ? (city.postals[0] ?? null) : null,
  }));
}

/** The address a suggestion stands for; it travels inside the suggestion's id. */
// Lengths are bounded loosely: the address schema checks the real limits when the form is saved.
const encodedText = z.string().max(ENCODED_TEXT_MAX).nullable();
const encodedAddress = z.object({
  country: z.enum(['US', 'CA']),
  unit: encodedText,
  civic: encodedText,
  street: encodedText,
  poBox: encodedText,
  city: encodedText,
  region: z.string().max(5).nullable(),
  postal: z.string().max(10).nullable(),
});
type EncodedAddress = z.infer<typeof encodedAddress>;

const ID_PREFIX = 'gz1.';

export function encodeSuggestionId(address: EncodedAddress): string {
  return ID_PREFIX + Buffer.from(JSON.stringify(address), 'utf8').toString('base64url');
}

export function decodeSuggestionId(id: string): EncodedAddress | null {
  if (!id.startsWith(ID_PREFIX) || id.length > 2000) return null;
  try {
    const parsed = encodedAddress.safeParse(
      JSON.parse(Buffer.from(id.slice(ID_PREFIX.length), 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function streetLine(address: EncodedAddress): string {
  if (address.poBox) return `PO Box ${address.poBox}`;
  const line = [address.civic, address.street].filter(Boolean).join(' ');
  return address.unit && line ? `${address.unit}-${line}` : line;
}

function placeLine(address: EncodedAddress): string {
  const region = address.region ? regionShortCode(address.region as RegionCode) : '';
  const postal = address.postal ?? '';
  return [address.city, [region, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function toSuggestion(address: EncodedAddress): AddressSuggestion {
  const street = streetLine(address);
  return {
    id: encodeSuggestionId(address),
    text: street || placeLine(address),
    description: street ? placeLine(address) : address.country === 'US' ? 'United States' : 'Canada',
  };
}

function fromAddressOnFile(address: AddressInput, country: CountryCode): EncodedAddress | null {
  const region = prefixRegion(address.province, country);
  const parsed = encodedAddress.safeParse({
    country,
    unit: trimToNull(address.unit),
    civic: trimToNull(address.civic),
    street: trimToNull(address.street),
    poBox: null,
    city: trimToNull(address.cityName),
    region,
    postal: trimToNull(address.postalCode),
  });
  return parsed.success ? parsed.data : null;
}

/** spec §3 Retrieve shape, as the Loqate provider returns it, so one mapping serves both. */
export function lookupResultOf(address: EncodedAddress): AddressLookupResult {
  const region = address.region ? prefixRegion(address.region, address.country) : null;
  const result: AddressLookupResult = { CountryIso2: address.country };
  const line1 = streetLine(address);
  if (line1) result.Line1 = line1;
  if (address.unit) result.SubBuilding = address.unit;
  if (address.civic) result.BuildingNumber = address.civic;
  if (address.street) result.Street = address.street;
  if (address.poBox) result.POBoxNumber = address.poBox;
  if (address.city) result.City = address.city;
  if (region) result.ProvinceCode = regionShortCode(region);
  if (address.postal) result.PostalCode = address.postal;
  // a label only for a whole address: anything missing sends the form to manual mode (spec §4)
  if (address.city && region && address.postal && ((address.civic && address.street) || address.poBox)) {
    const normalized = normalizeAddress({
      unit: address.unit,
      civic: address.civic,
      street: address.street,
      additional: address.poBox ? `PO Box ${address.poBox}` : null,
      cityName: address.city,
      province: region,
      country: address.country,
      postalCode: address.postal,
    });
    result.Label = buildAddressLabel(normalized);
  }
  return result;
}

export function createLocalGazetteerProvider(options: LocalGazetteerOptions = {}): AddressProvider {
  const index = options.index ?? loadGazetteerIndex;
  return {
    name: 'local',
    async find(text: string, country: CountryCode, findOptions: FindOptions = {}): Promise<AddressSuggestion[]> {
      const limit = findOptions.limit ?? DEFAULT_SUGGESTION_LIMIT;
      const onFile = options.addressesOnFile ? await options.addressesOnFile(text, country) : [];
      const gazetteer = await index();
      const parsed = splitTrailingCity(gazetteer, parseAddressText(text, country), country);
      const places = findPlaces(gazetteer, parsed, country, limit);
      const suggestions = [
        ...onFile.flatMap((address) => {
          const encoded = fromAddressOnFile(address, country);
          return encoded ? [encoded] : [];
        }),
        ...places.map(
          ({ place, postal }): EncodedAddress => ({
            country,
            unit: parsed.unit,
            civic: parsed.civic,
            street: parsed.street,
            poBox: parsed.poBox,
            city: place.city,
            region: place.region,
            postal,
          }),
        ),
      ].map(toSuggestion);
      const seen = new Set<string>();
      return suggestions
        .filter((suggestion) => {
          const key = `${suggestion.text}|${suggestion.description}`.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, limit);
    },
    async retrieve(id: string): Promise<AddressLookupResult | null> {
      const address = decodeSuggestionId(id);
      return address ? lookupResultOf(address) : null;
    },
  };
}
