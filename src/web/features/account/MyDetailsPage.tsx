// My Details: names, phones, physical and mailing address, birthdate, and the sign-in e-mail
// (changing it needs the current password). Validated with the same domain schema as the server.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../domain/address/address.rules.js';
import { countryOfRegion, isRegionCode } from '../../../domain/locale/regions.js';
import { myDetailsSchema } from '../../../domain/account/my-details.schemas.js';
import { emailSchema } from '../../../domain/account/account.schemas.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { errorProps, FieldError } from '../../components/form/FieldError.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { PasswordInput } from '../../components/form/PasswordInput.js';
import { changeEmail, type MyAccount, updateMyDetails } from './api.js';
import { HomeAndMailingAddress } from '../../components/form/AddressFields.js';
import { type DateParts, DatePartsFields } from '../../components/form/DatePartsFields.js';
import { type PhoneEntry, PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';
import {
  errorsFromIssues,
  type FieldErrors,
  serverFieldErrors,
  useFieldErrors,
} from '../../components/form/form-errors.js';
import { useMyAccount } from './use-my-account.js';

const idOf = (path: string) => `details-${path.replace(/\./g, '-')}`;

/** A stored address in the domain's shape; its country is its region's. */
function toAddress(address: MyAccount['address']): Address | null {
  const country = countryOfRegion(address?.province);
  if (!address || !country || !isRegionCode(address.province)) return null;
  return { id: null, ...address, province: address.province, country };
}

function DetailsForm({ account, onSaved }: { account: MyAccount; onSaved: (account: MyAccount) => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const { notify } = useNotifications();
  const { refresh } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show } = useFieldErrors(formRef);
  const [firstName, setFirstName] = useState(account.firstName);
  const [lastName, setLastName] = useState(account.lastName);
  const [phones, setPhones] = useState<PhoneEntry[]>(
    account.phones.length ? account.phones : [{ type: 'M', number: '' }],
  );
  const [birthdate, setBirthdate] = useState<DateParts>(
    account.birthdate
      ? {
          day: String(account.birthdate.day),
          month: String(account.birthdate.month),
          year: String(account.birthdate.year),
        }
      : { day: '', month: '', year: '' },
  );
  const [address, setAddress] = useState<Address | null>(toAddress(account.address));
  const [mailingSame, setMailingSame] = useState(!account.mailingAddress);
  const [mailingAddress, setMailingAddress] = useState<Address | null>(toAddress(account.mailingAddress));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const birthdateGiven = birthdate.day || birthdate.month || birthdate.year;
    const input = {
      firstName,
      lastName,
      phones,
      birthdate: birthdateGiven ? birthdate : null,
      address,
      mailingAddress: mailingSame ? null : mailingAddress,
    };
    const checked = myDetailsSchema.safeParse(input);
    let found: FieldErrors = checked.success ? {} : errorsFromIssues(checked.error.issues);
    if (!mailingSame && !mailingAddress) found = { ...found, mailingAddress: 'validation.address.required' };
    show(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('signUp.fixErrors'));
      return;
    }
    setSaving(true);
    try {
      const saved = await updateMyDetails(input);
      if (saved) onSaved(saved);
      await refresh();
      notify({ type: 'success', message: t('details.saved'), icon: { icon: 'check' } });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) {
        show(fieldErrors);
        setFormError(t('signUp.fixErrors'));
      } else {
        const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
        setFormError(t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') }));
      }
    } finally {
      setSaving(false);
    }
  };

  const text = (path: 'firstName' | 'lastName', value: string, set: (value: string) => void, autoComplete: string) => (
    <div className="field">
      <label htmlFor={idOf(path)}>{t(`signUp.${path}`)}</label>
      <input
        id={idOf(path)}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => set(event.target.value)}
        {...errorProps(idOf(path), errors[path])}
      />
      <FieldError id={`${idOf(path)}-error`} message={errors[path]} />
    </div>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="details-heading">
      <h2 id="details-heading">{t('details.personal')}</h2>
      {formError ? (
        <div className="alert alert-danger" role="alert">
          {formError}
        </div>
      ) : null}
      {text('firstName', firstName, setFirstName, 'given-name')}
      {text('lastName', lastName, setLastName, 'family-name')}
      <PhoneNumbersInput phones={phones} onChange={setPhones} errors={errors} idOf={idOf} />
      <DatePartsFields
        legend={t('signUp.birthdate')}
        hint={t('signUp.birthdateHint')}
        value={birthdate}
        onChange={setBirthdate}
        errors={errors}
        path="birthdate"
        idOf={idOf}
      />
      <HomeAndMailingAddress
        idPrefix="details"
        country={(address?.country as 'US' | 'CA' | undefined) ?? 'US'}
        mailingCountry={
          (mailingAddress?.country as 'US' | 'CA' | undefined) ?? (address?.country as 'US' | 'CA') ?? 'US'
        }
        address={address}
        onAddressChange={setAddress}
        mailingSame={mailingSame}
        onMailingSameChange={setMailingSame}
        mailingAddress={mailingAddress}
        onMailingAddressChange={setMailingAddress}
        errors={errors}
      />
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('details.saving') : t('details.save')}
      </button>
    </form>
  );
}

function EmailForm({ email, onChanged }: { email: string; onChanged: (email: string) => void }) {
  const { t } = useTranslation(['account', 'validation']);
  const { notify } = useNotifications();
  const { refresh } = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, show } = useFieldErrors(formRef);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = emailSchema.safeParse(newEmail);
    const found: FieldErrors = checked.success ? {} : errorsFromIssues(checked.error.issues, 'email');
    if (!password) found.password = 'validation.required';
    show(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await changeEmail(newEmail, password);
      onChanged(newEmail.trim());
      setNewEmail('');
      setPassword('');
      await refresh();
      notify({ type: 'success', message: t('details.emailChanged'), icon: { icon: 'check' } });
    } catch (error) {
      show(serverFieldErrors(error) ?? { email: 'validation.unexpected' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="email-heading" className="account-section">
      <h2 id="email-heading">{t('details.emailHeading')}</h2>
      <p>{t('details.currentEmail', { email })}</p>
      <div className="field">
        <label htmlFor={idOf('email')}>{t('details.newEmail')}</label>
        <input
          id={idOf('email')}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          {...errorProps(idOf('email'), errors.email)}
        />
        <FieldError id={`${idOf('email')}-error`} message={errors.email} />
      </div>
      <div className="field">
        <label htmlFor={idOf('password')}>{t('details.currentPassword')}</label>
        <PasswordInput
          id={idOf('password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...errorProps(idOf('password'), errors.password)}
        />
        <FieldError id={`${idOf('password')}-error`} message={errors.password} />
      </div>
      <button type="submit" className="button" disabled={saving}>
        {t('details.changeEmail')}
      </button>
    </form>
  );
}

export function MyDetailsPage() {
  const { t } = useTranslation(['account', 'validation']);
  const [state, replace] = useMyAccount();
  useDocumentTitle(t('common:nav.myDetails'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen />;
  const account = state.account;
  return (
    <section className="page-section account-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('common:nav.myDetails')}</h1>
      <DetailsForm account={account} onSaved={replace} />
      <EmailForm email={account.email} onChanged={(email) => replace({ ...account, email })} />
    </section>
  );
}
