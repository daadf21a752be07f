// The basket's accessible name takes its plural form from a number, while the text shows the badge; an
// empty basket shows no badge and says so in its name (review D27).
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { createI18n } from '../../i18n/i18n.js';
import { LocaleContext } from '../../lib/locale-context.js';
import { BasketLink } from './BasketLink.js';

const instances = {} as Record<LocaleCode, I18n>;

beforeAll(async () => {
  for (const locale of ['en_US', 'es_US', 'fr_CA'] as const) instances[locale] = await createI18n(locale);
});

function markup(locale: LocaleCode, count: number): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[locale]}>
      <LocaleContext.Provider value={locale}>
        <MemoryRouter>
          <BasketLink count={count} />
        </MemoryRouter>
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
}

function accessibleName(locale: LocaleCode, count: number): string {
  return /<span class="visually-hidden">([^<]*)<\/span>/.exec(markup(locale, count))?.[1] ?? '';
}

describe('BasketLink', () => {
  it.each([
    ['en_US', 0, 'Shopping Basket (empty)'],
    ['en_US', -3, 'Shopping Basket (empty)'],
    ['en_US', 1, 'Shopping Basket (1 item)'],
    ['en_US', 2, 'Shopping Basket (2 items)'],
    ['en_US', 150, 'Shopping Basket (99+ items)'],
    ['es_US', 0, 'Carrito de compras (vacío)'],
    ['es_US', 1, 'Carrito de compras (1 artículo)'],
    ['es_US', 99, 'Carrito de compras (99+ artículos)'],
    ['fr_CA', 0, 'Panier (vide)'],
    ['fr_CA', 1, 'Panier (1 article)'],
    ['fr_CA', 2, 'Panier (2 articles)'],
    ['fr_CA', 100, 'Panier (99+ articles)'],
  ] as const)('%s, %i in the basket: "%s"', (locale, count, name) => {
    expect(accessibleName(locale, count)).toBe(name);
  });

  it('shows the badge only when the basket holds something', () => {
    expect(markup('en_US', 0)).not.toContain('basket-badge');
    expect(markup('en_US', 2)).toContain('<span class="basket-badge" aria-hidden="true">2</span>');
    expect(markup('en_US', 150)).toContain('<span class="basket-badge" aria-hidden="true">99+</span>');
  });
});
