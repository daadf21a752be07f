import { useCallback, useMemo } from 'react';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';
import { useMyAccountQuery } from './api/my-account.generated.js';

export type MyAccountState =
  | { status: 'loading'; account: null }
  | { status: 'error'; account: null }
  | { status: 'ready'; account: MyAccount };

const accountOf = (data: { myAccount: MyAccount | null } | null): MyAccount => {
  if (!data?.myAccount) throw new Error('no account');
  return data.myAccount;
};

/** The logged-in owner's account, loaded once for an account page; `replace` keeps it current after a save. */
export function useMyAccount(): [MyAccountState, (account: MyAccount) => void] {
  const { state, setState } = useMyAccountQuery({}, { select: accountOf });
  // the same object while the answer is the same: screens keep it in their effects' dependencies
  const shown = useMemo<MyAccountState>(
    () =>
      state.status === 'ready' ? { status: 'ready', account: state.data } : { status: state.status, account: null },
    [state],
  );
  const replace = useCallback((account: MyAccount) => setState({ status: 'ready', data: account }), [setState]);
  return [shown, replace];
}
