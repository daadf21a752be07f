// issue 17: the move terms of one locale (spec §3 Jurisdiction move terms, §2.12): header, sub-header
// (HTML), intro, the terms (one a line, HTML each) and the two answers. Sanitised on save.
import { useTranslation } from 'react-i18next';
import { moveTermsSchema } from '../../../domain/jurisdiction/jurisdiction-settings.schemas.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { TextAreaField } from '../../components/form/TextAreaField.js';
import { TextField } from '../../components/form/TextField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import { useNotifications } from '../../lib/notifications.js';
import { useUpdateMoveTermsMutation } from './api/update-move-terms.generated.js';
import {
  FallbackNote,
  type LocaleEditorProps,
  LocaleSection,
  type SettingsSectionProps,
  shownLocale,
} from './LocaleSection.js';

export function MoveTermsForm(props: SettingsSectionProps) {
  const { t } = useTranslation('adminSettings');
  return (
    <LocaleSection name="move" heading={t('move.heading')} hint={t('move.hint')} Editor={MoveTermsEditor} {...props} />
  );
}

function MoveTermsEditor({ settings, locale, onSaved }: LocaleEditorProps) {
  const { run: runUpdateMoveTerms } = useUpdateMoveTermsMutation();
  const { t } = useTranslation('adminSettings');
  const { notify } = useNotifications();
  // a locale without terms of its own starts from those its owners are shown now (its fallback's)
  const from = shownLocale(locale, (candidate) => settings.moveTerms.some((terms) => terms.locale === candidate));
  const current = settings.moveTerms.find((terms) => terms.locale === from);
  const form = useDomainForm({
    id: 'move',
    initialValues: {
      header: current?.header ?? '',
      subHeader: current?.subHeader ?? '',
      termIntro: current?.termIntro ?? '',
      list: (current?.list ?? []).join('\n'),
      agree: current?.agree ?? '',
      decline: current?.decline ?? '',
    },
    schema: moveTermsSchema,
    toInput: (values) => ({
      ...values,
      list: values.list
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    }),
    onSubmit: async (terms) => {
      const answer = await runUpdateMoveTerms({
        jurisdictionId: settings.id,
        version: settings.version,
        locale,
        terms: terms as never,
      });
      if (!answer) return;
      onSaved(answer.updateMoveTerms);
      notify({ type: 'success', message: t('saved') });
    },
  });
  const area = (name: 'subHeader' | 'termIntro' | 'list', rows: number, hint?: string) => (
    <TextAreaField form={form} name={name} label={t(`move.${name}`)} hint={hint} rows={rows} />
  );
  return (
    <Form form={form} aria-label={t('move.heading')} className="admin-settings-form">
      {from && from !== locale ? <FallbackNote locale={locale} from={from} kind="text" /> : null}
      <TextField form={form} name="header" label={t('move.header')} inputProps={{ maxLength: 200 }} />
      {area('subHeader', 3, t('move.htmlHint'))}
      {area('termIntro', 2)}
      {area('list', 6, t('move.listHint'))}
      <TextField form={form} name="agree" label={t('move.agree')} inputProps={{ maxLength: 200 }} />
      <TextField form={form} name="decline" label={t('move.decline')} inputProps={{ maxLength: 200 }} />
      <SubmitButton form={form} label={t('move.save')} busyLabel={t('saving')} />
    </Form>
  );
}
