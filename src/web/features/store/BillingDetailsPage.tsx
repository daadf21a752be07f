// Billing Details, "Payment and Subscription" (spec §2.1; PRODUCT.md §5; decision 0404): the saved card
// (brand, last 4, expiry) with replace and remove, and the smart tracker subscriptions (pet, plan,
// next billing date, price) with cancel, each removal asked through the §2.19 confirmation modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ConfirmationModal, useConfirmation } from '../../components/ConfirmationModal.js';
import { EmptyState } from '../../components/EmptyState.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { Form, SubmitButton } from '../../components/form/Form.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { TestModeNotice } from '../../components/TestModeNotice.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import type { BillingFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useNotifications } from '../../lib/notifications.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useCancelSubscriptionMutation } from './api/cancel-subscription.generated.js';
import { useMyBillingQuery } from './api/my-billing.generated.js';
import { useRemoveSavedCardMutation } from './api/remove-saved-card.generated.js';
import { useSaveCardMutation } from './api/save-card.generated.js';
import { CardFields, cardFormReady } from './checkout/CardFields.js';
import { useCardForm } from './checkout/use-card-form.js';
import { useMoney } from '../../lib/money.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import './store.css';

type Subscription = BillingFieldsFragment['subscriptions'][number];
/** a section of the page: it shows the billing details and hands on what a change answers */
type SectionProps = { billing: BillingFieldsFragment; onChanged: (billing: BillingFieldsFragment) => void };

