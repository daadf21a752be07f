// Order History (spec §2.1 /account/full/account-app/settings/order-history) and one order's receipt
// (decision 0403): date, reference, items, total and status; the receipt prints cleanly. An order the
// embedded test processor took says "Test mode — no money is taken" on both (issue 36). A licence line
// of the receipt says how that licence stands now, in the one licence-and-proof state's words (decision
// 0505): a licence waiting for its rabies proof becomes active once staff check it, usually within days.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { licenceState, proofState } from '../../../domain/license/license-status.rules.js';
import { formatDate } from '../../../domain/locale/date-format.js';
import { useTaxLabel } from './tax-label.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ColumnHeads } from '../../components/ColumnHeads.js';
import { ChosenOptionsText } from '../../components/ChosenOptionsText.js';
import { ErrorScreen } from '../../components/ErrorScreen.js';
import { Identifier, WithIdentifiers } from '../../components/Identifier.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { useStandingTexts, useStandingToday } from '../../components/licence-standing/use-standing-texts.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { TestModeNotice } from '../../components/TestModeNotice.js';
import type { MyOrderQuery, OrderFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { useLazyMyOrderQuery } from './api/my-order.generated.js';
import { useMyOrdersQuery } from './api/my-orders.generated.js';
import { useIsoDate } from '../../lib/dates.js';
import { useMoney } from '../../lib/money.js';
import { ShopPrompt } from './ShopPrompt.js';
import { useLoaded } from '../../lib/use-loaded.js';
import './store.css';

export function OrderHistoryPage() {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const money = useMoney();
  const { state, reload } = useMyOrdersQuery({}, { key: locale, select: (data) => data?.myOrders ?? [] });
  useDocumentTitle(t('orders.title'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen onRetry={reload} />;
  return (
    <PublicPage title={t('orders.title')} lede={t('orders.lede')} className="store-page orders-page">
      {state.data.length === 0 ? (
        <ShopPrompt title={t('orders.emptyTitle')} body={t('orders.emptyBody')} action={t('basket.shop')} />
      ) : (
        <ul className="order-list">
          {state.data.map((order) => (
            <li key={order.number} className="order-summary">
              <h2>
                <Link to={getHref('OrderReceipt', locale, { order: String(order.number) })}>
                  <WithIdentifiers
                    text={t('orders.order', { reference: order.reference })}
                    identifiers={[order.reference]}
                  />
                </Link>
              </h2>
              {order.paidInTestMode ? <TestModeNotice compact /> : null}
              <p className="order-meta">
                {formatDate(new Date(order.placedAt), 'short', locale)} · {t(`orders.status.${order.status}`)} ·{' '}
                <strong>{money(order.total)}</strong>
              </p>
              <p className="order-items">
                {order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PublicPage>
  );
}

export function OrderReceiptPage() {
  const { run: runMyOrder } = useLazyMyOrderQuery();
  const { t } = useTranslation('store');
  const locale = useLocale();
  const [params] = useSearchParams();
  const number = Number(params.get('order'));
  const { state, reload } = useLoaded(
    async () =>
      Number.isSafeInteger(number) && number > 0
        ? await runMyOrder({ number }).then((data) =>
            data?.myOrder ? { order: data.myOrder, pets: data.myPets } : null,
          )
        : null,
    `${number}|${locale}`,
  );
  const order = state.status === 'ready' ? (state.data?.order ?? null) : null;
  useDocumentTitle(order ? t('receipt.title', { reference: order.reference }) : t('orders.title'));
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') return <ErrorScreen onRetry={reload} />;
  if (!order)
    return (
      <PublicPage title={t('receipt.notFound')} className="store-page">
        <p>
          <Link to={getHref('OrderHistory', locale)}>{t('receipt.backToOrders')}</Link>
        </p>
      </PublicPage>
    );
  return <Receipt order={order} pets={state.data?.pets ?? []} justPlaced={params.get('placed') === '1'} />;
}

type ReceiptPet = MyOrderQuery['myPets'][number];

/** How the licence a line issued stands now: when it becomes active, and where its proof is uploaded. */
function LicenceLineStanding({ number, pets }: { number: string; pets: readonly ReceiptPet[] }) {
  const { t } = useTranslation('licensing');
  const locale = useLocale();
  const say = useStandingTexts();
  const today = useStandingToday();
  const pet = pets.find((candidate) => candidate.licenses.some((licence) => licence.number === number));
  const licence = pet?.licenses.find((candidate) => candidate.number === number);
  if (!pet || !licence) return null;
  const proof = proofState(pet.mostRecentRabiesProof, today);
  const state = licenceState(licence, proof);
  const awaited =
    state.kind === 'awaitingProof' ? state.proof : state.kind === 'renewalOpen' ? state.awaitingProof : null;
  return (
    <span className="receipt-options receipt-licence-standing">
      <WithIdentifiers text={say.receipt(pet.name, { licence: state, proof })} identifiers={[number]} />
      {awaited === 'missing' || awaited === 'notAccepted' ? (
        <>
          {' '}
          <Link to={getHref('PetLicense', locale, { pet: pet.id })}>
            {t(awaited === 'missing' ? 'myPets.uploadProof' : 'myPets.uploadNewProof', { name: pet.name })}
          </Link>
        </>
      ) : null}
    </span>
  );
}

function Receipt({
  order,
  pets,
  justPlaced,
}: {
  order: OrderFieldsFragment;
  pets: readonly ReceiptPet[];
  justPlaced: boolean;
}) {
  const { t } = useTranslation('store');
  const taxLabel = useTaxLabel();
  const locale = useLocale();
  const money = useMoney();
  const formatIsoDate = useIsoDate();
  return (
    <PublicPage
      title={
        <>
          {t('receipt.heading')} <Identifier>{order.reference}</Identifier>
        </>
      }
      className="store-page receipt-page"
    >
      {justPlaced ? (
        <p className="notice receipt-thanks" role="status">
          {t('receipt.thanks')}
        </p>
      ) : null}
      {order.paidInTestMode ? <TestModeNotice /> : null}
      <p className="order-meta">
        {t('receipt.placed', { date: formatDate(new Date(order.placedAt), 'long', locale) })} ·{' '}
        {t(`orders.status.${order.status}`)}
      </p>
      <table className="figures-table receipt-table">
        <caption className="visually-hidden">{t('receipt.items')}</caption>
        <ColumnHeads
          labels={[
            t('receipt.item'),
            { label: t('product.quantity'), short: t('receipt.quantityShort') },
            t('receipt.price'),
            t('receipt.amount'),
          ]}
        />
        <tbody>
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change
            <tr key={index}>
              <th scope="row">
                {line.productName}
                {line.petName ? (
                  <span className="receipt-options">{t('basket.forPet', { name: line.petName })}</span>
                ) : null}
                {line.license ? (
                  <span className="receipt-options">
                    {line.license.number ? (
                      <WithIdentifiers
                        text={t('basket.licenseNumber', {
                          number: line.license.number,
                          tag: line.license.tagNumber ?? '—',
                        })}
                        identifiers={[line.license.number, line.license.tagNumber]}
                      />
                    ) : null}
                    {' · '}
                    {t('basket.licenseTerm', {
                      count: line.license.termYears,
                      start: formatIsoDate(line.license.termStart),
                      end: formatIsoDate(line.license.termEnd),
                    })}
                  </span>
                ) : null}
                {line.license?.number ? <LicenceLineStanding number={line.license.number} pets={pets} /> : null}
                <ChosenOptionsText line={line} className="receipt-options" />
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('receipt.subtotal')}
            </th>
            <td>{money(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              {taxLabel(order.tax.amountCents, order.taxRateBasisPoints)}
            </th>
            <td>{money(order.tax)}</td>
          </tr>
          <tr className="receipt-total">
            <th scope="row" colSpan={3}>
              {t('basket.total')}
            </th>
            <td>{money(order.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        {order.cardBrand
          ? t('receipt.paidWith', { brand: t(`checkout.brands.${order.cardBrand}`), last4: order.cardLast4 })
          : t('receipt.nothingCharged')}
      </p>
      <p className="action-row receipt-actions">
        <button type="button" className="button button-secondary" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        <Link to={getHref('OrderHistory', locale)}>{t('receipt.backToOrders')}</Link>
      </p>
    </PublicPage>
  );
}
