// Add or edit one pet guardian: names, relationship, e-mail and phones (spec §2.7 phone input). The
// domain schema checks the form here and again on the server; every error shows next to its field.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { petGuardianSchema } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { filterTypedText } from '../../../domain/shared/text.rules.js';
import { errorProps, FieldError } from '../../components/form/FieldError.js';
import { useMessage } from '../../components/form/use-message.js';
import { GraphQLRequestError } from '../../lib/graphql-client.js';
import { type PhoneEntry, PhoneNumbersInput } from '../../components/form/PhoneNumbersInput.js';
import {
  errorsFromIssues,
  type FieldErrors,
  focusFirstError,
  serverFieldErrors,
} from '../../components/form/form-errors.js';
import { addPetGuardian, type PetGuardian, updatePetGuardian } from './api.js';

type TextField = 'firstName' | 'lastName' | 'relationship' | 'email';

export const guardianFieldId = (path: string) => `pet-guardian-${path.replace(/\./g, '-')}`;

type Values = Record<TextField, string> & { phones: PhoneEntry[] };

function initialValues(guardian: PetGuardian | null): Values {
  return {
    firstName: guardian?.firstName ?? '',
    lastName: guardian?.lastName ?? '',
    relationship: guardian?.relationship ?? '',
    email: guardian?.email ?? '',
    phones: guardian?.phones.length ? guardian.phones.map((phone) => ({ ...phone })) : [{ type: 'M', number: '' }],
  };
}

export function PetGuardianForm({
  guardian,
  onSaved,
  onCancel,
}: {
  /** null to add a new guardian */
  guardian: PetGuardian | null;
  onSaved: (saved: PetGuardian) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['petGuardians', 'validation']);
  const format = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorId = useId();
  const [values, setValues] = useState(() => initialValues(guardian));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = guardian ? `${guardian.firstName} ${guardian.lastName}` : '';
  const title = guardian ? t('petGuardians:form.editTitle', { name }) : t('petGuardians:form.addTitle');

  useEffect(() => {
    document.getElementById(guardianFieldId('firstName'))?.focus();
  }, []);

  const showErrors = (found: FieldErrors) => {
    const { '': formLevel, ...fields } = found; // '' is the whole form (the guardian limit)
    setErrors(fields);
    setFormError(formLevel ? format(formLevel) : t('petGuardians:form.fixErrors'));
    focusFirstError(formRef.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = petGuardianSchema.safeParse(values);
    if (!checked.success) {
      showErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = guardian ? await updatePetGuardian(guardian.id, values) : await addPetGuardian(values);
      setSaving(false);
      if (saved) onSaved(saved);
    } catch (error) {
      setSaving(false);
      const fields = serverFieldErrors(error);
      if (fields) {
        showErrors(fields);
        return;
      }
      const code = error instanceof GraphQLRequestError ? error.code : 'INTERNAL';
      setFormError(t(`common:serverErrors.${code}`, { defaultValue: t('common:serverErrors.INTERNAL') }));
    }
  };

  const set = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const textField = (
    field: TextField,
    label: string,
    options: { autoComplete: string; type?: string; hint?: string },
  ) => {
    const id = guardianFieldId(field);
    const error = errors[field];
    const describedBy = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {options.hint ? (
          <p id={`${id}-hint`} className="hint">
            {options.hint}
          </p>
        ) : null}
        <input
          id={id}
          type={options.type ?? 'text'}
          value={values[field]}
          autoComplete={options.autoComplete}
          // spec §5 General: text inputs do not accept "/"
          onChange={(event) =>
            set(field, options.type === 'email' ? event.target.value : filterTypedText(event.target.value))
          }
          {...errorProps(id, error)}
          aria-describedby={describedBy || undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <section className="pet-guardian-form" aria-labelledby="pet-guardian-form-title">
      <h2 id="pet-guardian-form-title">{title}</h2>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-describedby={formError ? formErrorId : undefined}>
        {formError ? (
          <div id={formErrorId} className="alert alert-danger" role="alert">
            {formError}
          </div>
        ) : null}
        {textField('firstName', t('petGuardians:form.firstName'), { autoComplete: 'off' })}
        {textField('lastName', t('petGuardians:form.lastName'), { autoComplete: 'off' })}
        {textField('relationship', t('petGuardians:form.relationship'), {
          autoComplete: 'off',
          hint: t('petGuardians:form.relationshipHint'),
        })}
        {textField('email', t('petGuardians:form.email'), { autoComplete: 'off', type: 'email' })}
        <PhoneNumbersInput
          phones={values.phones}
          onChange={(phones) => setValues((current) => ({ ...current, phones }))}
          errors={errors}
          idOf={guardianFieldId}
        />
        <button type="submit" className="button" disabled={saving}>
          {saving ? t('petGuardians:form.saving') : t('petGuardians:form.save')}
        </button>{' '}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('petGuardians:form.cancel')}
        </button>
      </form>
    </section>
  );
}
