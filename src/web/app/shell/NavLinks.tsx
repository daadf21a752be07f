import { Link } from 'react-router';
import type { NavItem } from './use-navbar.js';

/** Navigation links as list items; the one of the current page says so. */
export function NavLinks({ items, currentPath }: { items: NavItem[]; currentPath?: string }) {
  return items.map((item) => (
    <li key={item.key}>
      <Link className="nav-link" to={item.href} aria-current={currentPath === item.href ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  ));
}
