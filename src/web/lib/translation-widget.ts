// The page-translation widget (spec §1, §7.3, PRODUCT.md §3, decision 0802): loaded only when the server has
// TRANSLATION_WIDGET_URL, on a public page, once the visitor asked for it (the header's slot decides: issue
// 37: 10), polled for readiness every TRANSLATION_POLL_MS (250 ms) up to a bound, then shown in the header.
// With TRANSLATION_WIDGET_INTEGRITY the script element carries `integrity` and `crossorigin`: the browser
// runs it only when its bytes are the pinned ones. A provider's script is wrapped to speak the adapter
// below: it defines `window.pawportTranslationWidget = { mount(container, { pageLanguage }) }` once ready.
import { TRANSLATION_POLL_MS } from '../../domain/shared/timings.js';

/** What the header needs of a widget: put its language picker in a container, for the page's language. */
export type TranslationWidget = { mount: (container: HTMLElement, options: { pageLanguage: string }) => void };

/** 40 polls of 250 ms: a widget not ready in 10 s is given up, and the header stays as it is. */
export const TRANSLATION_MAX_POLLS = 40;

type WidgetWindow = Window & { pawportTranslationWidget?: Partial<TranslationWidget> };

function readyWidget(win: WidgetWindow): TranslationWidget | null {
  const widget = win.pawportTranslationWidget;
  return widget && typeof widget.mount === 'function' ? (widget as TranslationWidget) : null;
}

let loading: Promise<TranslationWidget | null> | null = null;

/**
 * Adds the widget's script once per page and resolves with the widget when it reports ready (checked at
 * once, then every 250 ms), or null when the script fails to load or the bound passes.
 */
export function loadTranslationWidget(
  url: string,
  options: { integrity?: string | null; win?: WidgetWindow; pollMs?: number; maxPolls?: number } = {},
): Promise<TranslationWidget | null> {
  const { win = window as WidgetWindow, pollMs = TRANSLATION_POLL_MS, maxPolls = TRANSLATION_MAX_POLLS } = options;
  if (loading) return loading;
  loading = new Promise((resolve) => {
    const script = win.document.createElement('script');
    if (options.integrity) {
      // Subresource Integrity: a script whose bytes differ is not run (its `error` event fires)
      script.integrity = options.integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = url;
    script.async = true;
    script.dataset.translationWidget = '';
    let polls = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = (widget: TranslationWidget | null) => {
      if (timer !== undefined) clearInterval(timer);
      resolve(widget);
    };
    script.addEventListener('error', () => finish(null));
    win.document.head.append(script);
    const poll = () => {
      const widget = readyWidget(win);
      if (widget) return finish(widget);
      polls += 1;
      if (polls >= maxPolls) finish(null);
    };
    timer = setInterval(poll, pollMs);
  });
  return loading;
}

/** For tests: forget the page's widget. */
export function resetTranslationWidget(): void {
  loading = null;
}
