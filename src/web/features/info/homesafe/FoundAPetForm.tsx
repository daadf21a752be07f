// The HomeSafe page's "Found a pet?" form (issue 18, decision 0802): the code on the tag leads to the pet's
// found page; a code that cannot be one is refused here, an unknown one gets the same clear message as a
// code the server will not answer for (a rate limit).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { foundPageUrl, normalizeTagCode, TAG_CODE_LENGTH, tagCodeIssue } from '../../../../domain/homesafe/tag-code.js';
import { encodeMessage } from '../../../../domain/shared/messages.js';
import { SubmitButton } from '../../../components/form/Form.js';
import { FormSection } from '../../../components/form/FormSection.js';
import { InputField } from '../../../components/form/InputField.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useLocale } from '../../../lib/locale-context.js';
import { TagCodeCheckDocument } from '../api/tag-code-check.generated.js';

export function FoundAPetForm() {
  const { t } = useTranslation(['homesafe', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const [unknown, setUnknown] = useState(false);
  const form = useDomainForm({
    id: 'found-a-pet',
    initialValues: { code: '' },
    check: ({ code }) => {
      const issue = tagCodeIssue(code);
      return { code: issue ? encodeMessage(issue) : undefined };
    },
    onSubmit: async ({ code }) => {
      const normalized = normalizeTagCode(code);
      if (!normalized) return;
      const data = await graphqlRequest(TagCodeCheckDocument, { code: normalized });
      if (data?.foundPet) navigate(foundPageUrl('', locale, data.foundPet.code));
      else setUnknown(true);
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
        onEdit={() => setUnknown(false)}
      />
      {unknown ? (
        <p className="notice" role="alert">
          {t('info.codeUnknown')}
        </p>
      ) : null}
      <SubmitButton form={form} label={t('info.submit')} busyLabel={t('info.submitting')} />
    </FormSection>
  );
}
