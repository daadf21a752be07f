// issue 17 Jurisdiction settings (decision 0702): the settings screen's reads and saves. Administrators of
// the jurisdiction only; each save carries the version it was read at (STALE_EDIT otherwise).
import { type FaqGroup, INFO_PAGES } from '../../../domain/jurisdiction/jurisdiction.js';
import { localesOfCountry, settingsOfPolicy } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { CURRENCY_BY_COUNTRY } from '../../../domain/locale/locales.js';
import type { JurisdictionRow } from '../../db/schema/index.js';
import type { InputTypeParam } from '@pothos/core';
import { builder, type Types } from '../../graphql-kit/builder.js';
import { byId, noArgs } from '../../graphql-kit/field-args.js';
import { staffField } from '../../graphql-kit/root-fields.js';
import { FaqGroupInput, FaqGroupRef } from '../../graphql-kit/types/faq.js';
import { SitePages } from '../../graphql-kit/types/site-pages.js';
import { sanitizeHtml } from '../../shared/sanitize-html.js';
import {
  administeredJurisdictions,
  jurisdictionSettings,
  previewInfoHtml,
  updateFaq,
  updateInfoPage,
  updateJurisdictionSettings,
  updateMoveTerms,
} from './jurisdiction-settings.service.js';

type InfoPageRow = { key: string; locale: string; title: string; html: string; linkTitle: string | null };
type MoveTermsRow = {
  locale: string;
  header: string;
  subHeader: string;
  termIntro: string;
  list: string[];
  agree: string;
  decline: string;
};

const StaffInfoPage = builder.objectRef<InfoPageRow>('StaffInfoPage').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    locale: t.exposeString('locale'),
    title: t.exposeString('title'),
    html: t.string({ description: 'sanitised on save and here again', resolve: (page) => sanitizeHtml(page.html) }),
    linkTitle: t.exposeString('linkTitle', { nullable: true }),
  }),
});

const StaffMoveTerms = builder.objectRef<MoveTermsRow>('StaffMoveTerms').implement({
  fields: (t) => ({
    locale: t.exposeString('locale'),
    header: t.exposeString('header'),
    subHeader: t.exposeString('subHeader'),
    termIntro: t.exposeString('termIntro'),
    list: t.exposeStringList('list'),
    agree: t.exposeString('agree'),
    decline: t.exposeString('decline'),
  }),
});

const StaffFaqLocale = builder.objectRef<{ locale: string; groups: FaqGroup[] }>('StaffFaqLocale').implement({
  fields: (t) => ({
    locale: t.exposeString('locale'),
    groups: t.field({ type: [FaqGroupRef], resolve: (faq) => faq.groups }),
  }),
});

