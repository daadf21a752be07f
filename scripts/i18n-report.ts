// npm run i18n:report — untranslated keys per locale (they fall back per key: fr-CA → en-CA →
// en-US, es-US → en-US, en-CA → en-US). en-CA lists only what it words differently, so its list is
// long by design.
import { LOCALES } from '../src/domain/locale/locales.js';
import { untranslated } from './i18n-catalogs.js';

const report = untranslated();
for (const locale of LOCALES) {
  const missing = report[locale];
  const note = locale === 'en_CA' ? ' (by design: en-CA holds only its Canadian wording and falls back to en-US)' : '';
  console.log(`${locale}: ${missing.length} untranslated${note}`);
  if (process.argv.includes('--verbose')) for (const key of missing) console.log(`  ${key}`);
}
