// spec §2.6 sign-up: names, e-mail (checked on the server), password with the live checklist, phone
// numbers, optional birthdate, physical address (and a mailing address when it differs), TOS.
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { signUpSchema } from '../../../domain/account/account.schemas.js';
import type { Address } from '../../../domain/address/address.rules.js';
import { mailingAddressSchema } from '../../../domain/address/address.schemas.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { useLocale } from '../../lib/locale-context.js';
import { getHref, TERMS_PATH } from '../../../domain/shared/routes.js';
import { useSession } from '../../lib/session.js';
import { errorProps, FieldError } from '../../components/form/FieldError.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';
import { checkEmail, signUp, type SignUpInput } from './api.js';
import { HomeAndMailingAddress } from '../../components/form/AddressFields.js';
import { DatePartsFields, type DateParts } from '../../components/form/DatePartsFields.js';
import { PasswordChecklist } from '../../components/form/PasswordChecklist.js';
import {
  errorsFromIssues,
  type FieldErrors,
  focusFirstError as focusErrors,
  serverFieldErrors,
} from '../../components/form/form-errors.js';
import { type PhoneEntry, PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';

type Errors = FieldErrors;

export const fieldId = (path: string) => `signup-${path.replace(/\./g, '-')}`;

/** spec §2.6, §4 Access code: sign-up completed with an access code (features/access-code). */
export type SignUpCompletion = {
  title: string;
  /** the owner record's names and e-mail, to prefill the form */
  initial: { firstName: string; lastName: string; email: string | null };
  submit: (input: SignUpInput) => Promise<unknown>;
  /** shows a server error code the completion handles itself (access-code failures); true when handled */
  onError: (code: string) => boolean;
};

export function SignUpPage({ completion }: { completion?: SignUpCompletion } = {}) {
  const { t } = useTranslation(['account', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { viewer, city, refresh } = useSession();
  const country = city?.country ?? (locale.endsWith('_CA') ? 'CA' : 'US');
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorId = useId();
  const [firstName, setFirstName] = useState(completion?.initial.firstName ?? '');
  const [lastName, setLastName] = useState(completion?.initial.lastName ?? '');
  const [email, setEmail] = useState(completion?.initial.email ?? '');
  const [password, setPassword] = useState('');
  const [phones, setPhones] = useState<PhoneEntry[]>([{ type: 'M', number: '' }]);
  const [birthdate, setBirthdate] = useState<DateParts>({ day: '', month: '', year: '' });
  const [address, setAddress] = useState<Address | null>(null);
  const [mailingSame, setMailingSame] = useState(true);
  const [mailingAddress, setMailingAddress] = useState<Address | null>(null);
  const [tosAgreed, setTosAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(completion?.title ?? t('signUp.title'));

  if (viewer && !submitting) return <Navigate to={getHref('Dashboard', locale)} replace />;

  const focusFirstError = () => focusErrors(formRef.current);

  const onEmailBlur = async () => {
    if (!email.trim() || errors.email) return;
    // the record being completed owns its e-mail (spec §4 Access code)
    if (completion && email.trim().toLowerCase() === completion.initial.email?.trim().toLowerCase()) return;
    try {
      const availability = await checkEmail(email);
      if (availability === 'EMAIL_EXISTS') {
        setErrors((current) => ({ ...current, email: encodeMessage(msg('validation.email.alreadyExists')) }));
      } else if (availability === 'ACCOUNT_EXISTS') {
        // spec §8 accountAlreadyExists: the link goes to "Fetch my record"
        setErrors((current) => ({ ...current, email: encodeMessage(msg('validation.email.accountAlreadyExists')) }));
      }
    } catch {
      // the check is a courtesy; sign-up itself checks again
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const birthdateGiven = birthdate.day || birthdate.month || birthdate.year;
    const input: SignUpInput = {
      firstName,
      lastName,
      email,
      password,
      phones,
      birthdate: birthdateGiven ? birthdate : null,
      address: address ?? null,
      tosAgreed,
      mailingAddress: mailingSame ? null : (mailingAddress ?? null),
    };
    const { mailingAddress: mailing, ...form } = input;
    const checked = signUpSchema.safeParse(form);
    let found: Errors = checked.success ? {} : errorsFromIssues(checked.error.issues);
    if (!mailingSame) {
      const mailingChecked = mailingAddressSchema.safeParse(mailing);
      if (!mailingChecked.success)
        found = { ...found, ...errorsFromIssues(mailingChecked.error.issues, 'mailingAddress.') };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('signUp.fixErrors'));
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      await (completion?.submit ?? signUp)(input);
      await refresh();
      navigate(getHref('Dashboard', locale), { replace: true });
    } catch (error) {
      setSubmitting(false);
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        setFormError(t('signUp.fixErrors'));
        focusFirstError();
        return;
      }
      const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
      if (completion?.onError(code)) return;
      setFormError(t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') }));
    }
  };

  const text = (path: 'firstName' | 'lastName', value: string, set: (value: string) => void, autoComplete: string) => (
    <div className="field">
      <label htmlFor={fieldId(path)}>{t(`signUp.${path}`)}</label>
      <input
        id={fieldId(path)}
        value={value}
        onChange={(event) => set(event.target.value)}
        autoComplete={autoComplete}
        required
        {...errorProps(fieldId(path), errors[path])}
      />
      <FieldError id={`${fieldId(path)}-error`} message={errors[path]} />
    </div>
  );

  return (
    <section className="page-section signup" aria-labelledby="page-title">
      <h1 id="page-title">{completion?.title ?? t('signUp.title')}</h1>
      <p>
        {t('signUp.haveAccount')} <Link to={getHref('Login', locale)}>{t('common:nav.logIn')}</Link>
      </p>
      {completion ? null : (
        <p>
          <Link to={getHref('SignUpAccessCode', locale)}>{t('signUp.haveAccessCode')}</Link>
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
        {formError ? (
          <div id={formErrorId} className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        {text('firstName', firstName, setFirstName, 'given-name')}
        {text('lastName', lastName, setLastName, 'family-name')}
        <div className="field">
          <label htmlFor={fieldId('email')}>{t('signUp.email')}</label>
          <input
            id={fieldId('email')}
            type="email"
            value={email}
            autoComplete="email"
            required
            onChange={(event) => {
              setEmail(event.target.value);
              if (errors.email) setErrors(({ email: _removed, ...rest }) => rest);
            }}
            onBlur={onEmailBlur}
            {...errorProps(fieldId('email'), errors.email)}
          />
          <FieldError id={`${fieldId('email')}-error`} message={errors.email} />
        </div>
        <div className="field">
          <label htmlFor={fieldId('password')}>{t('signUp.password')}</label>
          <PasswordInput
            id={fieldId('password')}
            value={password}
            autoComplete="new-password"
            required
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={`${fieldId('password')}-checklist${errors.password ? ` ${fieldId('password')}-error` : ''}`}
          />
          <FieldError id={`${fieldId('password')}-error`} message={errors.password} />
          <PasswordChecklist id={`${fieldId('password')}-checklist`} password={password} />
        </div>
        <PhoneNumbersInput phones={phones} onChange={setPhones} errors={errors} idOf={fieldId} />
        <DatePartsFields
          legend={t('signUp.birthdate')}
          hint={t('signUp.birthdateHint')}
          value={birthdate}
          onChange={setBirthdate}
          errors={errors}
          path="birthdate"
          idOf={fieldId}
        />
        <HomeAndMailingAddress
          idPrefix="signup"
          country={country}
          address={address}
          onAddressChange={setAddress}
          mailingSame={mailingSame}
          onMailingSameChange={setMailingSame}
          mailingAddress={mailingAddress}
          onMailingAddressChange={setMailingAddress}
          errors={errors}
        />
        <div className="field field-checkbox">
          <input
            id={fieldId('tosAgreed')}
            type="checkbox"
            checked={tosAgreed}
            onChange={(event) => setTosAgreed(event.target.checked)}
            {...errorProps(fieldId('tosAgreed'), errors.tosAgreed)}
          />
          <label htmlFor={fieldId('tosAgreed')}>
            {t('signUp.tosAgree')}{' '}
            <Link to={TERMS_PATH} target="_blank" rel="noopener">
              {t('common:footer.terms')} <span className="new-tab-note">{t('common:footer.opensInNewTab')}</span>
            </Link>
          </label>
        </div>
        <FieldError id={`${fieldId('tosAgreed')}-error`} message={errors.tosAgreed} />
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('signUp.submitting') : t('signUp.submit')}
        </button>
      </form>
    </section>
  );
}