const JurisdictionSettingsRef = builder.objectRef<JurisdictionRow>('JurisdictionSettings').implement({
  description: 'issue 17: a jurisdiction as its administrators edit it (link titles as stored, not localised)',
  interfaces: [SitePages],
  fields: (t) => {
    const policy = (row: JurisdictionRow) => settingsOfPolicy(row.licensePolicy);
    return {
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      country: t.exposeString('country'),
      currency: t.string({ resolve: (row) => CURRENCY_BY_COUNTRY[row.country] }),
      version: t.exposeInt('settingsVersion', { description: 'send it back with a save: a stale one is STALE_EDIT' }),
      htmlLicensingLinkTitle: t.exposeString('htmlLicensingLinkTitle', { nullable: true }),
      htmlHomesafeLinkTitle: t.exposeString('htmlHomesafeLinkTitle', { nullable: true }),
      htmlSafeAndHappyFundLinkTitle: t.exposeString('htmlSafeAndHappyFundLinkTitle', { nullable: true }),
      locales: t.exposeStringList('locales'),
      offeredLocales: t.stringList({ resolve: (row) => localesOfCountry(row.country) }),
      supportPhone: t.exposeString('supportPhone'),
      merchandiseTaxBasisPoints: t.exposeInt('merchandiseTaxBasisPoints'),
      dogAlteredFee: t.int({ resolve: (row) => policy(row).dogAlteredFee }),
      dogUnalteredFee: t.int({ resolve: (row) => policy(row).dogUnalteredFee }),
      catAlteredFee: t.int({ resolve: (row) => policy(row).catAlteredFee }),
      catUnalteredFee: t.int({ resolve: (row) => policy(row).catUnalteredFee }),
      lateFee: t.int({ resolve: (row) => policy(row).lateFee }),
      termYears: t.intList({ resolve: (row) => policy(row).termYears }),
      seniorDiscountPercent: t.int({ resolve: (row) => policy(row).seniorDiscountPercent }),
      seniorAge: t.int({ resolve: (row) => policy(row).seniorAge }),
      serviceAnimalExempt: t.boolean({ resolve: (row) => policy(row).serviceAnimalExempt }),
      renewalWindowDays: t.int({ resolve: (row) => policy(row).renewalWindowDays }),
      gracePeriodDays: t.int({ resolve: (row) => policy(row).gracePeriodDays }),
      rabiesProofDog: t.boolean({ resolve: (row) => policy(row).rabiesProofDog }),
      rabiesProofCat: t.boolean({ resolve: (row) => policy(row).rabiesProofCat }),
      allowPastRabies: t.boolean({ resolve: (row) => policy(row).allowPastRabies }),
      rabiesMinimumAgeMonths: t.int({ resolve: (row) => policy(row).rabiesMinimumAgeMonths }),
      maxPetsPerHousehold: t.int({ nullable: true, resolve: (row) => policy(row).maxPetsPerHousehold }),
      infoPages: t.field({
        type: [StaffInfoPage],
        resolve: (row) =>
          INFO_PAGES.flatMap((key) =>
            Object.entries(row.infoPages[key] ?? {}).map(([locale, content]) => ({
              key,
              locale,
              title: content?.title ?? '',
              html: content?.html ?? '',
              linkTitle: content?.linkTitle ?? null,
            })),
          ),
      }),
      faq: t.field({
        type: [StaffFaqLocale],
        description: 'the FAQ of each locale that has one (decision 0601)',
        resolve: (row) => Object.entries(row.faq).map(([locale, groups]) => ({ locale, groups: groups ?? [] })),
      }),
      moveTerms: t.field({
        type: [StaffMoveTerms],
        resolve: (row) =>
          Object.entries(row.moveTerms).map(([locale, terms]) => ({
            locale,
            header: terms?.header ?? '',
            subHeader: sanitizeHtml(terms?.subHeader ?? ''),
            termIntro: terms?.termIntro ?? '',
            list: (terms?.list ?? []).map((item) => sanitizeHtml(item)),
            agree: terms?.action[0]?.text ?? '',
            decline: terms?.action[1]?.text ?? '',
          })),
      }),
    };
  },
});

type ArgBuilder = Parameters<Parameters<typeof builder.args>[0]>[0];

/** Every save names the jurisdiction and the settings version it was read at (STALE_EDIT when stale). */
const versionArgs = (arg: ArgBuilder) => ({
  jurisdictionId: arg.id({ required: true }),
  version: arg.int({ required: true }),
});

type VersionArgs = { jurisdictionId: string | number; version: number };

const versionInput = (args: VersionArgs) => ({
  jurisdictionId: String(args.jurisdictionId),
  version: args.version,
});

/**
 * The `args` and `input` of a save of one locale's part under `key` (the move terms, an information page,
 * the FAQ), with the version check; the use case parses the part.
 */
function localeEdit<Key extends string, Type extends InputTypeParam<Types>>(key: Key, type: Type) {
  const { part, ...edit } = builder.args((arg) => ({
    ...versionArgs(arg),
    locale: arg.string({ required: true }),
    part: arg.field({ type, required: true }),
  }));
  return {
    args: { ...edit, [key]: part } as typeof edit & Record<Key, typeof part>,
    input: (args: VersionArgs & { locale: string } & Partial<Record<Key, unknown>>) =>
      ({ ...versionInput(args), locale: args.locale, [key]: args[key] }) as VersionArgs &
        Record<'locale' | Key, unknown>,
  };
}

const AdministeredJurisdiction = builder.objectRef<JurisdictionRow>('AdministeredJurisdiction').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), country: t.exposeString('country') }),
});

staffField('query', 'administeredJurisdictions', {
  type: [AdministeredJurisdiction],
  description: 'issue 17: the jurisdictions the administrator administers, by name',
  ...noArgs,
  useCase: administeredJurisdictions,
});

staffField('query', 'jurisdictionSettings', {
  type: JurisdictionSettingsRef,
  description: 'issue 17: one administered jurisdiction’s settings; NOT_FOUND for another',
  ...byId('jurisdictionId'),
  useCase: jurisdictionSettings,
});

