// The frame of a page an e-mailed link opens and that acts at once (verify the e-mail, confirm an e-mail
// change): its heading, then working, how it went, or the server's error.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useEmailLinkOnOpen } from './use-email-link.js';

export function EmailLinkPage<Result>({
  title,
  send,
  afterDone,
  done,
}: {
  title: string;
  /** sends the link's token (useEmailLinkOnOpen), once */
  send: (token: string) => Promise<Result>;
  afterDone?: () => Promise<unknown>;
  /** what the page says when it worked (a status message) */
  done: (result: Result) => ReactNode;
}) {
  const { t } = useTranslation(['account', 'serverErrors']);
  const state = useEmailLinkOnOpen(send, afterDone);
  useDocumentTitle(title);
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {state.status === 'working' ? <LoadingIndicator /> : null}
      {state.status === 'done' ? <p role="status">{done(state.result)}</p> : null}
      {state.status === 'failed' ? <FormAlert message={{ text: serverErrorText(t, state.code) }} /> : null}
    </section>
  );
}
