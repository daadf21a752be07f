import {
  INFO_PAGES,
  type InfoPageKey,
  LICENSING_INFO_PAGES,
  type LicensePolicy,
} from '../../../domain/jurisdiction/jurisdiction.js';
import {
  brandBandColor,
  type LicenseFeeSummary,
  licenseFeeSummary,
} from '../../../domain/jurisdiction/landing.rules.js';
import {
  CURRENCY_BY_COUNTRY,
  type CurrencyCode,
  LOCALE_FALLBACKS,
  type LocaleCode,
} from '../../../domain/locale/locales.js';
import type { JurisdictionMoveTerms } from '../../../domain/jurisdiction/jurisdiction.js';
import type { JurisdictionRow } from '../../db/schema/index.js';
import { builder } from '../../graphql-kit/builder.js';
import { publicField, staffField } from '../../graphql-kit/root-fields.js';
import { cityHint, type GraphQLContext } from '../../graphql-kit/context.js';
import { rememberCity } from '../../http/city-cookie.js';
import type {
  BoundaryGeometry,
  JurisdictionBoundaries,
  JurisdictionBoundary,
} from '../../../domain/jurisdiction/boundary.rules.js';
import type { MapContext, MapContextArea, MapContextPlace } from '../../integrations/maps/map-context.js';
import { drawnPostalAreas, mapContext } from './jurisdiction-map.service.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import { AddressInput } from '../../graphql-kit/types/address.js';
import { FaqGroupInput, FaqGroupRef } from '../../graphql-kit/types/faq.js';
import { SitePages } from '../../graphql-kit/types/site-pages.js';
import { AppError } from '../../shared/app-error.js';
import { RATE_LIMITS } from '../../shared/rate-limit/rate-limit.js';
import {
  currentCity,
  type JurisdictionSuggestions,
  listCities,
  suggestJurisdictions,
  updateInfoContent,
} from './jurisdiction.service.js';

const InfoPageEnum = builder.enumType('InfoPage', { values: INFO_PAGES });

const InfoPageContent = builder.objectRef<{ title: string; html: string }>('InfoPageContent').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    html: t.string({
      description: 'sanitised when stored and again when served (decision 0601)',
      resolve: (content) => sanitizeHtml(content.html),
    }),
  }),
});

const LicenseFeeSummaryRef = builder.objectRef<LicenseFeeSummary>('LicenseFeeSummary').implement({
  description: "The headline of the jurisdiction's licence policy (decision 0020), money in minor units",
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'the lowest one-year fee' }),
    to: t.exposeInt('to', { description: 'the highest one-year fee' }),
    seniorDiscountPercent: t.exposeInt('seniorDiscountPercent'),
    shortestTermYears: t.exposeInt('shortestTermYears'),
  }),
});

// PRODUCT.md §4 the licence policy, public (decision 0503): what the licensing page shows and its fee
// calculator prices with licenseQuote. Not the policy's `source` note nor its licence-number prefix.
type PublicLicensePolicy = LicensePolicy & { currency: CurrencyCode };

const SpeciesFeesRef = builder.objectRef<LicensePolicy['fees']['dog']>('LicenseSpeciesFees').implement({
  description: 'one-year fees of one species, in minor units of the currency',
  fields: (t) => ({ altered: t.exposeInt('altered'), unaltered: t.exposeInt('unaltered') }),
});

const LicenseFeesRef = builder.objectRef<LicensePolicy['fees']>('LicensePolicyFees').implement({
  fields: (t) => ({
    dog: t.field({ type: SpeciesFeesRef, resolve: (fees) => fees.dog }),
    cat: t.field({ type: SpeciesFeesRef, resolve: (fees) => fees.cat }),
  }),
});

const RabiesProofPolicyRef = builder.objectRef<LicensePolicy['rabiesProofRequired']>('RabiesProofPolicy').implement({
  description: 'which species need rabies proof for a licence, from what age',
  fields: (t) => ({
    dog: t.exposeBoolean('dog'),
    cat: t.exposeBoolean('cat'),
    minimumAgeMonths: t.exposeInt('minimumAgeMonths'),
  }),
});

