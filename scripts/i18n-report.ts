// npm run i18n:report — untranslated keys per locale (they fall back per key: fr-CA → en-CA →
// en-US, es-US → en-US, en-CA → en-US). en-CA lists only what it words differently, so its list is
// long by design. Then the glossary and typography check (docs/glossary.md, scripts/i18n-glossary.ts)
// over every text we send: the web and e-mail catalogs (SMS included), the e-mails as rendered, the
// licence certificate's PDF words, the tracker block's texts, the demo content and the API's en-US
// messages; and every sentence about a pet has its sex variants in Spanish and French
// (scripts/i18n-pet-sentences.ts, issue 39): any finding fails the report (exit 1).
//   --verbose                list the untranslated keys
//   --web-locales=<dir>      another web catalog folder (<dir>/<locale>/<namespace>.json)
//   --email-locales=<dir>    another e-mail catalog folder (<dir>/<locale>.ts)
import { LOCALES } from '../src/domain/locale/locales.js';
import {
  apiTexts,
  EMAIL_LOCALES_DIR,
  LOCALES_DIR,
  seedTexts,
  sentEmailTexts,
  serverTexts,
  textsAsSeen,
  untranslated,
  untranslatedEmail,
} from './i18n-catalogs.js';
import { checkTexts, formatFinding } from './i18n-glossary.js';
import { petSentenceFindingsNow } from './i18n-pet-sentences.js';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(`--${name}=`.length) ?? undefined;
const web = option('web-locales') ?? LOCALES_DIR;
const email = option('email-locales') ?? EMAIL_LOCALES_DIR;

const report = untranslated(web);
const emailReport = await untranslatedEmail(email);
for (const locale of LOCALES) {
  const missing = [...report[locale], ...emailReport[locale]];
  const note = locale === 'en_CA' ? ' (by design: en-CA holds only its Canadian wording and falls back to en-US)' : '';
  console.log(`${locale}: ${missing.length} untranslated${note}`);
  if (process.argv.includes('--verbose')) for (const key of missing) console.log(`  ${key}`);
}

// every text we send (issues 11: 9, 39): the catalogs, the e-mails as sent, the PDF and tracker words, the
// demo content and the API's own messages
const texts = [
  ...(await textsAsSeen({ web, email })),
  ...(await sentEmailTexts()),
  ...(await serverTexts()),
  ...(await seedTexts()),
  ...(await apiTexts()),
];
const findings = checkTexts(texts);
if (findings.length === 0) {
  console.log(`Glossary and typography: ${texts.length} texts checked, no problem.`);
} else {
  console.error(`Glossary and typography: ${findings.length} problem(s) (docs/glossary.md):`);
  for (const finding of findings) console.error(`  ${formatFinding(finding)}`);
  process.exitCode = 1;
}

// sentences about a pet agree with it (issue 39): the code's t() calls and the catalogs as they are
const petFindings = await petSentenceFindingsNow();
if (petFindings.length === 0) {
  console.log('Pet sentences: every sentence about a pet agrees with it.');
} else {
  console.error(`Pet sentences: ${petFindings.length} problem(s) (scripts/i18n-pet-sentences.ts):`);
  for (const finding of petFindings) console.error(`  ${formatFinding(finding)}`);
  process.exitCode = 1;
}
