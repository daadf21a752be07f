// The fee calculator's answers and the quote they give (decision 0503): the checkout's own licenseQuote
// for a new licence bought today in the jurisdiction's timezone, run in the browser as the answers change.
import { useMemo, useState } from 'react';
import { localDateIn } from '../../../../domain/dates/calendar.js';
import {
  calculatorQuote,
  type FeeCalculatorInput,
  ownerAgeGroups,
} from '../../../../domain/license/license-calculator.rules.js';
import type { ApiLicensePolicy } from '../use-info-page.js';
import { toLicensePolicy } from './license-policy.js';

export function useFeeCalculator(apiPolicy: ApiLicensePolicy, timeZone: string) {
  const policy = useMemo(() => toLicensePolicy(apiPolicy), [apiPolicy]);
  const [values, setValues] = useState<FeeCalculatorInput>(() => ({
    species: 'DOG',
    altered: true,
    ageGroup: 'ADULT',
    serviceAnimal: false,
    termYears: Math.min(...policy.termYears),
  }));
  // today where the jurisdiction is, as the checkout reckons it (read once: the page is not left open for days)
  const [today] = useState(() => localDateIn(new Date(), timeZone));
  const result = useMemo(() => calculatorQuote(policy, values, today), [policy, values, today]);
  const set = <K extends keyof FeeCalculatorInput>(name: K, value: FeeCalculatorInput[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  return { policy, values, set, result, ageGroups: ownerAgeGroups(policy) };
}
