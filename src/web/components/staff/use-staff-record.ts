// A staff record's state (issue 17): loaded by the ?id= of the address, replaced by what a change answers.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '../../lib/graphql-client.js';

export type RecordState<T> = { status: 'loading' } | { status: 'error'; code: string } | { status: 'ready'; record: T };

export function useStaffRecord<T>(enabled: boolean, load: (id: string) => Promise<T | null | undefined>) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });

  const reload = useCallback(async () => {
    try {
      const record = await load(id);
      setState(record ? { status: 'ready', record } : { status: 'error', code: 'NOT_FOUND' });
    } catch (error) {
      setState({ status: 'error', code: errorCodeOf(error) });
    }
  }, [id, load]);

  useEffect(() => {
    if (!enabled) return;
    setState({ status: 'loading' });
    void reload();
  }, [enabled, reload]);

  return { id, state, reload, replace: (record: T) => setState({ status: 'ready', record }) };
}