const LicensePolicyRef = builder.objectRef<PublicLicensePolicy>('LicensePolicy').implement({
  description: "The jurisdiction's licence policy (PRODUCT.md §4), money in minor units of `currency`",
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'USD or CAD, by the jurisdiction’s country' }),
    fees: t.field({ type: LicenseFeesRef, resolve: (policy) => policy.fees }),
    termYears: t.exposeIntList('termYears', { description: 'the terms offered, in years' }),
    seniorDiscountPercent: t.exposeInt('seniorDiscountPercent', { description: '0: no senior discount' }),
    seniorAge: t.exposeInt('seniorAge', { description: 'the owner’s age from which the senior discount applies' }),
    serviceAnimalExempt: t.exposeBoolean('serviceAnimalExempt', {
      description: 'a verified service animal is licensed free',
    }),
    renewalWindowDays: t.exposeInt('renewalWindowDays', { description: 'renewal opens this many days before expiry' }),
    gracePeriodDays: t.exposeInt('gracePeriodDays', { description: 'days after expiry without the late fee' }),
    lateFee: t.exposeInt('lateFee', { description: 'due on a renewal after the grace period; 0: none' }),
    rabiesProofRequired: t.field({ type: RabiesProofPolicyRef, resolve: (policy) => policy.rabiesProofRequired }),
    allowPastRabies: t.boolean({
      description: 'spec §5: a rabies vaccination expiry date not after today is accepted (decision 0504)',
      resolve: (policy) => policy.allowPastRabies === true,
    }),
    maxPetsPerHousehold: t.exposeInt('maxPetsPerHousehold', { nullable: true, description: 'null: no limit' }),
  }),
});

// spec §3 City
const City = builder.objectRef<JurisdictionRow>('City').implement({
  interfaces: [SitePages],
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    timezone: t.exposeString('timezone'),
    locales: t.exposeStringList('locales'),
    // spec §2.2 label overrides, in the request's locale (decision 0301)
    htmlLicensingLinkTitle: t.string({
      nullable: true,
      resolve: (city, _args, context) => linkTitleFor(city, 'licensing', city.htmlLicensingLinkTitle, context),
    }),
    htmlHomesafeLinkTitle: t.string({
      nullable: true,
      resolve: (city, _args, context) => linkTitleFor(city, 'homesafe', city.htmlHomesafeLinkTitle, context),
    }),
    htmlSafeAndHappyFundLinkTitle: t.string({
      nullable: true,
      resolve: (city, _args, context) =>
        linkTitleFor(city, 'safeAndHappyFund', city.htmlSafeAndHappyFundLinkTitle, context),
    }),
    supportPhone: t.exposeString('supportPhone'),
    supportEmail: t.exposeString('supportEmail', { nullable: true }),
    brandColor: t.string({
      description:
        "the colour of the landing page band: the jurisdiction's own when white text reads on it, else the default",
      resolve: (city) => brandBandColor(city.brandColor),
    }),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    licenseFees: t.field({
      type: LicenseFeeSummaryRef,
      nullable: true,
      description: 'null when the jurisdiction does not license (noLicensing) or has no policy',
      resolve: (city) => (city.noLicensing ? null : licenseFeeSummary(city.licensePolicy)),
    }),
    licensePolicy: t.field({
      type: LicensePolicyRef,
      nullable: true,
      description:
        'the licence policy (public); null when the jurisdiction does not license (noLicensing) or has no policy',
      resolve: (city) =>
        city.noLicensing || !city.licensePolicy
          ? null
          : { ...city.licensePolicy, currency: CURRENCY_BY_COUNTRY[city.country] },
    }),
    allowPastRabies: t.boolean({
      description:
        "spec §5 allowPastRabies, from the licence policy (false without one): the rabies uploader's date rule (decision 0504)",
      resolve: (city) => city.licensePolicy?.allowPastRabies === true,
    }),
    licensingHiddenForCountyResidents: t.boolean({
      description: 'spec §2.2: the one city whose Licensing link hides for vsLocation COUNTY or OTHER',
      resolve: (city, _args, context) => city.slug === context.services.config.VS_LOCATION_LICENSING_HIDDEN_CITY,
    }),
    infoPage: t.field({
      type: InfoPageContent,
      nullable: true,
      args: { page: t.arg({ type: InfoPageEnum, required: true }) },
      resolve: (city, args, context) => infoPageFor(city, args.page, context),
    }),
    faq: t.field({
      type: [FaqGroupRef],
      description:
        'issue 20: the FAQ in the request’s locale (falling back like the information pages); empty when the jurisdiction does not license (noLicensing)',
      resolve: (city, _args, context) => (city.noLicensing ? [] : (inLocale(city.faq, context) ?? [])),
    }),
  }),
});

/**
 * A link's label where the jurisdiction says its own word (decision 0301): the page's `linkTitle` in
 * the locale its content is served in (none there: the catalog's label); the single-language column
 * only for a page without content.
 */
