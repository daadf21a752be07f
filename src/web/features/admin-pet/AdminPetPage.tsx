// issue 17 (decision 0701): a pet's record for staff — details, licences (revoked here with a reason),
// rabies proofs, the audit log. Every licence and proof status is the one state's (issue 38, decision 0505).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Identifier } from '../../components/Identifier.js';
import type { AdminPetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useNotifications } from '../../lib/notifications.js';
import { useLazyAdminPetQuery } from './api/admin-pet.generated.js';
import { AuditLog } from '../../components/staff/AuditLog.js';
import { Section, Table, useDates } from '../../components/staff/StaffSections.js';
import { StaffPage, useIsStaff } from '../../components/staff/StaffPage.js';
import { StaffRecordBody } from '../../components/staff/StaffRecordBody.js';
import { useStaffRecord } from '../../components/staff/use-staff-record.js';
import { useStaffStanding } from '../../components/staff/use-staff-standing.js';
import { CounterSaleForm } from './CounterSaleForm.js';
import { RevokeLicenseForm } from './RevokeLicenseForm.js';
import { StaffPetDetails } from './StaffPetDetails.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';

const revokeButtonId = (licenseId: string) => `revoke-license-${licenseId}`;

function Licenses({
  pet,
  onChanged,
}: {
  pet: AdminPetFieldsFragment;
  onChanged: (pet: AdminPetFieldsFragment) => void;
}) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const standing = useStaffStanding();
  const [revoking, setRevoking] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const license = pet.licenses.find((row) => row.id === revoking);
  return (
    <Section title={t('owner.licenses')}>
      <Table
        head={[t('license.number'), t('license.tag'), t('license.status'), t('license.term'), t('license.actions')]}
        empty={t('owner.noLicenses')}
        rows={pet.licenses.map((row) => [
          <Identifier key="n">{row.number}</Identifier>,
          row.tagNumber ? <Identifier key="t">{row.tagNumber}</Identifier> : '—',
          <span key="status" className="staff-state">
            {standing.listed(row, pet.mostRecentRabiesProof)}
            {row.revokedReason ? <span className="staff-hit-detail"> {row.revokedReason}</span> : null}
          </span>,
          `${dates.day(row.termStart)} – ${dates.day(row.termEnd)}`,
          row.status === 'REVOKED' ? (
            '—'
          ) : (
            <button
              key="revoke"
              type="button"
              className="button button-secondary"
              id={revokeButtonId(row.id)}
              onClick={() => setRevoking(row.id)}
              aria-label={t('license.revokeOne', { number: row.number })}
            >
              {t('license.revoke')}
            </button>
          ),
        ])}
      />
      {license ? (
        <RevokeLicenseForm
          license={license}
          onCancel={() => {
            setRevoking(null);
            focusAfterRender(revokeButtonId(license.id));
          }}
          onRevoked={(saved) => {
            setRevoking(null);
            onChanged(saved);
          }}
        />
      ) : null}
    </Section>
  );
}

/** Every proof of the pet, newest first: each one's own state, or that its owner removed it. */
function Proofs({ pet }: { pet: AdminPetFieldsFragment }) {
  const { t } = useTranslation('admin');
  const dates = useDates();
  const standing = useStaffStanding();
  return (
    <Section title={t('pet.proofs')}>
      <Table
        head={[t('proof.uploadedAt'), t('proof.expires'), t('proof.status')]}
        empty={t('pet.noProofs')}
        rows={pet.rabiesProofs.map((proof) => [
          dates.instant(proof.uploadedAt),
          dates.day(proof.expirationDate),
          proof.removedAt ? t('proof.removed', { date: dates.instant(proof.removedAt) }) : standing.proofOf(proof),
        ])}
      />
    </Section>
  );
}

export function AdminPetPage() {
  const { run: runAdminPet } = useLazyAdminPetQuery();
  const { t } = useTranslation('admin');
  const isStaff = useIsStaff();
  const { notify } = useNotifications();
  const load = useCallback(async (id: string) => (await runAdminPet({ id }))?.adminPet, [runAdminPet]);
  const { state, replace } = useStaffRecord(isStaff, load);
  const pet = state.status === 'ready' ? state.record : null;
  return (
    <StaffPage title={pet?.name ?? t('pet.title')}>
      <StaffRecordBody state={state}>
        {(pet) => (
          <>
            <StaffPetDetails pet={pet} />
            <Licenses
              pet={pet}
              onChanged={(saved) => {
                replace(saved);
                notify({ type: 'success', message: t('license.revoked') });
              }}
            />
            {pet.active ? (
              <Section title={t('counter.title')}>
                <CounterSaleForm
                  pet={pet}
                  onSold={(saved) => {
                    replace(saved);
                    notify({ type: 'success', message: t('counter.sold') });
                  }}
                />
              </Section>
            ) : null}
            <Proofs pet={pet} />
            <AuditLog entries={pet.audit} />
          </>
        )}
      </StaffRecordBody>
    </StaffPage>
  );
}
