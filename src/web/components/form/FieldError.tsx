import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decodeMessage, MESSAGE_ACTIONS } from '../../../domain/shared/messages.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useMessage } from './use-message.js';

/** A field's error text, with the link action some messages carry (spec §5 "link action"). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const format = useMessage();
  const { t } = useTranslation(['account', 'validation']);
  const locale = useLocale();
  if (!message) return null;
  const action = MESSAGE_ACTIONS[decodeMessage(message).key];
  return (
    <p id={id} className="field-error">
      {format(message)}
      {action === 'logIn' ? (
        <>
          {' '}
          <Link to={getHref('Login', locale)}>{t('logInLink')}</Link>
        </>
      ) : null}
      {action === 'fetchMyRecord' ? (
        <>
          {' '}
          <Link to={getHref('FetchMyRecord', locale)}>{t('fetchMyRecord')}</Link>
        </>
      ) : null}
    </p>
  );
}

/** aria attributes of an input whose error (if any) is rendered by FieldError with `${id}-error`. */
export function errorProps(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
