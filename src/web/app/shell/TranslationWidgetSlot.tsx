// The header's place of the page-translation widget (decision 0802): empty unless the server is configured
// with TRANSLATION_WIDGET_URL; the loader is its own chunk, fetched only then.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocaleTag } from '../../../domain/locale/locales.js';
import { useLocale } from '../../lib/locale-context.js';

export function TranslationWidgetSlot({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const container = useRef<HTMLFieldSetElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    import('../../lib/translation-widget.js')
      .then(({ loadTranslationWidget }) => loadTranslationWidget(url))
      .then((widget) => {
        if (cancelled || !widget || !container.current) return;
        container.current.replaceChildren();
        widget.mount(container.current, { pageLanguage: toLocaleTag(locale) });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url, locale]);
  if (!url) return null;
  return (
    <fieldset
      ref={container}
      className="translation-widget"
      aria-label={t('header.translationWidget')}
      hidden={!ready}
    />
  );
}
