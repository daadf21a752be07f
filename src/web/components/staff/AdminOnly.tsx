// The staff console's screens (issue 17): a visitor is sent to log in, an owner is told the page is not
// theirs; the server refuses both anyway.
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../EmptyPage.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useSession();
  if (!viewer) return <Navigate to={getHref('Login', locale, { next: location.pathname + location.search })} replace />;
  if (viewer.role !== 'ADMIN')
    return (
      <EmptyPage pageTitle={title} heading={t('adminsOnly')}>
        {t('adminsOnlyText')}
      </EmptyPage>
    );
  return <>{children}</>;
}

/** A staff screen's page: the document titled `titleKey` of `namespace`, and `Screen` behind AdminOnly. */
export function adminOnlyPage(namespace: string, titleKey: string, Screen: ComponentType): () => ReactNode {
  return function AdminOnlyPage() {
    const { t } = useTranslation(namespace);
    const title = t(titleKey);
    useDocumentTitle(title);
    return (
      <AdminOnly title={title}>
        <Screen />
      </AdminOnly>
    );
  };
}
