// spec §2.11 the jurisdiction suggestions chooser: "Tell us which community you live in", a radio list
// (name, colour swatch, information HTML), the optional non-licensing fallback ("None of the above",
// its explanation and a collapsible "Learn More"), a preselected id; for an administrator, options they
// do not administer are disabled, shown in red and say so in words (spec §6). The map, when a screen
// shows one, sits beside the list and follows the choice; the list alone completes it.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isJurisdictionOptionDisabled } from '../../../domain/jurisdiction/jurisdiction-terms.rules.js';
import './jurisdiction-chooser.css';

export type JurisdictionOption = {
  id: string;
  name: string;
  color: string | null;
  /** sanitised HTML from the jurisdiction's settings */
  jurisdictionInformation: string | null;
  adminHasAccess: boolean;
};

export type JurisdictionChooserProps = {
  /** the fieldset's id: where a form's error summary sends the focus */
  id?: string;
  options: JurisdictionOption[];
  fallback: { id: string; adminHasAccess: boolean } | null;
  value: string | null;
  onChange: (id: string) => void;
  /** an administrator choosing for an owner: options they do not administer are disabled */
  adminAccessRequired?: boolean;
  /** the fallback's label; the catalog's fallbackJurisdictionOptionLabel by default */
  fallbackLabel?: string;
  error?: string | null;
  /** the fieldset's legend; the catalog's question to the owner (chooser.heading) by default */
  legend?: string;
};

export function JurisdictionChooser({
  id,
  options,
  fallback,
  value,
  onChange,
  adminAccessRequired = false,
  fallbackLabel,
  error,
  legend,
}: JurisdictionChooserProps) {
  const { t } = useTranslation('jurisdiction');
  const name = useId();
  const errorId = `${name}-error`;
  /** One radio of the list: its swatch and name, the words that say why it is disabled, then what it tells. */
  const item = (
    option: { id: string; adminHasAccess: boolean },
    { swatch, label, information }: { swatch: ReactNode; label: string; information: ReactNode },
  ) => {
    const disabled = isJurisdictionOptionDisabled(option, adminAccessRequired);
    const noAccessId = `${name}-${option.id}-no-access`;
    return (
      <li key={option.id} className={disabled ? 'chooser-option is-disabled' : 'chooser-option'}>
        <label className="chooser-label">
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            disabled={disabled}
            onChange={() => onChange(option.id)}
            aria-describedby={disabled ? noAccessId : undefined}
          />
          {swatch}
          <span className="chooser-name">{label}</span>
        </label>
        {disabled ? (
          <span id={noAccessId} className="chooser-no-access">
            {t('chooser.noAccess')}
          </span>
        ) : null}
        {information}
      </li>
    );
  };

  return (
    <fieldset
      id={id}
      className="jurisdiction-chooser"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend>{legend ?? t('chooser.heading')}</legend>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <ul className="chooser-options">
        {options.map((option) =>
          item(option, {
            swatch: (
              <span
                className="chooser-swatch"
                aria-hidden="true"
                style={{ backgroundColor: option.color ?? undefined }}
              />
            ),
            label: option.name,
            information: option.jurisdictionInformation ? (
              <InformationHtml html={option.jurisdictionInformation} />
            ) : null,
          }),
        )}
        {fallback
          ? item(fallback, {
              swatch: <span className="chooser-swatch is-none" aria-hidden="true" />,
              label: fallbackLabel ?? t('chooser.fallbackJurisdictionOptionLabel'),
              information: (
                <div className="chooser-information">
                  <p>{t('chooser.fallbackExplanation')}</p>
                  <details className="chooser-learn-more">
                    <summary>{t('chooser.learnMore')}</summary>
                    <p>{t('chooser.learnMoreText')}</p>
                  </details>
                </div>
              ),
            })
          : null}
      </ul>
    </fieldset>
  );
}

/** A jurisdiction's information, sanitised when stored (PRODUCT.md §7). */
function InformationHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised configuration HTML
  return <div className="chooser-information prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
