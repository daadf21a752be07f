// A pet card's licence actions: license a pet that has none (or whose licence lapsed), renew inside the
// renewal window, and download the certificate of a licence that is in force (ACTIVE: one still waiting
// for its rabies proof is not yet a licence a certificate can vouch for).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getHref } from '../../../../domain/shared/routes.js';
import type { PetFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';

type Licence = PetFieldsFragment['licenses'][number];

export function LicenseActions({ pet, licence }: { pet: PetFieldsFragment; licence: Licence | null }) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const flow = getHref('PetLicense', locale, { pet: pet.id });
  const renewable = licence && licence.renewalState !== 'NOT_YET';
  const inForce = licence?.status === 'ACTIVE';
  return (
    <div className="pet-card-actions">
      {!licence ? (
        <Link className="button" to={flow}>
          {t('myPets.license', { name: pet.name })}
        </Link>
      ) : renewable ? (
        <Link className="button" to={flow}>
          {t('myPets.renew', { name: pet.name })}
        </Link>
      ) : null}
      {inForce ? (
        <a href={licence.certificateUrl} download>
          {t('myPets.certificate', { name: pet.name })}
        </a>
      ) : null}
    </div>
  );
}
