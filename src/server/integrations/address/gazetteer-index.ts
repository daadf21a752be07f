// The embedded gazetteer's place index, built once from the zipcodes package (US ZIPs and Canadian
// forward sortation areas → city, state/province). Loaded lazily: the data is about 5 MB of JS.
import type { CountryCode } from '../../../domain/locale/locales.js';
import { prefixRegion, type RegionCode } from '../../../domain/locale/regions.js';

export type GazetteerPlace = {
  country: CountryCode;
  city: string;
  region: RegionCode;
  /** a 5-digit ZIP (US) or a forward sortation area "K1A" (CA) */
  postal: string;
  /** the ZIP's or forward sortation area's centroid, [longitude, latitude] (the maps service's geocoding) */
  point?: readonly [number, number];
};

export type GazetteerCity = {
  country: CountryCode;
  /** the name folded for matching (see foldName) */
  key: string;
  city: string;
  region: RegionCode;
  postals: string[];
};

export type GazetteerIndex = {
  byPostal: Map<string, GazetteerPlace>;
  /** US ZIPs, sorted, for prefix search */
  zips: string[];
  cities: GazetteerCity[];
};

/** Lower case, accents removed, punctuation as spaces: how typed and stored names are compared. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Canada Post: the first letter of a postal code names the province or territory. */
const PROVINCE_BY_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

export function provinceOfPostalCode(fsa: string): RegionCode | null {
  const upper = fsa.toUpperCase();
  // Nunavut shares X with the Northwest Territories: X0A, X0B and X0C are Nunavut.
  if (/^X0[ABC]/.test(upper)) return 'CA_NU';
  return prefixRegion(PROVINCE_BY_LETTER[upper.charAt(0)], 'CA');
}

// The package's Quebec names lost their accents to U+FFFD; these restore the common ones.
const ACCENT_FIXES: Array<[RegExp, string]> = [
  [/\bC\uFFFDte/g, 'Côte'],
  [/\bc\uFFFDte/g, 'côte'],
  [/\bCh\uFFFDteau/gi, 'Château'],
  [/\bgr\uFFFDce/gi, 'grâce'],
  [/(^|[\s-])\uFFFDle/g, '$1Île'],
  [/\uFFFD(?=res?\b)/g, 'è'],
  [/\uFFFD(?=se\b)/g, 'è'],
  [/\uFFFD/g, 'é'],
];

const PARTICLES = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'sur', 'aux', 'au', 'en', 'et', 'and', 'of']);
const TRAILING_DIRECTIONS =
  /\s+(?:north|south|east|west|northeast|northwest|southeast|southwest|central|inner|outer|industrial|and|&)$/i;
/** Government and mail-processing areas the package names by office, not by city. */
const CITY_OVERRIDES: Record<string, string> = {
  K1A: 'Ottawa',
  M7A: 'Toronto',
  G1A: 'Québec',
  C1A: 'Charlottetown',
  A1B: 'St. John’s',
  B3J: 'Halifax',
  E3B: 'Fredericton',
  S4S: 'Regina',
  V8W: 'Victoria',
};
/** What follows a city's name in an office's description: "Toronto Stn A Po Boxes 25 The Esplanade". */
const OFFICE_SUFFIX =
  /\s+(?:stn\b|po box(?:es)?\b|business reply\b|provincial government\b|central and northern\b|subdivisions?\b).*$/i;

/**
 * A US "city" of the package that names a business or an office with its own ZIP, not a place a person
 * lives in ("Shell Oil Box 150", "Bank Of America", "Parcel Return Service", "Naval Air Station/ Jrb").
 */
const NOT_A_PLACE =
  /[\d/&@]|\b(?:inc|co|corp|dept|svc|brm|natl|nat|hse|ins|assoc|ctr|univ|pk|sta|syste|elec|firms|boxes|lending|lottery|insurance|bank of|natl bank|national bank|us bank|west one bank|wells fargo|internal revenue|census bureau|parcel return|blair return|contest mail|mail service|mail box|music club|cancer fund|gen electric|correction|correctional|citicorp|marden kane|spotts|parisians|amsouth|homeside|ameritrust|centerre|greyhound|duguesne light|metropolitan edison|lockheed|weyerhaeuser|bendix|penney|naval reserve|naval supply|goodwill games|state board of|national wildlife|gurneys)\b/i;

