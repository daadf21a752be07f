import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec §2.4: links that open in a new tab say so. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="new-tab-note">{t('footer.opensInNewTab')}</span>
    </a>
  );
}
