import { describe, expect, it } from 'vitest';
import { createI18n, textInLocale } from './i18n.js';

describe('textInLocale', () => {
  it('speaks the new language of a page still in the old one (issue 11: 3)', async () => {
    const english = await createI18n('en_US');
    expect(await textInLocale(english, 'es_US', 'account', 'settings.saved')).toBe('Su configuración se guardó.');
    expect(await textInLocale(english, 'fr_CA', 'account', 'settings.saved')).toBe('Vos paramètres sont enregistrés.');
    // en_CA holds only its overrides: the rest falls back to en_US
    expect(await textInLocale(english, 'en_CA', 'account', 'settings.saved')).toBe('Your settings are saved.');
    expect(english.language).toBe('en-US');
  });
});
