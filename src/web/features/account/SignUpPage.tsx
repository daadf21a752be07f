// spec §2.6 sign-up: names, e-mail (checked on the server), password with the live checklist, phone
// numbers, optional birthdate, physical address (and a mailing address when it differs), TOS.
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { getHref, TERMS_PATH } from '../../../domain/shared/routes.js';
import { CheckboxField } from '../../components/form/Field.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { NewPasswordField } from '../../components/form/NewPasswordField.js';
import { EmailField } from '../../components/form/InputField.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { OwnerDetailsFields } from './OwnerDetailsFields.js';
import { SignUpJurisdiction } from './SignUpJurisdiction.js';
import { type SignUpCompletion, useSignUpForm } from './use-sign-up-form.js';

export function SignUpPage({ completion }: { completion?: SignUpCompletion } = {}) {
  const { t } = useTranslation(['account', 'validation']);
  const locale = useLocale();
  const { viewer } = useSession();
  const { form, country, checkEmail, signedUp } = useSignUpForm(completion);
  useDocumentTitle(completion?.title ?? t('signUp.title'));

  // a logged-in owner has nothing to sign up for; the one this form just signed up is on their way on
  if (viewer && !form.submitting && !signedUp.current) return <Navigate to={getHref('Dashboard', locale)} replace />;

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
      <Form form={form}>
        <OwnerDetailsFields form={form} country={country}>
          <EmailField
            form={form}
            name="email"
            label={t('signUp.email')}
            required
            onBlur={() => void checkEmail()}
            onEdit={() => form.setError('email', undefined)}
          />
          <NewPasswordField form={form} name="password" label={t('signUp.password')} required />
        </OwnerDetailsFields>
        {/* an access code's record has its jurisdiction already (spec §4 Access code) */}
        {completion ? null : <SignUpJurisdiction form={form} />}
        <CheckboxField
          id={form.idOf('tosAgreed')}
          checked={form.values.tosAgreed}
          onChange={(agreed) => form.set('tosAgreed', agreed)}
          error={form.errors.tosAgreed}
          label={
            <>
              {t('signUp.tosAgree')} <NewTabLink href={TERMS_PATH}>{t('common:footer.terms')}</NewTabLink>
            </>
          }
        />
        <SubmitButton form={form} label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
      </Form>
    </section>
  );
}
