// One finder's conversation on the pet's HomeSafe page (issue 18): the messages, the finder's phone when they
// gave it, an answer relayed by e-mail (once the finder opened their page, decision 0803: until then the page
// says so), and the button that shares the owner's contact details with this finder.
import { useTranslation } from 'react-i18next';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import { HOMESAFE_MESSAGE_MAX } from '../../../domain/homesafe/homesafe.schemas.js';
import { petWords } from '../../../domain/pet/pet-words.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useLocale } from '../../lib/locale-context.js';
import { useReplyToFinderMutation } from './api/reply-to-finder.generated.js';
import { useShareContactWithFinderMutation } from './api/share-contact-with-finder.generated.js';
import { MessageList, ReplyForm } from './MessageField.js';
import type { Conversation, HomesafePet } from './use-pet-homesafe.js';
import { useMoment } from './use-moment.js';

export function OwnerConversation({
  conversation,
  pet,
  index,
  onChange,
}: {
  conversation: Conversation;
  /** whom the finder found: "Quien lo encontró" / "La personne qui l’a trouvée" agree with the pet */
  pet: Pick<HomesafePet, 'name' | 'gender'>;
  index: number;
  onChange: (next: Conversation) => void;
}) {
  const { run: runReplyToFinder } = useReplyToFinderMutation();
  const { run: runShareContactWithFinder } = useShareContactWithFinderMutation();
  const { t } = useTranslation(['homesafe', 'validation']);
  const locale = useLocale();
  const moment = useMoment();
  const id = `conversation-${conversation.id}`;
  const share = useDomainForm({
    id: `${id}-share`,
    initialValues: {},
    onSubmit: async () => {
      const data = await runShareContactWithFinder({ conversationId: conversation.id });
      if (data) onChange(data.shareContactWithFinder);
    },
  });
  return (
    <section className="homesafe-conversation" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t('pet.conversationTitle', { number: index + 1, date: moment(conversation.createdAt) })}
      </h3>
      {conversation.finderPhone ? (
        <p>{t('pet.finderPhone', { phone: formatPhoneForLocale(conversation.finderPhone, locale) })}</p>
      ) : null}
      <MessageList
        messages={conversation.messages}
        formatDate={moment}
        authorLabel={(author) => (author === 'OWNER' ? t('pet.fromYou') : t('pet.fromFinder', petWords(pet)))}
      />
      {conversation.finderOpened ? null : <p className="notice">{t('pet.finderNotOpened')}</p>}
      <ReplyForm
        id={`${id}-reply`}
        label={t('pet.reply')}
        hint={t('pet.replyHint', { numLimit: HOMESAFE_MESSAGE_MAX })}
        submitLabel={t('pet.sendReply')}
        send={async (input) => {
          const data = await runReplyToFinder({ conversationId: conversation.id, input });
          if (data) onChange(data.replyToFinder);
        }}
      />
      {conversation.contactShared ? (
        <p className="notice">{t('pet.contactShared')}</p>
      ) : (
        <Form form={share}>
          <p className="hint">{t('pet.shareHint')}</p>
          <SubmitButton
            form={share}
            className="button button-secondary"
            label={t('pet.shareContact')}
            busyLabel={t('pet.saving')}
          />
        </Form>
      )}
    </section>
  );
}
