// Issue 41 (1; decision 0308): the site operator's jurisdiction form — a new jurisdiction (no ?jurisdiction=),
// or the one of ?jurisdiction=<id>: its name, country and web address name (both fixed once created), the
// languages it offers, its time zone, help line, logo and colours, whether it licenses (its first policy from
// a template); then retiring it, or bringing it back. Its boundary is uploaded on a page of its own. A form page:
// one column at the form kit's width (--form-max), the fixed slug and country as the staff kit's facts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  brandColorIssue,
  jurisdictionFormSchema,
  TIME_ZONE_SUGGESTIONS,
} from '../../../domain/jurisdiction/jurisdiction-form.schemas.js';
import { localesOfCountry } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import {
  COUNTRIES,
  type CountryCode,
  LOCALE_SWITCHER_LABELS,
  type LocaleCode,
} from '../../../domain/locale/locales.js';
import { phoneDigitsFromInput } from '../../../domain/account/phone.rules.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal } from '../../components/ConfirmationModal.js';
import { ChoiceField } from '../../components/form/ChoiceField.js';
import { CheckboxField } from '../../components/form/Field.js';
import { FieldError } from '../../components/form/FieldError.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { TextField } from '../../components/form/TextField.js';
import { type DomainForm, useDomainForm } from '../../components/form/use-domain-form.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { FormPage, PublicPage } from '../../components/PageTemplates.js';
import { FactList } from '../../components/staff/FactList.js';
import type { OperatorJurisdictionFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useCreateJurisdictionMutation } from './api/create-jurisdiction.generated.js';
import { useOperatorJurisdictionQuery } from './api/operator-jurisdiction.generated.js';
import { useRetireJurisdictionMutation } from './api/retire-jurisdiction.generated.js';
import { useUpdateJurisdictionMutation } from './api/update-jurisdiction.generated.js';
import {
  type JurisdictionFormValues,
  NEW_JURISDICTION,
  valuesOfJurisdiction,
  withCountry,
} from './jurisdiction-form-values.js';
import { OperatorOnly } from './OperatorConsolePage.js';
import '../../components/staff/staff.css';
import './operator.css';

export function OperatorJurisdictionPage() {
  const { t } = useTranslation('operator');
  const [params] = useSearchParams();
  const id = params.get('jurisdiction');
  const title = id ? t('jurisdiction.editTitle') : t('jurisdiction.newTitle');
  useDocumentTitle(title);
  return <OperatorOnly title={title}>{id ? <EditJurisdiction id={id} /> : <NewJurisdiction />}</OperatorOnly>;
}

function BackToConsole() {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  return (
    <p>
      <Link to={getHref('OperatorConsole', locale)}>{t('jurisdiction.backToConsole')}</Link>
    </p>
  );
}

function NewJurisdiction() {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { run: runCreate } = useCreateJurisdictionMutation();
  return (
    <FormPage
      title={t('jurisdiction.newTitle')}
      lede={t('jurisdiction.newLede')}
      className="operator-jurisdiction-page"
    >
      <BackToConsole />
      <JurisdictionForm
        initial={NEW_JURISDICTION}
        hasPolicy={false}
        creating
        submitLabel={t('jurisdiction.create')}
        onSubmit={async (input) => {
          const created = (await runCreate({ input }))?.createJurisdiction;
          if (!created) return;
          notify({ type: 'success', message: t('jurisdiction.created', { name: created.name }) });
          navigate(getHref('OperatorJurisdiction', locale, { jurisdiction: created.id }));
        }}
      />
    </FormPage>
  );
}

function EditJurisdiction({ id }: { id: string }) {
  const { t } = useTranslation('operator');
  const query = useOperatorJurisdictionQuery(
    { jurisdictionId: id },
    { select: (data) => data?.operatorJurisdiction ?? null },
  );
  const state = query.state;
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !state.data)
    return (
      <PublicPage title={t('jurisdiction.editTitle')}>
        <LoadFailed title={t('jurisdiction.loadFailed')} retry={t('console.retry')} onRetry={query.reload} />
      </PublicPage>
    );
  // a new key after each save: the form starts again from what was saved (its new version)
  return <EditScreen key={`${state.data.id}-${state.data.version}`} row={state.data} onChanged={query.reload} />;
}

