// spec §2.1 /logout?baseUrl={baseLocaleUrl}: ends the session on the server, then goes to baseUrl.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/locale-context.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLogOutMutation } from './api/log-out.generated.js';

export function LogoutPage() {
  const { run: runLogOut } = useLogOutMutation();
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useSession();
  const started = useRef(false);
  useDocumentTitle(t('logout.title'));
  const baseUrl = params.get('baseUrl');
  const target = baseUrl && /^\/[a-z]{2}_[A-Z]{2}\/?$/.test(baseUrl) ? baseUrl : `/${locale}/`;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runLogOut()
      .catch(() => {}) // the cookie is cleared either way; the session row expires on its own
      .then(() => refresh({ urgent: true }))
      .then(() => navigate(target, { replace: true }));
  }, [navigate, refresh, target, runLogOut]);

  return (
    <section className="page-section" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {t('logout.title')}
      </h1>
      <LoadingIndicator label={t('logout.title')} />
    </section>
  );
}
