import { describe, expect, it } from 'vitest';
import type { MessageKey } from './messages.js';
import { MESSAGE_KEYS, MESSAGES } from './message-keys.js';

// Test-only read of the web catalogs (no runtime import from src/web): every domain key must have
// its text in every locale, with exactly the parameters the key declares.
const files = import.meta.glob<Record<string, unknown>>('../../web/i18n/locales/*/validation.json', {
  eager: true,
  import: 'default',
});
const catalog = (locale: string): Record<string, string> => {
  const entry = Object.entries(files).find(([path]) => path.includes(`/${locale}/`));
  if (!entry) throw new Error(`no catalog for ${locale}`);
  const flat: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') flat[prefix] = node;
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  walk(entry[1], '');
  return flat;
};
const inner = (key: MessageKey) => key.slice('validation.'.length);
// a placeholder may name an i18next format after a comma: {{maxNum, number(minimumFractionDigits: 2)}}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('validation catalogs', () => {
  const enUS = catalog('en_US');

  it.each(['en_US', 'es_US', 'fr_CA'])('%s has every key, only known keys, with the declared parameters', (locale) => {
    const texts = catalog(locale);
    expect(Object.keys(texts).sort()).toEqual(MESSAGE_KEYS.map(inner).sort());
    for (const key of MESSAGE_KEYS) {
      const text = texts[inner(key)];
      expect(text, `${locale} ${key}`).toBeTruthy();
      expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual([...MESSAGES[key]].sort());
    }
  });

  it('es_US and fr_CA are translated, not copied', () => {
    // words that are the same in both languages
    const sameWord: Record<string, string[]> = { es_US: [], fr_CA: ['labels.color.orange'] };
    for (const locale of ['es_US', 'fr_CA']) {
      const texts = catalog(locale);
      const copied = MESSAGE_KEYS.map(inner).filter((k) => texts[k] === enUS[k]);
      expect(copied, locale).toEqual(sameWord[locale]);
    }
  });

  it('en_CA overrides en_US where Canadian spelling differs, and falls back for the rest', () => {
    const overrides = catalog('en_CA');
    for (const [key, text] of Object.entries(overrides)) {
      expect(enUS[key], key).toBeDefined();
      expect(placeholders(text)).toEqual(placeholders(enUS[key] ?? ''));
    }
    const resolved = { ...enUS, ...overrides };
    for (const [key, text] of Object.entries(resolved)) expect(text, key).not.toMatch(/\b(license|color|gray)\b/i);
    for (const [key, text] of Object.entries(enUS)) expect(text, key).not.toMatch(/\b(licence|colour|grey)\b/i);
  });

  it.each([
    ['password.hasValue', 'Your password does not meet the requirements listed below'],
    ['password.secure', 'Your password is secure!'],
    ['pet.petNameExists', 'A pet with that name already exists'],
    ['image.tooLarge', 'Please upload a file smaller than 10MB'],
    ['image.invalidType', 'Please upload a JPG, BMP, PNG, TIF, HEIC or WEBP file'],
    ['image.inconvertible', 'Something went wrong, please try different image'],
    ['image.default', 'Something went wrong, please try again'],
    ['email.alreadyExists', 'This email address already exists in our system'],
    ['accessCode.used', "Looks like you've already signed up!"],
    ['accessCode.default', 'There was a problem with your complete sign-up. Please try again.'],
    ['invalidCharacters', 'The {{field}} has invalid characters'],
    ['labels.approximateAge.under6Months', 'Under 6 months'],
    ['labels.approximateAge.sixMonthsToOneYear', '6 months - 1 year'],
    ['labels.approximateAge.years', '{{yearNumber}} years'],
    ['labels.approximateAge.seventeenPlus', '17+ years'],
    ['temperament.maxReached', '{{selected}} out of {{max}} selected! Deselect 1 option to choose another.'],
    ['labels.unknown', 'Unknown'],
  ])('en_US %s is the spec text', (key, text) => expect(enUS[key]).toBe(text));
});
