// Every sentence about a pet agrees with it (issue 39, decision 0017): Spanish and French agree words with
// the animal ("perdido" / "perdida", "ajouté" / "ajoutée"), English does not. The code marks a sentence
// about a pet by passing `petWords(pet)` (its name and sex, i18next's context); the catalogs then need a
// sex variant (`key_male` in Spanish, `key_female` in French) wherever the plain text does not fit both.
// Pure functions over source texts and catalogs; scripts/i18n-pet-sentences.test.ts proves each rule on
// fixtures and runs them on the real code and catalogs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleCode } from '../src/domain/locale/locales.js';
import type { Finding } from './i18n-glossary.js';

/** The languages whose words agree with the pet's sex. */
export const AGREEING_LOCALES = ['es_US', 'fr_CA'] as const;
export type AgreeingLocale = (typeof AGREEING_LOCALES)[number];

/** One t('…') call of the web code that is about a pet. */
export type PetCall = {
  /** "ns:key" */
  key: string;
  file: string;
  /** passes `petWords(…)`: the pet's sex reaches i18next (the code's mark of a pet sentence) */
  words: boolean;
  /** fills a placeholder with a pet's name (`pet.name`, `petName`, `{ pet: … }`) */
  name: boolean;
};

/** Arguments of each `t(…)` call in a source text: the key literal and the rest, up to the closing paren. */
function tCalls(source: string): Array<{ key: string; args: string }> {
  const calls: Array<{ key: string; args: string }> = [];
  for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.:-]+)'/g)) {
    let depth = 1;
    let at = (match.index ?? 0) + match[0].length;
    const start = at;
    while (at < source.length && depth > 0) {
      const character = source[at];
      if (character === '(') depth += 1;
      else if (character === ')') depth -= 1;
      at += 1;
    }
    calls.push({ key: match[1] as string, args: source.slice(start, at - 1) });
  }
  return calls;
}

const PET_NAME = /\b(?:pet|saved|asked)\??\.name\b|\.petName\b|\bpetName\b|\bpet:\s/;

