// A tag's public found page /{locale}/found/{code} (PRODUCT.md §6, issue 18, decision 0802): the pet's name
// and photo and whether it is reported lost, never anything of its owner; a finder leaves a message, their
// e-mail (for the owner's answers, never shown to the owner) and, if they wish, a phone number.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { finderMessageSchema, HOMESAFE_MESSAGE_MAX } from '../../../domain/homesafe/homesafe.schemas.js';
import { formatTagCode } from '../../../domain/homesafe/tag-code.js';
import { getHref } from '../../../domain/shared/routes.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { SubmitButton } from '../../components/form/Form.js';
import { FormSection } from '../../components/form/FormSection.js';
import { EmailField, InputField } from '../../components/form/InputField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { Identifier } from '../../components/Identifier.js';
import { useIsoDate } from '../../lib/dates.js';
import type { FoundPetQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLazyFoundPetQuery } from './api/found-pet.generated.js';
import { useSendFinderMessageMutation } from './api/send-finder-message.generated.js';
import { MessageField } from './MessageField.js';
import './homesafe.css';

type FoundPet = NonNullable<FoundPetQuery['foundPet']>;
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; pet: FoundPet | null };

function useFoundPet(code: string): State {
  const { run: runFoundPet } = useLazyFoundPetQuery();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    runFoundPet({ code }).then(
      (data) => !cancelled && setState({ status: 'ready', pet: data?.foundPet ?? null }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [code, runFoundPet]);
  return state;
}

function FinderForm({ pet }: { pet: FoundPet }) {
  const { run: runSendFinderMessage } = useSendFinderMessageMutation();
  const { t } = useTranslation(['homesafe', 'validation']);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const form = useDomainForm({
    id: 'finder-message',
    initialValues: { message: '', email: '', phone: '' },
    schema: finderMessageSchema,
    onSubmit: async (input) => {
      await runSendFinderMessage({ code: pet.code, input });
      setSent(true);
    },
  });
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  if (sent)
    return (
      <div ref={sentRef} className="notice" role="status" tabIndex={-1}>
        <p>{t('found.sent', { name: pet.name })}</p>
        <p>{t('found.sentPrivateLink')}</p>
      </div>
    );
  return (
    <FormSection
      title={t('found.formTitle', { name: pet.name })}
      intro={t('found.formIntro', { name: pet.name })}
      form={form}
    >
      <MessageField
        form={form}
        label={t('found.message')}
        hint={t('found.messageHint', { numLimit: HOMESAFE_MESSAGE_MAX })}
      />
      <EmailField
        form={form}
        name="email"
        label={t('found.email')}
        hint={t('found.emailHint')}
        autoComplete="email"
        required
      />
      <InputField
        form={form}
        name="phone"
        type="tel"
        label={t('found.phone')}
        hint={t('found.phoneHint')}
        autoComplete="tel-national"
        inputProps={{ inputMode: 'tel', maxLength: 14 }}
      />
      <SubmitButton form={form} label={t('found.send')} busyLabel={t('found.sending')} />
    </FormSection>
  );
}

export function FoundPetPage() {
  const { t } = useTranslation('homesafe');
  const locale = useLocale();
  const formatDate = useIsoDate();
  const { code = '' } = useParams();
  const state = useFoundPet(code);
  const pet = state.status === 'ready' ? state.pet : null;
  useDocumentTitle(pet ? t('found.title', { name: pet.name }) : t('found.unknownTitle'));

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  if (!pet)
    return (
      <EmptyPage
        pageTitle={t('found.unknownTitle')}
        heading={t('found.unknownHeading')}
        action={<Link to={getHref('HomeSafe', locale)}>{t('found.tryAnother')}</Link>}
      >
        {t('found.unknownBody')}
      </EmptyPage>
    );
  return (
    <PublicPage title={t('found.title', { name: pet.name })} lede={t('found.lede', { name: pet.name })}>
      {pet.lost ? (
        <p className="notice found-pet-lost" role="status">
          {pet.lostOn ? t('found.lostSince', { date: formatDate(pet.lostOn) }) : t('found.lost')}
        </p>
      ) : null}
      {pet.photoUrl ? (
        <img className="found-pet-photo" src={pet.photoUrl} alt={t('found.photoAlt', { name: pet.name })} />
      ) : null}
      <p>
        {/* the code the finder came with: the HomeSafe tag's, or the licence tag's number (decision 0805) */}
        {pet.codeKind === 'LICENSE_TAG' ? t('found.licenseTag') : t('found.tagCode')}{' '}
        <Identifier className="homesafe-tag-code">
          {pet.codeKind === 'LICENSE_TAG' ? pet.code : formatTagCode(pet.code)}
        </Identifier>
      </p>
      <FinderForm pet={pet} />
    </PublicPage>
  );
}
