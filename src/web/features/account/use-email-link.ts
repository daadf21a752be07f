// The pages an e-mailed link opens and that act at once (verify the e-mail, confirm an e-mail change):
// the link's token is sent as the page opens, and the page shows how it went.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '../../lib/graphql-client.js';

export type EmailLinkState<Result> =
  | { status: 'working' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; code: string };

/**
 * Sends the `token` of the page's address with `send`, once (not again on a re-render nor on Strict Mode's
 * second effect), then runs `afterDone` with its result.
 */
export function useEmailLinkOnOpen<Result>(
  send: (token: string) => Promise<Result>,
  afterDone?: () => Promise<unknown>,
): EmailLinkState<Result> {
  const [params] = useSearchParams();
  const [state, setState] = useState<EmailLinkState<Result>>({ status: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send(params.get('token') ?? '').then(
      async (result) => {
        setState({ status: 'done', result });
        await afterDone?.();
      },
      (error: unknown) => setState({ status: 'failed', code: errorCodeOf(error) }),
    );
  }, [params, send, afterDone]);
  return state;
}
