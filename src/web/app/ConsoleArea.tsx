// The layout route of the console screens (route-table.ts `console`; decision 0114): an administrator or the
// site operator whose account has no second factor yet is sent to set one up, with a notice that says why;
// the console opens once it is on. A visitor and an owner pass: each console screen sends the one to log in
// and tells the other it is not theirs. The server refuses every console field anyway
// (SECOND_FACTOR_SETUP_REQUIRED).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_ROLES, secondFactorRequired } from '../../domain/account/account.js';
import { getHref } from '../../domain/shared/routes.js';
import { LoadingIndicator } from '../components/LoadingIndicator.js';
import { useLocale } from '../lib/locale-context.js';
import { useNotifications } from '../lib/notifications.js';
import { useSession } from '../lib/session.js';

const NOTICE_ID = 'console-second-factor';

export function ConsoleArea() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const { notify, dismiss } = useNotifications();
  const { viewer, refresh } = useSession();
  const role = ACCOUNT_ROLES.find((known) => known === viewer?.role);
  const missing = !!role && secondFactorRequired(role) && !viewer?.secondFactorEnrolled;
  // the session may be older than an enrolment just made (the setup screen does not reload it): ask once
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!missing || asked) return;
    let live = true;
    void refresh({ urgent: true }).finally(() => {
      if (live) setAsked(true);
    });
    return () => {
      live = false;
    };
  }, [missing, asked, refresh]);
  const sent = missing && asked;
  useEffect(() => {
    if (sent)
      notify({ id: NOTICE_ID, type: 'info', message: t('consoleGate.setUpFirst'), dismissSecs: -1, dismissible: true });
    else if (viewer?.secondFactorEnrolled) dismiss(NOTICE_ID);
  }, [sent, viewer?.secondFactorEnrolled, notify, dismiss, t]);

  if (!missing) return <Outlet />;
  if (!asked) return <LoadingIndicator />;
  // `next`: where the person was going, for the setup screen to lead back to once it is on
  return (
    <Navigate to={getHref('SecondFactorSetup', locale, { next: `${location.pathname}${location.search}` })} replace />
  );
}
