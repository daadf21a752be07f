import { useEffect, useState } from 'react';
import { graphqlRequest } from '../../lib/graphql-client.js';

import { MyAccountDocument } from './api/my-account.generated.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';

export type MyAccountState =
  | { status: 'loading'; account: null }
  | { status: 'error'; account: null }
  | { status: 'ready'; account: MyAccount };

/** The logged-in owner's account, loaded once for an account page; `replace` keeps it current after a save. */
export function useMyAccount(): [MyAccountState, (account: MyAccount) => void] {
  const [state, setState] = useState<MyAccountState>({ status: 'loading', account: null });
  useEffect(() => {
    let cancelled = false;
    graphqlRequest(MyAccountDocument).then(
      (data) => {
        if (!cancelled)
          setState(data?.myAccount ? { status: 'ready', account: data.myAccount } : { status: 'error', account: null });
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
