// Pet Guardians (spec §2.1): other people responsible for the owner's pets. The first two are printed
// on the wallet card as emergency contacts (spec §2.17); removing asks first (spec §2.19).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, isPhoneType, PHONE_TYPE_LABELS } from '../../../domain/account/phone.rules.js';
import { isWalletCardEmergencyContact, MAX_PET_GUARDIANS } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { useMessage } from '../../components/form/use-message.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { fetchPetGuardians, movePetGuardian, type PetGuardian, removePetGuardian } from './api.js';
import { PetGuardianForm } from './PetGuardianForm.js';

type Editing = { guardian: PetGuardian | null; openerId: string } | null;

const ADD_BUTTON_ID = 'pet-guardian-add';
const LIST_TITLE_ID = 'pet-guardians-list-title';
const editButtonId = (guardian: PetGuardian) => `pet-guardian-edit-${guardian.id}`;
const moveButtonId = (guardian: PetGuardian) => `pet-guardian-move-${guardian.id}`;
const fullName = (guardian: PetGuardian) => `${guardian.firstName} ${guardian.lastName}`;

export function PetGuardiansPage() {
  const { t } = useTranslation(['petGuardians', 'validation']);
  const format = useMessage();
  const [guardians, setGuardians] = useState<PetGuardian[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PetGuardian | null>(null);
  const [busy, setBusy] = useState(false);
  /** an element to focus once the next render is on screen */
  const [focusId, setFocusId] = useState<string | null>(null);
  useDocumentTitle(t('petGuardians:title'));

  const serverError = (error: unknown) => {
    const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
    return t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once; serverError only translates
  useEffect(() => {
    const controller = new AbortController();
    fetchPetGuardians(controller.signal).then(setGuardians, (error) => {
      if (!controller.signal.aborted) setLoadError(serverError(error));
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!focusId) return;
    (document.getElementById(focusId) ?? document.getElementById(LIST_TITLE_ID))?.focus();
    setFocusId(null);
  }, [focusId]);

  const openForm = (guardian: PetGuardian | null, openerId: string) => {
    setNotice('');
    setActionError(null);
    setEditing({ guardian, openerId });
  };

  const closeForm = () => {
    if (editing) setFocusId(editing.openerId);
    setEditing(null);
  };

  const onSaved = (saved: PetGuardian) => {
    const name = fullName(saved);
    setGuardians((current) => {
      const list = current ?? [];
      return list.some((guardian) => guardian.id === saved.id)
        ? list.map((guardian) => (guardian.id === saved.id ? saved : guardian))
        : [...list, saved];
    });
    setNotice(
      editing?.guardian ? t('petGuardians:notices.updated', { name }) : t('petGuardians:notices.added', { name }),
    );
    closeForm();
  };

  const run = async (action: () => Promise<PetGuardian[]>, done: (list: PetGuardian[]) => void) => {
    if (busy) return;
    setBusy(true);
    setNotice('');
    setActionError(null);
    try {
      const list = await action();
      setGuardians(list);
      done(list);
    } catch (error) {
      setActionError(serverError(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = () => {
    const guardian = removing;
    if (!guardian || busy) return;
    setRemoving(null); // the modal closes at once; a failure shows on the page, not behind the modal
    void run(
      () => removePetGuardian(guardian.id),
      () => {
        if (editing?.guardian?.id === guardian.id) setEditing(null);
        setNotice(t('petGuardians:notices.removed', { name: fullName(guardian) }));
        setFocusId(LIST_TITLE_ID); // its Remove button is gone
      },
    );
  };

  const moveUp = (guardian: PetGuardian, index: number) =>
    run(
      () => movePetGuardian(guardian.id, index - 1),
      (list) => {
        setNotice(t('petGuardians:notices.movedUp', { name: fullName(guardian) }));
        const stillMovable = list.findIndex((item) => item.id === guardian.id) > 0;
        setFocusId(stillMovable ? moveButtonId(guardian) : editButtonId(guardian));
      },
    );

  const count = guardians?.length ?? 0;

  return (
    <section className="page-section pet-guardians" aria-labelledby="page-title">
      <h1 id="page-title">{t('petGuardians:title')}</h1>
      <p>{t('petGuardians:intro')}</p>
      <p>{t('petGuardians:walletCardNote')}</p>
      <div role="status" className={notice ? 'notice' : undefined}>
        {notice}
      </div>
      {actionError ? (
        <div className="alert alert-danger" role="alert">
          {actionError}
        </div>
      ) : null}
      <h2 id={LIST_TITLE_ID} tabIndex={-1}>
        {t('petGuardians:list.title')}
      </h2>
      {loadError ? (
        <div className="alert alert-danger" role="alert">
          {loadError}
        </div>
      ) : guardians === null ? (
        <p>{t('petGuardians:loading')}</p>
      ) : guardians.length === 0 ? (
        <p>{t('petGuardians:list.empty')}</p>
      ) : (
        <ol className="pet-guardian-list">
          {guardians.map((guardian, index) => {
            const name = fullName(guardian);
            const hidden = <span className="visually-hidden"> {name}</span>;
            return (
              <li key={guardian.id} className="pet-guardian">
                <h3>{name}</h3>
                {isWalletCardEmergencyContact(index) ? (
                  <p className="notice">{t('petGuardians:list.walletCardContact', { number: index + 1 })}</p>
                ) : null}
                <dl>
                  {guardian.relationship ? (
                    <>
                      <dt>{t('petGuardians:list.relationship')}</dt>
                      <dd>{guardian.relationship}</dd>
                    </>
                  ) : null}
                  {guardian.email ? (
                    <>
                      <dt>{t('petGuardians:list.email')}</dt>
                      <dd>{guardian.email}</dd>
                    </>
                  ) : null}
                  <dt>{t('petGuardians:list.phones')}</dt>
                  {guardian.phones.map((phone, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: phones have no identity but their position
                    <dd key={at}>
                      {isPhoneType(phone.type) ? format({ key: PHONE_TYPE_LABELS[phone.type] }) : phone.type}:{' '}
                      {formatPhone(phone.number)}
                    </dd>
                  ))}
                </dl>
                <div className="pet-guardian-actions">
                  {index > 0 ? (
                    <button
                      id={moveButtonId(guardian)}
                      type="button"
                      className="link-button"
                      disabled={busy}
                      onClick={() => void moveUp(guardian, index)}
                    >
                      {t('petGuardians:list.moveUp')}
                      {hidden}
                    </button>
                  ) : null}{' '}
                  <button
                    id={editButtonId(guardian)}
                    type="button"
                    className="button button-secondary"
                    onClick={() => openForm(guardian, editButtonId(guardian))}
                  >
                    {t('petGuardians:list.edit')}
                    {hidden}
                  </button>{' '}
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={busy}
                    onClick={() => setRemoving(guardian)}
                  >
                    {t('petGuardians:list.remove')}
                    {hidden}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {guardians !== null && !editing ? (
        count < MAX_PET_GUARDIANS ? (
          <button id={ADD_BUTTON_ID} type="button" className="button" onClick={() => openForm(null, ADD_BUTTON_ID)}>
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
          onSaved={onSaved}
          onCancel={closeForm}
        />
      ) : null}
      <ConfirmationModal
        open={removing !== null}
        title={removing ? t('petGuardians:remove.title', { name: fullName(removing) }) : ''}
        message={removing ? t('petGuardians:remove.message', { name: fullName(removing) }) : ''}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
