// spec §2.12 the jurisdiction-change (moving city) panel: a header, a sub-header (HTML), a term intro
// and the terms. An owner reads the terms as paragraphs and answers yes or no with the two action
// texts; "no" shows "Deactivate Account", and "Keep my current address" where the screen can put the
// stored address back (issue 38 D14). An administrator reads them as an ordered list and ticks the
// one required confirmation. The terms are the target jurisdiction's own, per locale (decision 0304).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showDeactivateAccount } from '../../../domain/jurisdiction/jurisdiction-terms.rules.js';
import './jurisdiction-chooser.css';

export type MoveTerms = {
  header: string;
  subHeader: string;
  termIntro: string;
  list: string[];
  action: Array<{ text: string }>;
};

type Common = { id?: string; terms: MoveTerms; error?: string | null };

export type JurisdictionMovePanelProps =
  | (Common & {
      isAdmin?: false;
      /** confirmCityChange (spec §4): null until answered */
      value: boolean | null;
      onChange: (agreed: boolean) => void;
      deactivateHref: string;
      /** issue 38 D14: after "no", go back to the stored address (nothing changes) */
      onKeepAddress?: () => void;
    })
  | (Common & { isAdmin: true; value: boolean; onChange: (confirmed: boolean) => void });

/** Configuration HTML, sanitised when stored (PRODUCT.md §7). */
function Html({ html, as: Element = 'div' }: { html: string; as?: 'div' | 'li' }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised configuration HTML
  return <Element className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function JurisdictionMovePanel(props: JurisdictionMovePanelProps) {
  const { t } = useTranslation('jurisdiction');
  const name = useId();
  const { terms, error } = props;
  const errorId = `${name}-error`;
  const headingId = `${name}-heading`;
  const errorText = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null;
  return (
    <section className="move-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{terms.header}</h3>
      <Html html={terms.subHeader} />
      <p className="move-intro">{terms.termIntro}</p>
      {props.isAdmin ? (
        <>
          <ol className="move-terms">
            {terms.list.map((term) => (
              <Html key={term} as="li" html={term} />
            ))}
          </ol>
          {errorText}
          <label className="checkbox-field move-confirm">
            <input
              id={props.id}
              type="checkbox"
              checked={props.value}
              onChange={(event) => props.onChange(event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span>{t('move.adminConfirm')}</span>
          </label>
        </>
      ) : (
        <>
          <div className="move-terms">
            {terms.list.map((term) => (
              <Html key={term} html={term} />
            ))}
          </div>
          <fieldset
            id={props.id}
            className="move-answer"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend>{t('move.question')}</legend>
            {errorText}
            {terms.action.slice(0, 2).map((action, index) => (
              <label key={action.text} className="chooser-label">
                <input
                  type="radio"
                  name={name}
                  checked={props.value === (index === 0)}
                  onChange={() => props.onChange(index === 0)}
                />
                <span>{action.text}</span>
              </label>
            ))}
          </fieldset>
          {showDeactivateAccount(props.value) ? (
            <div className="move-declined">
              <p>{t('move.declined')}</p>
              <div className="move-declined-actions">
                {props.onKeepAddress ? (
                  <button type="button" className="button" onClick={props.onKeepAddress}>
                    {t('move.keepAddress')}
                  </button>
                ) : null}
                <Link className="button button-secondary" to={props.deactivateHref}>
                  {t('move.deactivate')}
                </Link>
              </div>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
