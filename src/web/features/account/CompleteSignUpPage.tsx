// spec §2.6, §4 Access code: sign-up completed with an access code. The code opens the owner record
// the jurisdiction imported; the sign-up form then starts with the record's names and e-mail, and
// completing it links the new account to the record. A used code offers log-in (§8 access_code_used);
// any other code failure shows the default access-code message.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { msg } from '../../../domain/shared/messages.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { useMessage } from '../../components/form/use-message.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { SignUpPage } from './SignUpPage.js';
import { type AccessCodeRecord, completeSignUp, fetchAccessCodeRecord } from './access-code-api.js';

/** What the code step shows after a failure. */
type CodeError = 'required' | 'used' | 'default' | { serverCode: string };

/** Transport failures keep their own text; every other failure is an access-code failure (spec §4). */
const TRANSPORT_CODES = new Set(['RATE_LIMITED', 'NETWORK', 'TIMEOUT']);

function codeErrorOf(code: string): CodeError {
  if (code === 'ACCESS_CODE_USED') return 'used';
  if (TRANSPORT_CODES.has(code)) return { serverCode: code };
  return 'default';
}

export function CompleteSignUpPage() {
  const { t } = useTranslation(['accessCode', 'validation', 'common']);
  const format = useMessage();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { viewer } = useSession();
  const codeId = useId();
  const hintId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(params.get('code') ?? '');
  const [record, setRecord] = useState<{ code: string; record: AccessCodeRecord } | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const [checking, setChecking] = useState(false);
  const [focusCode, setFocusCode] = useState(false);
  useDocumentTitle(t('accessCode:complete.title'));

  const verify = async (typed: string) => {
    setError(null);
    if (!typed.trim()) {
      setError('required');
      setFocusCode(true);
      return;
    }
    setChecking(true);
    try {
      const found = await fetchAccessCodeRecord(typed.trim());
      if (found) setRecord({ code: typed.trim(), record: found });
      else setError('default');
    } catch (failure) {
      setError(codeErrorOf(failure instanceof GraphQLRequestError ? failure.code : 'INTERNAL'));
    } finally {
      setChecking(false);
      setFocusCode(true);
    }
  };

  // A link from the access-code e-mail carries the code: check it at once.
  const initialCode = useRef(params.get('code'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the code the page opened with
  useEffect(() => {
    if (initialCode.current) void verify(initialCode.current);
  }, []);

  useEffect(() => {
    if (focusCode && !record) codeRef.current?.focus();
    if (focusCode) setFocusCode(false);
  }, [focusCode, record]);

  if (viewer && !record) return <Navigate to={getHref('Dashboard', locale)} replace />;

  if (record) {
    return (
      <SignUpPage
        key={record.code}
        completion={{
          title: t('accessCode:complete.title'),
          initial: record.record,
          submit: (input) => completeSignUp(record.code, input),
          onError: (serverCode) => {
            if (serverCode !== 'ACCESS_CODE_USED' && serverCode !== 'ACCESS_CODE_INVALID') return false;
            // back to the code step with the §8 message
            setRecord(null);
            setError(codeErrorOf(serverCode));
            setFocusCode(true);
            return true;
          },
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const errorText =
    error === null
      ? null
      : error === 'required'
        ? format(msg('validation.required'))
        : error === 'used'
          ? format(msg('validation.accessCode.used'))
          : error === 'default'
            ? format(msg('validation.accessCode.default'))
            : t(`common:serverErrors.${error.serverCode}`, { defaultValue: t('common:serverErrors.INTERNAL') });

  return (
    <section className="page-section narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t('accessCode:complete.title')}</h1>
      <p>{t('accessCode:complete.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={codeId}>{t('accessCode:complete.code')}</label>
          <p id={hintId} className="hint">
            {t('accessCode:complete.codeHint')}
          </p>
          <input
            ref={codeRef}
            id={codeId}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${hintId} ${codeId}-error` : hintId}
          />
          {errorText ? (
            <p id={`${codeId}-error`} className="field-error">
              {errorText}
              {error === 'used' ? (
                <>
                  {' '}
                  <Link to={getHref('Login', locale)}>{t('accessCode:complete.logInLink')}</Link>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={checking}>
          {checking ? t('accessCode:complete.submitting') : t('accessCode:complete.submit')}
        </button>
      </form>
      <p>
        {t('accessCode:complete.noCode')}{' '}
        <Link to={getHref('FetchMyRecord', locale)}>{t('accessCode:complete.fetchMyRecord')}</Link>
      </p>
    </section>
  );
}
