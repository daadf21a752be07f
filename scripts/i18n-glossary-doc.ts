// docs/glossary.md's "Refused:" lists read as data (issue 39): every second name the document says the
// check refuses must be one it refuses, so that the table a translator reads and the rules that run
// never drift apart. scripts/i18n-glossary.test.ts runs it on the document as it is.
import type { LocaleCode } from '../src/domain/locale/locales.js';
import { type Concept, glossaryFindings } from './i18n-glossary.js';

/** One second name the document refuses: its concept (the row's first cell), its locales and its words. */
export type RefusedName = { concept: string; locales: LocaleCode[]; example: string };

const LANGUAGE_LABELS: Record<string, LocaleCode[]> = {
  'en-US': ['en_US'],
  'en-CA': ['en_CA'],
  en: ['en_US', 'en_CA'],
  'es-US': ['es_US'],
  es: ['es_US'],
  'fr-CA': ['fr_CA'],
  fr: ['fr_CA'],
};

/** The text after "Refused" in a notes cell, with remarks in parentheses outside quotes left out. */
function refusedPart(notes: string): string {
  const at = notes.search(/\bRefused\b/);
  if (at === -1) return '';
  let out = '';
  let depth = 0;
  let quote: '"' | '»' | null = null;
  for (const character of notes.slice(at + 'Refused'.length)) {
    if (quote) {
      if (character === quote) quote = null;
      out += character;
    } else if (character === '"' || character === '«') {
      quote = character === '"' ? '"' : '»';
      if (depth === 0) out += character;
    } else if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += character;
  }
  return out;
}

/** The second names of docs/glossary.md's terms table, row by row. */
export function refusedNames(markdown: string): RefusedName[] {
  const names: RefusedName[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| ') || line.startsWith('| Concept') || line.startsWith('| ---')) continue;
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const concept = cells[0] ?? '';
    const notes = cells.slice(5).join(' | ');
    let locales: LocaleCode[] = [];
    for (const token of refusedPart(notes).matchAll(
      /(?<![\p{L}-])(en-US|en-CA|es-US|fr-CA|en|es|fr)(?![\p{L}-])|"([^"]+)"|«\s*([^»]+?)\s*»/gu,
    )) {
      if (token[1]) locales = LANGUAGE_LABELS[token[1]] ?? [];
      else if (locales.length > 0) names.push({ concept, locales, example: (token[2] ?? token[3] ?? '').trim() });
    }
  }
  return names;
}

/**
 * The texts a documented name stands for: "tutor(es)" is "tutor" and "tutores", "mudar (la cuenta)" is
 * "mudar" and "mudar la cuenta", "otra/su cantidad" is "otra cantidad" and "su cantidad",
 * "antirrábico/a" is "antirrábico" and "antirrábica".
 */
export function expansions(example: string): string[] {
  const paren = /\(([^()]*)\)/.exec(example);
  if (paren) {
    const before = example.slice(0, paren.index);
    const after = example.slice(paren.index + paren[0].length);
    return [
      ...expansions(`${before}${paren[1]}${after}`),
      ...expansions(`${before}${after}`.replace(/ {2,}/g, ' ').trim()),
    ];
  }
  const slash = /(\S+)\/(\S+)/.exec(example);
  if (slash) {
    const [whole, left = '', right = ''] = slash;
    const before = example.slice(0, slash.index);
    const after = example.slice(slash.index + whole.length);
    // "antirrábico/a": a one-letter ending replaces the word's last letter
    const ending = right.length === 1 && left.length > 2 ? `${left.slice(0, -1)}${right}` : right;
    return [...expansions(`${before}${left}${after}`), ...expansions(`${before}${ending}${after}`)];
  }
  return [example];
}

/** The documented second names the check lets through: none, when the document and the rules agree. */
export function unenforcedNames(markdown: string, glossary: Concept[]): string[] {
  return refusedNames(markdown).flatMap(({ concept, locales, example }) => {
    const rule = glossary.find((candidate) => candidate.id === concept);
    if (!rule) return [`${concept}: "${example}" — no concept of that name in scripts/i18n-glossary.ts`];
    return locales
      .filter(
        (locale) =>
          ![example, ...expansions(example)].some(
            (text) => glossaryFindings([{ locale, key: 'docs/glossary.md', text }], [rule]).length > 0,
          ),
      )
      .map((locale) => `${concept}: ${locale} "${example}" — documented as refused, but the check lets it through`);
  });
}
