// The licensing page's fee calculator (issue 16 "Beyond the anchors", decision 0503): usable without an
// account, by keyboard alone; the total and its breakdown are announced as the answers change.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../../domain/locale/date-format.js';
import { FiguresTable } from '../../../components/FiguresTable.js';
import { type Choice, ChoiceField } from '../../../components/form/ChoiceField.js';
import { SERVER_ERRORS_NAMESPACE, serverErrorText } from '../../../lib/graphql-client.js';
import { useLocale } from '../../../lib/locale-context.js';
import type { ApiLicensePolicy } from '../use-info-page.js';
import { formatPercent, moneyFormatter } from './license-policy.js';
import { useFeeCalculator } from './use-fee-calculator.js';
import { LabelledSection } from '../../../components/LabelledSection.js';

export function FeeCalculator({ policy: apiPolicy, timeZone }: { policy: ApiLicensePolicy; timeZone: string }) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const { policy, values, set, result, ageGroups } = useFeeCalculator(apiPolicy, timeZone);
  const amount = moneyFormatter(apiPolicy, locale);
  // an amount taken off, with its minus sign (none on zero: Intl would write "-$0.00")
  const off = (amountCents: number) => amount(amountCents > 0 ? -amountCents : 0);
  const yesNo: Array<Choice<boolean>> = [
    { value: true, label: t('calculator.yes') },
    { value: false, label: t('calculator.no') },
  ];
  /** A yes / no question of the calculator, bound to its answer. */
  const yesNoField = (name: 'altered' | 'serviceAnimal', id: string) => (
    <ChoiceField
      id={id}
      legend={t(`calculator.${name}`)}
      choices={yesNo}
      value={values[name]}
      onChange={(answer) => set(name, answer)}
    />
  );
  const ageLabel = {
    UNDER_18: t('calculator.under18'),
    ADULT: ageGroups.includes('SENIOR')
      ? t('calculator.adultUpTo', { max: policy.seniorAge - 1 })
      : t('calculator.adult'),
    SENIOR: t('calculator.senior', { age: policy.seniorAge }),
  };
  const rabiesMatters =
    policy.termYears.length > 1 && policy.rabiesProofRequired[values.species === 'DOG' ? 'dog' : 'cat'];
  const breakdown = result.quote?.breakdown;
  return (
    <LabelledSection className="fee-calculator" heading={t('calculator.title')}>
      <p className="hint">{t('calculator.lede')}</p>
      <form className="fee-calculator-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <ChoiceField
          id="fee-calculator-species"
          legend={t('calculator.species')}
          choices={[
            { value: 'DOG', label: t('calculator.dog') },
            { value: 'CAT', label: t('calculator.cat') },
          ]}
          value={values.species}
          onChange={(species) => set('species', species)}
        />
        {yesNoField('altered', 'fee-calculator-altered')}
        <ChoiceField
          id="fee-calculator-age"
          legend={t('calculator.ageGroup')}
          choices={ageGroups.map((group) => ({ value: group, label: ageLabel[group] }))}
          value={values.ageGroup}
          onChange={(ageGroup) => set('ageGroup', ageGroup)}
        />
        {policy.serviceAnimalExempt ? yesNoField('serviceAnimal', 'fee-calculator-service-animal') : null}
        <ChoiceField
          id="fee-calculator-term"
          legend={t('calculator.term')}
          choices={policy.termYears.map((count) => ({
            value: String(count),
            label: t('calculator.termYears', { count }),
          }))}
          value={String(values.termYears)}
          onChange={(term) => set('termYears', Number(term))}
        />
      </form>
      <div className="fee-result" aria-live="polite" aria-atomic="true">
        <h3>{t('calculator.result')}</h3>
        {breakdown && result.quote ? (
          <>
            <p className="fee-total">{t('calculator.totalText', { total: amount(breakdown.totalCents) })}</p>
            <FiguresTable
              className="figures-table license-table fee-breakdown"
              caption={t('calculator.breakdown')}
              captionHidden
              rows={[
                {
                  key: 'base',
                  label: t('calculator.base', { count: values.termYears }),
                  value: amount(breakdown.baseCents),
                },
                policy.seniorDiscountPercent > 0 && {
                  key: 'senior',
                  label: t('calculator.seniorDiscount', {
                    percent: formatPercent(policy.seniorDiscountPercent, locale),
                  }),
                  value: off(breakdown.seniorDiscountCents),
                },
                policy.serviceAnimalExempt && {
                  key: 'exemption',
                  label: t('calculator.exemption'),
                  value: off(breakdown.exemptionCents),
                },
              ]}
              total={{ label: t('calculator.total'), value: amount(breakdown.totalCents) }}
            />
            <p>{t('calculator.validUntil', { date: formatCalendarDate(result.quote.termEnd, locale) })}</p>
          </>
        ) : (
          <Suspense fallback={null}>
            <FeeRefusal code={result.refusal ?? 'INTERNAL'} />
          </Suspense>
        )}
      </div>
      {rabiesMatters ? <p className="hint">{t('calculator.rabiesNote')}</p> : null}
    </LabelledSection>
  );
}

/** Why no fee can be quoted: the error texts' catalog loads only once a refusal shows (issue 12: P5). */
function FeeRefusal({ code }: { code: string }) {
  const { t } = useTranslation(SERVER_ERRORS_NAMESPACE);
  return <p className="fee-refusal">{serverErrorText(t, code)}</p>;
}
