// issue 17: the read-only parts of an owner's record — addresses, guardians, pets, licences, orders,
// moves, e-mails sent; drawn with the staff kit's sections (components/staff/StaffSections.tsx).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import { orderNumberOf } from '../../../domain/store/payment.rules.js';
import type { AdminOwnerFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { Identifier } from '../../components/Identifier.js';
import { EmailsSection, Section, Table, useDates } from '../../components/staff/StaffSections.js';
import { type StaffPetFacts, useStaffStanding } from '../../components/staff/use-staff-standing.js';

type Owner = AdminOwnerFieldsFragment;
type AddressShape = NonNullable<Owner['address']>;

export function addressLines(address: AddressShape): string[] {
  return [
    [address.unit, address.civic, address.street].filter(Boolean).join(' '),
    address.additional ?? '',
    `${address.cityName}, ${address.province.replace(/^[A-Z]{2}_/, '')} ${address.postalCode}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}

/** A pet's licence and rabies proof in a line of the owner's pets: "License: … · Rabies proof: …". */
function PetStanding({ pet }: { pet: StaffPetFacts }) {
  const { t } = useTranslation('admin');
  const { licence, proof } = useStaffStanding().pet(pet);
  return <span className="staff-hit-detail staff-hit-line">{t('owner.petStanding', { licence, proof })}</span>;
}

export function OwnerSections({ owner }: { owner: Owner }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const dates = useDates();
  const standing = useStaffStanding();
  // decision 0505: each pet's licence and proof by the one state, from its licences and latest proof
  const licensesOf = (petId: string) => owner.licenses.filter((license) => license.petId === petId);
  const proofOf = (petId: string) => owner.pets.find((pet) => pet.id === petId)?.mostRecentRabiesProof;
  return (
    <>
      <Section title={t('owner.addresses')}>
        <div className="staff-columns">
          {[
            { label: t('owner.homeAddress'), address: owner.address },
            { label: t('owner.mailingAddress'), address: owner.mailingAddress },
          ].map(({ label, address }) => (
            <div key={label}>
              <h3>{label}</h3>
              {address ? (
                <address>
                  {addressLines(address).map((line) => (
                    <span key={line} className="staff-line">
                      {line}
                    </span>
                  ))}
                </address>
              ) : (
                <p>{label === t('owner.mailingAddress') ? t('owner.sameAsHome') : t('owner.none')}</p>
              )}
            </div>
          ))}
        </div>
      </Section>
      <Section title={t('owner.guardians')}>
        <Table
          head={[t('owner.name'), t('owner.relationship'), t('owner.email'), t('owner.phones')]}
          empty={t('owner.noGuardians')}
          rows={owner.guardians.map((guardian) => [
            guardian.name,
            guardian.relationship ?? '—',
            guardian.email ?? '—',
            guardian.phones.map((phone) => formatPhoneForLocale(phone.number, locale)).join(', ') || '—',
          ])}
        />
      </Section>
      <Section title={t('owner.pets')}>
        {owner.pets.length === 0 ? (
          <p>{t('owner.noPets')}</p>
        ) : (
          <ul className="staff-hits">
            {owner.pets.map((pet) => (
              <li key={pet.id} className="staff-hit">
                <Link to={getHref('AdminPet', locale, { id: pet.id })}>{pet.name}</Link>
                <span className="staff-hit-detail">
                  {t(`species.${pet.species}`, { defaultValue: pet.species })}
                  {pet.breed ? ` · ${pet.breed}` : ''}
                  {pet.active ? '' : ` · ${t('owner.retired')}`}
                </span>
                <PetStanding
                  pet={{
                    licenses: licensesOf(pet.id),
                    mostRecentRabiesProof: pet.mostRecentRabiesProof,
                    rabiesProofRequired: pet.rabiesProofRequired,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('owner.licenses')}>
        <Table
          head={[t('license.number'), t('license.tag'), t('license.pet'), t('license.status'), t('license.term')]}
          empty={t('owner.noLicenses')}
          rows={owner.licenses.map((license) => [
            <Link key="n" to={getHref('AdminPet', locale, { id: license.petId })}>
              <Identifier>{license.number}</Identifier>
            </Link>,
            license.tagNumber ? <Identifier key="t">{license.tagNumber}</Identifier> : '—',
            license.petName,
            <span key="status" className="staff-state">
              {standing.listed(license, proofOf(license.petId))}
            </span>,
            `${dates.day(license.termStart)} – ${dates.day(license.termEnd)}`,
          ])}
        />
      </Section>
      <Section title={t('owner.orders')}>
        <Table
          head={[t('order.number'), t('order.placedAt'), t('order.total'), t('order.status')]}
          empty={t('owner.noOrders')}
          rows={owner.orders.map((order) => [
            <Link key="n" to={getHref('AdminOrder', locale, { number: String(orderNumberOf(order.number)) })}>
              <Identifier>{order.number}</Identifier>
            </Link>,
            dates.instant(order.placedAt),
            dates.money(order.total.amountCents, order.total.currency),
            t(`order.statuses.${order.status}`, { defaultValue: order.status }),
          ])}
        />
      </Section>
      <Section title={t('owner.moves')}>
        <Table
          head={[t('move.when'), t('move.from'), t('move.to'), t('move.by')]}
          empty={t('owner.noMoves')}
          rows={owner.moves.map((move) => [
            dates.instant(move.movedAt),
            move.fromName ?? '—',
            move.toName,
            t(`move.movedBy.${move.movedBy}`),
          ])}
        />
      </Section>
      <EmailsSection title={t('owner.emails')} emails={owner.emails} />
    </>
  );
}
