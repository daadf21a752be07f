// A screen's data, loaded again when its key changes or on retry (spec §2.18 "Click to Refresh"): the
// store's pages and the staff console's screens.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; code?: string } | { status: 'ready'; data: T };

/** Runs `load` when `key` changes (and while `enabled`); `reload` runs it again. */
export function useLoaded<T>(load: () => Promise<T>, key: string, enabled = true) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are what a new load follows
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    // already loading (the first load): the same state, so React does not render the screen again for nothing
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // the answer renders as a transition: a whole screen's render yields to the browser (decision 1403)
    loadRef.current().then(
      (data) => current && startTransition(() => setState({ status: 'ready', data })),
      () => current && startTransition(() => setState({ status: 'error' })),
    );
    return () => {
      current = false;
    };
  }, [key, attempt, enabled]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, setState, reload };
}
