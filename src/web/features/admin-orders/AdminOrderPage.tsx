// issue 17 Orders: one order for staff (?number=): lines, totals, payment, owner, status, refunds, the
// Refund form and the order notes editor (spec §2.13). An order the embedded test processor took says
// "Test mode — no money is taken" above its facts (issue 36).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import { ChosenOptionsText } from '../../components/ChosenOptionsText.js';
import { EmptyPage } from '../../components/EmptyPage.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { TestModeNotice } from '../../components/TestModeNotice.js';
import { WithIdentifiers } from '../../components/Identifier.js';
import { errorCodeOf } from '../../lib/graphql-client.js';
import type { AdminOrderFieldsFragment } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { useSession } from '../../lib/session.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { type AdminColumn, AdminTable } from '../../components/staff/AdminTable.js';
import { FactList } from '../../components/staff/FactList.js';
import { AdminOnly } from '../../components/staff/AdminOnly.js';
import { useLazyAdminOrderQuery } from './api/admin-order.generated.js';
import { OrderNotesEditor } from './OrderNotesEditor.js';
import { RefundForm } from './RefundForm.js';
import { StatusPill } from './StatusPill.js';
import { useLoaded } from '../../lib/use-loaded.js';
import { LabelledSection } from '../../components/LabelledSection.js';
import '../../components/staff/admin-screens.css';

export function AdminOrderPage() {
  const { t } = useTranslation('adminOrders');
  return (
    <AdminOnly title={t('order.titleGeneric')}>
      <OrderScreen />
    </AdminOnly>
  );
}

function OrderScreen() {
  const { run: runAdminOrder } = useLazyAdminOrderQuery();
  // the store's words for card brands and chosen options, loaded with the page's own
  const { t } = useTranslation(['adminOrders', 'store']);
  const locale = useLocale();
  const [params] = useSearchParams();
  const { viewer } = useSession();
  const number = Number(params.get('number'));
  const { state, setState, reload } = useLoaded(
    async () => {
      try {
        return (await runAdminOrder({ number }))?.adminOrder ?? null;
      } catch (error) {
        if (errorCodeOf(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    `${number}|${locale}`,
    viewer?.role === 'ADMIN' && Number.isSafeInteger(number) && number > 0,
  );
  const order = state.status === 'ready' ? state.data : null;
  // issue 38 D31: the page's actions besides the notes (refunds), so that a note's confirmation leaves
  const [refunds, setRefunds] = useState(0);
  useDocumentTitle(order ? t('order.title', { reference: order.reference }) : t('order.titleGeneric'));
  const back = <Link to={getHref('AdminOrders', locale)}>{t('order.back')}</Link>;
  if (!Number.isSafeInteger(number) || number < 1 || (state.status === 'ready' && !order))
    return (
      <EmptyPage pageTitle={t('order.titleGeneric')} heading={t('order.notFound')} action={back}>
        {t('order.notFoundText')}
      </EmptyPage>
    );
  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error' || !order)
    return (
      <PublicPage title={t('order.titleGeneric')}>
        <LoadFailed title={t('loadFailed')} retry={t('retry')} onRetry={reload} />
      </PublicPage>
    );
  const update = (next: AdminOrderFieldsFragment) => setState({ status: 'ready', data: next });
  return (
    <PublicPage title={t('order.title', { reference: order.reference })} className="admin-order-page">
      <p>{back}</p>
      {order.paymentProvider === 'test' ? <TestModeNotice /> : null}
      <OrderDetails order={order} />
      <div className="admin-order-columns">
        <RefundForm
          order={order}
          onRefunded={(next) => {
            update(next);
            setRefunds((count) => count + 1);
          }}
        />
        <OrderNotesEditor
          orderNumber={order.number}
          notes={order.notes}
          currentUser={order.currentUser}
          onNotes={(notes) => update({ ...order, notes })}
          otherActions={refunds}
        />
      </div>
    </PublicPage>
  );
}

type Line = AdminOrderFieldsFragment['lines'][number];

function OrderDetails({ order }: { order: AdminOrderFieldsFragment }) {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const money = useMoney();
  const payment =
    order.cardBrand && order.cardLast4 ? (
      <>
        {t('order.card', { brand: t(`store:checkout.brands.${order.cardBrand}`), last4: order.cardLast4 })} ·{' '}
        {t(`order.provider.${order.paymentProvider === 'stripe' ? 'stripe' : 'test'}`)}
      </>
    ) : (
      t('order.nothingCharged')
    );
  const lineColumns: AdminColumn<Line>[] = [
    {
      key: 'item',
      header: t('order.item'),
      cell: (line) => (
        <>
          {line.productName}
          {line.petName ? <span className="hint"> · {line.petName}</span> : null}
          {line.licenseNumber ? (
            <span className="hint">
              {' · '}
              <WithIdentifiers
                text={t('order.licenseNumber', { number: line.licenseNumber })}
                identifiers={[line.licenseNumber]}
              />
            </span>
          ) : null}
          <ChosenOptionsText line={line} className="hint order-line-options" />
        </>
      ),
    },
    { key: 'quantity', header: t('order.quantity'), cell: (line) => line.quantity },
    { key: 'unitPrice', header: t('order.unitPrice'), numeric: true, cell: (line) => money(line.unitPrice) },
    { key: 'amount', header: t('order.amount'), numeric: true, cell: (line) => money(line.lineTotal) },
  ];
  return (
    <>
      <FactList
        className="admin-order-facts"
        facts={[
          { label: t('order.status'), value: <StatusPill status={order.status} /> },
          { label: t('order.placed'), value: formatDate(new Date(order.placedAt), 'long', locale) },
          {
            label: t('order.owner'),
            value: (
              <>
                <Link to={getHref('AdminOwner', locale, { id: order.owner.id })}>{order.owner.name}</Link> (
                {order.owner.email})
              </>
            ),
          },
          { label: t('order.jurisdiction'), value: order.jurisdictionName },
          { label: t('order.payment'), value: payment },
        ]}
      />
      <AdminTable
        caption={t('order.lines')}
        columns={lineColumns}
        rows={order.lines}
        // an order's lines never move
        rowKey={(_line, index) => index}
        totals={(['subtotal', 'tax', 'total', 'refunded', 'refundable'] as const).map((key) => ({
          key,
          label: t(`order.${key}`),
          value: money(order[key]),
        }))}
      />
      {order.refunds.length > 0 ? (
        <LabelledSection heading={t('order.refunds')}>
          <ul>
            {order.refunds.map((refund) => {
              const facts = {
                amount: money(refund.amount),
                date: formatDate(new Date(refund.createdAt), 'long', locale),
              };
              return (
                <li key={refund.createdAt}>
                  {/* a refund made in Stripe's dashboard has no administrator: Stripe made it (decision 0407) */}
                  {refund.source === 'PROVIDER'
                    ? t('order.refundLineStripe', facts)
                    : t('order.refundLine', { ...facts, name: refund.adminName ?? '—' })}
                  {refund.failedAt ? (
                    <span className="hint">
                      {' '}
                      {t('order.refundFailed', { date: formatDate(new Date(refund.failedAt), 'long', locale) })}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </LabelledSection>
      ) : null}
    </>
  );
}
