import { INFO_PAGES, type InfoPageKey } from '../../../domain/jurisdiction/jurisdiction.js';
import {
  brandBandColor,
  type LicenseFeeSummary,
  licenseFeeSummary,
} from '../../../domain/jurisdiction/landing.rules.js';
import { LOCALE_FALLBACKS } from '../../../domain/locale/locales.js';
import type { JurisdictionRow } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { cityHint, type GraphQLContext } from '../../graphql/context.js';
import { rememberCity } from '../../http/city-cookie.js';
import { currentCity, listCities } from './jurisdiction.service.js';

const InfoPageEnum = builder.enumType('InfoPage', { values: INFO_PAGES });

const InfoPageContent = builder.objectRef<{ title: string; html: string }>('InfoPageContent').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    html: t.exposeString('html', { description: 'sanitised when stored' }),
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

// spec §3 City
const City = builder.objectRef<JurisdictionRow>('City').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    timezone: t.exposeString('timezone'),
    locales: t.exposeStringList('locales'),
    displayHomeSafePage: t.exposeBoolean('displayHomeSafePage'),
    displaySafeAndHappyFundPage: t.exposeBoolean('displaySafeAndHappyFundPage'),
    displayLicensingPage: t.exposeBoolean('displayLicensingPage'),
    displayAboutPage: t.exposeBoolean('displayAboutPage'),
    noLicensing: t.exposeBoolean('noLicensing'),
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

builder.queryField('city', (t) =>
  t.field({
    type: City,
    nullable: true,
    description:
      'The current jurisdiction. Passing slug selects it for a visitor and remembers it in a cookie; a logged-in owner always gets their own.',
    authScopes: { public: true },
    args: { slug: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const { city, remember } = await currentCity(context.services, {
        actor: context.viewer,
        input: { slug: args.slug, hint: cityHint(context) },
      });
      if (remember) rememberCity(context.reply, context.services.config, remember);
      return city;
    },
  }),
);

builder.queryField('cities', (t) =>
  t.field({
    type: [CityOption],
    description: 'Every jurisdiction, for the country switcher and jurisdiction choosers.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => listCities(context.services),
  }),
);
