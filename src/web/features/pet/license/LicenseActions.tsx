// A pet card's licence actions, from the one licence-and-proof state (decision 0505): license a pet that
// has none (or whose licence was revoked), renew inside the renewal window, grace or late, upload the
// rabies proof a licence waits for (or a new one after staff did not accept it), and download the
// certificate of a licence that is in force (ACTIVE: one still waiting for its rabies proof is not yet a
// licence a certificate can vouch for).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLicence, type PetStanding } from '../../../../domain/license/license-status.rules.js';
import { getHref } from '../../../../domain/shared/routes.js';
import type { PetFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';

export function LicenseActions({ pet, standing }: { pet: PetFieldsFragment; standing: PetStanding }) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const flow = getHref('PetLicense', locale, { pet: pet.id });
  const licence = currentLicence(pet.licenses);
  const inForce = licence?.status === 'ACTIVE';
  const { action } = standing;
  return (
    <div className="pet-card-actions">
      {action === 'license' ? (
        <Link className="button" to={flow}>
          {t('myPets.license', { name: pet.name })}
        </Link>
      ) : action === 'renew' ? (
        <Link className="button" to={flow}>
          {t('myPets.renew', { name: pet.name })}
        </Link>
      ) : action === 'uploadProof' || action === 'uploadNewProof' ? (
        <Link className="button" to={flow}>
          {t(action === 'uploadProof' ? 'myPets.uploadProof' : 'myPets.uploadNewProof', { name: pet.name })}
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