function linkTitleFor(city: JurisdictionRow, page: InfoPageKey, column: string | null, context: GraphQLContext) {
  const content = infoPageFor(city, page, context);
  return content ? (content.linkTitle ?? null) : column;
}

function infoPageFor(city: JurisdictionRow, page: InfoPageKey, context: GraphQLContext) {
  // the pages about licensing itself are not shown where the jurisdiction does not license
  if (city.noLicensing && LICENSING_INFO_PAGES.includes(page)) return null;
  const byLocale = city.infoPages[page];
  if (!byLocale) return null;
  for (const locale of [context.locale, ...LOCALE_FALLBACKS[context.locale]]) {
    const content = byLocale[locale];
    if (content) return content;
  }
  return null;
}

const CityOption = builder.objectRef<JurisdictionRow>('CityOption').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    locales: t.exposeStringList('locales'),
    isCountryDefault: t.exposeBoolean('isCountryDefault', {
      description: 'where the country switcher (spec §2.3) sends a visitor',
    }),
  }),
});

publicField('query', 'city', {
  type: City,
  nullable: true,
  description:
    'The current jurisdiction. Passing slug selects it for a visitor and remembers it in a cookie; a logged-in owner always gets their own.',
  args: builder.args((arg) => ({ slug: arg.string({ required: false }) })),
  resolve: async (args, context) => {
    const { city, remember } = await currentCity(context.services, {
      actor: context.viewer,
      input: { slug: args.slug, hint: cityHint(context) },
    });
    if (remember) rememberCity(context.reply, context.services.config, remember);
    return city;
  },
});

publicField('query', 'cities', {
  type: [CityOption],
  description: 'Every jurisdiction, for the country switcher and jurisdiction choosers.',
  resolve: (_args, context) => listCities(context.services),
});

// spec §3 Suggested jurisdiction, Jurisdiction boundary; §2.11 the suggestions chooser (issue 14)
const MoveTermsAction = builder.objectRef<{ text: string }>('JurisdictionMoveAction').implement({
  fields: (t) => ({ text: t.exposeString('text') }),
});

const MoveTermsRef = builder.objectRef<JurisdictionMoveTerms>('JurisdictionMoveTerms').implement({
  description: 'spec §3; subHeader and each of list are sanitised HTML; action: agree first, decline second',
  fields: (t) => ({
    header: t.exposeString('header'),
    subHeader: t.exposeString('subHeader'),
    termIntro: t.exposeString('termIntro'),
    list: t.exposeStringList('list'),
    action: t.field({ type: [MoveTermsAction], resolve: (terms) => terms.action }),
  }),
});

/** A per-locale value in the request's locale, falling back like the catalogs. */
function inLocale<T>(byLocale: Partial<Record<LocaleCode, T>>, context: GraphQLContext): T | null {
  for (const locale of [context.locale, ...LOCALE_FALLBACKS[context.locale]]) {
    const value = byLocale[locale];
    if (value) return value;
  }
  return null;
}

type Suggestion = { city: JurisdictionRow; adminHasAccess: boolean };

const SuggestedJurisdiction = builder.objectRef<Suggestion>('SuggestedJurisdiction').implement({
  fields: (t) => ({
    id: t.id({ resolve: ({ city }) => city.id }),
    slug: t.string({
      description: 'for links to the jurisdiction’s pages (?city=slug)',
      resolve: ({ city }) => city.slug,
    }),
    name: t.string({ resolve: ({ city }) => city.name }),
    color: t.string({
      nullable: true,
      description: 'the swatch and boundary colour',
      resolve: ({ city }) => city.boundaryColor,
    }),
    jurisdictionInformation: t.string({
      nullable: true,
      description: 'sanitised HTML: the jurisdiction’s licensing page in the request’s locale',
      resolve: ({ city }, _args, context) => infoPageFor(city, 'licensing', context)?.html ?? null,
    }),
    adminHasAccess: t.boolean({ resolve: ({ adminHasAccess }) => adminHasAccess }),
    noLicensing: t.boolean({ resolve: ({ city }) => city.noLicensing }),
    moveTerms: t.field({
      type: MoveTermsRef,
      nullable: true,
      description: 'spec §3 Jurisdiction move terms, in the request’s locale: what an owner moving in agrees to',
      resolve: ({ city }, _args, context) => inLocale(city.moveTerms, context),
    }),
  }),
});

