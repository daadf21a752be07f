// The page-translation widget's consent and loading (decision 0802, issue 37: 10). A third-party script
// reads and sends the page's text, so:
// - it is offered only on the public pages (isTranslationWidgetPath: home, information pages, the FAQ, a
//   tag's found page), never the account area, basket, payment step or staff console;
// - nothing is fetched until the visitor asks: "Translate this page" opens a notice naming the service,
//   and only its Translate button loads the script; the choice is kept for this tab's session
//   (sessionStorage, gone when the tab closes), and "Stop translating" forgets it;
// - the server lets the widget's origin into the CSP of those pages only, so a document loaded at any
//   other page cannot run it: there Translate reloads the page first;
// - once the script runs in a document, going to any other page is a full load (PageShell asks
//   mustReloadWithoutWidget before it draws the next screen): the script never sees that page.
import { useCallback, useEffect, useState } from 'react';
import { type LocaleCode, toLocaleTag } from '../../../domain/locale/locales.js';
import { isTranslationWidgetPath } from '../../../domain/shared/translation-widget.js';

/** The widget as the server has it configured (siteServices): its script and, when pinned, its SRI hash. */
export type TranslationWidgetConfig = { url: string; integrity: string | null };

export type TranslationStage = 'offer' | 'notice' | 'loading' | 'ready' | 'failed';

const CONSENT_KEY = 'pawport.translationWidget';

/** The page this document was loaded at: the server allowed the widget's origin in its CSP only for those pages. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;
/** Set once the widget's script was added to this document (it cannot be taken out again). */
let widgetInDocument = false;

function consentRemembered(): boolean {
  try {
    return window.sessionStorage.getItem(CONSENT_KEY) === 'on';
  } catch {
    return false;
  }
}

function rememberConsent(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(CONSENT_KEY, 'on');
    else window.sessionStorage.removeItem(CONSENT_KEY);
  } catch {
    // storage refused (a private window's policy): the choice lasts for this page only
  }
}

/** True when the widget's script runs in this document and `pathname` is a page it may not read. */
export function mustReloadWithoutWidget(pathname: string): boolean {
  return widgetInDocument && !isTranslationWidgetPath(pathname);
}

export type TranslationWidgetState = {
  widget: TranslationWidgetConfig | null;
  offered: boolean;
  stage: TranslationStage;
  /** the ref of the element the widget's picker is mounted in (mounted again when the element changes) */
  container: (element: HTMLFieldSetElement | null) => void;
  ask: () => void;
  accept: () => void;
  decline: () => void;
  stop: () => void;
};

/**
 * The widget's state for the page at `pathname`, kept by the header whichever place draws it (the top
 * strip, or its own row on a phone), so a change of width keeps the notice and the picker.
 */
export function useTranslationWidget(
  widget: TranslationWidgetConfig | null,
  pathname: string,
  locale: LocaleCode,
): TranslationWidgetState {
  const offered = widget !== null && isTranslationWidgetPath(pathname);
  const documentAllows = isTranslationWidgetPath(documentPath);
  const [container, setContainer] = useState<HTMLFieldSetElement | null>(null);
  const [stage, setStage] = useState<TranslationStage>(() =>
    widgetInDocument || (consentRemembered() && documentAllows) ? 'loading' : 'offer',
  );
  const wanted = stage === 'loading' || stage === 'ready';

  useEffect(() => {
    if (!offered || !widget || !wanted || !container) return;
    let cancelled = false;
    import('../../lib/translation-widget.js')
      .then(({ loadTranslationWidget }) => {
        widgetInDocument = true;
        return loadTranslationWidget(widget.url, { integrity: widget.integrity });
      })
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded) return setStage('failed');
        container.replaceChildren();
        loaded.mount(container, { pageLanguage: toLocaleTag(locale) });
        setStage('ready');
      })
      .catch(() => {
        if (!cancelled) setStage('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [offered, widget, wanted, locale, container]);

  const accept = useCallback(() => {
    rememberConsent(true);
    // this document's CSP has no room for the widget: the same page loaded again has
    if (!documentAllows) return window.location.reload();
    setStage('loading');
  }, [documentAllows]);
  const ask = useCallback(() => (consentRemembered() ? accept() : setStage('notice')), [accept]);
  const decline = useCallback(() => setStage('offer'), []);
  const stop = useCallback(() => {
    rememberConsent(false);
    window.location.reload();
  }, []);

  return { widget, offered, stage, container: setContainer, ask, accept, decline, stop };
}
