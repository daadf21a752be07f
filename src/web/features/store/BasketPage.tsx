// spec §2.1 /basket, §2.18 (decision 0401): the open basket, its lines with their options, quantity
// and price, totals with the jurisdiction's merchandise tax. Checkout needs an account: a visitor is
// asked to log in or sign up and comes back here; an owner pays with the card form (decision 0403).
import { Suspense, useState } from 'react';
import { lazyChunk } from '../../lib/chunk-load.js';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTaxLabel } from './tax-label.js';
import { getHref } from '../../../domain/shared/routes.js';
import { orderReference } from '../../../domain/store/payment.rules.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { errorCodeOf, serverErrorText } from '../../lib/graphql-client.js';
import type { BasketFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useChangeBasketLineMutation } from './api/change-basket-line.generated.js';
import { useRemoveBasketLineMutation } from './api/remove-basket-line.generated.js';
import { BasketLineItem } from './BasketLineItem.js';
import { useMoney } from '../../lib/money.js';
import { StoreError } from './ProductNotFound.js';
import { ShopPrompt } from './ShopPrompt.js';
import { useBasket } from './use-store.js';
import type { CheckoutElsewhere } from './checkout/place-order-request.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import { WithIdentifiers } from '../../components/Identifier.js';
import './store.css';

// the payment form and its card rules load only when an owner's basket has something to pay for
const CheckoutForm = lazyChunk(() =>
  import('./checkout/CheckoutForm.js').then((module) => ({ default: module.CheckoutForm })),
);

export function BasketPage() {
  const { t } = useTranslation(['store', 'serverErrors']);
  const { state, replace, reload, refresh } = useBasket();
  const { setBasketCount } = useSession();
  // decision 0407: what another tab or device did to this basket, said above it until the next change
  const [elsewhere, setElsewhere] = useState<CheckoutElsewhere | null>(null);
  useDocumentTitle(t('basket.title'));
  const onElsewhere = (what: CheckoutElsewhere) => {
    setElsewhere(what);
    if (what.kind === 'paidElsewhere') setBasketCount(0);
    void refresh().then(() => requestAnimationFrame(() => document.getElementById('basket-elsewhere')?.focus()));
  };
  return (
    <PublicPage title={t('basket.title')} className="store-page basket-page">
      {elsewhere ? <ElsewhereNotice what={elsewhere} /> : null}
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <StoreError onRefresh={reload} /> : null}
      {state.status === 'ready' && state.data ? (
        <BasketContents
          basket={state.data}
          onChanged={(basket) => {
            setElsewhere(null);
            replace(basket);
          }}
          onPriceChanged={reload}
          onElsewhere={onElsewhere}
        />
      ) : null}
    </PublicPage>
  );
}

/**
 * The basket was paid in another tab or on another device (the order and its receipt), or changed there
 * (check it before paying): focused when it appears, so a screen reader says it at once.
 */
function ElsewhereNotice({ what }: { what: CheckoutElsewhere }) {
  const { t } = useTranslation(['store', 'serverErrors']);
  const locale = useLocale();
  if (what.kind === 'changed')
    return (
      <div id="basket-elsewhere" className="alert alert-warning basket-elsewhere" role="alert" tabIndex={-1}>
        <p>{serverErrorText(t, 'BASKET_CHANGED')}</p>
      </div>
    );
  const reference = orderReference(what.orderNumber);
  // the order's number never breaks at its hyphen on a phone
  const withReference = (key: string) => <WithIdentifiers text={t(key, { reference })} identifiers={[reference]} />;
  return (
    <div id="basket-elsewhere" className="alert alert-success basket-elsewhere" role="status" tabIndex={-1}>
      <p>{withReference('basket.paidElsewhere')}</p>
      <p>
        <Link to={getHref('OrderReceipt', locale, { order: String(what.orderNumber) })}>
          {withReference('basket.viewReceipt')}
        </Link>
      </p>
    </div>
  );
}

function BasketContents({
  basket,
  onChanged,
  onPriceChanged,
  onElsewhere,
}: {
  basket: BasketFieldsFragment;
  onChanged: (basket: BasketFieldsFragment) => void;
  onPriceChanged: () => void;
  onElsewhere: (what: CheckoutElsewhere) => void;
}) {
  const { run: runChangeBasketLine } = useChangeBasketLineMutation();
  const { run: runRemoveBasketLine } = useRemoveBasketLineMutation();
  const { t } = useTranslation(['store', 'serverErrors']);
  const locale = useLocale();
  const { viewer, setBasketCount } = useSession();
  const taxLabel = useTaxLabel();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const money = useMoney();
  /** One change at a time; the answer is the whole basket, the badge follows it. */
  const change = async (run: () => Promise<BasketFieldsFragment | undefined>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await run();
      if (next) onChanged(next);
      return !!next;
    } catch (error) {
      setProblem(serverErrorText(t, errorCodeOf(error)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** The line under focus is gone: focus goes to the page's heading, not lost to the page's body. */
  const focusHeading = (removed: boolean) => {
    if (removed) requestAnimationFrame(() => document.getElementById('page-title')?.focus());
  };

  if (basket.lines.length === 0)
    return <ShopPrompt title={t('basket.emptyTitle')} body={t('basket.emptyBody')} action={t('basket.shop')} />;

  const next = getHref('Basket', locale);
  return (
    <>
      <FormAlert id="basket-alert" message={problem ? { text: problem } : null} />
      <div className="page-columns basket-layout">
        <ul className="basket-lines" aria-busy={busy}>
          {basket.lines.map((line) => (
            <BasketLineItem
              key={line.id}
              line={line}
              busy={busy}
              money={money}
              onQuantity={(quantity) =>
                change(async () => (await runChangeBasketLine({ lineId: line.id, quantity }))?.changeBasketLine)
              }
              onRemove={() =>
                void change(async () => (await runRemoveBasketLine({ lineId: line.id }))?.removeBasketLine).then(
                  focusHeading,
                )
              }
            />
          ))}
        </ul>
        <LabelledSection className="basket-summary" heading={t('basket.summary')}>
          <dl>
            <dt>{t('basket.subtotal', { count: basket.count })}</dt>
            <dd>{money(basket.subtotal)}</dd>
            <dt>{taxLabel(basket.tax.amountCents, basket.taxRateBasisPoints)}</dt>
            <dd>{money(basket.tax)}</dd>
            <dt className="basket-total">{t('basket.total')}</dt>
            <dd className="basket-total">{money(basket.total)}</dd>
          </dl>
          {viewer ? (
            <Suspense fallback={<LoadingIndicator />}>
              <CheckoutForm
                basket={basket}
                onPriceChanged={onPriceChanged}
                onElsewhere={onElsewhere}
                onPaid={(order) => {
                  setBasketCount(0);
                  navigate(getHref('OrderReceipt', locale, { order: String(order), placed: '1' }));
                }}
              />
            </Suspense>
          ) : (
            <div className="basket-checkout">
              <p>{t('basket.accountNeeded')}</p>
              <p className="action-row">
                <Link className="button" to={getHref('Login', locale, { next })}>
                  {t('basket.logIn')}
                </Link>
                <Link to={getHref('SignUp', locale)}>{t('basket.signUp')}</Link>
              </p>
            </div>
          )}
          <p>
            <Link className="continue-shopping" to={getHref('Store', locale)}>
              {t('basket.continueShopping')}
            </Link>
          </p>
        </LabelledSection>
      </div>
    </>
  );
}