const FallbackJurisdiction = builder.objectRef<Suggestion>('FallbackJurisdiction').implement({
  description: 'spec §2.11 the non-licensing "None of the above" option',
  fields: (t) => ({
    id: t.id({ resolve: ({ city }) => city.id }),
    adminHasAccess: t.boolean({ resolve: ({ adminHasAccess }) => adminHasAccess }),
  }),
});

const LngLatRef = builder.objectRef<readonly [number, number]>('LngLat').implement({
  fields: (t) => ({
    lng: t.float({ resolve: (point) => point[0] }),
    lat: t.float({ resolve: (point) => point[1] }),
  }),
});

const MapTiles = builder.objectRef<{ urlTemplate: string; attribution: string }>('MapTiles').implement({
  description: 'decision 0303: the tile server, when one is configured',
  fields: (t) => ({
    urlTemplate: t.exposeString('urlTemplate', { description: 'with {z}, {x} and {y}' }),
    attribution: t.exposeString('attribution', { description: 'plain text' }),
  }),
});

const JurisdictionSuggestionsRef = builder.objectRef<JurisdictionSuggestions>('JurisdictionSuggestions').implement({
  fields: (t) => ({
    suggestedJurisdictions: t.field({
      type: [SuggestedJurisdiction],
      description:
        'the licensing jurisdictions that contain the home; every licensing one of its country when none does',
      resolve: (result) => result.suggested.map((city) => ({ city, adminHasAccess: result.adminHasAccess(city.id) })),
    }),
    matched: t.boolean({
      description: 'true: the suggested jurisdictions contain the home; false: none does, the country’s are offered',
      resolve: (result) => result.matched,
    }),
    autoSelectedId: t.id({
      nullable: true,
      description: 'spec §4: set when exactly one jurisdiction contains the home; null: the owner chooses',
      resolve: (result) => result.autoSelected?.id ?? null,
    }),
    fallbackJurisdiction: t.field({
      type: FallbackJurisdiction,
      nullable: true,
      resolve: (result) =>
        result.fallback ? { city: result.fallback, adminHasAccess: result.adminHasAccess(result.fallback.id) } : null,
    }),
    home: t.field({
      type: LngLatRef,
      nullable: true,
      description: 'where the maps service placed the home (the map’s pin); null when it could not',
      resolve: (result) => result.place?.point ?? null,
    }),
    mapTiles: t.field({
      type: MapTiles,
      nullable: true,
      description: 'null: draw the boundaries on a plain background (nothing is fetched from elsewhere)',
      resolve: (_result, _args, context) => {
        const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = context.services.config;
        return MAP_TILE_URL ? { urlTemplate: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION } : null;
      },
    }),
  }),
});

publicField('query', 'suggestedJurisdictions', {
  type: JurisdictionSuggestionsRef,
  description: 'spec §2.11, §4: the jurisdictions a home address lies in (sign-up, My Details, the public lookup).',
  limit: RATE_LIMITS.addressLookup,
  args: builder.args((arg) => ({ address: arg.field({ type: AddressInput, required: true }) })),
  resolve: (args, context) =>
    suggestJurisdictions(context.services, { actor: context.viewer, input: { address: args.address } }),
});

const JurisdictionBoundaryRef = builder.objectRef<JurisdictionBoundary>('JurisdictionBoundary').implement({
  description: 'spec §3 Jurisdiction boundary',
  fields: (t) => ({
    name: t.exposeString('name'),
    externalSourceId: t.exposeString('externalSourceId', { description: 'the maps provider’s place id' }),
    externalSource: t.exposeString('externalSource'),
    externalSourceLayer: t.exposeString('externalSourceLayer'),
    fillColor: t.exposeString('fillColor', { nullable: true }),
    strokeColor: t.exposeString('strokeColor', { nullable: true }),
    jurisdictionId: t.id({ resolve: (boundary) => boundary.jurisdictionId }),
    geometry: t.string({
      nullable: true,
      description:
        'GeoJSON Polygon or MultiPolygon as JSON text, as the map draws it (an uploaded boundary simplified); null for a postal area matched by its code',
      resolve: (boundary) => geoJsonText(boundary.mapGeometry ?? boundary.geometry),
    }),
  }),
});

