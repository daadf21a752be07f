// spec §4 Smart tracker add-to-order block (decision 0402): the context (initial or fetched), the
// request state, the form's open state, and add / remove, each replacing the context with the answer.
// While an add or a remove is in flight every action is disabled.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  shouldFetchTrackerContext,
  type TrackerRequestState,
  trackerActionsDisabled,
} from '../../../../domain/store/smart-tracker.rules.js';
import type { FieldMessage } from '../../../components/form/use-message.js';
import { errorCodeOf, fieldErrorsOf, serverErrorText } from '../../../lib/graphql-client.js';
import type { PetTrackingDeviceAddToOrderContextQuery } from '../../../lib/graphql-types.generated.js';
import { useAddPetTrackingDeviceToOrderMutation } from '../api/tracker-add.generated.js';
import { useLazyPetTrackingDeviceAddToOrderContextQuery } from '../api/tracker-context.generated.js';
import { useRemovePetTrackingDeviceToOrderMutation } from '../api/tracker-remove.generated.js';

export type TrackerContext = PetTrackingDeviceAddToOrderContextQuery['petTrackingDeviceAddToOrderContext'];
export type TrackerDevice = TrackerContext['devicesCurrentlyInBasket'][number];

export type TrackerBlockOptions = {
  /** a context the page already has (spec §4 On load: used unless it has no pet options) */
  initialContext?: TrackerContext | null;
  /** spec §6: an API token for the calls, sent as `Authorization: Bearer` (the session otherwise) */
  apiToken?: string;
  /** spec §4: signalled after an item is added */
  onItemAdded?: (context: TrackerContext) => void;
  /** after an item is removed */
  onItemRemoved?: (context: TrackerContext) => void;
  /** spec §4: signalled when the basket has no devices left */
  onCartHasNoDevices?: () => void;
};

/** A failed call's messages: the server's field messages, or its error code's text. */
function messagesOf(error: unknown, t: TFunction, own: Partial<Record<string, string>> = {}): FieldMessage[] {
  const fields = fieldErrorsOf(error);
  if (fields && Object.keys(fields).length > 0) return [...new Set(Object.values(fields))];
  const code = errorCodeOf(error);
  return [{ text: own[code] ?? serverErrorText(t, code) }];
}

export function useTrackerBlock({
  initialContext,
  apiToken,
  onItemAdded,
  onItemRemoved,
  onCartHasNoDevices,
}: TrackerBlockOptions) {
  const { run: runPetTrackingDeviceAddToOrderContext } = useLazyPetTrackingDeviceAddToOrderContextQuery();
  const { run: runAddPetTrackingDeviceToOrder } = useAddPetTrackingDeviceToOrderMutation();
  const { run: runRemovePetTrackingDeviceToOrder } = useRemovePetTrackingDeviceToOrderMutation();
  // common's server error texts, and the block's own words in store
  const { t } = useTranslation(['common', 'store', 'serverErrors']);
  const fetchFirst = shouldFetchTrackerContext(initialContext);
  const [context, setContext] = useState<TrackerContext | null>(fetchFirst ? null : (initialContext ?? null));
  const [request, setRequest] = useState<TrackerRequestState<TrackerContext>>(
    fetchFirst ? { status: 'loading' } : { status: 'idle' },
  );
  const [inFlight, setInFlight] = useState(0);
  const [formOpen, setFormOpen] = useState(() => !initialContext?.devicesCurrentlyInBasket.length);
  /** the warning alert in the form (a failed add) */
  const [formErrors, setFormErrors] = useState<FieldMessage[]>([]);
  /** the warning alert on an item (a failed remove), by its orderItemId */
  const [itemErrors, setItemErrors] = useState<Record<string, FieldMessage[]>>({});
  const [attempt, setAttempt] = useState(0);
  const options = apiToken ? { authorization: `Bearer ${apiToken}` } : {};
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, and again on retry (attempt)
  useEffect(() => {
    if (!fetchFirst && attempt === 0) return;
    let current = true;
    setRequest({ status: 'loading' });
    runPetTrackingDeviceAddToOrderContext({}, optionsRef.current).then(
      (data) => {
        if (!current) return;
        const loaded = data?.petTrackingDeviceAddToOrderContext ?? null;
        setContext(loaded);
        setFormOpen(!loaded?.devicesCurrentlyInBasket.length);
        setRequest(loaded ? { status: 'success', data: loaded } : { status: 'idle' });
      },
      (error: unknown) =>
        current && setRequest({ status: 'error', messages: [serverErrorText(t, errorCodeOf(error))] }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  /** One add or remove: counted in flight, its answer (the whole context) replacing the context. */
  const run = useCallback(
    async (
      call: () => Promise<TrackerContext | null>,
      onError: (messages: FieldMessage[]) => void,
      own: Partial<Record<string, string>> = {},
    ) => {
      setInFlight((count) => count + 1);
      setRequest({ status: 'loading' });
      try {
        const next = await call();
        if (next) {
          setContext(next);
          setRequest({ status: 'success', data: next });
        }
        return next;
      } catch (error) {
        const messages = messagesOf(error, t, own);
        onError(messages);
        setRequest({
          status: 'error',
          messages: messages.map((message) => (typeof message === 'string' ? message : message.text)),
        });
        return null;
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [t],
  );

  const add = useCallback(
    async (item: { petId: string; productId: string }) => {
      setFormErrors([]);
      const next = await run(
        async () =>
          (
            await runAddPetTrackingDeviceToOrder(
              { input: { products: [{ productId: item.productId, petId: item.petId }] } },
              optionsRef.current,
            )
          )?.addPetTrackingDeviceToOrder ?? null,
        setFormErrors,
      );
      if (!next) return false;
      setFormOpen(false);
      onItemAdded?.(next);
      return true;
    },
    [run, onItemAdded, runAddPetTrackingDeviceToOrder],
  );

  const remove = useCallback(
    async (orderItemId: string) => {
      setItemErrors(({ [orderItemId]: _gone, ...rest }) => rest);
      const next = await run(
        async () =>
          (await runRemovePetTrackingDeviceToOrder({ itemId: orderItemId }, optionsRef.current))
            ?.removePetTrackingDeviceToOrder ?? null,
        (messages) => setItemErrors((errors) => ({ ...errors, [orderItemId]: messages })),
        // removed meanwhile (another tab): said in the block's words
        { NOT_FOUND: t('store:tracker.itemGone') },
      );
      if (!next) return false;
      onItemRemoved?.(next);
      if (next.devicesCurrentlyInBasket.length === 0) {
        onCartHasNoDevices?.();
        setFormOpen(true);
      }
      return true;
    },
    [run, onItemRemoved, onCartHasNoDevices, t, runRemovePetTrackingDeviceToOrder],
  );

  return {
    context,
    request,
    busy: trackerActionsDisabled(inFlight),
    formOpen,
    openForm: () => {
      setFormErrors([]);
      setFormOpen(true);
    },
    closeForm: () => {
      setFormErrors([]);
      setFormOpen(false);
    },
    formErrors,
    itemErrors,
    add,
    remove,
    retry: () => setAttempt((count) => count + 1),
  };
}
