// One jurisdiction of the operator console (decision 0113): its administrators, each with "Reset two-step
// log-in" and "Remove" (each asked first: their sessions end at once), and the invites to administer it not accepted yet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { withEmailAddress } from '../../components/EmailAddress.js';
import { type AdminColumn, AdminTable } from '../../components/staff/AdminTable.js';
import type { OperatorConsoleQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useRemoveAdministratorMutation } from './api/remove-administrator.generated.js';
import { useResetAdministratorSecondFactorMutation } from './api/reset-administrator-second-factor.generated.js';

type Jurisdiction = OperatorConsoleQuery['operatorConsole'][number];
type Administrator = Jurisdiction['administrators'][number];

const nameOf = (admin: Administrator) => `${admin.firstName} ${admin.lastName}`.trim();

export function JurisdictionAdministrators({
  jurisdiction,
  onRemoved,
}: {
  jurisdiction: Jurisdiction;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const { notify } = useNotifications();
  const { run: runRemove } = useRemoveAdministratorMutation();
  const { run: runReset } = useResetAdministratorSecondFactorMutation();
  const [removing, setRemoving] = useState<Administrator | null>(null);
  const [resetting, setResetting] = useState<Administrator | null>(null);
  const names = (admin: Administrator) => ({ name: nameOf(admin), jurisdiction: jurisdiction.name });

  const remove = async (admin: Administrator) => {
    setRemoving(null);
    try {
      await runRemove({ accountId: admin.accountId, jurisdictionId: jurisdiction.id });
      notify({ type: 'success', message: t('console.removed', names(admin)) });
    } catch {
      notify({ type: 'danger', message: t('console.removeFailed') });
    }
    onRemoved();
  };

  // issue 41 (3): a lost phone and lost recovery codes; the administrator sets up a factor again
  const reset = async (admin: Administrator) => {
    setResetting(null);
    try {
      await runReset({ accountId: admin.accountId, jurisdictionId: jurisdiction.id });
      notify({ type: 'success', message: t('console.resetFactorDone', names(admin)) });
    } catch {
      notify({ type: 'danger', message: t('console.resetFactorFailed') });
    }
  };

  const columns: ReadonlyArray<AdminColumn<Administrator>> = [
    { key: 'name', header: t('console.name'), rowHeader: true, cell: nameOf },
    { key: 'email', header: t('console.email'), cell: (admin) => admin.email },
    {
      key: 'actions',
      header: t('console.actions'),
      cell: (admin) => (
        <div className="action-row">
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('console.resetFactorLabel', names(admin))}
            onClick={() => setResetting(admin)}
          >
            {t('console.resetFactor')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-label={t('console.removeLabel', names(admin))}
            onClick={() => setRemoving(admin)}
          >
            {t('console.remove')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="operator-jurisdiction" aria-label={jurisdiction.name}>
      <h3>{jurisdiction.name}</h3>
      {/* decision 0308: the jurisdiction's own form (edit, retire), and whether it is retired */}
      <p>
        {jurisdiction.retired ? <strong>{t('console.retiredBadge')}</strong> : null}{' '}
        <Link to={getHref('OperatorJurisdiction', locale, { jurisdiction: jurisdiction.id })}>
          {t('console.editJurisdiction', { name: jurisdiction.name })}
        </Link>
      </p>
      {jurisdiction.administrators.length === 0 ? (
        <p>{t('console.noAdministrators')}</p>
      ) : (
        <AdminTable
          caption={t('console.administrators', { jurisdiction: jurisdiction.name })}
          captionHidden
          columns={columns}
          rows={jurisdiction.administrators}
          rowKey={(admin) => admin.accountId}
        />
      )}
      {jurisdiction.openInvites.length > 0 ? (
        <ul>
          {jurisdiction.openInvites.map((invite) => (
            <li key={invite.email}>
              {withEmailAddress(
                t('console.invited', {
                  email: invite.email,
                  date: formatDate(new Date(invite.expiresAt), 'long', locale),
                }),
                invite.email,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmationModal
        open={removing !== null}
        title={removing ? t('console.removeTitle', names(removing)) : ''}
        message={removing ? t('console.removeText', names(removing)) : ''}
        confirmLabel={t('console.removeConfirm')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmationModal
        open={resetting !== null}
        title={resetting ? t('console.resetFactorTitle', names(resetting)) : ''}
        message={resetting ? t('console.resetFactorText', names(resetting)) : ''}
        confirmLabel={t('console.resetFactorConfirm')}
        onConfirm={() => resetting && void reset(resetting)}
        onCancel={() => setResetting(null)}
      />
    </section>
  );
}
