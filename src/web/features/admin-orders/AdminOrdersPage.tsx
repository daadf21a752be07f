// issue 17 Orders: the orders of the administrator's jurisdictions, newest first, 25 a page, filtered by
// status, date range and type. The filters live in the address (?status=&type=&from=&to=&page=), so a
// filtered list can be bookmarked and Back returns to it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../domain/locale/date-format.js';
import { getHref } from '../../../domain/shared/routes.js';
import {
  isOrderListDay,
  ORDER_LIST_TYPES,
  ORDER_STATUSES,
  orderDateRangeSchema,
} from '../../../domain/store/refund.rules.js';
import { EmptyState } from '../../components/EmptyState.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PublicPage } from '../../components/PageTemplates.js';
import { Identifier } from '../../components/Identifier.js';
import type { AdminOrdersQuery } from '../../lib/graphql-types.generated.js';
import { useLocale } from '../../lib/locale-context.js';
import { useMoney } from '../../lib/money.js';
import { useSession } from '../../lib/session.js';
import { type AdminColumn, AdminTable } from '../../components/staff/AdminTable.js';
import { DateFilter, FilterError, FilterForm, SelectFilter } from '../../components/staff/FilterForm.js';
import { adminOnlyPage } from '../../components/staff/AdminOnly.js';
import { StatusPill } from './StatusPill.js';
import { useLazyAdminOrdersQuery } from './api/admin-orders.generated.js';
import { useLoaded } from '../../lib/use-loaded.js';
import '../../components/staff/admin-screens.css';

