// spec §2.2: the administrator navbar shows the logo plus items supplied by the embedding page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NavLinks } from './NavLinks.js';
import type { NavItem } from './use-navbar.js';

export type AdminNavItem = NavItem;

export function AdminNavbar({ items, logoHref }: { items: AdminNavItem[]; logoHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="navbar navbar-admin">
      <div className="navbar-inner">
        <Link className="navbar-logo" to={logoHref}>
          <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
        </Link>
        <nav aria-label={t('shell.adminNavigation')} className="navbar-nav">
          <ul className="nav-list">
            <NavLinks items={items} />
          </ul>
        </nav>
      </div>
    </div>
  );
}
