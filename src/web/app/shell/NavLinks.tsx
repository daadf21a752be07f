import { Link } from 'react-router';
import type { NavItem } from './use-navbar.js';

/**
 * Navigation links as list items; the one of the current page says so. An item's children follow it,
 * marked as its sub-pages (the small screen's list; a wide screen shows them in a NavDropdown).
 */
export function NavLinks({ items, currentPath }: { items: NavItem[]; currentPath?: string }) {
  return items.flatMap((item) => [
    <li key={item.key}>
      <Link className="nav-link" to={item.href} aria-current={currentPath === item.href ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>,
    ...(item.children ?? []).map((child) => (
      <li key={child.key} className="nav-sub-item">
        <Link className="nav-link" to={child.href} aria-current={currentPath === child.href ? 'page' : undefined}>
          {child.label}
        </Link>
      </li>
    )),
  ]);
}
