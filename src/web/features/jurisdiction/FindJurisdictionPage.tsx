// "Which jurisdiction am I in?" (issue 14, beyond the spec's anchors): a visitor types their home
// address and sees the jurisdiction(s) whose boundaries contain it, on the map and as a list, with a
// link to each one's licensing information — no account needed.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import type { CountryCode } from '../../../domain/locale/locales.js';
import { getHref } from '../../../domain/shared/routes.js';
import { AddressSearchForm } from '../../components/form/address/AddressSearchForm.js';
import { JurisdictionChooser } from '../../components/jurisdiction/JurisdictionChooser.js';
import { LazyBoundariesMap } from '../../components/map/LazyBoundariesMap.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { type Lookup, useJurisdictionSuggestions } from '../../components/jurisdiction/use-jurisdiction-suggestions.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './jurisdiction.css';

export function FindJurisdictionPage() {
  const { t } = useTranslation('jurisdiction');
  const { city } = useSession();
  const locale = useLocale();
  const [country, setCountry] = useState<CountryCode>(city?.country ?? (locale.endsWith('_CA') ? 'CA' : 'US'));
  const [address, setAddress] = useState<Address | null>(null);
  const { lookup, selectedId, setSelectedId } = useJurisdictionSuggestions(address, { map: true });
  const countryId = useId();
  useDocumentTitle(t('find.title'));

  const changeCountry = (next: CountryCode) => {
    setCountry(next);
    setAddress(null);
  };

  return (
    <PublicPage title={t('find.title')} lede={t('find.lede')} className="find-jurisdiction">
      <div className="find-jurisdiction-form">
        <div className="find-country">
          <label htmlFor={countryId}>{t('find.country')}</label>
          <select id={countryId} value={country} onChange={(event) => changeCountry(event.target.value as CountryCode)}>
            <option value="US">{t('find.countryUS')}</option>
            <option value="CA">{t('find.countryCA')}</option>
          </select>
        </div>
        <AddressSearchForm
          key={country}
          country={country}
          value={address}
          onChange={setAddress}
          legend={t('find.addressLegend')}
          idPrefix="find-jurisdiction-address"
          error={null}
        />
      </div>
      <FindResult lookup={lookup} selectedId={selectedId} onSelect={setSelectedId} country={country} />
    </PublicPage>
  );
}

function FindResult({
  lookup,
  selectedId,
  onSelect,
  country,
}: {
  lookup: Lookup;
  selectedId: string | null;
  onSelect: (id: string) => void;
  country: CountryCode;
}) {
  const { t } = useTranslation('jurisdiction');
  const locale = useLocale();
  if (lookup.status === 'idle') return null;
  if (lookup.status === 'loading') return <LoadingIndicator />;
  if (lookup.status === 'error')
    return (
      <p className="form-alert" role="alert">
        {t('find.error')}
      </p>
    );
  const { suggestions, mapJurisdictions, mapContext } = lookup;
  const options = suggestions.suggestedJurisdictions;
  const chosen = options.find((option) => option.id === selectedId);
  const summary = !suggestions.home
    ? t('find.unplaced')
    : suggestions.autoSelectedId && chosen
      ? t('find.one', { name: chosen.name })
      : suggestions.matched
        ? t('find.several')
        : t('find.none');
  return (
    <LabelledSection className="find-result" heading={t('find.resultHeading')}>
      <p role="status">{summary}</p>
      <div className="page-columns find-result-columns">
        <div>
          <JurisdictionChooser
            options={options.map((option) => ({
              ...option,
              color: option.color ?? null,
              jurisdictionInformation: option.jurisdictionInformation ?? null,
            }))}
            fallback={null}
            value={selectedId}
            onChange={onSelect}
          />
          {chosen ? (
            <p className="find-next">
              <a href={`${getHref('Licensing', locale)}?city=${encodeURIComponent(chosen.slug)}`}>
                {t('find.licensingLink', { name: chosen.name })}
              </a>
            </p>
          ) : null}
        </div>
        {/* postal areas are drawn from their centres (decision 0305); a map of a pin alone would say nothing */}
        {mapJurisdictions.some((jurisdiction) => jurisdiction.included.length > 0) ? (
          <LazyBoundariesMap
            label={t('map.label')}
            homeLabel={t('map.home')}
            home={suggestions.home ?? null}
            jurisdictions={mapJurisdictions}
            selectedId={selectedId}
            tiles={suggestions.mapTiles ?? null}
            context={mapContext}
            units={country === 'CA' ? 'metric' : 'imperial'}
            approximateName={(name) => t('map.approximate', { name })}
            approximateNote={t(`map.approximateNote.${country}`)}
            zoomLabels={{ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
          />
        ) : null}
      </div>
    </LabelledSection>
  );
}
