// One pet's HomeSafe page (issue 18, decision 0802), ?pet=<id>: its tag code and found page, lost / found,
// and what finders wrote about it with the owner's answers.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { foundPageUrl, formatTagCode } from '../../../domain/homesafe/tag-code.js';
import { petWords } from '../../../domain/pet/pet-words.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { Identifier } from '../../components/Identifier.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useHomeSafeName } from '../../lib/use-homesafe-name.js';
import { LostReport } from './LostReport.js';
import { OwnerConversation } from './OwnerConversation.js';
import { usePetHomeSafe } from './use-pet-homesafe.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './homesafe.css';

export function PetHomeSafePage() {
  const { t } = useTranslation('homesafe');
  const homesafe = useHomeSafeName();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { state, setLost, replaceConversation } = usePetHomeSafe(params.get('pet') ?? '');
  const pet = state.status === 'ready' ? state.pet : null;
  useDocumentTitle(pet ? t('pet.title', { ...petWords(pet), homesafe }) : homesafe);

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !pet)
    return (
      <EmptyPage
        pageTitle={homesafe}
        heading={t('pet.notFoundTitle')}
        action={<Link to={getHref('MyPets', locale)}>{t('common:nav.myPets')}</Link>}
      >
        {t('pet.notFoundBody', { homesafe })}
      </EmptyPage>
    );
  if (!pet.active) return <ErrorScreen />;
  const found = foundPageUrl('', locale, pet.tagCode);
  return (
    <PublicPage title={t('pet.title', { ...petWords(pet), homesafe })} lede={t('pet.lede', petWords(pet))}>
      <LabelledSection heading={t('pet.tagTitle')}>
        <p>
          {t('pet.tagCode', petWords(pet))}{' '}
          <Identifier className="homesafe-tag-code">{formatTagCode(pet.tagCode)}</Identifier>
        </p>
        <p>
          <Link to={found}>{t('pet.openFoundPage', petWords(pet))}</Link>
        </p>
      </LabelledSection>
      <LostReport pet={pet} onChange={setLost} />
      <LabelledSection heading={t('pet.messagesTitle', petWords(pet))}>
        {state.conversations.length === 0 ? (
          <p>{t('pet.noMessages', petWords(pet))}</p>
        ) : (
          state.conversations.map((conversation, index) => (
            <OwnerConversation
              key={conversation.id}
              conversation={conversation}
              pet={pet}
              index={state.conversations.length - 1 - index}
              onChange={replaceConversation}
            />
          ))
        )}
      </LabelledSection>
    </PublicPage>
  );
}
