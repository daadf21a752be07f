// Server-rendered markup of the form (the unit project has no DOM): roles, labels and the label lines.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedI18n } from '../../../i18n/test-i18n.js';
import type { i18n as I18n } from 'i18next';
import type { Address } from '../../../../domain/address/address.rules.js';
import { AddressSearchForm } from './AddressSearchForm.js';
import { SEATTLE_MAIN_ST } from '../../../../domain/address/address.fixtures.js';

const seattle: Address = {
  id: null,
  unit: '4',
  additional: null,
  ...SEATTLE_MAIN_ST,
};

describe('AddressSearchForm markup', () => {
  let english: I18n;
  let french: I18n;
  beforeAll(async () => {
    [english, french] = await Promise.all([
      loadedI18n('en_US', ['address', 'validation']),
      loadedI18n('fr_CA', ['address', 'validation']),
    ]);
  });

  const render = (i18n: I18n, props: Partial<Parameters<typeof AddressSearchForm>[0]> = {}) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <AddressSearchForm
          country="US"
          value={null}
          onChange={() => {}}
          legend="Home address"
          idPrefix="home"
          {...props}
        />
      </I18nextProvider>,
    );

  it('starts in suggestion mode with a labelled combobox and its listbox', () => {
    const html = render(english);
    expect(html).toContain('<legend>Home address</legend>');
    expect(html).toContain('<label for="home-search">Search for your address</label>');
    expect(html).toMatch(/role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="home-search-listbox"/);
    expect(html).toMatch(/id="home-search-listbox" role="listbox"[^>]*hidden/);
    expect(html).toMatch(/role="option"[^>]*>Add Address Manually</);
  });

  it('shows a chosen address as a multi-line label with the optional unit', () => {
    const html = render(english, { value: seattle });
    expect(html).toContain('4-123 Main St\nSeattle, WA 98101');
    expect(html).toContain('<label for="home-chosen-unit">Unit / Apt / Suite (optional)</label>');
    expect(html).toMatch(/id="home-chosen-unit"[^>]*value="4"/);
    expect(html).toContain('Edit address');
  });

  it('speaks French in fr-CA', () => {
    const html = render(french, { country: 'CA' });
    expect(html).toContain('Recherchez votre adresse');
    expect(html).toContain('Ajouter l’adresse manuellement');
  });

  it("asks the address's country when told to, the chosen one selected, and hints by that country", () => {
    const choice = { label: 'Country of your home', onChange: () => {} };
    const html = render(english, { country: 'CA', countryChoice: choice });
    expect(html).toContain('<label for="home-country">Country of your home</label>');
    expect(html).toContain('<select id="home-country" autoComplete="section-home country">');
    expect(html).toMatch(/<option value="CA" selected="">Canada<\/option>/);
    expect(html).toContain('city or postal code (for example, 100 Queen St W, Toronto)');
    // the country comes before the search, inside the address's group
    expect(html.indexOf('home-country')).toBeLessThan(html.indexOf('home-search'));
    expect(render(english)).not.toContain('home-country');
    expect(render(english)).toContain('city or ZIP code (for example, 123 Main St, Seattle)');
    expect(render(french, { country: 'US', countryChoice: choice })).toContain(
      'la ville ou le code ZIP (par exemple, 123 Main St, Seattle)',
    );
  });

  it('shows an error from the enclosing form and points the group at it', () => {
    const html = render(english, { error: 'Please enter your address.' });
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="home-error"/);
    expect(html).toContain('<p id="home-error" class="field-error">Please enter your address.</p>');
  });

  it('marks the search box invalid and describes it by that error, and not without one', () => {
    const input = (html: string) => html.match(/<input[^>]*role="combobox"[^>]*>/)?.[0] ?? '';
    const invalid = input(render(english, { error: 'Please enter your address.' }));
    expect(invalid).toContain('aria-invalid="true"');
    expect(invalid).toContain('aria-describedby="home-search-hint home-search-status home-error"');
    const valid = input(render(english));
    expect(valid).not.toContain('aria-invalid');
    expect(valid).toContain('aria-describedby="home-search-hint home-search-status"');
  });
});
