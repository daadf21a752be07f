import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useDisclosure } from '../../lib/use-disclosure.js';
import { NavLinks } from './NavLinks.js';
import type { NavItem } from './use-navbar.js';

/**
 * A disclosure dropdown (button + list), closed by Escape, a click outside or a page change. With
 * `link`, the label stays a link to its page and the button beside it, named `link.toggleLabel`, only
 * opens the list (the desktop Shop: spec §2.2 makes Shop a link; decision 0406 adds its submenu).
 */
export function NavDropdown({
  label,
  items,
  link,
  currentPath,
  align = 'end',
}: {
  label: string;
  items: NavItem[];
  link?: { href: string; toggleLabel: string };
  currentPath?: string;
  /** which edge of the item the list lines up with: 'start' for an item at the row's left */
  align?: 'start' | 'end';
}) {
  const location = useLocation();
  const { open, setOpen, panelId, toggleProps } = useDisclosure(location.pathname);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);
  return (
    <li
      className={link ? 'nav-dropdown nav-split' : 'nav-dropdown'}
      ref={containerRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link ? (
        <Link className="nav-link" to={link.href} aria-current={currentPath === link.href ? 'page' : undefined}>
          {label}
        </Link>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className={link ? 'nav-link nav-dropdown-toggle nav-split-toggle' : 'nav-link nav-dropdown-toggle'}
        aria-label={link?.toggleLabel}
        {...toggleProps}
      >
        {link ? null : label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={panelId} className={`nav-dropdown-list popup-list align-${align}`} hidden={!open}>
        <NavLinks items={items} currentPath={currentPath} />
      </ul>
    </li>
  );
}
