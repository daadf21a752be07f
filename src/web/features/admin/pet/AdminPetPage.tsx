// issue 17 (decision 0701): a pet's record for staff — details, licences (revoked here with a reason),
// rabies proofs, the audit log.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PET_COLORS } from '../../../../domain/pet/pet-colors.js';
import { getHref } from '../../../../domain/shared/routes.js';
import { useMessage } from '../../../components/form/use-message.js';
import { Identifier } from '../../../components/Identifier.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import type { AdminPetFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useNotifications } from '../../../lib/notifications.js';
import { AdminPetDocument } from '../api/admin-pet.generated.js';
import { AuditLog } from '../audit/AuditLog.js';
import { Section, Table, useDates } from '../owner/OwnerSections.js';
import { StaffPage, useIsStaff } from '../StaffPage.js';
import { StaffRecordBody } from '../StaffRecordBody.js';
import { useStaffRecord } from '../use-staff-record.js';
import { CounterSaleForm } from './CounterSaleForm.js';
import { RevokeLicenseForm } from './RevokeLicenseForm.js';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.js';

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
          <span key="status">
            {t(`licenseStatus.${row.status}`, { defaultValue: row.status })}
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

export function AdminPetPage() {
  const { t } = useTranslation('admin');
  // the rejection reasons are the rabies screens' words (one glossary, decision 0017)
  const { t: rabiesText } = useTranslation('rabies');
  const format = useMessage();
  const colorLabel = (name: string) => {
    const color = PET_COLORS.find((known) => known.name === name);
    return color ? format({ key: color.label }) : name;
  };
  const locale = useLocale();
  const dates = useDates();
  const isStaff = useIsStaff();
  const { notify } = useNotifications();
  const load = useCallback(async (id: string) => (await graphqlRequest(AdminPetDocument, { id }))?.adminPet, []);
  const { state, replace } = useStaffRecord(isStaff, load);
  const pet = state.status === 'ready' ? state.record : null;
  return (
    <StaffPage title={pet?.name ?? t('pet.title')}>
      <StaffRecordBody state={state}>
        {(pet) => (
          <>
            <Section title={t('pet.details')}>
              <dl className="staff-facts">
                <dt>{t('pet.owner')}</dt>
                <dd>
                  <Link to={getHref('AdminOwner', locale, { id: pet.ownerId })}>{pet.ownerName}</Link> (
                  {pet.jurisdictionName})
                </dd>
                <dt>{t('pet.species')}</dt>
                <dd>{t(`species.${pet.species}`, { defaultValue: pet.species })}</dd>
                <dt>{t('pet.breed')}</dt>
                <dd>{pet.breed ?? t('pet.unknownBreed')}</dd>
                <dt>{t('pet.birthday')}</dt>
                <dd>{dates.day(pet.birthday)}</dd>
                <dt>{t('pet.colors')}</dt>
                <dd>{pet.colors.map(colorLabel).join(', ') || '—'}</dd>
                <dt>{t('pet.microchip')}</dt>
                <dd>{pet.microchip ?? '—'}</dd>
                <dt>{t('owner.status')}</dt>
                <dd>{pet.active ? t('pet.active') : t('owner.retired')}</dd>
              </dl>
            </Section>
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
            <Section title={t('pet.proofs')}>
              <Table
                head={[t('proof.uploadedAt'), t('proof.expires'), t('proof.status'), t('proof.reason')]}
                empty={t('pet.noProofs')}
                rows={pet.rabiesProofs.map((proof) => [
                  dates.instant(proof.uploadedAt),
                  dates.day(proof.expirationDate),
                  t(`proof.statuses.${proof.status}`, { defaultValue: proof.status }),
                  proof.rejectionReason
                    ? rabiesText(`reasons.${proof.rejectionReason}`, { defaultValue: proof.rejectionReason })
                    : '—',
                ])}
              />
            </Section>
            <AuditLog entries={pet.audit} />
          </>
        )}
      </StaffRecordBody>
    </StaffPage>
  );
}
