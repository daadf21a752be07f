// issue 17 (decision 0701): the staff console's landing page — one search box first (owner name,
// e-mail, phone, licence or tag number, pet name, order number), then the results grouped by kind, a
// page at a time. The query lives in the address, so Back returns to the same results.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { useMessage } from '../../components/form/use-message.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useIsoDate } from '../../lib/dates.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { StaffPage, useIsStaff } from '../../components/staff/StaffPage.js';
import { useStaffStanding } from '../../components/staff/use-staff-standing.js';
import { type SearchGroup, useAdminSearch } from './use-admin-search.js';
import { LabelledSection } from '../../components/LabelledSection.js';

function HitLink({ hit }: { hit: SearchGroup['hits'][number] }) {
  const { t } = useTranslation(['admin', 'serverErrors']);
  const locale = useLocale();
  const formatDay = useIsoDate();
  const standing = useStaffStanding();
  const href =
    hit.orderNumber != null
      ? getHref('AdminOrder', locale, { number: String(hit.orderNumber) })
      : hit.recordId
        ? getHref('AdminImportedRecord', locale, { id: hit.recordId })
        : hit.petId
          ? getHref('AdminPet', locale, { id: hit.petId })
          : getHref('AdminOwner', locale, { id: hit.ownerId ?? '' });
  // the coded parts in the page's language: a pet's species, a licence's state (decision 0505), an order's day
  const detail = [
    hit.species ? t(`species.${hit.species}`, { defaultValue: hit.species }) : null,
    hit.detail,
    hit.kind === 'LICENSE' && hit.license ? standing.listed(hit.license, hit.rabiesProof) : null,
    formatDay(hit.placedOn) || null,
  ]
    .filter(Boolean)
    .join(' · ');
  // a pet hit: its licence and proof as its owner's record says them, "License: … · Rabies proof: …"
  const petStanding =
    hit.kind === 'PET'
      ? standing.pet({
          licenses: hit.license ? [hit.license] : [],
          mostRecentRabiesProof: hit.rabiesProof,
          rabiesProofRequired: hit.rabiesProofRequired,
        })
      : null;
  return (
    <li className="staff-hit">
      <Link to={href}>{hit.title}</Link>
      <span className="staff-hit-detail">{detail}</span>
      {petStanding ? (
        <span className="staff-hit-detail staff-hit-line">
          {t('owner.petStanding', { licence: petStanding.licence, proof: petStanding.proof })}
        </span>
      ) : null}
      <span className="staff-hit-detail">{hit.jurisdictionName}</span>
    </li>
  );
}

export function AdminSearchPage() {
  const { t } = useTranslation(['admin', 'serverErrors']);
  const message = useMessage();
  const isStaff = useIsStaff();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const { state, more, loadingMore } = useAdminSearch(query, isStaff);
  const id = useId();
  const inputId = `${id}-query`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // an empty search is kept in the address as one space; the box shows it empty
  useEffect(() => setText(query.trim() === '' ? '' : query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // an empty box is still a search: the domain rule answers it, next to the box
    setParams(text.trim() === '' ? { q: ' ' } : { q: text });
  };
  const invalid = state.status === 'invalid';

  return (
    <StaffPage title={t('search.title')} lede={t('search.lede')}>
      <search className="staff-search">
        {/* the form kit's field frame (issue 38 D32): its label bold and its hint as every form's */}
        <form onSubmit={submit} noValidate className="field">
          <label htmlFor={inputId}>{t('search.label')}</label>
          <p id={hintId} className="hint">
            {t('search.hint')}
          </p>
          {invalid ? (
            <p id={errorId} className="field-error">
              {message(state.message)}
            </p>
          ) : null}
          <div className="staff-search-row">
            <input
              id={inputId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
              aria-invalid={invalid ? true : undefined}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className="button">
              {t('search.submit')}
            </button>
          </div>
        </form>
      </search>
      <div aria-live="polite" className="staff-results">
        {state.status === 'loading' ? <LoadingIndicator /> : null}
        {state.status === 'error' ? (
          <p role="alert" className="form-alert">
            {serverErrorText(t, state.code)}
          </p>
        ) : null}
        {state.status === 'ready' && state.groups.every((group) => group.hits.length === 0) ? (
          <EmptyState title={t('search.noResults', { query: query.trim() })}>{t('search.noResultsText')}</EmptyState>
        ) : null}
        {state.status === 'ready'
          ? state.groups
              .filter((group) => group.hits.length > 0)
              .map((group) => (
                <LabelledSection key={group.kind} className="staff-group" heading={t(`search.kinds.${group.kind}`)}>
                  <ul className="staff-hits">
                    {group.hits.map((hit) => (
                      <HitLink key={`${hit.kind}-${hit.ownerId}-${hit.recordId}-${hit.petId}-${hit.title}`} hit={hit} />
                    ))}
                  </ul>
                  {group.hasNextPage ? (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={loadingMore === group.kind}
                      onClick={() => void more(group)}
                    >
                      {t(`search.more.${group.kind}`)}
                    </button>
                  ) : null}
                </LabelledSection>
              ))
          : null}
      </div>
    </StaffPage>
  );
}
