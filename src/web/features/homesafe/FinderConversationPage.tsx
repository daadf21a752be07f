// The finder's private page /{locale}/found/conversation?token=… (issue 18, decision 0802), reached from the
// link in their e-mail: the owner's answers, a reply form, and the owner's contact details once shared.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { HOMESAFE_MESSAGE_MAX } from '../../../domain/homesafe/homesafe.schemas.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { errorCodeOf } from '../../lib/graphql-client.js';
import type { FinderConversationFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLazyFinderConversationQuery } from './api/finder-conversation.generated.js';
import { useReplyToOwnerMutation } from './api/reply-to-owner.generated.js';
import { MessageList, ReplyForm } from './MessageField.js';
import { useMoment } from './use-moment.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './homesafe.css';

type State =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error' }
  | { status: 'ready'; conversation: FinderConversationFieldsFragment };

export function FinderConversationPage() {
  const { run: runFinderConversation } = useLazyFinderConversationQuery();
  const { run: runReplyToOwner } = useReplyToOwnerMutation();
  const { t } = useTranslation(['homesafe', 'validation']);
  const locale = useLocale();
  const moment = useMoment();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  useDocumentTitle(t('conversation.title'));

  useEffect(() => {
    let cancelled = false;
    runFinderConversation({ token }).then(
      (data) =>
        !cancelled &&
        setState(data ? { status: 'ready', conversation: data.finderConversation } : { status: 'invalid' }),
      (error) =>
        !cancelled && setState({ status: errorCodeOf(error) === 'VERIFICATION_LINK_INVALID' ? 'invalid' : 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, runFinderConversation]);

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  if (state.status === 'invalid')
    return (
      <EmptyPage
        pageTitle={t('conversation.title')}
        heading={t('conversation.invalidTitle')}
        action={<Link to={getHref('HomeSafe', locale)}>{t('conversation.toHomeSafe')}</Link>}
      >
        {t('conversation.invalidBody')}
      </EmptyPage>
    );
  const { conversation } = state;
  return (
    <PublicPage title={t('conversation.title')} lede={t('conversation.lede', { name: conversation.petName })}>
      {conversation.ownerContact ? (
        <LabelledSection className="notice" heading={t('conversation.contactTitle')}>
          <p>{t('conversation.contactEmail', { email: conversation.ownerContact.email })}</p>
          {conversation.ownerContact.phone ? (
            <p>
              {t('conversation.contactPhone', { phone: formatPhoneForLocale(conversation.ownerContact.phone, locale) })}
            </p>
          ) : null}
        </LabelledSection>
      ) : (
        <p>{t('conversation.private')}</p>
      )}
      <h2>{t('conversation.messages')}</h2>
      <MessageList
        messages={conversation.messages}
        formatDate={moment}
        authorLabel={(author) => t(author === 'OWNER' ? 'conversation.fromOwner' : 'conversation.fromYou')}
      />
      <LabelledSection heading={t('conversation.replyTitle')}>
        <ReplyForm
          id="finder-reply"
          label={t('conversation.reply')}
          hint={t('conversation.replyHint', { numLimit: HOMESAFE_MESSAGE_MAX })}
          submitLabel={t('conversation.send')}
          send={async (input) => {
            const data = await runReplyToOwner({ token, input });
            if (data) setState({ status: 'ready', conversation: data.replyToOwner });
          }}
        />
      </LabelledSection>
    </PublicPage>
  );
}
