// issue 17 Orders: the orders of the administrator's jurisdictions, newest first, 25 a page, filtered by
// status, date range and type. The filters live in the address (?status=&type=&from=&to=&page=), so a
// filtered list can be bookmarked and Back returns to it.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../domain/locale/date-format.js';
import { getHref } from '../../../../domain/shared/routes.js';
import { ORDER_LIST_TYPES, ORDER_STATUSES } from '../../../../domain/store/refund.rules.js';
import { EmptyState } from '../../../components/EmptyState.js';
import { LoadingIndicator } from '../../../components/LoadingIndicator.js';
import { PublicPage } from '../../../components/PageTemplates.js';
import { graphqlRequest } from '../../../lib/graphql-client.js';
import { useLocale } from '../../../lib/locale-context.js';
import { useMoney } from '../../../lib/money.js';
import { useSession } from '../../../lib/session.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { AdminOnly } from './AdminOnly.js';
import { AdminOrdersDocument } from './api/admin-orders.generated.js';
import { useLoaded } from './use-loaded.js';
import './admin-orders.css';

const FILTERS = ['status', 'type', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function AdminOrdersPage() {
  const { t } = useTranslation('adminOrders');
  useDocumentTitle(t('list.title'));
  return (
    <AdminOnly title={t('list.title')}>
      <OrdersScreen />
    </AdminOnly>
  );
}

function OrdersScreen() {
  const { t } = useTranslation('adminOrders');
  const locale = useLocale();
  const money = useMoney();
  const { viewer } = useSession();
  const [params, setParams] = useSearchParams();
  const applied: Filters = {
    status: ORDER_STATUSES.find((status) => status === params.get('status')) ?? '',
    type: ORDER_LIST_TYPES.find((type) => type === params.get('type')) ?? '',
    from: ISO_DATE.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '',
    to: ISO_DATE.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '',
  };
  const page = Math.max(1, Math.trunc(Number(params.get('page')) || 1));
  const [draft, setDraft] = useState<Filters>(applied);
  const { state, reload } = useLoaded(
    async () =>
      (
        await graphqlRequest(AdminOrdersDocument, {
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
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft, 1);
  };
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / data.pageSize)) : 1;
  const filtered = FILTERS.some((name) => applied[name]);
  return (
    <PublicPage title={t('list.title')} lede={t('list.lede')} className="admin-orders-page">
      <form className="admin-filters" onSubmit={apply} aria-label={t('list.filters')}>
        <div className="field">
          <label htmlFor="filter-status">{t('list.status')}</label>
          <select
            id="filter-status"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          >
            <option value="">{t('list.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-type">{t('list.type')}</label>
          <select
            id="filter-type"
            value={draft.type}
            onChange={(event) => setDraft({ ...draft, type: event.target.value })}
          >
            <option value="">{t('list.any')}</option>
            {ORDER_LIST_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="filter-from">{t('list.from')}</label>
          <input
            id="filter-from"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-to">{t('list.to')}</label>
          <input
            id="filter-to"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <div className="admin-filters-actions">
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
                go(cleared, 1);
              }}
            >
              {t('list.clear')}
            </button>
          ) : null}
        </div>
      </form>
      {state.status === 'loading' ? <LoadingIndicator /> : null}
      {state.status === 'error' ? (
        <EmptyState
          alert
          title={t('loadFailed')}
          action={
            <button type="button" className="button" onClick={reload}>
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {data && data.items.length === 0 ? (
        <EmptyState title={filtered ? t('list.noneFiltered') : t('list.none')}>
          {filtered ? t('list.noneFilteredText') : t('list.noneText')}
        </EmptyState>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <p aria-live="polite">{t('list.count', { count: data.totalCount })}</p>
          <div className="table-scroll">
            <table className="admin-table">
              <caption className="visually-hidden">{t('list.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.order')}</th>
                  <th scope="col">{t('list.placed')}</th>
                  <th scope="col">{t('list.owner')}</th>
                  <th scope="col">{t('list.type')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col" className="numeric">
                    {t('list.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((order) => (
                  <tr key={order.number}>
                    <th scope="row">
                      <Link to={getHref('AdminOrder', locale, { number: String(order.number) })}>
                        {order.reference}
                      </Link>
                    </th>
                    <td className="no-wrap-cell">{formatDate(new Date(order.placedAt), 'short', locale)}</td>
                    <td>
                      {order.ownerName}
                      <span className="hint"> · {order.jurisdictionName}</span>
                    </td>
                    <td>{order.categories.map((category) => t(`type.${category}`)).join(', ')}</td>
                    <td>
                      <span className={`status-pill status-${order.status.toLowerCase()}`}>
                        {t(`status.${order.status}`)}
                      </span>
                    </td>
                    <td className="numeric">{money(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className="pager" aria-label={t('list.pages')}>
              <button
                type="button"
                className="button button-secondary"
                disabled={page <= 1}
                onClick={() => go(applied, page - 1)}
              >
                {t('list.previous')}
              </button>
              <span>{t('list.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="button button-secondary"
                disabled={page >= pages}
                onClick={() => go(applied, page + 1)}
              >
                {t('list.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </PublicPage>
  );
}
