// spec §2.6: the secure-password checklist shows the rules as they are met; once the estimator has
// loaded (at the first character typed), one more line says whether the password is too easy to guess
// (issue 10: 6). While the field shows its error, the checklist's line is the plain heading: the error
// already says the password does not meet the rules, and saying it twice is noise (issue 11). A password
// that meets the rules while the estimator is still loading is "being checked", not yet "secure" (issue 38).
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChecklist, passwordStatus } from '../../../domain/account/password.rules.js';
import { msg } from '../../../domain/shared/messages.js';
import { useMessage } from './use-message.js';
import {
  requestPasswordGuessCheck,
  usePasswordGuessCheck,
  usePasswordGuessCheckLoading,
} from './use-password-guess-check.js';

export function PasswordChecklist({
  id,
  password,
  fieldShowsError = false,
}: {
  id: string;
  password: string;
  /** the field shows its own error above the checklist */
  fieldShowsError?: boolean;
}) {
  const { t } = useTranslation('account');
  const format = useMessage();
  const isGuessable = usePasswordGuessCheck();
  const checking = usePasswordGuessCheckLoading();
  const typing = password !== '';
  useEffect(() => {
    if (typing) requestPasswordGuessCheck();
  }, [typing]);
  const items = passwordChecklist(password);
  const rulesMet = items.every((item) => item.met);
  // one estimate per password typed (it takes a few milliseconds), and only once the rules are met
  const guessable = useMemo(
    () => (isGuessable && rulesMet ? isGuessable(password) : null),
    [isGuessable, rulesMet, password],
  );
  const status = passwordStatus(password, isGuessable ? () => guessable === true : null);
  const lines = isGuessable
    ? [...items, { id: 'notCommon', label: msg('validation.password.rule.notCommon'), met: guessable === false }]
    : items;
  return (
    <div id={id} className="password-checklist">
      <p className="password-status" aria-live="polite">
        {status.state === 'empty' || (fieldShowsError && status.state === 'failing')
          ? t('signUp.passwordRules')
          : status.state === 'secure' && checking
            ? t('signUp.passwordChecking')
            : format(status.message)}
      </p>
      <ul>
        {lines.map((item) => (
          <li key={item.id} className={item.met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{item.met ? '✓' : '○'}</span> {format(item.label)}
            <span className="visually-hidden">{item.met ? t('signUp.ruleMet') : t('signUp.ruleNotMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
