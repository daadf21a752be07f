// issue 17 (decision 0701): the frame of every staff screen. A visitor is sent to log in (and back);
// an owner is told the screen is for staff; an administrator gets the page with its title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../EmptyState.js';
import { PublicPage } from '../PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import './staff.css';

/** Whether the viewer is an administrator: staff screens load their data only then. */
export function useIsStaff(): boolean {
  return useSession().viewer?.role === 'ADMIN';
}

export function StaffPage({ title, lede, children }: { title: string; lede?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useSession();
  useDocumentTitle(title);
  if (!viewer)
    return <Navigate to={getHref('Login', locale, { next: `${location.pathname}${location.search}` })} replace />;
  if (viewer.role !== 'ADMIN')
    return (
      <PublicPage title={title}>
        <EmptyState title={t('staff.adminsOnly')}>{t('staff.adminsOnlyText')}</EmptyState>
      </PublicPage>
    );
  return (
    <PublicPage title={title} lede={lede} className="staff-page">
      {children}
    </PublicPage>
  );
}
