// issue 16 Staff verification (decision 0220): administrators of a jurisdiction see the rabies proofs
// waiting there, oldest first; choosing one shows its document beside the §2.14 checklist, with Approve
// (the date may be corrected) and Reject (a listed reason or their own words).
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyState } from '../../components/EmptyState.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { RabiesProofQueueBody } from './RabiesProofQueueBody.js';
import { useRabiesProofQueue } from './use-rabies-proof-queue.js';
import '../../components/staff/staff.css';

export function RabiesProofQueuePage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const location = useLocation();
  const { viewer } = useSession();
  const isAdmin = viewer?.role === 'ADMIN';
  const queue = useRabiesProofQueue(isAdmin);
  useDocumentTitle(t('rabiesQueue.title'));
  if (!viewer) return <Navigate to={getHref('Login', locale, { next: location.pathname })} replace />;
  if (!isAdmin)
    return (
      <PublicPage title={t('rabiesQueue.title')}>
        <EmptyState title={t('rabiesQueue.adminsOnly')}>{t('rabiesQueue.adminsOnlyText')}</EmptyState>
      </PublicPage>
    );
  return (
    <PublicPage title={t('rabiesQueue.title')} lede={t('rabiesQueue.lede')} className="rabies-queue-page">
      <RabiesProofQueueBody queue={queue} />
    </PublicPage>
  );
}
