// A domain message (an encoded key, as rules and the server give it) in the current language, with the
// link action some messages carry (spec §5 "Validation messages may carry a link action"). Loaded with
// the first such message (MessageText), so a form that shows none, as log-in, does not carry the
// message table (QUALITY.md P5).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decodeMessage, MESSAGE_ACTIONS } from '../../../domain/shared/message-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMessage } from './use-message.js';

export function DomainMessage({
  message,
  withAction = false,
  actionLabel,
}: {
  message: string;
  withAction?: boolean;
  actionLabel?: string | undefined;
}) {
  const format = useMessage();
  const { t } = useTranslation();
  const locale = useLocale();
  const action = withAction ? MESSAGE_ACTIONS[decodeMessage(message).key] : undefined;
  const link =
    action === 'logIn' ? (
      <Link to={getHref('Login', locale)}>{actionLabel ?? t('form.logInInstead')}</Link>
    ) : action === 'fetchMyRecord' ? (
      <Link to={getHref('FetchMyRecord', locale)}>{actionLabel ?? t('form.fetchMyRecord')}</Link>
    ) : null;
  return (
    <>
      {format(message)}
      {link ? <> {link}</> : null}
    </>
  );
}
