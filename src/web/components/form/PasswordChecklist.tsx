// spec §2.6: the secure-password checklist shows the rules as they are met.
import { useTranslation } from 'react-i18next';
import { passwordChecklist, passwordStatus } from '../../../domain/account/password.rules.js';
import { useMessage } from './use-message.js';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const status = passwordStatus(password);
  return (
    <div id={id} className="password-checklist">
      <p className="password-status" aria-live="polite">
        {status.state === 'empty' ? t('signUp.passwordRules') : format(status.message)}
      </p>
      <ul>
        {passwordChecklist(password).map((item) => (
          <li key={item.id} className={item.met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {format(item.label)}
            <span className="visually-hidden">{item.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
