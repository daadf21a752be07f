// spec §2.2: the administrator navbar shows the logo plus items supplied by the embedding page. On a
// small screen the items open under a Menu/Close toggle, as the owners' navbar does (decision 0018).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisclosure } from '../../lib/use-disclosure.js';
import { MenuToggle } from './MenuToggle.js';
import { NavLinks } from './NavLinks.js';
import type { NavItem } from './use-navbar.js';
import type { NavbarFit } from './use-navbar-fit.js';

export type AdminNavItem = NavItem;

export function AdminNavbar({ items, logoHref, fit }: { items: AdminNavItem[]; logoHref: string; fit: NavbarFit }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { small } = fit;
  const menu = useDisclosure(`${location.pathname}${location.search}`);
  return (
    <div className={small ? 'navbar navbar-admin navbar-small' : 'navbar navbar-admin'}>
      <div className="navbar-inner" ref={fit.rowRef}>
        <Link className="navbar-logo" to={logoHref}>
          <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
        </Link>
        {small ? <MenuToggle {...menu.toggleProps} /> : null}
        <nav
          id={menu.panelId}
          aria-label={t('shell.adminNavigation')}
          className="navbar-nav"
          hidden={small && !menu.open}
        >
          <ul className="nav-list">
            <NavLinks items={items} currentPath={location.pathname} />
          </ul>
        </nav>
      </div>
    </div>
  );
}
