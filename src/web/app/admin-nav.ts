// spec §2.2 the administrator navbar: the logo plus the items the staff area supplies. One list, so a
// staff screen adds its item here (Orders, Settings, Reports…) and the navbar and the landing page
// follow; Log Out is always last (PageShell adds it).
import type { RouteName } from '../../domain/shared/routes.js';

export type AdminNavEntry = {
  key: string;
  route: RouteName;
  /** a key of the common namespace */
  labelKey: string;
};

export const ADMIN_NAV_ITEMS: AdminNavEntry[] = [
  { key: 'search', route: 'AdminHome', labelKey: 'nav.adminSearch' },
  { key: 'rabiesProofs', route: 'AdminRabiesProofs', labelKey: 'nav.rabiesProofs' },
  { key: 'adminOrders', route: 'AdminOrders', labelKey: 'nav.adminOrders' },
  { key: 'adminSettings', route: 'AdminSettings', labelKey: 'nav.adminSettings' },
  { key: 'adminReports', route: 'AdminReports', labelKey: 'nav.adminReports' },
];
