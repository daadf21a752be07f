// The licensing page's "Fees and rules" (decision 0503): the jurisdiction's licence policy as figures
// and sentences, never typed into its text, then the fee calculator in its own chunk.
import { Suspense } from 'react';
import { lazyChunk } from '../../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { ColumnHeads } from '../../../components/ColumnHeads.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { ScrollRegion } from '../../../components/ScrollRegion.js';
import { useLocale } from '../../../lib/locale-context.js';
import type { ApiLicensePolicy } from '../use-info-page.js';
import { formatPercent, formatTermList, moneyFormatter } from './license-policy.js';
import { LabelledSection } from '../../../components/LabelledSection.js';
import './licensing.css';

// the calculator (licenseQuote, the form kit's radios) loads after the figures, in its own chunk
const FeeCalculator = lazyChunk(() =>
  import('./FeeCalculator.js').then((module) => ({ default: module.FeeCalculator })),
);

function rabiesKey(rabies: ApiLicensePolicy['rabiesProofRequired']) {
  if (rabies.dog && rabies.cat) return 'rules.rabiesBoth';
  if (rabies.dog) return 'rules.rabiesDog';
  if (rabies.cat) return 'rules.rabiesCat';
  return null;
}

function FeeTable({ policy }: { policy: ApiLicensePolicy }) {
  const { t } = useTranslation('licensing');
  const fee = moneyFormatter(policy, useLocale());
  return (
    <ScrollRegion className="license-table-scroll" label={t('rules.feeTable.caption')}>
      <table className="figures-table license-table">
        <caption>{t('rules.feeTable.caption')}</caption>
        <ColumnHeads labels={[t('rules.feeTable.pet'), t('rules.feeTable.altered'), t('rules.feeTable.unaltered')]} />
        <tbody>
          {(['dog', 'cat'] as const).map((species) => (
            <tr key={species}>
              <th scope="row">{t(`rules.feeTable.${species}`)}</th>
              <td>{fee(policy.fees[species].altered)}</td>
              <td>{fee(policy.fees[species].unaltered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function LicenseRules({
  policy,
  timeZone,
  calculator = true,
}: {
  policy: ApiLicensePolicy;
  timeZone: string;
  /** the About Licences pages show the figures and link to the calculator on the licensing page */
  calculator?: boolean;
}) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const money = moneyFormatter(policy, locale);
  const rabies = rabiesKey(policy.rabiesProofRequired);
  const longestTerm = Math.max(...policy.termYears);
  const rows: Array<[string, string]> = [
    [t('rules.terms'), t('rules.termsText', { terms: formatTermList(policy.termYears, locale), count: longestTerm })],
    [
      t('rules.senior'),
      policy.seniorDiscountPercent > 0
        ? t('rules.seniorText', { age: policy.seniorAge, percent: formatPercent(policy.seniorDiscountPercent, locale) })
        : t('rules.seniorNone'),
    ],
    [
      t('rules.serviceAnimal'),
      policy.serviceAnimalExempt ? t('rules.serviceAnimalText') : t('rules.serviceAnimalNone'),
    ],
    [t('rules.renewal'), t('rules.renewalText', { count: policy.renewalWindowDays })],
    [
      t('rules.lateRenewal'),
      policy.lateFee > 0
        ? `${t('rules.graceText', { count: policy.gracePeriodDays })} ${t('rules.lateFeeText', {
            fee: money(policy.lateFee),
          })}`
        : t('rules.noLateFeeText', { count: policy.gracePeriodDays }),
    ],
    [
      t('rules.rabies'),
      rabies ? t(rabies, { count: policy.rabiesProofRequired.minimumAgeMonths }) : t('rules.rabiesNone'),
    ],
    [
      t('rules.household'),
      policy.maxPetsPerHousehold === null
        ? t('rules.householdNone')
        : t('rules.householdText', { count: policy.maxPetsPerHousehold }),
    ],
  ];
  return (
    <>
      <LabelledSection className="license-rules" heading={t('rules.title')}>
        <p className="hint">{t('rules.lede')}</p>
        <FeeTable policy={policy} />
        <dl className="license-facts">
          {rows.map(([term, text]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </LabelledSection>
      {calculator ? (
        <Suspense fallback={<LoadingIndicator label={t('calculator.loading')} />}>
          <FeeCalculator policy={policy} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </>
  );
}
