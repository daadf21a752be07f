// Review D34 (decision 1411): the first query of an owner's screens that read their records, started at the
// first page load beside the screen's chunk and the session's check, instead of after the screen's first
// render (pages.tsx `data`; graphql-client.ts prefetchQuery). Each must ask exactly what the screen's own
// first request asks — a query that differs is merely not taken, and the screen asks again. The documents
// load in their own small chunks, not with the first page (QUALITY.md P5).
import type { LocaleCode } from '../../domain/locale/locales.js';
import { prefetchQuery } from '../lib/graphql-client.js';

/** Starts a screen's first query: `search` is the page address's query string, `locale` its language. */
export type RouteData = (search: URLSearchParams, locale: LocaleCode) => Promise<void>;

/** features/account/use-dashboard.ts */
export const DASHBOARD_DATA: RouteData = async (_search, locale) => {
  const { DashboardDocument } = await import('../features/account/api/dashboard.generated.js');
  prefetchQuery(DashboardDocument, {}, { locale });
};

/** features/pet/use-my-pets.ts */
export const PETS_DATA: RouteData = async (_search, locale) => {
  const { MyPetsDocument } = await import('../features/pet/api/my-pets.generated.js');
  prefetchQuery(MyPetsDocument, {}, { locale });
};

/** features/pet/license/use-license-options.ts: the pet of `?pet=`, no rabies expiry typed yet */
export const LICENSE_DATA: RouteData = async (search, locale) => {
  const petId = search.get('pet');
  if (!petId) return;
  const { LicenseOptionsDocument } = await import('../features/pet/api/license-options.generated.js');
  prefetchQuery(LicenseOptionsDocument, { petId, rabiesExpiry: null }, { locale });
};

/** features/store/OrderPages.tsx, the order history */
export const ORDERS_DATA: RouteData = async (_search, locale) => {
  const { MyOrdersDocument } = await import('../features/store/api/my-orders.generated.js');
  prefetchQuery(MyOrdersDocument, {}, { locale });
};
