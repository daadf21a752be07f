// Review D34: an account page showed "Loading…" for 0.3–1.5 s after the shell, because its screen's
// chunk, then its catalogs (one wave per component that asks for a new one), then its data were fetched
// one after another. The chunk and the catalogs of the next screen now start together, as early as a
// person shows where they are going — a pointer over a link, a focused link, a touch — and again when the
// route changes any other way (a form's redirect); each catalog is fetched once (decision 1412).
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { preloadTexts } from '../i18n/i18n.js';
import { useLocale } from '../lib/locale-context.js';
import { localeOfPath, preloadScreen } from './pages.js';

/**
 * Starts loading the screen at `pathname` and the catalogs its first render reads (pages.tsx `texts`);
 * in the page's own language, they go into `i18n` too, so that the screen does not stop for them.
 */
export function preloadRoute(pathname: string, i18n: I18n, locale: string): void {
  const pathLocale = localeOfPath(pathname);
  const texts = preloadScreen(pathname);
  preloadTexts(pathLocale, texts);
  if (pathLocale === locale && texts.length > 0) void i18n.loadNamespaces([...texts]).catch(() => undefined);
}

/** The same-origin page a link leads to, or null (another site, a download, a new window). */
function internalPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  if (link.pathname.startsWith('/api/') || link.pathname.startsWith('/dev/')) return null;
  return link.pathname;
}

export function usePreloadOnIntent(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = useLocale();
  useEffect(() => {
    const preloaded = new Set<string>();
    const onIntent = (event: Event) => {
      const path = internalPath(event.target);
      if (!path || preloaded.has(path)) return;
      preloaded.add(path);
      preloadRoute(path, i18n, locale);
    };
    const passive = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', onIntent, passive);
    document.addEventListener('touchstart', onIntent, passive);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerover', onIntent, passive);
      document.removeEventListener('touchstart', onIntent, passive);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [i18n, locale]);
  // a route reached without a link (a redirect after a form): its catalogs load beside its chunk
  useEffect(() => {
    preloadRoute(pathname, i18n, locale);
  }, [pathname, i18n, locale]);
}
