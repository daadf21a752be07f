// Pet Guardians (spec §2.1): other people responsible for the owner's pets. The first two are printed
// on the wallet card as emergency contacts (spec §2.17); removing asks first (spec §2.19).
import { useTranslation } from 'react-i18next';
import { MAX_PET_GUARDIANS } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PetGuardianForm } from './PetGuardianForm.js';
import { PetGuardianItem } from './PetGuardianItem.js';
import { ADD_BUTTON_ID, editButtonId, fullName, LIST_TITLE_ID, usePetGuardians } from './use-pet-guardians.js';

export function PetGuardiansPage() {
  const { t } = useTranslation(['petGuardians', 'validation']);
  const page = usePetGuardians();
  const { guardians, editing, removing } = page;
  useDocumentTitle(t('petGuardians:title'));

  return (
    <section className="page-section pet-guardians" aria-labelledby="page-title">
      <h1 id="page-title">{t('petGuardians:title')}</h1>
      <p>{t('petGuardians:intro')}</p>
      <p>
        {t('petGuardians:walletCardNote')}
        {/* "Move up" is there to use only once a second guardian is */}
        {guardians && guardians.length > 1 ? ` ${t('petGuardians:walletCardOrder')}` : null}
      </p>
      <div role="status" className={page.notice ? 'notice' : undefined}>
        {page.notice}
      </div>
      <FormAlert message={page.actionError ? { text: page.actionError } : null} />
      <h2 id={LIST_TITLE_ID} tabIndex={-1}>
        {t('petGuardians:list.title')}
      </h2>
      {page.loadError ? (
        <FormAlert message={{ text: page.loadError }} />
      ) : guardians === null ? (
        <p>{t('petGuardians:loading')}</p>
      ) : guardians.length === 0 ? (
        <p>{t('petGuardians:list.empty')}</p>
      ) : (
        <ol className="pet-guardian-list">
          {guardians.map((guardian, index) => (
            <PetGuardianItem
              key={guardian.id}
              guardian={guardian}
              index={index}
              busy={page.busy}
              onMoveUp={() => void page.moveUp(guardian, index)}
              onEdit={() => page.openForm(guardian, editButtonId(guardian))}
              onRemove={() => page.askRemove(guardian)}
            />
          ))}
        </ol>
      )}
      {guardians !== null && !editing ? (
        guardians.length < MAX_PET_GUARDIANS ? (
          <button
            id={ADD_BUTTON_ID}
            type="button"
            className="button"
            onClick={() => page.openForm(null, ADD_BUTTON_ID)}
          >
            {t('petGuardians:add')}
          </button>
        ) : (
          <p>{t('petGuardians:list.limitReached', { numLimit: MAX_PET_GUARDIANS })}</p>
        )
      ) : null}
      {editing ? (
        <PetGuardianForm
          key={editing.guardian?.id ?? 'new'}
          guardian={editing.guardian}
          onSaved={page.onSaved}
          onCancel={page.closeForm}
        />
      ) : null}
      <ConfirmationModal
        open={removing !== null}
        title={removing ? t('petGuardians:remove.title', { name: fullName(removing) }) : ''}
        message={removing ? t('petGuardians:remove.message', { name: fullName(removing) }) : ''}
        onConfirm={page.confirmRemove}
        onCancel={page.cancelRemove}
      />
    </section>
  );
}
