// The link of the welcome e-mail: /{locale}/verify-email?token=…
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { errorCodeOf, graphqlRequest, serverErrorText } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { VerifyEmailDocument } from './api/verify-email.generated.js';

export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [params] = useSearchParams();
  const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; code?: string }>({ status: 'working' });
  const started = useRef(false);
  useDocumentTitle(t('verify.title'));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    graphqlRequest(VerifyEmailDocument, { token: params.get('token') ?? '' }).then(
      () => setState({ status: 'done' }),
      (error: unknown) => setState({ status: 'failed', code: errorCodeOf(error) }),
    );
  }, [params]);
  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('verify.title')}</h1>
      {state.status === 'working' ? <LoadingIndicator /> : null}
      {state.status === 'done' ? (
        <p role="status">
          {t('verify.done')} <Link to={`/${locale}/`}>{t('verify.continue')}</Link>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <FormAlert message={{ text: serverErrorText(t, state.code ?? 'INTERNAL') }} />
      ) : null}
    </section>
  );
}