const JurisdictionSettingsInput = builder.inputType('JurisdictionSettingsInput', {
  description: 'money in minor units, tax in basis points (1025 = 10.25 %)',
  fields: (t) => ({
    displayHomeSafePage: t.boolean({ required: true }),
    displaySafeAndHappyFundPage: t.boolean({ required: true }),
    displayLicensingPage: t.boolean({ required: true }),
    displayAboutPage: t.boolean({ required: true }),
    noLicensing: t.boolean({ required: true }),
    htmlLicensingLinkTitle: t.string(),
    htmlHomesafeLinkTitle: t.string(),
    htmlSafeAndHappyFundLinkTitle: t.string(),
    locales: t.stringList({ required: true }),
    supportPhone: t.string({ required: true }),
    merchandiseTaxBasisPoints: t.int({ required: true }),
    dogAlteredFee: t.int({ required: true }),
    dogUnalteredFee: t.int({ required: true }),
    catAlteredFee: t.int({ required: true }),
    catUnalteredFee: t.int({ required: true }),
    lateFee: t.int({ required: true }),
    termYears: t.intList({ required: true }),
    seniorDiscountPercent: t.int({ required: true }),
    seniorAge: t.int({ required: true }),
    serviceAnimalExempt: t.boolean({ required: true }),
    renewalWindowDays: t.int({ required: true }),
    gracePeriodDays: t.int({ required: true }),
    rabiesProofDog: t.boolean({ required: true }),
    rabiesProofCat: t.boolean({ required: true }),
    allowPastRabies: t.boolean({ required: true }),
    rabiesMinimumAgeMonths: t.int({ required: true }),
    maxPetsPerHousehold: t.int(),
  }),
});

staffField('mutation', 'updateJurisdictionSettings', {
  type: JurisdictionSettingsRef,
  description: 'issue 17: saves the settings read at `version`; STALE_EDIT when someone saved since',
  args: builder.args((arg) => ({
    ...versionArgs(arg),
    settings: arg.field({ type: JurisdictionSettingsInput, required: true }),
  })),
  input: ({ settings, ...args }) => ({
    ...versionInput(args),
    settings: { ...settings, maxPetsPerHousehold: settings.maxPetsPerHousehold ?? null },
  }),
  useCase: updateJurisdictionSettings,
});

const MoveTermsInput = builder.inputType('MoveTermsInput', {
  fields: (t) => ({
    header: t.string({ required: true }),
    subHeader: t.string({ required: true, description: 'HTML, sanitised on save' }),
    termIntro: t.string({ required: true }),
    list: t.stringList({ required: true, description: 'HTML each, sanitised on save' }),
    agree: t.string({ required: true }),
    decline: t.string({ required: true }),
  }),
});

staffField('mutation', 'updateMoveTerms', {
  type: JurisdictionSettingsRef,
  description: 'issue 17: the move terms of one locale (spec §3 Jurisdiction move terms)',
  ...localeEdit('terms', MoveTermsInput),
  useCase: updateMoveTerms,
});

const StaffInfoPageInput = builder.inputType('StaffInfoPageInput', {
  fields: (t) => ({
    key: t.string({ required: true, description: INFO_PAGES.join(', ') }),
    title: t.string({ required: true }),
    html: t.string({ required: true, description: 'sanitised on save' }),
    linkTitle: t.string(),
  }),
});

staffField('mutation', 'updateInfoPage', {
  type: JurisdictionSettingsRef,
  description: 'issue 17: one information page in one locale, through updateInfoContent, with the version check',
  ...localeEdit('page', StaffInfoPageInput),
  useCase: updateInfoPage,
});

staffField('mutation', 'updateFaq', {
  type: JurisdictionSettingsRef,
  description:
    'issue 17 (decision 0601): the whole FAQ of one locale (answers sanitised on save), with the version check; STALE_EDIT when someone saved since',
  ...localeEdit('faq', [FaqGroupInput]),
  useCase: updateFaq,
});

staffField('query', 'previewInfoHtml', {
  type: 'String',
  description:
    'issue 17: an information page’s or FAQ answer’s HTML as owners will see it — the sanitiser of save and render; nothing is saved',
  args: builder.args((arg) => ({ jurisdictionId: arg.id({ required: true }), html: arg.string({ required: true }) })),
  input: (args) => ({ jurisdictionId: String(args.jurisdictionId), html: args.html }),
  useCase: previewInfoHtml,
});
