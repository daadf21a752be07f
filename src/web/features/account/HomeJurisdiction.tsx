// spec §4 Jurisdiction move in My Details (decision 0304): when the owner changes their home address,
// the selection runs again. The owner stays where they are when their jurisdiction still contains the
// home; otherwise they choose (when the home is in several) and answer the move panel of the new
// jurisdiction. confirmCityChange starts null and goes back to null whenever the suggested jurisdiction
// changes.
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import { confirmCityChangeAfter } from '../../../domain/jurisdiction/jurisdiction-terms.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import type { DomainForm } from '../../components/form/use-domain-form.js';
import { useMessage } from '../../components/form/use-message.js';
import { JurisdictionChooser } from '../../components/jurisdiction/JurisdictionChooser.js';
import { JurisdictionMovePanel, type MoveTerms } from '../../components/jurisdiction/JurisdictionMovePanel.js';
import { useJurisdictionSuggestions } from '../../components/jurisdiction/use-jurisdiction-suggestions.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';

export type MoveValues = {
  address: Address | null;
  jurisdictionId: string | null;
  movingAgreed: boolean | null;
};

export function HomeJurisdiction({
  form,
  storedAddress,
}: {
  form: DomainForm<MoveValues>;
  storedAddress: Address | null;
}) {
  const { t } = useTranslation('jurisdiction');
  const format = useMessage();
  const locale = useLocale();
  const { city } = useSession();
  const { address } = form.values;
  const changed = address !== null && !sameHome(address, storedAddress);
  const { lookup, selectedId, setSelectedId } = useJurisdictionSuggestions(changed ? address : null, {
    preselectSlug: city?.slug ?? null,
  });
  form.labelField('jurisdictionId', t('chooser.heading'));
  // issue 38 D14: "Keep my current address" puts the stored address back; the status says nothing changed
  // for as long as the address is the stored one (not once another is typed, or none is held: another
  // country chosen, the address being edited)
  const [kept, setKept] = useState(false);
  const keptStatus = useRef<HTMLParagraphElement>(null);
  const atStored = address !== null && !changed;
  const keptShown = kept && atStored;
  useEffect(() => {
    if (!atStored) setKept(false); // another address, or none: the status no longer applies
  }, [atStored]);
  useEffect(() => {
    if (keptShown) keptStatus.current?.focus(); // the button that had focus is gone with the panel
  }, [keptShown]);
  const keepAddress = () => {
    form.set('address', storedAddress);
    form.set('jurisdictionId', null);
    form.set('movingAgreed', null);
    form.setError('movingAgreed', undefined);
    setKept(true);
  };
  const keptText =
    keptShown && city ? (
      <p ref={keptStatus} className="notice" role="status" tabIndex={-1}>
        {t('move.kept', { name: city.name })}
      </p>
    ) : null;

  const suggestions = lookup.status === 'ready' ? lookup.suggestions : null;
  const target = suggestions?.suggestedJurisdictions.find((option) => option.id === selectedId) ?? null;
  const fallbackChosen = suggestions?.fallbackJurisdiction?.id === selectedId && selectedId !== null;
  const moving = (target !== null && target.slug !== city?.slug) || fallbackChosen;

  // the form sends the choice, and the agreement starts over whenever the suggested jurisdiction changes
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const jurisdictionId = changed ? selectedId : null;
    const movingAgreed = confirmCityChangeAfter(form.values.movingAgreed, previous.current, jurisdictionId);
    previous.current = jurisdictionId;
    if (form.values.jurisdictionId !== jurisdictionId) form.set('jurisdictionId', jurisdictionId);
    if (form.values.movingAgreed !== movingAgreed) form.set('movingAgreed', movingAgreed);
  }, [changed, selectedId, form]);

  // an unchanged home asks nothing (suggestions of the address just left may still be on hand)
  if (!suggestions || !changed) return keptText ? <div className="home-jurisdiction">{keptText}</div> : null;
  const options = suggestions.suggestedJurisdictions.map((option) => ({
    ...option,
    color: option.color ?? null,
    jurisdictionInformation: option.jurisdictionInformation ?? null,
  }));
  const chooserError = form.errors.jurisdictionId;
  const agreementError = form.errors.movingAgreed;
  // the non-licensing fallback has no terms of its own: the catalog's say what leaving licensing means
  const terms = fallbackChosen ? fallbackTerms(t) : target?.moveTerms;
  if (terms) form.labelField('movingAgreed', terms.header);
  return (
    <div className="home-jurisdiction">
      {suggestions.autoSelectedId === null || !suggestions.matched ? (
        <JurisdictionChooser
          id={form.idOf('jurisdictionId')}
          options={options}
          fallback={suggestions.fallbackJurisdiction ?? null}
          value={selectedId}
          onChange={setSelectedId}
          error={chooserError ? format(chooserError) : null}
        />
      ) : null}
      {moving && city ? <p role="status">{t('move.current', { name: city.name })}</p> : null}
      {moving && terms ? (
        <JurisdictionMovePanel
          id={form.idOf('movingAgreed')}
          terms={terms}
          value={form.values.movingAgreed}
          onChange={(agreed) => {
            form.set('movingAgreed', agreed);
            // an answer replaces the error that asked for one ("no" is an answer, decision 0304)
            form.setError('movingAgreed', undefined);
          }}
          deactivateHref={getHref('DeactivateAccount', locale)}
          onKeepAddress={keepAddress}
          error={agreementError ? format(agreementError) : null}
        />
      ) : null}
    </div>
  );
}

const HOME_FIELDS = ['unit', 'civic', 'street', 'cityName', 'province', 'country', 'postalCode'] as const;

function sameHome(a: Address, b: Address | null): boolean {
  return b !== null && HOME_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

function fallbackTerms(t: TFunction<'jurisdiction'>): MoveTerms {
  return {
    header: t('move.fallback.header'),
    subHeader: `<p>${escapeHtml(t('move.fallback.subHeader'))}</p>`,
    termIntro: t('move.fallback.termIntro'),
    list: [`<p>${escapeHtml(t('move.fallback.term'))}</p>`],
    action: [{ text: t('move.fallback.agree') }, { text: t('move.fallback.decline') }],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