function EditScreen({ row, onChanged }: { row: OperatorJurisdictionFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation('operator');
  const locale = useLocale();
  const { notify } = useNotifications();
  const { run: runUpdate } = useUpdateJurisdictionMutation();
  return (
    <FormPage title={row.name} lede={t('jurisdiction.editLede')} className="operator-jurisdiction-page">
      <BackToConsole />
      {row.retiredAt ? <p className="alert alert-warning">{t('jurisdiction.retiredNotice')}</p> : null}
      <p>
        <Link to={getHref('OperatorJurisdictionBoundary', locale, { jurisdiction: row.id })}>
          {t('jurisdiction.boundary')}
        </Link>
      </p>
      <JurisdictionForm
        initial={valuesOfJurisdiction(row, locale)}
        hasPolicy={row.hasPolicy}
        creating={false}
        submitLabel={t('jurisdiction.save')}
        onSubmit={async (input) => {
          const saved = (await runUpdate({ jurisdictionId: row.id, version: row.version, input }))?.updateJurisdiction;
          if (!saved) return;
          notify({ type: 'success', message: t('jurisdiction.saved', { name: saved.name }) });
          onChanged();
        }}
      />
      <RetireSection row={row} onChanged={onChanged} />
    </FormPage>
  );
}

type FormInput = Parameters<ReturnType<typeof useCreateJurisdictionMutation>['run']>[0]['input'];

function JurisdictionForm({
  initial,
  hasPolicy,
  creating,
  submitLabel,
  onSubmit,
}: {
  initial: JurisdictionFormValues;
  hasPolicy: boolean;
  creating: boolean;
  submitLabel: string;
  onSubmit: (input: FormInput) => Promise<void>;
}) {
  const { t } = useTranslation(['operator', 'validation']);
  const form = useDomainForm<JurisdictionFormValues, FormInput>({
    id: 'jurisdiction',
    initialValues: initial,
    schema: jurisdictionFormSchema({ hasPolicy }),
    toInput: (values) => ({ ...values, supportPhone: phoneDigitsFromInput(values.supportPhone) }),
    onSubmit: (input) => onSubmit(input),
  });
  const country = form.values.country;
  // the choice groups' names in the error summary ("Country: This field is required."), as the fields' labels
  form.labelField('country', t('jurisdiction.country'));
  form.labelField('licensing', t('jurisdiction.licensingLegend'));
  const licensingChoices = (
    hasPolicy ? (['KEEP', 'NONE'] as const) : (['US_COUNTY', 'CANADIAN_CITY', 'NONE'] as const)
  ).map((value) => ({ value, label: t(`jurisdiction.licensing.${value}`) }));
  return (
    <Form form={form} aria-label={creating ? t('jurisdiction.newTitle') : t('jurisdiction.editTitle')}>
      <TextField form={form} name="name" label={t('jurisdiction.name')} hint={t('jurisdiction.nameHint')} required />
      {creating ? (
        <>
          <TextField
            form={form}
            name="slug"
            label={t('jurisdiction.slug')}
            hint={t('jurisdiction.slugHint')}
            inputProps={{ maxLength: 60, autoCapitalize: 'none', spellCheck: false }}
            required
          />
          <ChoiceField
            id={form.idOf('country')}
            legend={t('jurisdiction.country')}
            choices={COUNTRIES.map((value) => ({ value, label: t(`jurisdiction.countries.${value}`) }))}
            value={country}
            onChange={(value) => {
              const next = withCountry(form.values, value);
              form.set('country', next.country);
              form.set('locales', next.locales);
            }}
            error={form.errors.country}
          />
        </>
      ) : (
        <FactList
          className="staff-facts operator-fixed-facts"
          facts={[
            { key: 'slug', label: t('jurisdiction.slug'), value: form.values.slug },
            {
              key: 'country',
              label: t('jurisdiction.country'),
              value: country ? t(`jurisdiction.countries.${country}`) : '',
            },
          ]}
        />
      )}
      <LocalesFieldset form={form} country={country} />
      <InputField
        form={form}
        name="timezone"
        label={t('jurisdiction.timezone')}
        hint={t('jurisdiction.timezoneHint', {
          examples: (country ? TIME_ZONE_SUGGESTIONS[country] : TIME_ZONE_SUGGESTIONS.US).slice(0, 3).join(', '),
        })}
        inputProps={{ maxLength: 64, autoCapitalize: 'none', spellCheck: false }}
        required
      />
      <TextField
        form={form}
        name="supportPhone"
        type="tel"
        label={t('jurisdiction.supportPhone')}
        hint={t('jurisdiction.supportPhoneHint')}
        required
      />
      <InputField form={form} name="supportEmail" type="email" label={t('jurisdiction.supportEmail')} />
      <InputField
        form={form}
        name="logoUrl"
        label={t('jurisdiction.logoUrl')}
        hint={t('jurisdiction.logoUrlHint')}
        inputProps={{ maxLength: 500, spellCheck: false }}
      />
      <InputField
        form={form}
        name="brandColor"
        label={t('jurisdiction.brandColor')}
        hint={t('jurisdiction.brandColorHint')}
        inputProps={{ maxLength: 7, spellCheck: false }}
        after={<BrandPreview color={form.values.brandColor} name={form.values.name} />}
      />
      <InputField
        form={form}
        name="boundaryColor"
        label={t('jurisdiction.boundaryColor')}
        hint={t('jurisdiction.boundaryColorHint')}
        inputProps={{ maxLength: 7, spellCheck: false }}
      />
      <ChoiceField
        id={form.idOf('licensing')}
        legend={t('jurisdiction.licensingLegend')}
        choices={licensingChoices}
        value={form.values.licensing}
        onChange={(value) => form.set('licensing', value)}
        error={form.errors.licensing}
        inline={false}
      />
      <p className="hint">{hasPolicy ? t('jurisdiction.policyKeptHint') : t('jurisdiction.templateHint')}</p>
      <SubmitButton form={form} label={submitLabel} busyLabel={t('jurisdiction.saving')} />
    </Form>
  );
}

/** The landing page's band in the colour typed, with white text, once it is one white text reads on. */
function BrandPreview({ color, name }: { color: string; name: string }) {
  const { t } = useTranslation('operator');
  const typed = color.trim();
  if (!typed || brandColorIssue(typed)) return null;
  return (
    <p className="operator-brand-preview" style={{ background: typed, color: '#ffffff', padding: '0.5rem 0.75rem' }}>
      {t('jurisdiction.brandPreview', { name: name.trim() || t('jurisdiction.name') })}
    </p>
  );
}

function LocalesFieldset({ form, country }: { form: DomainForm<JurisdictionFormValues>; country: CountryCode | '' }) {
  const { t } = useTranslation('operator');
  const legend = t('jurisdiction.locales');
  form.labelField('locales', legend);
  const chosen = form.values.locales;
  const toggle = (item: LocaleCode, on: boolean) =>
    form.set('locales', on ? [...chosen, item] : chosen.filter((locale) => locale !== item));
  return (
    <fieldset className="fieldset" id={form.idOf('locales')}>
      <legend>{legend}</legend>
      {country ? null : <p className="hint">{t('jurisdiction.localesHint')}</p>}
      {(country ? localesOfCountry(country) : []).map((item) => (
        <CheckboxField
          key={item}
          id={form.idOf(`locale-${item}`)}
          label={<span lang={item.replace('_', '-')}>{LOCALE_SWITCHER_LABELS[item]}</span>}
          checked={chosen.includes(item)}
          onChange={(on) => toggle(item, on)}
        />
      ))}
      <FieldError id={`${form.idOf('locales')}-error`} message={form.errors.locales} />
    </fieldset>
  );
}

function RetireSection({ row, onChanged }: { row: OperatorJurisdictionFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation('operator');
  const { notify } = useNotifications();
  const { run: runRetire } = useRetireJurisdictionMutation();
  const [asking, setAsking] = useState(false);
  const retired = row.retiredAt !== null;
  const change = async () => {
    setAsking(false);
    try {
      await runRetire({ jurisdictionId: row.id, retired: !retired });
      notify({
        type: 'success',
        message: t(retired ? 'jurisdiction.reinstated' : 'jurisdiction.retired', { name: row.name }),
      });
    } catch {
      notify({ type: 'danger', message: t('jurisdiction.retireFailed') });
    }
    onChanged();
  };
  return (
    <LabelledSection heading={retired ? t('jurisdiction.reinstateHeading') : t('jurisdiction.retireHeading')}>
      <p>{retired ? t('jurisdiction.reinstateText') : t('jurisdiction.retireText')}</p>
      <button
        type="button"
        className={retired ? 'button button-secondary' : 'button button-danger'}
        onClick={() => (retired ? void change() : setAsking(true))}
      >
        {retired ? t('jurisdiction.reinstate', { name: row.name }) : t('jurisdiction.retire', { name: row.name })}
      </button>
      <ConfirmationModal
        open={asking}
        title={t('jurisdiction.retireTitle', { name: row.name })}
        message={t('jurisdiction.retireText')}
        confirmLabel={t('jurisdiction.retireConfirm')}
        onConfirm={() => void change()}
        onCancel={() => setAsking(false)}
      />
    </LabelledSection>
  );
}
