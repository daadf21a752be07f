// The settings form's fees as a clerk of each locale sees and types them (issue 17, decision 0702): the
// starting values in the page's decimal format, a comma or a point read back alike, and a wrong fee told
// what is allowed in the page's language.
import { describe, expect, it } from 'vitest';
import { jurisdictionSettingsSchema } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { formatMessage } from '../../../domain/shared/message-format.js';
import { safeParseDomain } from '../../../domain/shared/schema.helpers.js';
import { loadedI18n } from '../../i18n/test-i18n.js';
import type { JurisdictionSettingsFieldsFragment } from '../../lib/graphql-types.generated.js';
import { inputOf, type SettingsValues, valuesOf } from './settings-values.js';

const settings = {
  displayLicensingPage: true,
  displayHomeSafePage: true,
  displaySafeAndHappyFundPage: true,
  displayAboutPage: true,
  noLicensing: false,
  htmlLicensingLinkTitle: null,
  htmlHomesafeLinkTitle: null,
  htmlSafeAndHappyFundLinkTitle: null,
  locales: ['en_CA', 'fr_CA'],
  supportPhone: '6135550123',
  merchandiseTaxBasisPoints: 1300,
  dogAlteredFee: 1250,
  dogUnalteredFee: 4000,
  catAlteredFee: 1000,
  catUnalteredFee: 100_000,
  lateFee: 0,
  termYears: [1, 2],
  seniorDiscountPercent: 50,
  seniorAge: 65,
  serviceAnimalExempt: true,
  renewalWindowDays: 60,
  gracePeriodDays: 30,
  rabiesProofDog: true,
  rabiesProofCat: false,
  allowPastRabies: false,
  rabiesMinimumAgeMonths: 3,
  maxPetsPerHousehold: null,
} as unknown as JurisdictionSettingsFieldsFragment;

/** The first message of each field the schema refuses, in `locale`. */
async function errorsIn(locale: LocaleCode, values: SettingsValues) {
  const i18n = await loadedI18n(locale, ['validation']);
  const result = safeParseDomain(jurisdictionSettingsSchema, inputOf(values));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= formatMessage(issue.message, i18n.t).replace(/[\u00a0\u202f]/g, ' ');
  }
  return errors;
}

describe('settings fees in the page’s locale', () => {
  it('start in the locale’s decimal format', () => {
    expect(valuesOf(settings, 'fr_CA')).toMatchObject({
      dogAlteredFee: '12,50',
      catUnalteredFee: '1000,00',
      lateFee: '0,00',
      merchandiseTaxBasisPoints: '13,00',
    });
    expect(valuesOf(settings, 'en_CA')).toMatchObject({ dogAlteredFee: '12.50', merchandiseTaxBasisPoints: '13.00' });
    expect(valuesOf(settings, 'es_US')).toMatchObject({ dogAlteredFee: '12.50' });
  });

  it('read back unchanged, and read a comma or a point alike', async () => {
    for (const locale of ['en_US', 'es_US', 'en_CA', 'fr_CA'] as const) {
      expect(inputOf(valuesOf(settings, locale))).toMatchObject({ dogAlteredFee: 1250, catUnalteredFee: 100_000 });
      expect(await errorsIn(locale, valuesOf(settings, locale))).toEqual({});
    }
    for (const typed of ['12,50', '12.50', '12,5', ' 12.5 ']) {
      expect(inputOf({ ...valuesOf(settings, 'fr_CA'), dogAlteredFee: typed }).dogAlteredFee).toBe(1250);
    }
  });

  it.each([
    ['en_US', 'Enter an amount from 0.00 to 1000.00, with at most two decimals, such as 12.50.'],
    ['en_CA', 'Enter an amount from 0.00 to 1000.00, with at most two decimals, such as 12.50.'],
    ['es_US', 'Ingrese un monto de 0.00 a 1000.00, con dos decimales como máximo, por ejemplo 12.50.'],
    ['fr_CA', 'Entrez un montant de 0,00 à 1000,00, avec au plus deux décimales, par exemple 12,50.'],
  ] as const)('%s: a wrong fee is told what is allowed', async (locale, text) => {
    for (const typed of ['abc', '12,505', '-5', '1000,01', '', '12 50']) {
      const errors = await errorsIn(locale, { ...valuesOf(settings, locale), catAlteredFee: typed, lateFee: typed });
      expect(errors, typed).toEqual({ catAlteredFee: text, lateFee: text });
    }
  });

  it.each([
    [
      'en_US',
      'Enter a percentage from 0 to 30, with at most two decimals, such as 7.25.',
      'Enter a whole number from 50 to 100.',
    ],
    [
      'es_US',
      'Ingrese un porcentaje de 0 a 30, con dos decimales como máximo, por ejemplo 7.25.',
      'Ingrese un número entero de 50 a 100.',
    ],
    [
      'fr_CA',
      'Entrez un pourcentage de 0 à 30, avec au plus deux décimales, par exemple 7,25.',
      'Entrez un nombre entier de 50 à 100.',
    ],
  ] as const)('%s: the tax rate and a whole number say what is allowed too', async (locale, tax, whole) => {
    const errors = await errorsIn(locale, {
      ...valuesOf(settings, locale),
      merchandiseTaxBasisPoints: '30,5',
      seniorAge: '65.5',
    });
    expect(errors).toEqual({ merchandiseTaxBasisPoints: tax, seniorAge: whole });
  });
});