/** Whether a name of the gazetteer is a place's name: letters, spaces, apostrophes, hyphens, periods. */
export function isPlaceName(name: string): boolean {
  return /^\p{L}[\p{L} .'’-]*$/u.test(name) && !NOT_A_PLACE.test(name) && !OFFICE_SUFFIX.test(` ${name}`);
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word) =>
      word
        .split('-')
        .map((part, index) => {
          if (index > 0 && PARTICLES.has(part)) return part;
          const elided = /^([ld]')(.*)$/.exec(part);
          if (elided)
            return `${elided[1]?.toUpperCase()}${(elided[2] ?? '').charAt(0).toUpperCase()}${(elided[2] ?? '').slice(1)}`;
          return part.charAt(0).toUpperCase() + part.slice(1);
        })
        .join('-'),
    )
    .join(' ');
}

/**
 * A municipality name from the package's description of a Canadian FSA: rural areas name their
 * main town in brackets ("Eastern Alberta (st. Paul)" → "St. Paul"), urban ones name the city first
 * and a district after it ("Calgary (rundle / …)" → "Calgary", "Lethbridge Southeast" → "Lethbridge").
 */
export function canadianCityName(fsa: string, description: string): string {
  const override = CITY_OVERRIDES[fsa];
  if (override) return override;
  let text = description;
  for (const [pattern, replacement] of ACCENT_FIXES) text = text.replace(pattern, replacement);
  text = text.replace(/-\s+/g, '-').replace(/\s+/g, ' ').trim();
  const bracket = /\(([^)]*)\)/.exec(text)?.[1]?.split('/')[0]?.trim();
  const before = text.split('(')[0]?.trim() ?? '';
  const rural = fsa.charAt(1) === '0';
  let name = rural && bracket ? bracket : before || bracket || text;
  name = name.replace(/^(?:downtown|central)\s+(?=\S)/i, '').replace(OFFICE_SUFFIX, '');
  while (TRAILING_DIRECTIONS.test(name)) name = name.replace(TRAILING_DIRECTIONS, '');
  return titleCase(name.replace(/\s+/g, ' ').trim());
}

let loading: Promise<GazetteerIndex> | undefined;

export function loadGazetteerIndex(): Promise<GazetteerIndex> {
  loading ??= import('zipcodes').then((module) => buildIndex(module.default.codes));
  return loading;
}

type RawEntry = { zip: string; city: string; state: string; country: string; latitude?: number; longitude?: number };

export function buildIndex(codes: Record<string, RawEntry>): GazetteerIndex {
  const byPostal = new Map<string, GazetteerPlace>();
  const cities = new Map<string, GazetteerCity>();
  for (const entry of Object.values(codes)) {
    let place: GazetteerPlace | null = null;
    if (entry.country === 'US') {
      const region = prefixRegion(entry.state, 'US'); // territories and military codes are not regions
      const city = titleCase(entry.city);
      if (region && /^\d{5}$/.test(entry.zip) && isPlaceName(city))
        place = { country: 'US', city, region, postal: entry.zip };
    } else if (/^[A-Z]\d[A-Z]$/.test(entry.zip)) {
      const region = provinceOfPostalCode(entry.zip);
      const city = canadianCityName(entry.zip, entry.city);
      if (region && isPlaceName(city)) place = { country: 'CA', city, region, postal: entry.zip };
    }
    if (!place?.city) continue;
    if (typeof entry.longitude === 'number' && typeof entry.latitude === 'number')
      place.point = [entry.longitude, entry.latitude];
    byPostal.set(place.postal, place);
    const key = foldName(place.city);
    const id = `${place.region}|${key}`;
    const known = cities.get(id);
    if (known) known.postals.push(place.postal);
    else
      cities.set(id, { country: place.country, key, city: place.city, region: place.region, postals: [place.postal] });
  }
  const zips = [...byPostal.keys()].filter((postal) => /^\d/.test(postal)).sort();
  return { byPostal, zips, cities: [...cities.values()] };
}
