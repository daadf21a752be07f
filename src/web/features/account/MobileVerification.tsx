// My Details: the mobile number text messages go to, verified by a code texted to it (issue 37: 2, decision
// 0803). Until it is verified no text message goes to it; changing the number in the form above unverifies it.
import { useTranslation } from 'react-i18next';
import { formatPhoneForLocale } from '../../../domain/account/phone.rules.js';
import {
  MOBILE_CODE_DIGITS,
  MOBILE_CODE_MINUTES,
  mobileCodeSchema,
} from '../../../domain/account/mobile-verification.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { InputField } from '../../components/form/InputField.js';
import { useDomainForm } from '../../components/form/use-domain-form.js';
import type { MyAccountFieldsFragment as MyAccount } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSendMobileVerificationCodeMutation } from './api/send-mobile-verification-code.generated.js';
import { useVerifyMobileNumberMutation } from './api/verify-mobile-number.generated.js';

export function MobileVerification({
  account,
  onChanged,
}: {
  account: MyAccount;
  onChanged: (account: MyAccount) => void;
}) {
  const { run: runSendMobileVerificationCode } = useSendMobileVerificationCodeMutation();
  const { run: runVerifyMobileNumber } = useVerifyMobileNumberMutation();
  const { t } = useTranslation(['account', 'validation', 'serverErrors']);
  const locale = useLocale();
  const { notify } = useNotifications();
  const mobile = account.textMessageNumber;
  const number = mobile ? formatPhoneForLocale(mobile.number, locale) : '';
  const send = useDomainForm({
    id: 'mobile-code-send',
    initialValues: {},
    onSubmit: async () => {
      const changed = (await runSendMobileVerificationCode())?.sendMobileVerificationCode;
      if (changed) onChanged(changed);
      notify({ type: 'info', message: t('mobile.codeSent', { number }) });
    },
  });
  const verify = useDomainForm({
    id: 'mobile-code',
    initialValues: { code: '' },
    schema: mobileCodeSchema,
    onSubmit: async (input) => {
      const changed = (await runVerifyMobileNumber({ input }))?.verifyMobileNumber;
      if (changed) onChanged(changed);
      verify.reset();
      notify({ type: 'success', message: t('mobile.verifiedNotice', { number }), icon: { icon: 'check' } });
    },
  });
  return (
    <section className="account-section" aria-labelledby="mobile-heading">
      <h2 id="mobile-heading">{t('mobile.heading')}</h2>
      {!mobile ? (
        <p>{t('mobile.none')}</p>
      ) : mobile.verified ? (
        <p className="notice">{t('mobile.verified', { number })}</p>
      ) : (
        <>
          <p>{t('mobile.unverified', { number })}</p>
          {mobile.codeSent ? (
            <Form form={verify} aria-labelledby="mobile-heading">
              <InputField
                form={verify}
                name="code"
                label={t('mobile.code')}
                hint={t('mobile.codeHint', { digits: MOBILE_CODE_DIGITS, number, minutes: MOBILE_CODE_MINUTES })}
                autoComplete="one-time-code"
                inputProps={{ inputMode: 'numeric', maxLength: MOBILE_CODE_DIGITS + 2 }}
              />
              <SubmitButton form={verify} label={t('mobile.verify')} busyLabel={t('mobile.verifying')} />
            </Form>
          ) : null}
          <Form form={send} aria-label={t(mobile.codeSent ? 'mobile.sendAgain' : 'mobile.send', { number })}>
            <SubmitButton
              form={send}
              className={mobile.codeSent ? 'button button-secondary' : 'button'}
              label={t(mobile.codeSent ? 'mobile.sendAgain' : 'mobile.send', { number })}
              busyLabel={t('mobile.sending')}
            />
          </Form>
        </>
      )}
    </section>
  );
}
