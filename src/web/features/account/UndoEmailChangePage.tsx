// The link in the notice sent to the old e-mail address: /{locale}/undo-email-change?token=… (72 hours)
// puts that address back as the log-in and ends every session of the account (issue 10: 2). It waits for
// a click — it logs everyone out — then asks for a new password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useUndoEmailChangeMutation } from './api/undo-email-change.generated.js';

type State =
  | { status: 'asking' }
  | { status: 'working' }
  | { status: 'done'; email: string }
  | { status: 'failed'; code: string };

export function UndoEmailChangePage() {
  const { run: runUndoEmailChange } = useUndoEmailChangeMutation();
  const { t } = useTranslation(['account', 'serverErrors']);
  const locale = useLocale();
  const { refresh } = useSession();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ status: 'asking' });
  useDocumentTitle(t('emailChange.undoTitle'));
  const undo = async () => {
    setState({ status: 'working' });
    try {
      const data = await runUndoEmailChange({ token: params.get('token') ?? '' });
      setState({ status: 'done', email: data?.undoEmailChange ?? '' });
      await refresh({ urgent: true }); // this browser's session ended too
    } catch (error) {
      setState({ status: 'failed', code: errorCodeOf(error) });
    }
  };
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('emailChange.undoTitle')}</h1>
      {state.status === 'asking' || state.status === 'working' ? (
        <>
          <p>{t('emailChange.undoExplain')}</p>
          <button type="button" className="button" onClick={() => void undo()} disabled={state.status === 'working'}>
            {t('emailChange.undoButton')}
          </button>
        </>
      ) : null}
      {state.status === 'done' ? (
        <div role="status">
          <p>{t('emailChange.undone', { email: state.email })}</p>
          <p>
            <Link to={getHref('ForgotPassword', locale)}>{t('emailChange.chooseNewPassword')}</Link>
          </p>
        </div>
      ) : null}
      {state.status === 'failed' ? <FormAlert message={{ text: serverErrorText(t, state.code) }} /> : null}
    </section>
  );
}
