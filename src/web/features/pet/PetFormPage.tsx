// The pet panel's two screens (decision 0203): Add a pet (also the step after sign-up, ?welcome=1:
// "Tell us about your pet", skip, and "No more pets to add?" after one) and Edit (?pet=<id>).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { petWords } from '../../../domain/pet/pet-words.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { FormPage } from '../../components/PageTemplates.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PetPanel } from './PetPanel.js';
import { useMyPets } from './use-my-pets.js';

/** The pet is saved either way; a photo the server would not store is said, not hidden. */
function savedNotice(saved: string, photoSaved: boolean, photoNotSaved: string) {
  return photoSaved
    ? ({ type: 'success', message: saved, icon: { icon: 'check' } } as const)
    : ({ type: 'warning', message: `${saved} ${photoNotSaved}` } as const);
}

export function AddPetPage() {
  const { t } = useTranslation('pet');
  const locale = useLocale();
  const [params] = useSearchParams();
  const welcome = params.get('welcome') === '1';
  const { city } = useSession();
  const { state, reload } = useMyPets();
  const { notify } = useNotifications();
  const [added, setAdded] = useState(0);
  useDocumentTitle(t('panel.addTitle'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const onSaved = async (pet: PetFieldsFragment, photoSaved: boolean) => {
    await reload(); // the new pet's name is now taken
    setAdded((count) => count + 1); // a fresh form for the next pet
    notify(savedNotice(t('panel.added', petWords(pet)), photoSaved, t('photo.notSaved', { name: pet.name })));
    window.scrollTo({ top: 0 });
    // the form under focus was replaced: focus goes to the page's heading, not lost to the page's body
    requestAnimationFrame(() => document.getElementById('page-title')?.focus({ preventScroll: true }));
  };
  const dashboard = getHref('Dashboard', locale);
  return (
    <FormPage title={t('panel.addTitle')} lede={t('panel.addLede')} className="add-pet">
      {welcome ? (
        <p className="step-links">
          {added === 0 ? (
            <Link to={dashboard}>{t('panel.skip')}</Link>
          ) : (
            <>
              {t('panel.noMore')} <Link to={dashboard}>{t('panel.goToDashboard')}</Link>
            </>
          )}
        </p>
      ) : null}
      <PetPanel
        key={added}
        mode="add"
        pet={null}
        otherPets={state.pets}
        supportPhone={city?.supportPhone ?? null}
        onSaved={(pet, photoSaved) => void onSaved(pet, photoSaved)}
        actions={welcome ? null : <Link to={getHref('MyPets', locale)}>{t('panel.cancel')}</Link>}
      />
    </FormPage>
  );
}

export function EditPetPage() {
  const { t } = useTranslation('pet');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { city } = useSession();
  const { state } = useMyPets();
  const { notify } = useNotifications();
  const pet =
    state.status === 'ready' ? (state.pets.find((candidate) => candidate.id === params.get('pet')) ?? null) : null;
  useDocumentTitle(pet ? t('panel.editTitle', { name: pet.name }) : t('myPets.title'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  if (!pet?.active)
    return (
      <FormPage title={t('myPets.title')}>
        <p>{t('panel.notFound')}</p>
        <p>
          <Link to={getHref('MyPets', locale)}>{t('panel.cancel')}</Link>
        </p>
      </FormPage>
    );
  return (
    <FormPage title={t('panel.editTitle', { name: pet.name })} className="edit-pet">
      <PetPanel
        mode="edit"
        pet={pet}
        otherPets={state.pets.filter((other) => other.id !== pet.id)}
        supportPhone={city?.supportPhone ?? null}
        onSaved={(saved, photoSaved) => {
          notify(
            savedNotice(t('panel.saved', { name: saved.name }), photoSaved, t('photo.notSaved', { name: saved.name })),
          );
          navigate(getHref('MyPets', locale));
        }}
        actions={<Link to={getHref('MyPets', locale)}>{t('panel.cancel')}</Link>}
      />
    </FormPage>
  );
}