const JurisdictionBoundariesRef = builder
  .objectRef<JurisdictionBoundaries & { jurisdictionId: number }>('JurisdictionBoundaries')
  .implement({
    fields: (t) => ({
      jurisdictionId: t.id({ resolve: (boundaries) => boundaries.jurisdictionId }),
      includedBoundaries: t.field({ type: [JurisdictionBoundaryRef], resolve: (b) => [...b.includedBoundaries] }),
      excludedBoundaries: t.field({ type: [JurisdictionBoundaryRef], resolve: (b) => [...b.excludedBoundaries] }),
      includedPostalAreas: t.string({
        nullable: true,
        description:
          'decision 0305: the included postal areas without a geometry, drawn approximately from their centres (GeoJSON MultiPolygon as JSON text), for the map only; null when there are none',
        resolve: async (b, _args, context) =>
          geoJsonText(await drawnPostalAreas(context.services, { input: { boundaries: b.includedBoundaries } })),
      }),
      excludedPostalAreas: t.string({
        nullable: true,
        description: 'decision 0305: the same for the excluded postal areas',
        resolve: async (b, _args, context) =>
          geoJsonText(await drawnPostalAreas(context.services, { input: { boundaries: b.excludedBoundaries } })),
      }),
    }),
  });

const geoJsonText = (geometry: BoundaryGeometry | null) => (geometry ? JSON.stringify(geometry) : null);

const MapContextAreaRef = builder.objectRef<MapContextArea>('MapContextArea').implement({
  description: 'decision 0305: a county or state near the home, drawn as the map’s context',
  fields: (t) => ({
    kind: t.string({ description: 'COUNTY or STATE', resolve: (area) => area.kind }),
    name: t.exposeString('name'),
    geometry: t.string({
      description: 'GeoJSON Polygon or MultiPolygon as JSON text',
      resolve: (area) => JSON.stringify(area.geometry),
    }),
  }),
});

const MapContextPlaceRef = builder.objectRef<MapContextPlace>('MapContextPlace').implement({
  description: 'decision 0305: a place name near the home, at the centre of its postal areas',
  fields: (t) => ({
    name: t.exposeString('name'),
    point: t.field({ type: LngLatRef, resolve: (place) => place.point }),
  }),
});

const MapContextRef = builder.objectRef<MapContext>('MapContext').implement({
  fields: (t) => ({
    areas: t.field({ type: [MapContextAreaRef], resolve: (context) => context.areas }),
    places: t.field({ type: [MapContextPlaceRef], resolve: (context) => context.places }),
  }),
});

publicField('query', 'mapContext', {
  type: MapContextRef,
  description:
    'decision 0305: what a map without tiles shows around a point: nearby US counties and states, and place names (public information).',
  args: builder.args((arg) => ({ lng: arg.float({ required: true }), lat: arg.float({ required: true }) })),
  resolve: (args, context) => mapContext(context.services, { input: { lng: args.lng, lat: args.lat } }),
});

/** a chooser shows a handful of options: more ids than this is not a person's request */
const BOUNDARY_IDS_MAX = 20;

publicField('query', 'jurisdictionBoundaries', {
  type: [JurisdictionBoundariesRef],
  description: 'The boundaries of the given jurisdictions, for the chooser’s map (public information).',
  args: builder.args((arg) => ({ ids: arg.idList({ required: true }) })),
  resolve: async (args, context) => {
    if (args.ids.length > BOUNDARY_IDS_MAX) throw new AppError('VALIDATION_FAILED', { field: 'ids' });
    const all = await context.services.jurisdictions.boundaries();
    return args.ids.flatMap((id) => {
      const boundaries = all.get(Number(id));
      return boundaries ? [{ ...boundaries, jurisdictionId: Number(id) }] : [];
    });
  },
});

// issue 20 (decision 0601): staff change an information page or the FAQ, in one locale
const InfoPageContentInput = builder.inputType('InfoPageContentInput', {
  fields: (t) => ({
    key: t.field({ type: InfoPageEnum, required: true }),
    title: t.string({ required: true }),
    html: t.string({ required: true, description: 'sanitised on save' }),
    linkTitle: t.string({ description: 'the jurisdiction’s own word for the page’s link (decision 0301)' }),
  }),
});

const UpdatedInfoContent = builder.objectRef<JurisdictionRow>('UpdatedInfoContent').implement({
  fields: (t) => ({
    jurisdictionId: t.id({ resolve: (city) => city.id }),
    slug: t.exposeString('slug'),
  }),
});

staffField('mutation', 'updateInfoContent', {
  type: UpdatedInfoContent,
  description:
    'issue 20 (decision 0601): an administrator of the jurisdiction replaces one information page, or the whole FAQ, in one locale; give `page` or `faq`',
  args: builder.args((arg) => ({
    jurisdictionId: arg.id({ required: true }),
    locale: arg.string({ required: true }),
    page: arg.field({ type: InfoPageContentInput }),
    faq: arg.field({ type: [FaqGroupInput] }),
  })),
  useCase: updateInfoContent,
});
