// The terms the jurisdiction offers, one radio each with its dates and total; a term that cannot be
// bought (it would outlast the rabies vaccination) stays listed, disabled, with the reason.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsoDate } from '../../../lib/dates.js';
import { serverErrorText } from '../../../lib/graphql-client.js';
import { useMoney } from '../../../lib/money.js';
import type { LicenseTerm } from './use-license-options.js';

export function LicenseTermChoice({
  terms,
  value,
  onChange,
}: {
  terms: readonly LicenseTerm[];
  value: number | null;
  onChange: (termYears: number) => void;
}) {
  const { t } = useTranslation(['licensing', 'common', 'serverErrors']);
  const name = useId();
  const formatDate = useIsoDate();
  const money = useMoney();
  return (
    <fieldset className="fieldset choice-field license-terms">
      <legend>{t('term.legend')}</legend>
      <div className="choice-options">
        {terms.map((term) => {
          const reasonId = `${name}-${term.termYears}-reason`;
          return (
            <label key={term.termYears} className="choice">
              <input
                type="radio"
                name={name}
                checked={value === term.termYears}
                disabled={term.refusal !== null}
                aria-describedby={term.refusal ? reasonId : undefined}
                onChange={() => onChange(term.termYears)}
              />
              <span>
                {t('term.years', { count: term.termYears })}
                {term.fee && term.termEnd ? (
                  <>
                    {' — '}
                    {t('term.until', { date: formatDate(term.termEnd) })}
                    {term.endsAtRabiesExpiry ? ` ${t('term.endsAtRabies')}` : ''}
                    {' — '}
                    <strong>{money(term.fee.total)}</strong>
                  </>
                ) : null}
                {term.refusal ? (
                  <span id={reasonId} className="hint">
                    {serverErrorText(t, term.refusal)}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
