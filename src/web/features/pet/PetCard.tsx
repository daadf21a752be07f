// One pet on My Pets: photo (or the paw), name, species, breed, age, sex, colours, and its licence and
// rabies proof as the one licence-and-proof state says them (decision 0505).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PET_COLORS } from '../../../domain/pet/pet-colors.js';
import { petWords } from '../../../domain/pet/pet-words.js';
import { sexCodeFromServer, speciesCodeFromServer } from '../../../domain/pet/pet.codes.js';
import { formatTagCode } from '../../../domain/homesafe/tag-code.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useMessage } from '../../components/form/use-message.js';
import { WithIdentifiers } from '../../components/Identifier.js';
import { usePetStanding, useStandingTexts } from '../../components/licence-standing/use-standing-texts.js';
import type { PetFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useIsoDate } from '../../lib/dates.js';
import { useHomeSafeName } from '../../lib/use-homesafe-name.js';
import { LicenseActions } from './license/LicenseActions.js';
import { PetAvatar } from './PetAvatar.js';
import { usePetAge } from '../../components/pet-age/use-pet-age.js';

export function PetCard({ pet, onRetire }: { pet: PetFieldsFragment; onRetire?: () => void }) {
  const { t } = useTranslation('pet');
  const homesafe = useHomeSafeName();
  const locale = useLocale();
  const format = useMessage();
  const { ageOf } = usePetAge();
  const species = speciesCodeFromServer(pet.details.type);
  const sex = sexCodeFromServer(pet.gender);
  const colors = pet.details.color
    .map((name) => PET_COLORS.find((color) => color.name === name))
    .map((color) => (color ? format({ key: color.label }) : ''))
    .filter(Boolean)
    .join(', ');
  const formatDate = useIsoDate();
  const standing = usePetStanding()(pet);
  const say = useStandingTexts();
  const headingId = `pet-${pet.id}-name`;
  return (
    <li className="pet-card">
      <article aria-labelledby={headingId}>
        <div className="pet-card-head">
          <PetAvatar alt="" photoUrl={pet.photo?.thumbnailUrl ?? null} />
          <h2 id={headingId}>{pet.name}</h2>
        </div>
        <dl className="pet-facts">
          <dt>{t('myPets.species')}</dt>
          <dd>{species ? t(`species.${species}`) : '—'}</dd>
          <dt>{t('myPets.breed')}</dt>
          <dd>{pet.details.breedKnown && pet.details.breed ? pet.details.breed : t('myPets.unknownBreed')}</dd>
          <dt>{t('myPets.age')}</dt>
          <dd>{ageOf(pet)}</dd>
          <dt>{t('myPets.sex')}</dt>
          <dd>{sex ? t(`sex.${sex}`) : '—'}</dd>
          <dt>{t('myPets.colors')}</dt>
          <dd>{colors || '—'}</dd>
          <dt>{t('myPets.license')}</dt>
          <dd>
            <WithIdentifiers
              text={say.licence(standing.licence)}
              identifiers={['number' in standing.licence ? standing.licence.number : null]}
            />
          </dd>
          <dt>{homesafe}</dt>
          <dd>
            {pet.lostOn ? (
              t('myPets.reportedLost', { ...petWords(pet), date: formatDate(pet.lostOn) })
            ) : (
              <WithIdentifiers
                text={t('myPets.tagCode', { code: formatTagCode(pet.tagCode) })}
                identifiers={[formatTagCode(pet.tagCode)]}
              />
            )}
          </dd>
          <dt>{t('myPets.rabies')}</dt>
          <dd>{say.proof(standing.proof)}</dd>
        </dl>
        {onRetire ? <LicenseActions pet={pet} standing={standing} /> : null}
        {onRetire ? (
          <div className="pet-card-actions">
            <Link className="button button-secondary" to={getHref('EditPet', locale, { pet: pet.id })}>
              {t('myPets.edit', { name: pet.name })}
            </Link>
            <Link className="button button-secondary" to={getHref('PetHomeSafe', locale, { pet: pet.id })}>
              {t('myPets.homesafeLink', { name: pet.name, homesafe })}
            </Link>
            {pet.active ? (
              <Link className="button button-secondary" to={getHref('WalletCardDesigner', locale, { pet: pet.id })}>
                {t('myPets.walletCard', { name: pet.name })}
              </Link>
            ) : null}
            <button type="button" className="link-button" onClick={onRetire}>
              {t('myPets.retire')}
            </button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
