// One pet guardian in the list: name, wallet-card note, relationship, e-mail, phones and the actions.
import { useTranslation } from 'react-i18next';
import { formatPhone, isPhoneType, PHONE_TYPE_LABELS } from '../../../domain/account/phone.rules.js';
import { isWalletCardEmergencyContact } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { useMessage } from '../../components/form/use-message.js';

import { editButtonId, fullName, moveButtonId } from './use-pet-guardians.js';
import type { PetGuardianFieldsFragment as PetGuardian } from '../../lib/graphql-types.generated.js';

export function PetGuardianItem({
  guardian,
  index,
  busy,
  onMoveUp,
  onEdit,
  onRemove,
}: {
  guardian: PetGuardian;
  index: number;
  busy: boolean;
  onMoveUp: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['petGuardians', 'validation']);
  const format = useMessage();
  const name = fullName(guardian);
  const hidden = <span className="visually-hidden"> {name}</span>;
  return (
    <li className="pet-guardian">
      <h3>{name}</h3>
      {isWalletCardEmergencyContact(index) ? (
        <p className="notice">{t('petGuardians:list.walletCardContact', { number: index + 1 })}</p>
      ) : null}
      <dl>
        {guardian.relationship ? (
          <>
            <dt>{t('petGuardians:list.relationship')}</dt>
            <dd>{guardian.relationship}</dd>
          </>
        ) : null}
        {guardian.email ? (
          <>
            <dt>{t('petGuardians:list.email')}</dt>
            <dd>{guardian.email}</dd>
          </>
        ) : null}
        <dt>{t('petGuardians:list.phones')}</dt>
        {guardian.phones.map((phone, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: phones have no identity but their position
          <dd key={at}>
            {isPhoneType(phone.type) ? format({ key: PHONE_TYPE_LABELS[phone.type] }) : phone.type}:{' '}
            {formatPhone(phone.number)}
          </dd>
        ))}
      </dl>
      <div className="pet-guardian-actions">
        {index > 0 ? (
          <button id={moveButtonId(guardian)} type="button" className="link-button" disabled={busy} onClick={onMoveUp}>
            {t('petGuardians:list.moveUp')}
            {hidden}
          </button>
        ) : null}{' '}
        <button id={editButtonId(guardian)} type="button" className="button button-secondary" onClick={onEdit}>
          {t('petGuardians:list.edit')}
          {hidden}
        </button>{' '}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onRemove}>
          {t('petGuardians:list.remove')}
          {hidden}
        </button>
      </div>
    </li>
  );
}