const FILTERS = ['status', 'type', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
/** What the two selects offer: the statuses, and the kinds of product an order holds. */
const CHOICES = { status: ORDER_STATUSES, type: ORDER_LIST_TYPES } as const;
/** a day of the address that is on the calendar, or none (a hand-edited ?from=2026-02-31 filters nothing) */
const dayOf = (text: string | null) => (text && isOrderListDay(text) ? text : '');

export const AdminOrdersPage = adminOnlyPage('adminOrders', 'list.title', OrdersScreen);

function OrdersScreen() {
  const { run: runAdminOrders } = useLazyAdminOrdersQuery();
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const { viewer } = useSession();
  const [params, setParams] = useSearchParams();
  const applied: Filters = {
    status: ORDER_STATUSES.find((status) => status === params.get('status')) ?? '',
    type: ORDER_LIST_TYPES.find((type) => type === params.get('type')) ?? '',
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
  const page = Math.max(1, Math.trunc(Number(params.get('page')) || 1));
  const [draft, setDraft] = useState<Filters>(applied);
  const [rangeError, setRangeError] = useState(false);
  const { state, reload } = useLoaded(
    async () =>
      (
        await runAdminOrders({
          filter: {
            status: applied.status || null,
            type: applied.type || null,
            from: applied.from || null,
            to: applied.to || null,
            page,
          },
        })
      )?.adminOrders ?? null,
    `${params.toString()}|${locale}`,
    viewer?.role === 'ADMIN',
  );
  const go = (filters: Filters, nextPage: number) => {
    const next = new URLSearchParams();
    for (const name of FILTERS) if (filters[name]) next.set(name, filters[name]);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  const filtered = FILTERS.some((name) => applied[name]);
  const pageButton = (to: number, label: string, disabled: boolean) => (
    <button type="button" className="button button-secondary" disabled={disabled} onClick={() => go(applied, to)}>
      {label}
    </button>
  );
  const set = (name: keyof Filters) => (value: string) => setDraft({ ...draft, [name]: value });
  return (
    <PublicPage title={t('list.title')} lede={t('list.lede')} className="admin-orders-page">
      <FilterForm
        label={t('list.filters')}
        onApply={() => {
          // a day that is not on the calendar, or a first day after the last, is said, not sent
          const ok = orderDateRangeSchema.safeParse({ from: draft.from || null, to: draft.to || null }).success;
          setRangeError(!ok);
          if (ok) go(draft, 1);
        }}
        noValidate
        after={rangeError ? <FilterError id="orders-range-error">{t('list.rangeError')}</FilterError> : null}
        actions={
          <>
            <button type="submit" className="button">
              {t('list.apply')}
            </button>
            {filtered ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  const cleared = { status: '', type: '', from: '', to: '' };
                  setDraft(cleared);
                  setRangeError(false);
                  go(cleared, 1);
                }}
              >
                {t('list.clear')}
              </button>
            ) : null}
          </>
        }
      >
        {(['status', 'type'] as const).map((name) => (
          <SelectFilter
            key={name}
            id={`filter-${name}`}
            label={t(`list.${name}`)}
            anyLabel={t('list.any')}
            value={draft[name]}
            options={CHOICES[name].map((value) => ({ value, label: t(`${name}.${value}`) }))}
            onChange={set(name)}
          />
        ))}
        {(['from', 'to'] as const).map((end) => (
          <DateFilter
            key={end}
            id={`filter-${end}`}
            label={t(`list.${end}`)}
            type="date"
            value={draft[end]}
            errorId={rangeError ? 'orders-range-error' : undefined}
            onChange={set(end)}
          />
        ))}
      </FilterForm>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? <LoadFailed title={t('loadFailed')} retry={t('retry')} onRetry={reload} /> : null}
      {data && data.items.length === 0 && data.totalCount > 0 ? (
        // an address with a page past the last (an old bookmark, a hand-edited ?page=)
        <EmptyState
          title={t('list.pastEnd')}
          action={
            <button type="button" className="button" onClick={() => go(applied, 1)}>
              {t('list.firstPage')}
            </button>
          }
        >
          {t('list.pastEndText', { count: data.totalCount })}
        </EmptyState>
      ) : null}
      {data && data.items.length === 0 && data.totalCount === 0 ? (
        <EmptyState title={filtered ? t('list.noneFiltered') : t('list.none')}>
          {filtered ? t('list.noneFilteredText') : t('list.noneText')}
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p aria-live="polite">{t('list.count', { count: data.totalCount })}</p>
          <OrdersTable orders={data.items} />
          {pages > 1 ? (
            <nav className="pager" aria-label={t('list.pages')}>
              {pageButton(page - 1, t('list.previous'), page <= 1)}
              <span>{t('list.pageOf', { page, pages })}</span>
              {pageButton(page + 1, t('list.next'), page >= pages)}
            </nav>
          ) : null}
        </>
      ) : null}
    </PublicPage>
  );
}

type OrderRow = AdminOrdersQuery['adminOrders']['items'][number];

function OrdersTable({ orders }: { orders: ReadonlyArray<OrderRow> }) {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const money = useMoney();
  const columns: AdminColumn<OrderRow>[] = [
    {
      key: 'order',
      header: t('list.order'),
      rowHeader: true,
      cell: (order) => (
        <Link to={getHref('AdminOrder', locale, { number: String(order.number) })}>
          <Identifier>{order.reference}</Identifier>
        </Link>
      ),
    },
    {
      key: 'placed',
      header: t('list.placed'),
      className: 'no-wrap-cell',
      cell: (order) => formatDate(new Date(order.placedAt), 'short', locale),
    },
    {
      key: 'owner',
      header: t('list.owner'),
      cell: (order) => (
        <>
          {order.ownerName}
          <span className="hint"> · {order.jurisdictionName}</span>
        </>
      ),
    },
    {
      key: 'type',
      header: t('list.type'),
      cell: (order) => order.categories.map((category) => t(`type.${category}`)).join(', '),
    },
    { key: 'status', header: t('list.status'), cell: (order) => <StatusPill status={order.status} /> },
    { key: 'total', header: t('list.total'), numeric: true, cell: (order) => money(order.total) },
  ];
  return (
    <AdminTable
      caption={t('list.title')}
      captionHidden
      columns={columns}
      rows={orders}
      rowKey={(order) => order.number}
    />
  );
}
