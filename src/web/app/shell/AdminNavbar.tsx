// spec §2.2: the administrator navbar shows the logo plus items supplied by the embedding page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AdminNavItem = { key: string; label: string; href: string };

export function AdminNavbar({ items, logoHref }: { items: AdminNavItem[]; logoHref: string }) {
  const { t } = useTranslation();
  return (
    <header className="navbar navbar-admin">
      <div className="navbar-inner">
        <Link className="navbar-logo" to={logoHref}>
          <img src="/logo.svg" alt={t('brand.logoAlt')} width={128} height={32} />
        </Link>
        <nav aria-label={t('shell.adminNavigation')} className="navbar-nav">
          <ul className="nav-list">
            {items.map((item) => (
              <li key={item.key}>
                <Link className="nav-link" to={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
