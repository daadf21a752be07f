// spec §2.2: the administrator navbar shows the logo plus items supplied by the embedding page. On a
// small screen the items open under a Menu/Close toggle, as the owners' navbar does (decision 0018).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query.js';
import { NavLinks } from './NavLinks.js';
import type { NavItem } from './use-navbar.js';

export type AdminNavItem = NavItem;

export function AdminNavbar({ items, logoHref }: { items: AdminNavItem[]; logoHref: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu when the page changes
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  return (
    <div className={small ? 'navbar navbar-admin navbar-small' : 'navbar navbar-admin'}>
      <div className="navbar-inner">
        <Link className="navbar-logo" to={logoHref}>
          <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
        </Link>
        {small ? (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? t('nav.close') : t('nav.menu')}
          </button>
        ) : null}
        <nav id={menuId} aria-label={t('shell.adminNavigation')} className="navbar-nav" hidden={small && !menuOpen}>
          <ul className="nav-list">
            <NavLinks items={items} currentPath={location.pathname} />
          </ul>
        </nav>
      </div>
    </div>
  );
}
