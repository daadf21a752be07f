// The Pet Guardians page's state and actions: the list, the add/edit form, moving one up and removing
// one after the confirmation modal (spec §2.19); focus goes where a keyboard user expects it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { useMovePetGuardianMutation } from './api/move-pet-guardian.generated.js';

import { useLazyPetGuardiansQuery } from './api/pet-guardians.generated.js';
import { useRemovePetGuardianMutation } from './api/remove-pet-guardian.generated.js';
import type { PetGuardianFieldsFragment as PetGuardian } from '../../lib/graphql-types.generated.js';

export const ADD_BUTTON_ID = 'pet-guardian-add';
export const LIST_TITLE_ID = 'pet-guardians-list-title';
export const editButtonId = (guardian: PetGuardian) => `pet-guardian-edit-${guardian.id}`;
export const moveButtonId = (guardian: PetGuardian) => `pet-guardian-move-${guardian.id}`;
export const fullName = (guardian: PetGuardian) => `${guardian.firstName} ${guardian.lastName}`;

type Editing = { guardian: PetGuardian | null; openerId: string } | null;

export function usePetGuardians() {
  const { run: runMovePetGuardian } = useMovePetGuardianMutation();
  const { run: runPetGuardians } = useLazyPetGuardiansQuery();
  const { run: runRemovePetGuardian } = useRemovePetGuardianMutation();
  const { t } = useTranslation(['petGuardians', 'serverErrors']);
  const [guardians, setGuardians] = useState<PetGuardian[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<PetGuardian | null>(null);
  const [busy, setBusy] = useState(false);
  /** an element to focus once the next render is on screen; the list's title when it is gone */
  const focusAfterRender = useFocusAfterRender(LIST_TITLE_ID);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once; t only translates a failure
  useEffect(() => {
    const controller = new AbortController();
    runPetGuardians({}, { signal: controller.signal }).then(
      (data) => setGuardians(data?.petGuardians ?? []),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoadError(serverErrorText(t, errorCodeOf(error)));
      },
    );
    return () => controller.abort();
  }, []);

  const openForm = (guardian: PetGuardian | null, openerId: string) => {
    setNotice('');
    setActionError(null);
    setEditing({ guardian, openerId });
  };

  const closeForm = () => {
    if (editing) focusAfterRender(editing.openerId);
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
    setNotice(editing?.guardian ? t('notices.updated', { name }) : t('notices.added', { name }));
    closeForm();
  };

  /** A change the server answers with the whole list, in its new order. */
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
      setActionError(serverErrorText(t, errorCodeOf(error)));
    } finally {
      setBusy(false);
    }
  };

  const confirmRemove = () => {
    const guardian = removing;
    if (!guardian || busy) return;
    setRemoving(null); // the modal closes at once; a failure shows on the page, not behind the modal
    void run(
      async () => (await runRemovePetGuardian({ id: guardian.id }))?.removePetGuardian ?? [],
      () => {
        if (editing?.guardian?.id === guardian.id) setEditing(null);
        setNotice(t('notices.removed', { name: fullName(guardian) }));
        focusAfterRender(LIST_TITLE_ID); // its Remove button is gone
      },
    );
  };

  const moveUp = (guardian: PetGuardian, index: number) =>
    run(
      async () => (await runMovePetGuardian({ id: guardian.id, position: index - 1 }))?.movePetGuardian ?? [],
      (list) => {
        setNotice(t('notices.movedUp', { name: fullName(guardian) }));
        const stillMovable = list.findIndex((item) => item.id === guardian.id) > 0;
        focusAfterRender(stillMovable ? moveButtonId(guardian) : editButtonId(guardian));
      },
    );

  return {
    guardians,
    loadError,
    actionError,
    notice,
    editing,
    removing,
    busy,
    openForm,
    closeForm,
    onSaved,
    askRemove: setRemoving,
    cancelRemove: () => setRemoving(null),
    confirmRemove,
    moveUp,
  };
}