export function BillingDetailsPage() {
  const { t } = useTranslation(['store', 'common', 'serverErrors']);
  const locale = useLocale();
  const { state, setState, reload } = useMyBillingQuery({}, { key: locale, select: (data) => data?.myBilling ?? null });
  useDocumentTitle(t('common:screens.billingDetails'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !state.data) return <ErrorScreen onRetry={reload} />;
  const replace = (billing: BillingFieldsFragment) => setState({ status: 'ready', data: billing });
  return (
    <PublicPage title={t('common:screens.billingDetails')} lede={t('billing.lede')} className="store-page billing-page">
      <SavedCardSection billing={state.data} onChanged={replace} />
      <SubscriptionsSection billing={state.data} onChanged={replace} />
    </PublicPage>
  );
}

/** Runs a change after the modal's yes; the answer is the whole billing, a refusal shows above. */
function useBillingChange(onChanged: (billing: BillingFieldsFragment) => void) {
  const { t } = useTranslation(['store', 'serverErrors']);
  const confirmation = useConfirmation();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (change: () => Promise<BillingFieldsFragment | undefined>) => {
    if (!(await confirmation.ask())) return false;
    setProblem(null);
    try {
      const next = await change();
      if (next) onChanged(next);
      return true;
    } catch (error) {
      setProblem(serverErrorText(t, errorCodeOf(error)));
      return false;
    }
  };
  return { run, modal: confirmation.modal, problem };
}

function SavedCardSection({ billing, onChanged }: SectionProps) {
  const { run: runRemoveSavedCard } = useRemoveSavedCardMutation();
  const { run: runSaveCard } = useSaveCardMutation();
  const { t } = useTranslation(['store', 'serverErrors']);
  const { notify } = useNotifications();
  const { city } = useSession();
  const [replacing, setReplacing] = useState(false);
  const change = useBillingChange(onChanged);
  const card = billing.savedCard;
  const { form, mode, hosted } = useCardForm({
    id: 'saved-card',
    country: city?.country ?? 'US',
    active: replacing,
    onToken: async (cardToken) => {
      const saved = await runSaveCard({ cardToken });
      if (!saved) return;
      onChanged(saved.saveCard);
      setReplacing(false);
      const failure = saved.saveCard.restartFailure;
      // past-due plans are charged on the new card at once (decision 0405); a refusal leaves them past due
      if (failure)
        notify({
          type: 'danger',
          message: t('billing.restartFailed', { reason: serverErrorText(t, failure) }),
        });
      else notify({ type: 'success', message: t('billing.cardSaved'), icon: { icon: 'check' } });
    },
  });
  const cardText = card
    ? t('billing.card', {
        brand: t(`checkout.brands.${card.brand}`),
        last4: card.last4,
        expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
      })
    : null;
  return (
    <LabelledSection className="account-section" heading={t('billing.cardTitle')}>
      <FormAlert message={change.problem ? { text: change.problem } : null} />
      <p>{cardText ?? t('billing.noCard')}</p>
      {replacing ? (
        <Form form={form} className="card-form saved-card-form">
          {mode === 'test' ? <TestModeNotice /> : null}
          <CardFields form={form} mode={mode} hosted={hosted} />
          <p className="form-actions">
            {cardFormReady(mode, hosted) ? (
              <SubmitButton form={form} label={t('billing.saveCard')} busyLabel={t('checkout.paying')} />
            ) : null}
            <button type="button" className="button button-secondary" onClick={() => setReplacing(false)}>
              {t('checkout.close')}
            </button>
          </p>
        </Form>
      ) : (
        <p className="action-row">
          <button type="button" className="button button-secondary" onClick={() => setReplacing(true)}>
            {card ? t('billing.replaceCard') : t('billing.addCard')}
          </button>
          {card ? (
            <button
              type="button"
              className="link-button"
              onClick={() => void change.run(async () => (await runRemoveSavedCard())?.removeSavedCard)}
            >
              {t('billing.removeCard')}
            </button>
          ) : null}
        </p>
      )}
      <ConfirmationModal
        {...change.modal}
        title={t('billing.removeCardTitle')}
        message={t(
          billing.subscriptions.some((row) => row.status === 'ACTIVE')
            ? 'billing.removeCardPlans'
            : 'billing.removeCardText',
          { card: cardText ?? '' },
        )}
        confirmLabel={t('billing.removeCard')}
      />
    </LabelledSection>
  );
}

function SubscriptionsSection({ billing, onChanged }: SectionProps) {
  const { run: runCancelSubscription } = useCancelSubscriptionMutation();
  const { t } = useTranslation(['store', 'serverErrors']);
  const locale = useLocale();
  const change = useBillingChange(onChanged);
  const [asked, setAsked] = useState<Subscription | null>(null);
  const day = (iso: string) => formatDate(new Date(iso), 'short', locale);
  const money = useMoney();
  return (
    <LabelledSection className="account-section" heading={t('billing.subscriptionsTitle')}>
      <FormAlert message={change.problem ? { text: change.problem } : null} />
      {billing.subscriptions.length === 0 ? (
        <EmptyState
          level={3}
          title={t('billing.noSubscriptions')}
          action={<Link to={getHref('StoreSmartTracker', locale)}>{t('billing.shopTrackers')}</Link>}
        >
          {t('billing.noSubscriptionsText')}
        </EmptyState>
      ) : (
        <ul className="subscription-list">
          {billing.subscriptions.map((row) => (
            <li key={row.id} className="order-summary">
              <h3>{t('billing.subscription', { pet: row.petName, plan: row.planLabel })}</h3>
              <p className="order-meta">
                {t('billing.price', { price: money(row.price), interval: t(`billing.intervals.${row.interval}`) })} ·{' '}
                {row.status === 'ACTIVE'
                  ? t('billing.renews', { date: day(row.currentPeriodEnd) })
                  : row.status === 'PAST_DUE'
                    ? t('billing.stopped')
                    : t('billing.ends', { date: day(row.currentPeriodEnd) })}
              </p>
              {row.status === 'ACTIVE' ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setAsked(row);
                    void change
                      .run(async () => (await runCancelSubscription({ id: row.id }))?.cancelSubscription)
                      .finally(() => setAsked(null));
                  }}
                >
                  {t('billing.cancel', { pet: row.petName })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmationModal
        {...change.modal}
        title={t('billing.cancelTitle', { pet: asked?.petName ?? '' })}
        message={t('billing.cancelText', { date: asked ? day(asked.currentPeriodEnd) : '' })}
        confirmLabel={t('billing.cancelConfirm')}
        cancelLabel={t('billing.keep')}
      />
    </LabelledSection>
  );
}
