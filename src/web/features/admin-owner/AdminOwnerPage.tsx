// issue 17 (decision 0701): an owner's record for staff — details (corrected here), addresses,
// guardians, pets, licences, orders, moves, e-mails sent, the audit log — and the move to another
// jurisdiction (spec §2.12 administrator view).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import type { AdminOwnerFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useLazyAdminOwnerQuery } from './api/admin-owner.generated.js';
import { type SavedMessage, SavedStatus } from '../../components/SavedStatus.js';
import { AuditLog } from '../../components/staff/AuditLog.js';
import { StaffPage, useIsStaff } from '../../components/staff/StaffPage.js';
import { StaffRecordBody } from '../../components/staff/StaffRecordBody.js';
import { useStaffRecord } from '../../components/staff/use-staff-record.js';
import { AccessCodeSection } from './AccessCodeSection.js';
import { CorrectDetailsForm } from './CorrectDetailsForm.js';
import { MoveOwnerPanel } from './MoveOwnerPanel.js';
import { Section, useDates } from '../../components/staff/StaffSections.js';
import { OwnerSections } from './OwnerSections.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';

const CORRECT_BUTTON_ID = 'owner-correct-details';

function Details({
  owner,
  onSaved,
}: {
  owner: AdminOwnerFieldsFragment;
  onSaved: (owner: AdminOwnerFieldsFragment) => void;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const dates = useDates();
  const [editing, setEditing] = useState(false);
  // the form that had focus closes on save: focus and the announcement go to the confirmation
  const [saved, setSaved] = useState<SavedMessage>(null);
  const focusAfterRender = useFocusAfterRender();
  return (
    <Section title={t('owner.details')}>
      <SavedStatus message={saved} />
      {editing ? (
        <CorrectDetailsForm
          owner={owner}
          onCancel={() => {
            setEditing(false);
            focusAfterRender(CORRECT_BUTTON_ID);
          }}
          onSaved={(owner) => {
            setEditing(false);
            onSaved(owner);
            setSaved({ text: t('owner.corrected') });
          }}
        />
      ) : (
        <>
          <dl className="staff-facts">
            <dt>{t('owner.name')}</dt>
            <dd>{`${owner.firstName} ${owner.lastName}`}</dd>
            <dt>{t('owner.email')}</dt>
            <dd>
              {owner.email} {owner.emailVerified ? '' : `(${t('owner.unverified')})`}
            </dd>
            <dt>{t('owner.phones')}</dt>
            <dd>
              {owner.phones
                .map((phone) => `${t(`phoneTypes.${phone.type}`)} ${formatPhoneForLocale(phone.number, locale)}`)
                .join(', ') || '—'}
            </dd>
            <dt>{t('owner.birthdate')}</dt>
            <dd>{owner.birthdate ? dates.day(owner.birthdate) : '—'}</dd>
            <dt>{t('owner.jurisdiction')}</dt>
            <dd>{owner.jurisdictionName}</dd>
            <dt>{t('owner.status')}</dt>
            <dd>{t(`owner.statuses.${owner.status}`, { defaultValue: owner.status })}</dd>
            <dt>{t('owner.since')}</dt>
            <dd>{dates.instant(owner.createdAt)}</dd>
          </dl>
          <button
            id={CORRECT_BUTTON_ID}
            type="button"
            className="button button-secondary"
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {t('owner.correct')}
          </button>
        </>
      )}
    </Section>
  );
}

export function AdminOwnerPage() {
  const { run: runAdminOwner } = useLazyAdminOwnerQuery();
  const { t } = useTranslation('admin');
  const isStaff = useIsStaff();
  const { notify } = useNotifications();
  const load = useCallback(async (id: string) => (await runAdminOwner({ id }))?.adminOwner, [runAdminOwner]);
  const { state, reload, replace } = useStaffRecord(isStaff, load);
  const title = state.status === 'ready' ? `${state.record.firstName} ${state.record.lastName}` : t('owner.title');
  return (
    <StaffPage title={title} lede={state.status === 'ready' ? state.record.email : undefined}>
      <StaffRecordBody state={state}>
        {(owner) => (
          <>
            <Details owner={owner} onSaved={replace} />
            <OwnerSections owner={owner} />
            <AccessCodeSection owner={owner} />
            <Section title={t('move.title')}>
              <MoveOwnerPanel
                owner={owner}
                onMoved={() => {
                  notify({ type: 'success', message: t('move.done') });
                  void reload();
                }}
              />
            </Section>
            <AuditLog entries={owner.audit} />
          </>
        )}
      </StaffRecordBody>
    </StaffPage>
  );
}
