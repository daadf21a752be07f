// The HomeSafe page's "Found a pet?" form (issue 18, decision 0802): the code on the tag leads to the pet's
// found page; a code that cannot be one is refused here, an unknown one gets the same clear message as a
// code the server will not answer for (a rate limit). Issue 38 D16b (decision 0805): the number on the
// licence tag is taken too; when HomeSafe cannot reach that pet's family, the page says how to reach the
// animal services that issued the tag.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPhoneForLocale } from '../../../../domain/account/phone.rules.js';
import { finderCodeIssue, readFinderCode } from '../../../../domain/homesafe/finder-code.js';
import { foundPageUrl, TAG_CODE_LENGTH } from '../../../../domain/homesafe/tag-code.js';
import { encodeMessage } from '../../../../domain/shared/messages.js';
import { SubmitButton } from '../../../components/form/Form.js';
import { FormSection } from '../../../components/form/FormSection.js';
import { InputField } from '../../../components/form/InputField.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import type { FinderLookupQuery } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useLazyFinderLookupQuery } from '../api/finder-lookup.generated.js';

type AnimalServices = FinderLookupQuery['finderLookup']['animalServices'];
type Answer = { kind: 'unknown' } | { kind: 'animalServices'; contacts: AnimalServices } | null;

function AnimalServicesNotice({ contacts }: { contacts: AnimalServices }) {
  const { t } = useTranslation('homesafe');
  const locale = useLocale();
  const reach = (contact: AnimalServices[number]) => (
    <>
      {t('info.animalServicesPhone')}{' '}
      <a href={`tel:+1${contact.phone}`}>{formatPhoneForLocale(contact.phone, locale)}</a>
      {contact.email ? (
        <>
          {' · '}
          {t('info.animalServicesEmail')} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : null}
    </>
  );
  const [only] = contacts;
  return (
    <div className="notice" role="status">
      <p>
        <strong>{t('info.animalServicesTitle')}</strong>
      </p>
      <p>{t('info.animalServicesIntro', { count: contacts.length, name: only?.name ?? '' })}</p>
      {contacts.length === 1 && only ? (
        <p>{reach(only)}</p>
      ) : (
        <ul>
          {contacts.map((contact) => (
            <li key={contact.name}>
              <strong>{contact.name}</strong> {reach(contact)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FoundAPetForm() {
  const { run: runFinderLookup } = useLazyFinderLookupQuery();
  const { t } = useTranslation(['homesafe', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<Answer>(null);
  const form = useDomainForm({
    id: 'found-a-pet',
    initialValues: { code: '' },
    check: ({ code }) => {
      const issue = finderCodeIssue(code);
      return { code: issue ? encodeMessage(issue) : undefined };
    },
    onSubmit: async ({ code }) => {
      // the server reads it the same way (tag code first, then licence tag number); this only cleans it
      const [reading] = readFinderCode(code);
      if (!reading) return;
      const data = await runFinderLookup({ code });
      const lookup = data?.finderLookup;
      if (lookup?.foundPet) navigate(foundPageUrl('', locale, lookup.foundPet.code));
      else if (lookup?.animalServices.length) setAnswer({ kind: 'animalServices', contacts: lookup.animalServices });
      else setAnswer({ kind: 'unknown' });
    },
  });
  return (
    <FormSection className="found-a-pet" title={t('info.formTitle')} intro={t('info.formIntro')} form={form}>
      <InputField
        form={form}
        name="code"
        label={t('info.code')}
        hint={t('info.codeHint', { count: TAG_CODE_LENGTH })}
        inputProps={{ maxLength: 20, autoCapitalize: 'characters', spellCheck: false }}
        onEdit={() => setAnswer(null)}
      />
      {answer?.kind === 'unknown' ? (
        <p className="notice" role="alert">
          {t('info.codeUnknown')}
        </p>
      ) : null}
      {answer?.kind === 'animalServices' ? <AnimalServicesNotice contacts={answer.contacts} /> : null}
      <SubmitButton form={form} label={t('info.submit')} busyLabel={t('info.submitting')} />
    </FormSection>
  );
}
