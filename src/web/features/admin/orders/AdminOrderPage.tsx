// issue 17 Orders: one order for staff (?number=): lines, totals, payment, owner, status, refunds, the
// Refund form and the order notes editor (spec §2.13).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../domain/locale/date-format.js';
import { getHref } from '../../../../domain/shared/routes.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { PublicPage } from '../../../components/PageTemplates.js';
import { errorCodeOf, graphqlRequest } from '../../../lib/graphql-client.js';
import type { AdminOrderFieldsFragment } from '../../../lib/graphql-types.generated.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useMoney } from '../../../lib/money.js';
import { useSession } from '../../../lib/session.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { AdminOnly } from './AdminOnly.js';
import { AdminOrderDocument } from './api/admin-order.generated.js';
import { OrderNotesEditor } from './OrderNotesEditor.js';
import { RefundForm } from './RefundForm.js';
import { useLoaded } from './use-loaded.js';
import './admin-orders.css';

export function AdminOrderPage() {
  const { t } = useTranslation('adminOrders');
  return (
    <AdminOnly title={t('order.titleGeneric')}>
      <OrderScreen />
    </AdminOnly>
  );
}

function OrderScreen() {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { viewer } = useSession();
  const number = Number(params.get('number'));
  const { state, setState, reload } = useLoaded(
    async () => {
      try {
        return (await graphqlRequest(AdminOrderDocument, { number }))?.adminOrder ?? null;
      } catch (error) {
        if (errorCodeOf(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    `${number}|${locale}`,
    viewer?.role === 'ADMIN' && Number.isSafeInteger(number) && number > 0,
  );
  const order = state.status === 'ready' ? state.data : null;
  useDocumentTitle(order ? t('order.title', { reference: order.reference }) : t('order.titleGeneric'));
  const back = <Link to={getHref('AdminOrders', locale)}>{t('order.back')}</Link>;
  if (!Number.isSafeInteger(number) || number < 1 || (state.status === 'ready' && !order))
    return (
      <PublicPage title={t('order.titleGeneric')}>
        <EmptyState title={t('order.notFound')} action={back}>
          {t('order.notFoundText')}
        </EmptyState>
      </PublicPage>
    );
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !order)
    return (
      <PublicPage title={t('order.titleGeneric')}>
        <EmptyState
          alert
          title={t('loadFailed')}
          action={
            <button type="button" className="button" onClick={reload}>
              {t('retry')}
            </button>
          }
        />
      </PublicPage>
    );
  const update = (next: AdminOrderFieldsFragment) => setState({ status: 'ready', data: next });
  return (
    <PublicPage title={t('order.title', { reference: order.reference })} className="admin-order-page">
      <p>{back}</p>
      <OrderDetails order={order} />
      <div className="admin-order-columns">
        <RefundForm order={order} onRefunded={update} />
        <OrderNotesEditor
          orderNumber={order.number}
          notes={order.notes}
          currentUser={order.currentUser}
          onNotes={(notes) => update({ ...order, notes })}
        />
      </div>
    </PublicPage>
  );
}

function OrderDetails({ order }: { order: AdminOrderFieldsFragment }) {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const money = useMoney();
  return (
    <>
      <dl className="admin-order-facts">
        <dt>{t('order.status')}</dt>
        <dd>
          <span className={`status-pill status-${order.status.toLowerCase()}`}>{t(`status.${order.status}`)}</span>
        </dd>
        <dt>{t('order.placed')}</dt>
        <dd>{formatDate(new Date(order.placedAt), 'long', locale)}</dd>
        <dt>{t('order.owner')}</dt>
        <dd>
          {order.owner.name} <span className="no-wrap">({order.owner.email})</span>
        </dd>
        <dt>{t('order.jurisdiction')}</dt>
        <dd>{order.jurisdictionName}</dd>
        <dt>{t('order.payment')}</dt>
        <dd>
          {order.cardBrand && order.cardLast4 ? (
            <>
              {t('order.card', { brand: order.cardBrand, last4: order.cardLast4 })} ·{' '}
              {t(`order.provider.${order.paymentProvider === 'stripe' ? 'stripe' : 'test'}`)}
            </>
          ) : (
            t('order.nothingCharged')
          )}
        </dd>
      </dl>
      <div className="table-scroll">
        <table className="admin-table">
          <caption>{t('order.lines')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.item')}</th>
              <th scope="col">{t('order.quantity')}</th>
              <th scope="col" className="numeric">
                {t('order.unitPrice')}
              </th>
              <th scope="col" className="numeric">
                {t('order.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
              <tr key={index}>
                <td>
                  {line.productName}
                  {line.petName ? <span className="hint"> · {line.petName}</span> : null}
                  {line.licenseNumber ? (
                    <span className="hint"> · {t('order.licenseNumber', { number: line.licenseNumber })}</span>
                  ) : null}
                </td>
                <td>{line.quantity}</td>
                <td className="numeric">{money(line.unitPrice)}</td>
                <td className="numeric">{money(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {(
              [
                ['subtotal', order.subtotal],
                ['tax', order.tax],
                ['total', order.total],
                ['refunded', order.refunded],
                ['refundable', order.refundable],
              ] as const
            ).map(([key, amount]) => (
              <tr key={key}>
                <th scope="row" colSpan={3}>
                  {t(`order.${key}`)}
                </th>
                <td className="numeric">{money(amount)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      {order.refunds.length > 0 ? (
        <section aria-labelledby="refunds-heading">
          <h2 id="refunds-heading">{t('order.refunds')}</h2>
          <ul>
            {order.refunds.map((refund) => (
              <li key={refund.createdAt}>
                {t('order.refundLine', {
                  amount: money(refund.amount),
                  date: formatDate(new Date(refund.createdAt), 'long', locale),
                  name: refund.adminName ?? '—',
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
