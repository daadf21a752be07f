// Licence a pet or renew its licence (issue 16, decision 0501): what the licence now is, the rabies
// vaccination it needs, the terms the jurisdiction offers with each one's fee, then into the basket.
// Its title and what it says the owner can do come from the one licence-and-proof state (decision 0505):
// "License X" without a licence, "Renew X's license" once renewal is open, else "X's license".
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ownerRefusalLink, petStanding } from '../../../../domain/license/license-status.rules.js';
import { getHref } from '../../../../domain/shared/routes.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { useStandingTexts, useStandingToday } from '../../../components/licence-standing/use-standing-texts.js';
import { FormPage } from '../../../components/PageTemplates.js';
import { serverErrorText } from '../../../lib/graphql-client.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useNotifications } from '../../../lib/notifications.js';
import { RabiesProofUploader } from '../rabies/RabiesProofUploader.js';
import { CurrentLicenseSummary } from './CurrentLicenseSummary.js';
import { LicenseFeeTable } from './LicenseFeeTable.js';
import { LicenseTermChoice } from './LicenseTermChoice.js';
import { type LicenseOptions, useAddLicenseToBasket, useLicenseOptions } from './use-license-options.js';
import '../pet.css';

export function PetLicensePage() {
  const { t } = useTranslation(['licensing', 'common', 'serverErrors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  // issue 38 D23: the expiry typed in the uploader (valid, no file yet) limits the terms at once
  const [typedExpiry, setTypedExpiry] = useState<string | null>(null);
  const { state, reload } = useLicenseOptions(params.get('pet'), typedExpiry);
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error')
    return (
      <FormPage title={t('title', { name: '' }).trim()}>
        <EmptyState
          title={state.code === 'NOT_FOUND' ? t('notFound.title') : serverErrorText(t, state.code)}
          alert={state.code !== 'NOT_FOUND'}
          action={
            <Link className="button" to={getHref('MyPets', locale)}>
              {t('backToMyPets')}
            </Link>
          }
        >
          {state.code === 'NOT_FOUND' ? t('notFound.body') : null}
        </EmptyState>
      </FormPage>
    );
  return (
    <LicenseFlow
      options={state.options}
      onRabiesChange={reload}
      typedExpiry={typedExpiry}
      onExpiryChange={setTypedExpiry}
    />
  );
}

type FlowProps = {
  options: LicenseOptions;
  onRabiesChange: () => Promise<void>;
  typedExpiry: string | null;
  onExpiryChange: (expiry: string | null) => void;
};

function LicenseFlow({ options, onRabiesChange, typedExpiry, onExpiryChange }: FlowProps) {
  const { t } = useTranslation(['licensing', 'common', 'serverErrors']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { add, adding } = useAddLicenseToBasket();
  const buyable = options.terms.filter((term) => !term.refusal);
  const [termYears, setTermYears] = useState<number | null>(buyable[0]?.termYears ?? null);
  const [error, setError] = useState<string | null>(null);
  const chosen = options.terms.find((term) => term.termYears === termYears && !term.refusal) ?? null;
  // a typed expiry may take the chosen term away: the first term still offered is chosen instead
  const firstBuyable = buyable[0]?.termYears ?? null;
  useEffect(() => {
    if (!chosen && firstBuyable !== null) setTermYears(firstBuyable);
  }, [chosen, firstBuyable]);
  const say = useStandingTexts();
  const today = useStandingToday();
  const standing = petStanding(
    {
      licenses: options.current ? [options.current] : [],
      proof: options.pet?.mostRecentRabiesProof ?? null,
      proofRequired: options.proofRequired,
    },
    today,
  );
  // "No proof required" from the one state: a licence still waiting for its proof asks for one (decision 0505)
  const proofAsked = standing.proof.kind !== 'notRequired';
  const renewal = standing.page === 'renew';
  const closed = standing.page === 'view';
  const name = options.petName;
  const title = { license: t('title', { name }), renew: t('renewTitle', { name }), view: t('viewTitle', { name }) }[
    standing.page
  ];
  const refusalLink = ownerRefusalLink(options.refusal);

  const submit = async () => {
    if (!chosen) return;
    const code = await add(String(options.petId), chosen.termYears, typedExpiry);
    if (code) {
      setError(serverErrorText(t, code));
      return;
    }
    notify({ type: 'success', message: t('added', { name }), icon: { icon: 'check' } });
    navigate(getHref('Basket', locale));
  };

  return (
    <FormPage title={title} lede={closed ? (say.next(name, standing) ?? t('lede')) : t('lede')}>
      {options.current ? (
        <CurrentLicenseSummary current={options.current} text={say.licence(standing.licence)} />
      ) : null}
      {options.refusal ? (
        <div className="alert alert-warning" role="status">
          <p>{serverErrorText(t, options.refusal)}</p>
          {refusalLink ? (
            <Link to={getHref('MyDetails', locale)}>
              {refusalLink === 'addBirthdate' ? t('goToMyDetails') : t('checkMyDetails')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <div className="license-step">
        <RabiesProofUploader
          pet={options.pet}
          renewal={renewal}
          proofRequired={proofAsked}
          timeZone={options.timeZone}
          allowPastRabies={options.allowPastRabies}
          onChange={() => void onRabiesChange()}
          onExpiryChange={onExpiryChange}
        />
        {proofAsked && !closed && !options.refusal ? (
          <p className="hint">{t('rabies.verifiedLater', { checkTime: say.checkTime })}</p>
        ) : null}
      </div>
      {options.refusal || closed ? null : (
        <form
          className="license-step"
          aria-labelledby="license-term"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 id="license-term">{t('term.heading')}</h2>
          <FormAlert message={error} />
          <LicenseTermChoice terms={options.terms} value={termYears} onChange={setTermYears} />
          {chosen?.fee ? <LicenseFeeTable fee={chosen.fee} termYears={chosen.termYears} /> : null}
          <button type="submit" className="button" disabled={!chosen || adding} aria-disabled={!chosen || adding}>
            {adding ? t('adding') : t('add')}
          </button>
        </form>
      )}
    </FormPage>
  );
}
