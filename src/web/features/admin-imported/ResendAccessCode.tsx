// issue 17 (decision 0701): "Resend access code" — a fresh code, e-mailed to the record's address in the
// language the clerk chooses among the jurisdiction's (they ask the owner); earlier codes keep working. A
// record whose owner signed up links to the owner instead, and one without an e-mail address says so.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALE_SWITCHER_LABELS, type LocaleCode } from '../../../domain/locale/locales.js';
import { getHref } from '../../../domain/shared/routes.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { SelectField } from '../../components/form/SelectField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { AdminImportedRecordFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useAdminResendAccessCodeMutation } from './api/admin-resend-access-code.generated.js';

export function ResendAccessCode({
  record,
  onSent,
  onSignedUp,
}: {
  record: AdminImportedRecordFieldsFragment;
  onSent: (record: AdminImportedRecordFieldsFragment) => void;
  /** the owner signed up meanwhile (ACCESS_CODE_USED): nothing was sent */
  onSignedUp: () => void;
}) {
  const { run: runAdminResendAccessCode } = useAdminResendAccessCodeMutation();
  const { t } = useTranslation('admin');
  const pageLocale = useLocale();
  const { notify } = useNotifications();
  const form = useDomainForm({
    id: 'staff-resend-code',
    initialValues: () => ({
      locale: record.locales.includes(pageLocale) ? pageLocale : (record.locales[0] ?? pageLocale),
    }),
    onSubmit: async ({ locale }) => {
      const next = (await runAdminResendAccessCode({ id: record.id, locale }))?.adminResendAccessCode;
      if (!next) return;
      onSent(next);
      notify({ type: 'success', message: t('imported.sent', { email: record.email }) });
    },
    onServerError: (code) => {
      if (code !== 'ACCESS_CODE_USED') return false;
      notify({ type: 'warning', message: t('imported.signedUpMeanwhile') });
      onSignedUp();
      return true;
    },
    fieldCodes: {},
  });
  return (
    <>
      <h3>{t('imported.resendTitle')}</h3>
      {record.signedUp ? (
        <p>
          {t('imported.signedUp')}{' '}
          {record.accountId ? (
            <Link to={getHref('AdminOwner', pageLocale, { id: record.accountId })}>{t('imported.openOwner')}</Link>
          ) : null}
        </p>
      ) : record.email ? (
        <Form form={form} aria-label={t('imported.resendTitle')}>
          <p className="field-hint">{t('imported.resendHint', { email: record.email })}</p>
          <SelectField form={form} name="locale" label={t('imported.language')}>
            {record.locales.map((code) => (
              <option key={code} value={code} lang={code.replace('_', '-')}>
                {LOCALE_SWITCHER_LABELS[code as LocaleCode] ?? code}
              </option>
            ))}
          </SelectField>
          <SubmitButton form={form} label={t('imported.resend')} busyLabel={t('imported.sending')} />
        </Form>
      ) : (
        <p>{t('imported.noEmail')}</p>
      )}
    </>
  );
}
