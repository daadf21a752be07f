// spec §2.17 (issue 18, decision 0801): the wallet card designer. The front and back filled with the
// pet's data, updated as the owner edits a value (cut at the exact limit), a design and colours to
// pick; the card goes into the basket as the store's wallet-card product, or downloads as PDF or PNG.
// Opened from a pet's card on My Pets (?pet=<id>) or from the store (which pet, first).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import type { WalletCardPetsQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useLazyWalletCardPetsQuery } from './api/wallet-card-pets.generated.js';
import { useDesignerData } from './use-wallet-card-designer.js';
import { WalletCardDesigner } from './WalletCardDesigner.js';
import './wallet-card.css';

export function WalletCardDesignerPage() {
  const [params] = useSearchParams();
  const petId = params.get('pet');
  return petId ? <DesignerForPet petId={petId} designId={params.get('design')} /> : <PetChooser />;
}

function DesignerForPet({ petId, designId }: { petId: string; designId: string | null }) {
  const { t } = useTranslation(['walletCard', 'common', 'serverErrors']);
  const locale = useLocale();
  const state = useDesignerData(petId);
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !state.data.pet.active || state.data.walletCardDesigner.designs.length === 0) {
    const code = state.status === 'error' ? state.code : 'NOT_FOUND';
    return (
      <PublicPage title={t('choosePet.title')}>
        <EmptyState
          title={code === 'NOT_FOUND' ? t('notFound.title') : serverErrorText(t, code)}
          alert={code !== 'NOT_FOUND'}
          action={
            <Link className="button" to={getHref('MyPets', locale)}>
              {t('backToMyPets')}
            </Link>
          }
        >
          {code === 'NOT_FOUND' ? t('notFound.body') : null}
        </EmptyState>
      </PublicPage>
    );
  }
  return <WalletCardDesigner data={state.data} initialDesignId={designId} />;
}

type Pets = WalletCardPetsQuery['myPets'];

function PetChooser() {
  const { run: runWalletCardPets } = useLazyWalletCardPetsQuery();
  const { t } = useTranslation(['walletCard', 'common', 'serverErrors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const [pets, setPets] = useState<Pets | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    runWalletCardPets({})
      .then((data) => setPets(data?.myPets.filter((pet) => pet.active) ?? []))
      .catch((caught: unknown) => setError(errorCodeOf(caught)));
  }, [runWalletCardPets]);
  if (error)
    return (
      <PublicPage title={t('choosePet.title')}>
        <EmptyState alert title={serverErrorText(t, error)} />
      </PublicPage>
    );
  if (!pets) return <LoadingIndicator />;
  const design = params.get('design');
  return (
    <PublicPage title={t('choosePet.title')} lede={t('choosePet.lede')}>
      {pets.length === 0 ? (
        <EmptyState
          title={t('choosePet.none')}
          action={
            <Link className="button" to={getHref('AddPet', locale)}>
              {t('choosePet.addPet')}
            </Link>
          }
        />
      ) : (
        <ul className="wallet-card-pets">
          {pets.map((pet) => (
            <li key={pet.id}>
              <Link
                className="button button-secondary"
                to={getHref('WalletCardDesigner', locale, design ? { pet: pet.id, design } : { pet: pet.id })}
              >
                {t('choosePet.design', { name: pet.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}
