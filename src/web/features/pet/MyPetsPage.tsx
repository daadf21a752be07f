// My Pets (issue 13): the owner's pets with their licence and rabies status, "Add a pet", edit, and
// "No longer with me" (spec §2.19 confirmation; the pet becomes inactive and keeps its history).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { petWords } from '../../../domain/pet/pet-words.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useRetirePetMutation } from './api/retire-pet.generated.js';
import { PetAvatar } from './PetAvatar.js';
import { PetCard } from './PetCard.js';
import { useMyPets } from './use-my-pets.js';
import './pet.css';

export function MyPetsPage() {
  const { run: runRetirePet } = useRetirePetMutation();
  const { t } = useTranslation('pet');
  const locale = useLocale();
  const { notify } = useNotifications();
  const { state, reload } = useMyPets();
  const [retiring, setRetiring] = useState<PetFieldsFragment | null>(null);
  // the dialog keeps its words while it closes
  const [asked, setAsked] = useState<PetFieldsFragment | null>(null);
  const ask = (pet: PetFieldsFragment) => {
    setAsked(pet);
    setRetiring(pet);
  };
  useDocumentTitle(t('myPets.title'));

  const retire = async (pet: PetFieldsFragment) => {
    setRetiring(null);
    await runRetirePet({ id: pet.id });
    await reload();
    notify({ type: 'success', message: t('myPets.retired', petWords(pet)), icon: { icon: 'check' } });
  };

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const active = state.pets.filter((pet) => pet.active);
  const inactive = state.pets.filter((pet) => !pet.active);
  const addLink = (
    <Link className="button" to={getHref('AddPet', locale)}>
      {t('myPets.add')}
    </Link>
  );
  return (
    <PublicPage title={t('myPets.title')} lede={t('myPets.lede')} className="my-pets">
      {active.length === 0 ? (
        <EmptyState title={t('myPets.emptyTitle')} picture={<PetAvatar alt="" size={72} />} action={addLink}>
          {t('myPets.emptyText')}
        </EmptyState>
      ) : (
        <>
          <p>{addLink}</p>
          <ul className="pet-cards">
            {active.map((pet) => (
              <PetCard key={pet.id} pet={pet} onRetire={() => ask(pet)} />
            ))}
          </ul>
        </>
      )}
      {inactive.length > 0 ? (
        <details className="inactive-pets">
          <summary>{t('myPets.inactiveTitle')}</summary>
          <ul className="pet-cards">
            {inactive.map((pet) => (
              <PetCard key={pet.id} pet={pet} />
            ))}
          </ul>
        </details>
      ) : null}
      <ConfirmationModal
        open={retiring !== null}
        title={t('myPets.retireTitle', petWords(asked ?? { name: '' }))}
        message={t('myPets.retireMessage', petWords(asked ?? { name: '' }))}
        confirmLabel={t('myPets.retireConfirm', petWords(asked ?? { name: '' }))}
        onConfirm={() => retiring && void retire(retiring)}
        onCancel={() => setRetiring(null)}
      />
    </PublicPage>
  );
}
