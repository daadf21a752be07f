// The header's place of the page-translation widget (decision 0802, issue 37: 10): nothing unless the server
// is configured with TRANSLATION_WIDGET_URL and the page is a public one; there a "Translate this page"
// button opens a notice that the page's text goes to the outside service, and only its Translate button
// loads the script (use-translation-widget.ts, whose state the header keeps). The loader is its own chunk,
// fetched only then.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationWidgetState } from './use-translation-widget.js';

/** `strip`: on a phone the slot is a row of its own under the header's top strip, which has no room for it. */
export function TranslationWidgetSlot({ state, strip = false }: { state: TranslationWidgetState; strip?: boolean }) {
  const { t } = useTranslation();
  const { widget, offered, stage, container, ask, accept, decline, stop } = state;
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // the notice closes with Escape, and focus goes back to the button that opened it
  useEffect(() => {
    if (stage !== 'notice') return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      decline();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [stage, decline]);
  if (!offered || !widget) return null;
  const host = new URL(widget.url).host;
  const active = stage === 'loading' || stage === 'ready';

  return (
    <div className={strip ? 'translation translation-strip' : 'translation'}>
      {active ? null : (
        <button
          ref={toggle}
          type="button"
          className="link-button translation-toggle"
          aria-expanded={stage === 'notice'}
          aria-controls={panelId}
          onClick={stage === 'notice' ? decline : ask}
        >
          {t('header.translation.offer')}
        </button>
      )}
      <div id={panelId} className="translation-notice" hidden={stage !== 'notice'}>
        <p>{t('header.translation.notice', { host })}</p>
        <div className="translation-notice-actions">
          <button type="button" className="button" onClick={accept}>
            {t('header.translation.accept')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              decline();
              toggle.current?.focus();
            }}
          >
            {t('header.translation.decline')}
          </button>
        </div>
      </div>
      <fieldset
        ref={container}
        className="translation-widget"
        aria-label={t('header.translation.group')}
        hidden={stage !== 'ready'}
      />
      {stage === 'ready' ? (
        <button type="button" className="link-button" onClick={stop}>
          {t('header.translation.stop')}
        </button>
      ) : null}
      {stage === 'failed' ? <span role="status">{t('header.translation.failed')}</span> : null}
    </div>
  );
}
