// The Safe & Happy Fund page's donation form (issue 18, decision 0802): a fixed amount or one of the donor's
// own within the bounds, put in the basket as a donation line (never taxed) and paid at checkout.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  DONATION_PRESETS_CENTS,
  donationSchema,
} from '../../../../domain/fund/donation.rules.js';
import { CURRENCY_BY_COUNTRY } from '../../../../domain/locale/locales.js';
import { formatMoney } from '../../../../domain/locale/money.js';
import { getHref } from '../../../../domain/shared/routes.js';
import { ChoiceField } from '../../../components/form/ChoiceField.js';
import { SubmitButton } from '../../../components/form/Form.js';
import { FormSection } from '../../../components/form/FormSection.js';
import { InputField } from '../../../components/form/InputField.js';
import { useDomainForm } from '../../../components/form/use-domain-form.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useSession } from '../../../lib/session.js';
import { useAddDonationToBasketMutation } from '../api/add-donation-to-basket.generated.js';

const OTHER = 'other';

export function DonationForm() {
  const { run: runAddDonationToBasket } = useAddDonationToBasketMutation();
  const { t } = useTranslation(['fund', 'validation']);
  const locale = useLocale();
  const navigate = useNavigate();
  const { city, setBasketCount } = useSession();
  const currency = CURRENCY_BY_COUNTRY[city?.country ?? 'US'];
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const form = useDomainForm({
    id: 'donation',
    initialValues: { choice: String(DONATION_PRESETS_CENTS[1]), amount: '' },
    toInput: ({ choice, amount }) => ({ amount: choice === OTHER ? amount : (Number(choice) / 100).toFixed(2) }),
    schema: donationSchema,
    onSubmit: async (input) => {
      const data = await runAddDonationToBasket(input);
      if (!data) return;
      setBasketCount(data.addDonationToBasket.count);
      navigate(getHref('Basket', locale));
    },
  });
  const choices = [
    ...DONATION_PRESETS_CENTS.map((cents) => ({ value: String(cents), label: money(cents) })),
    { value: OTHER, label: t('form.other') },
  ];
  return (
    <FormSection className="donation" title={t('form.title')} intro={t('form.intro')} form={form}>
      <ChoiceField
        id={form.idOf('choice')}
        legend={t('form.amountLegend')}
        choices={choices}
        value={form.values.choice}
        onChange={(choice) => form.set('choice', choice)}
      />
      {form.values.choice === OTHER ? (
        <InputField
          form={form}
          name="amount"
          label={t('form.otherAmount', { currency })}
          hint={t('form.otherHint', { min: money(DONATION_MIN_CENTS), max: money(DONATION_MAX_CENTS) })}
          inputProps={{ inputMode: 'numeric', maxLength: 12 }}
        />
      ) : null}
      <p className="hint">{t('form.noTax')}</p>
      <SubmitButton form={form} label={t('form.submit')} busyLabel={t('form.submitting')} />
    </FormSection>
  );
}
