// The licensing page's figures (decision 0503): formatted as each locale writes them, rendered from the
// policy alone. Server-rendered markup (the unit project has no DOM).
import { I18nextProvider } from 'react-i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../../domain/locale/locales.js';
import { loadedI18n } from '../../../i18n/test-i18n.js';
import { LocaleContext } from '../../../lib/locale-context.js';
import type { ApiLicensePolicy } from '../use-info-page.js';
import { LicenseRules } from './LicenseRules.js';
import { formatPercent, formatTermList, moneyFormatter, toLicensePolicy } from './license-policy.js';

const toronto: ApiLicensePolicy = {
  currency: 'CAD',
  fees: { dog: { altered: 2500, unaltered: 6000 }, cat: { altered: 1500, unaltered: 5000 } },
  termYears: [1],
  seniorDiscountPercent: 50,
  seniorAge: 65,
  serviceAnimalExempt: true,
  renewalWindowDays: 60,
  gracePeriodDays: 30,
  lateFee: 0,
  rabiesProofRequired: { dog: true, cat: false, minimumAgeMonths: 3 },
  allowPastRabies: false,
  maxPetsPerHousehold: 4,
};

describe('the figures as each locale writes them', () => {
  it.each([
    ['en_US', '50%', '1, 2, or 3', '$15.00'],
    ['es_US', '50%', '1, 2 o 3', '$15.00'],
    ['fr_CA', '50\u00a0%', '1, 2 ou 3', '15,00\u00a0$'],
  ] as const)('%s: %s, %s, %s', (locale, percent, terms, money) => {
    expect(formatPercent(50, locale)).toBe(percent);
    expect(formatTermList([3, 1, 2], locale)).toBe(terms);
    expect(moneyFormatter({ currency: locale === 'fr_CA' ? 'CAD' : 'USD' }, locale)(1500)).toBe(money);
  });

  it('keeps only the terms the domain knows, in order', () => {
    expect(toLicensePolicy({ ...toronto, termYears: [3, 1, 7] }).termYears).toEqual([1, 3]);
  });
});

async function render(policy: ApiLicensePolicy, locale: LocaleCode) {
  const i18n = await loadedI18n(locale, ['licensing']);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LocaleContext.Provider value={locale}>
        <LicenseRules policy={policy} timeZone="America/Toronto" />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

describe('Fees and rules', () => {
  it('says what the policy says: one term, dogs only need rabies proof, no late fee, a household limit', async () => {
    const html = await render(toronto, 'en_CA');
    for (const said of [
      'Licence fees for one year',
      '<th scope="row">Dog</th><td>$25.00</td><td>$60.00</td>',
      'A licence lasts 1 year.',
      'Dogs 3 months or older need proof of a current rabies vaccination; cats do not.',
      'There is no late fee: a licence renewed up to 30 days after it expires',
      'A household may license up to 4 pets.',
    ])
      expect(html).toContain(said);
  });

  it('says when nothing is required and there is no discount', async () => {
    const html = await render(
      {
        ...toronto,
        seniorDiscountPercent: 0,
        serviceAnimalExempt: false,
        lateFee: 1500,
        rabiesProofRequired: { dog: false, cat: false, minimumAgeMonths: 3 },
        maxPetsPerHousehold: null,
      },
      'fr_CA',
    );
    for (const said of [
      'Aucune preuve de vaccination contre la rage n’est requise.',
      'Les animaux d’assistance paient le même tarif.',
      'des frais de retard de 15,00\u00a0$ s’ajoutent.',
      'Aucune limite.',
    ])
      expect(html).toContain(said);
  });
});
