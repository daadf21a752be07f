// The staff queue's state (issue 16): the waiting proofs, oldest first, a page at a time; the one being
// reviewed; and the two decisions, after which the proof leaves the list. When the clerk picks a proof or
// decides one, focus goes to the proof now under review (or to the empty queue): not on the page's first load.
import { useCallback, useEffect, useState } from 'react';
import type { RabiesProofQueueQuery } from '../../lib/graphql-types.generated.js';
import { useApproveRabiesProofMutation } from './api/approve-rabies-proof.generated.js';
import { useLazyRabiesProofQueueQuery } from './api/rabies-proof-queue.generated.js';
import { useRejectRabiesProofMutation } from './api/reject-rabies-proof.generated.js';

export type QueuedProof = RabiesProofQueueQuery['rabiesProofQueue']['items'][number];

export type ProofApprovalInput = {
  expirationDate: string | null;
  checked: string[];
  withoutChecklistReason: string | null;
};

const PAGE = 20;

type QueueState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: QueuedProof[]; endCursor: string | null; hasNextPage: boolean };

export function useRabiesProofQueue(enabled: boolean) {
  const { run: runApproveRabiesProof } = useApproveRabiesProofMutation();
  const { run: runRabiesProofQueue } = useLazyRabiesProofQueueQuery();
  const { run: runRejectRabiesProof } = useRejectRabiesProofMutation();
  const [state, setState] = useState<QueueState>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  /** the clerk chose what to review (a Review button, a decision): the review takes focus */
  const [moveFocus, setMoveFocus] = useState(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    setMoveFocus(false);
    try {
      const data = await runRabiesProofQueue({ first: PAGE });
      const page = data?.rabiesProofQueue;
      setState(page ? { status: 'ready', ...page } : { status: 'error' });
      setSelectedId(page?.items[0]?.id ?? null);
    } catch {
      setState({ status: 'error' });
    }
  }, [runRabiesProofQueue]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  const more = async () => {
    if (state.status !== 'ready' || !state.endCursor) return;
    const data = await runRabiesProofQueue({ first: PAGE, after: state.endCursor });
    const page = data?.rabiesProofQueue;
    if (page) setState({ status: 'ready', ...page, items: [...state.items, ...page.items] });
  };

  /** The decided proof leaves the list; the next one (or the one before) is reviewed. */
  const decided = (id: string) => {
    if (state.status !== 'ready') return;
    const index = state.items.findIndex((item) => item.id === id);
    const items = state.items.filter((item) => item.id !== id);
    setState({ ...state, items });
    setSelectedId(items[Math.min(index, items.length - 1)]?.id ?? null);
    setMoveFocus(true);
  };

  return {
    state,
    reload: load,
    more,
    selected: state.status === 'ready' ? (state.items.find((item) => item.id === selectedId) ?? null) : null,
    select: (id: string) => {
      setSelectedId(id);
      setMoveFocus(true);
    },
    moveFocus,
    /** decision 0704: with the checklist items checked, and the reason when some are not */
    approve: async (id: string, approval: ProofApprovalInput) => {
      await runApproveRabiesProof({ proofId: id, ...approval });
      decided(id);
    },
    reject: async (id: string, reason: string) => {
      await runRejectRabiesProof({ proofId: id, reason });
      decided(id);
    },
  };
}
