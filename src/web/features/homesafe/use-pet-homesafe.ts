// One pet's HomeSafe page: the pet (its tag code, lost state) and the conversations about it, in one request;
// each change answers with what changed, merged here.
import { useCallback, useEffect, useState } from 'react';
import type {
  HomesafeConversationFieldsFragment as Conversation,
  PetHomeSafeQuery,
} from '../../lib/graphql-types.generated.js';
import { useLazyPetHomeSafeQuery } from './api/pet-homesafe.generated.js';

export type HomesafePet = PetHomeSafeQuery['pet'];
export type { Conversation };

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pet: HomesafePet; conversations: Conversation[] };

export function usePetHomeSafe(petId: string) {
  const { run: runPetHomeSafe } = useLazyPetHomeSafeQuery();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    runPetHomeSafe({ id: petId }).then(
      (data) =>
        !cancelled &&
        setState(
          data
            ? {
                status: 'ready',
                pet: data.pet,
                conversations: data.myFoundConversations.filter((conversation) => conversation.petId === data.pet.id),
              }
            : { status: 'error' },
        ),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [petId, runPetHomeSafe]);

  const setLost = useCallback((lostOn: string | null, lostWhere: string | null) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, pet: { ...current.pet, lostOn, lostWhere } } : current,
    );
  }, []);
  const replaceConversation = useCallback((next: Conversation) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            conversations: current.conversations.map((conversation) =>
              conversation.id === next.id ? next : conversation,
            ),
          }
        : current,
    );
  }, []);
  return { state, setLost, replaceConversation };
}