/** The calls of one source file that are about a pet; keys without `ns:` take the file's namespace. */
export function petCallsIn(source: string, file: string): PetCall[] {
  const namespace = /useTranslation\(\s*\[?\s*'([a-zA-Z]+)'/.exec(source)?.[1] ?? 'common';
  return tCalls(source).flatMap(({ key, args }) => {
    const words = args.includes('petWords(');
    const name = PET_NAME.test(args);
    if (!words && !name) return [];
    return [{ key: key.includes(':') ? key : `${namespace}:${key}`, file, words, name }];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

export function petCallsInWebCode(dir = 'src/web'): PetCall[] {
  return sourceFiles(dir).flatMap((file) => petCallsIn(readFileSync(file, 'utf8'), file));
}

/**
 * Words that agree with an animal named in the sentence: participles and adjectives said of a pet, and
 * the pronouns that stand for it. A heuristic for the texts that name a pet without passing its sex —
 * the marked sentences are checked against their variants instead, whatever their words.
 */
export const AGREEMENT: Record<AgreeingLocale, RegExp[]> = {
  es_US: [
    /(?<![\p{L}])(?:perdid|encontrad|extraviad|reportad|marcad|agregad|añadid|quitad|retirad|bienvenid|esterilizad|castrad|vacunad|adoptad|recuperad|registrad)[oa]s?(?![\p{L}])/giu,
    /(?<![\p{L}])l[oa] (?:encontr|encuentr|perd|busc|recuper|marc|llev|vi)\p{L}*/giu,
    /(?<![\p{L}])(?:márquel|encuéntrel|búsquel|recupérel|llével|tráigal)[oa](?![\p{L}])/giu,
  ],
  fr_CA: [
    /(?<![\p{L}])(?:perdu|trouvé|retrouvé|signalé|ajouté|retiré|disparu|stérilisé|castré|vacciné|adopté|récupéré|rentré|inscrit)e?s?(?![\p{L}])/giu,
    /(?<![\p{L}])(?:il|elle)(?![\p{L}])/giu,
  ],
};

/**
 * Sentences about a pet that need no variant in a language: a person read them and their words agree
 * with nothing about the pet's sex ("{{name}} se agregó a sus mascotas", « {{name}} n’est plus avec
 * vous? »), or with another noun (« La preuve de {{name}} est retirée »). "ns:key"; a new entry is a
 * translator's decision, as a glossary entry is.
 */
export const NEEDS_NO_VARIANT: Record<AgreeingLocale, string[]> = {
  es_US: [
    // HomeSafe: the page and the lost report
    'homesafe:pet.title',
    'homesafe:pet.lede',
    'homesafe:pet.tagCode',
    'homesafe:pet.openFoundPage',
    'homesafe:pet.noMessages',
    'homesafe:pet.notLostTitle', // "¿Se perdió {{name}}?"
    'homesafe:pet.lostOn',
    // My Pets and the pet panel
    'pet:panel.added', // "{{name}} se agregó a sus mascotas."
    'pet:myPets.retireTitle',
    'pet:myPets.retireMessage', // "{{name}} se quitará de sus mascotas."
    'pet:myPets.retireConfirm',
    'pet:myPets.retired',
    // another noun agrees, not the pet
    'store:tracker.added', // "Localizador inteligente para {{pet}} agregado…"
    'email:rabiesExpiring.body', // "La vacuna contra la rabia registrada para {{pet}}…"
  ],
  fr_CA: [
    'homesafe:pet.title',
    'homesafe:pet.lede',
    'homesafe:pet.tagCode',
    'homesafe:pet.openFoundPage',
    'homesafe:pet.noMessages',
    'homesafe:pet.lostOn', // « Jour de la disparition de {{name}} »
    'homesafe:pet.markedFound', // « Bon retour à la maison, {{name}}! »
    'pet:myPets.retireTitle',
    'pet:myPets.retireConfirm',
    'pet:myPets.retired',
    // « avoir » with the pet after it: the participle does not agree
    'homesafe:found.title', // « Vous avez trouvé {{name}} »
    'email:homesafeFoundMessage.first', // « Une personne qui a trouvé {{pet}}… »
    'email:homesafeFoundMessage.reply',
    'email:homesafeFoundMessage.sms',
    // another noun agrees, not the pet
    'store:tracker.added', // « Traceur intelligent pour {{pet}} ajouté… »
    'rabies:uploader.dateLegend', // « … le vaccin … expire-t-il? »
    'email:rabiesProofAccepted.accepted', // « … la preuve … Elle est valide… »
    'email:licenseRenewalOpen.subject', // « Il est temps de renouveler… »
    'email:homesafeFinderLink.sent', // « … la personne propriétaire; elle… »
  ],
};

/** A language's texts, flat: "ns:key" → text (web) or "email:section.key" → text. */
export type TextsByKey = Record<string, string>;

export type PetSentenceInput = {
  calls: PetCall[];
  /** each agreeing language's own texts, and en-US's (the keys every locale has) */
  texts: Record<AgreeingLocale | 'en_US', TextsByKey>;
  needsNoVariant?: Record<AgreeingLocale, string[]>;
};

const PLURAL = /_(?:zero|one|two|few|many|other)$/;
const VARIANT = /_(?:male|female)(?=_(?:zero|one|two|few|many|other)$|$)/;

/** "pet:myPets.reportedLost_male_one" → "pet:myPets.reportedLost" */
function baseKey(key: string): string {
  return key.replace(PLURAL, '').replace(VARIANT, '');
}

/** The texts of `key` in a language: the plain key and its plural forms. */
function plainTexts(texts: TextsByKey, key: string): string[] {
  return Object.entries(texts)
    .filter(([candidate]) => candidate === key || (candidate.replace(PLURAL, '') === key && PLURAL.test(candidate)))
    .map(([, text]) => text);
}

function hasVariant(texts: TextsByKey, key: string): boolean {
  return Object.keys(texts).some(
    (candidate) => candidate !== key && baseKey(candidate) === key && VARIANT.test(candidate),
  );
}

const PET_PLACEHOLDER = /\{\{\s*(?:pet|petName)\s*\}\}/;

/**
 * What is wrong with the sentences about a pet:
 * - a sentence the code marks (passes the pet's words) has, in Spanish or French, no sex variant and is
 *   not listed as needing none;
 * - a text that names a pet (the code fills it with a pet's name, or it takes `{{pet}}`) without its
 *   sex, in words that agree with one;
 * - a variant the code never reaches (the call passes no `petWords`), or a "needs no variant" entry that
 *   contradicts the catalog (it has a variant) or names no pet sentence.
 */
export function petSentenceFindings({ calls, texts, needsNoVariant = NEEDS_NO_VARIANT }: PetSentenceInput): Finding[] {
  const findings: Finding[] = [];
  const marked = new Set(calls.filter((call) => call.words).map((call) => call.key));
  const named = new Set(calls.filter((call) => call.name && !call.words).map((call) => call.key));
  for (const locale of AGREEING_LOCALES) {
    const own = texts[locale];
    const exempt = new Set(needsNoVariant[locale]);
    for (const key of marked) {
      if (plainTexts(own, key).length === 0 || hasVariant(own, key) || exempt.has(key)) continue;
      findings.push({
        locale,
        key,
        rule: 'pet sentence: no sex variant',
        found: plainTexts(own, key)[0] ?? '',
        hint: `add ${key}_${locale === 'es_US' ? 'male' : 'female'} (or list the key in NEEDS_NO_VARIANT if its words agree with nothing)`,
      });
    }
    // texts that name a pet without its sex
    const naming = new Set([
      ...named,
      ...Object.keys(own)
        .filter((key) => PET_PLACEHOLDER.test(own[key] ?? '') && !marked.has(baseKey(key)))
        .map(baseKey),
    ]);
    for (const key of naming) {
      if (exempt.has(baseKey(key)) || hasVariant(own, baseKey(key))) continue;
      for (const text of key in own ? [own[key] as string] : plainTexts(own, key)) {
        const found = AGREEMENT[locale].flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
        if (found.length === 0) continue;
        findings.push({
          locale,
          key,
          rule: 'pet sentence: agrees without the pet’s sex',
          found: found.join(', '),
          hint: 'pass petWords(pet) and add the variant, or word it so that it fits every pet',
        });
      }
    }
    for (const key of exempt) {
      const reason = hasVariant(own, key)
        ? 'it has a variant'
        : marked.has(key) || naming.has(key)
          ? null
          : 'no code or text names a pet with it';
      if (reason)
        findings.push({ locale, key, rule: 'pet sentence: stale NEEDS_NO_VARIANT entry', found: key, hint: reason });
    }
  }
  // a variant that no call reaches: i18next picks it only with the pet's sex as context
  const variants = new Set(
    (['en_US', ...AGREEING_LOCALES] as const).flatMap((locale) =>
      Object.keys(texts[locale])
        .filter((key) => VARIANT.test(key) && !key.startsWith('email:'))
        .map(baseKey),
    ),
  );
  for (const key of variants) {
    if (marked.has(key)) continue;
    findings.push({
      locale: 'en_US',
      key,
      rule: 'pet sentence: variant never shown',
      found: key,
      hint: 'the code must pass petWords(pet) to this key',
    });
  }
  return findings;
}

/** A locale's own web texts ("ns:key") and e-mail texts ("email:section.key"). */
export async function ownTexts(locale: LocaleCode): Promise<TextsByKey> {
  const { emailCatalog, namespaces, webCatalog } = await import('./i18n-catalogs.js');
  const texts: TextsByKey = {};
  for (const namespace of namespaces()) {
    for (const [key, text] of Object.entries(webCatalog(locale, namespace))) texts[`${namespace}:${key}`] = text;
  }
  for (const [key, text] of Object.entries(await emailCatalog(locale))) texts[`email:${key}`] = text;
  return texts;
}

/** The check on the code and catalogs as they are. */
export async function petSentenceFindingsNow(): Promise<Finding[]> {
  const [en_US, es_US, fr_CA] = await Promise.all((['en_US', 'es_US', 'fr_CA'] as const).map(ownTexts));
  return petSentenceFindings({
    calls: petCallsInWebCode(),
    texts: { en_US: en_US as TextsByKey, es_US: es_US as TextsByKey, fr_CA: fr_CA as TextsByKey },
  });
}
