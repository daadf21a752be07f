// spec §2.6, §4 Access code: sign-up completed with an access code. The code opens the owner record
// the jurisdiction imported; the sign-up form then starts with the record's names and e-mail, and
// completing it links the new account to the record. A used code offers log-in (§8 access_code_used);
// any other code failure shows the default access-code message.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { FieldMessage } from '../../components/form/use-message.js';
import { serverErrorText } from '../../lib/graphql-client.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLazyAccessCodeRecordQuery } from './api/access-code-record.generated.js';
import { useCompleteSignUpMutation } from './api/complete-sign-up.generated.js';
import { SignUpPage } from './SignUpPage.js';
import type { AccessCodeRecordQuery } from '../../lib/graphql-types.generated.js';

type AccessCodeRecord = NonNullable<AccessCodeRecordQuery['accessCodeRecord']>;

/** Transport failures keep their own text; every other failure is an access-code failure (spec §4). */
const TRANSPORT_CODES = new Set(['RATE_LIMITED', 'NETWORK', 'TIMEOUT']);

export function CompleteSignUpPage() {
  const { run: runAccessCodeRecord } = useLazyAccessCodeRecordQuery();
  const { run: runCompleteSignUp } = useCompleteSignUpMutation();
  const { t } = useTranslation(['accessCode', 'validation', 'common', 'serverErrors']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { viewer } = useSession();
  const [record, setRecord] = useState<{ code: string; record: AccessCodeRecord } | null>(null);
  const codeError = (code: string): FieldMessage =>
    code === 'ACCESS_CODE_USED'
      ? 'validation.accessCode.used'
      : TRANSPORT_CODES.has(code)
        ? { text: serverErrorText(t, code) }
        : 'validation.accessCode.default';
  const form = useDomainForm({
    id: 'access-code',
    initialValues: { code: params.get('code') ?? '' },
    check: ({ code }) => ({ code: code.trim() ? undefined : 'validation.required' }),
    onSubmit: async ({ code }) => {
      const found = (await runAccessCodeRecord({ code: code.trim() }))?.accessCodeRecord;
      if (found) setRecord({ code: code.trim(), record: found });
      else form.showErrors({ code: codeError('ACCESS_CODE_INVALID') });
    },
    onServerError: (code) => {
      form.showErrors({ code: codeError(code) });
      return true;
    },
  });
  useDocumentTitle(t('accessCode:complete.title'));

  // A link from the access-code e-mail carries the code: check it at once.
  const initialCode = useRef(params.get('code'));
  useEffect(() => {
    if (!initialCode.current) return;
    initialCode.current = null;
    form.formRef.current?.requestSubmit();
  }, [form.formRef]);

  if (viewer && !record) return <Navigate to={getHref('Dashboard', locale)} replace />;

  if (record) {
    return (
      <SignUpPage
        key={record.code}
        completion={{
          title: t('accessCode:complete.title'),
          initial: record.record,
          submit: (input) => runCompleteSignUp({ code: record.code, input }),
          onError: (serverCode) => {
            if (serverCode !== 'ACCESS_CODE_USED' && serverCode !== 'ACCESS_CODE_INVALID') return false;
            // back to the code step with the §8 message
            setRecord(null);
            form.showErrors({ code: codeError(serverCode) });
            return true;
          },
        }}
      />
    );
  }

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('accessCode:complete.title')}</h1>
      <p>{t('accessCode:complete.intro')}</p>
      <Form form={form}>
        <TextField
          form={form}
          name="code"
          label={t('accessCode:complete.code')}
          hint={t('accessCode:complete.codeHint')}
          autoComplete="one-time-code"
          required
          inputProps={{ maxLength: 32, autoCapitalize: 'characters', spellCheck: false }}
          errorAction={t('accessCode:complete.logInLink')}
        />
        <SubmitButton
          form={form}
          label={t('accessCode:complete.submit')}
          busyLabel={t('accessCode:complete.submitting')}
        />
      </Form>
      <p>
        {t('accessCode:complete.noCode')}{' '}
        <Link to={getHref('FetchMyRecord', locale)}>{t('accessCode:complete.fetchMyRecord')}</Link>
      </p>
    </section>
  );
}
