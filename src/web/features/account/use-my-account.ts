import { useEffect, useState } from 'react';
import { fetchMyAccount, type MyAccount } from './api.js';

export type MyAccountState =
  | { status: 'loading'; account: null }
  | { status: 'error'; account: null }
  | { status: 'ready'; account: MyAccount };

/** The logged-in owner's account, loaded once for an account page; `replace` keeps it current after a save. */
export function useMyAccount(): [MyAccountState, (account: MyAccount) => void] {
  const [state, setState] = useState<MyAccountState>({ status: 'loading', account: null });
  useEffect(() => {
    let cancelled = false;
    fetchMyAccount().then(
      (account) => {
        if (!cancelled) setState(account ? { status: 'ready', account } : { status: 'error', account: null });
      },
      () => {
        if (!cancelled) setState({ status: 'error', account: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return [state, (account) => setState({ status: 'ready', account })];
}
