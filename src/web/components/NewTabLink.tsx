import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * spec §2.4: links that open in a new tab say so. In a row of links (the navbar) the words are said but
 * not drawn, and an arrow shows them (`.nav-link .new-tab-note`, decision 0018).
 */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="new-tab-note">{t('footer.opensInNewTab')}</span>
      {className?.includes('nav-link') ? (
        <svg className="new-tab-icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
          <path fill="none" stroke="currentColor" strokeWidth="1.75" d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" />
        </svg>
      ) : null}
    </a>
  );
}
