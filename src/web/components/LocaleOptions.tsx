import { LOCALE_SWITCHER_LABELS, type LocaleCode } from '../../domain/locale/locales.js';

/** The options of a language select, each named in its own language (spec §2.2). */
export function LocaleOptions({ locales }: { locales: readonly LocaleCode[] }) {
  return locales.map((code) => (
    <option key={code} value={code} lang={code.replace('_', '-')}>
      {LOCALE_SWITCHER_LABELS[code]}
    </option>
  ));
}
