import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLocale } from '../lib/locale-context.js';
import { getHref } from '../../domain/shared/routes.js';
import { useSession } from '../lib/session.js';

/** Account pages are for logged-in owners only; a visitor is sent to log in and brought back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const locale = useLocale();
  const location = useLocation();
  if (!viewer) {
    return <Navigate to={getHref('Login', locale, { next: `${location.pathname}${location.search}` })} replace />;
  }
  return <>{children}</>;
}
