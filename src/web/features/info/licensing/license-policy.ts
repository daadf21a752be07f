// The API's licence policy as the domain's LicensePolicy, so the page prices with licenseQuote itself,
// and the figures as the page's locale writes them.
import type { LicensePolicy } from '../../../../domain/jurisdiction/jurisdiction.js';
import { type CurrencyCode, type LocaleCode, toLocaleTag } from '../../../../domain/locale/locales.js';
import { formatMoney } from '../../../../domain/locale/money.js';
import type { ApiLicensePolicy } from '../use-info-page.js';

const TERMS = [1, 2, 3] as const;

export function toLicensePolicy(policy: ApiLicensePolicy): LicensePolicy {
  return {
    fees: policy.fees,
    termYears: TERMS.filter((term) => policy.termYears.includes(term)),
    seniorDiscountPercent: policy.seniorDiscountPercent,
    seniorAge: policy.seniorAge,
    serviceAnimalExempt: policy.serviceAnimalExempt,
    renewalWindowDays: policy.renewalWindowDays,
    gracePeriodDays: policy.gracePeriodDays,
    lateFee: policy.lateFee,
    rabiesProofRequired: policy.rabiesProofRequired,
    allowPastRabies: policy.allowPastRabies,
    maxPetsPerHousehold: policy.maxPetsPerHousehold,
    source: '',
  };
}

/** A whole percentage as the locale writes it: "50%", in French "50 %" (a no-break space). */
export function formatPercent(percent: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(toLocaleTag(locale), { style: 'percent' }).format(percent / 100);
}

/** The terms offered as the locale lists alternatives: "1, 2, or 3", "1, 2 ou 3". */
export function formatTermList(terms: readonly number[], locale: LocaleCode): string {
  const numbers = [...terms].sort((a, b) => a - b).map((term) => term.toLocaleString(toLocaleTag(locale)));
  return new Intl.ListFormat(toLocaleTag(locale), { type: 'disjunction' }).format(numbers);
}

/** The policy's amounts (minor units) as the locale writes money in the jurisdiction's currency. */
export function moneyFormatter(policy: Pick<ApiLicensePolicy, 'currency'>, locale: LocaleCode) {
  const currency: CurrencyCode = policy.currency === 'CAD' ? 'CAD' : 'USD';
  return (amountCents: number) => formatMoney(amountCents, currency, locale);
}
