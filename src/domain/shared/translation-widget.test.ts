import { describe, expect, it } from 'vitest';
import { getHref } from './routes.js';
import { isTranslationWidgetPath, TRANSLATION_WIDGET_ROUTES } from './translation-widget.js';

// Issue 37 (10): the page-translation widget is offered on public pages to read only (decision 0802).
describe('the pages the translation widget is offered on', () => {
  it.each(TRANSLATION_WIDGET_ROUTES.filter((route) => route !== 'FoundPet'))('%s, in every locale', (route) => {
    for (const locale of ['en_US', 'es_US', 'en_CA', 'fr_CA'] as const)
      expect(isTranslationWidgetPath(getHref(route, locale)), locale).toBe(true);
  });

  it.each([
    ['/en_US/', true],
    ['/en_US', true],
    ['/fr_CA/faq/', true],
    ['/en_US/FAQ', true],
    ['/es_US/licensing/new', true],
    ['/en_US/found/K7QM4-XW2P9', true],
    // the finder's private page (its token in the URL), not a tag code "conversation"
    ['/en_US/found/conversation', false],
    ['/en_US/found/K7QM4-XW2P9/more', false],
    ['/en_US/account', false],
    ['/en_US/account/full/account-app/my-pets/', false],
    ['/en_US/account/full/account-app/settings/order-history/receipt', false],
    ['/en_US/basket', false],
    ['/en_US/store', false],
    ['/en_US/store/product', false],
    ['/en_US/admin', false],
    ['/en_US/admin/owner', false],
    ['/en_US/login', false],
    ['/en_US/signup/register', false],
    ['/en_US/reset-password', false],
    ['/en_US/find-my-jurisdiction', false],
    ['/en_US/no-such-page', false],
    // a locale the router redirects first, no locale, the legal pages, the API
    ['/en-US/faq', false],
    ['/EN_us/faq', false],
    ['/faq', false],
    ['/', false],
    ['/tos', false],
    ['/graphql', false],
    ['/api/pets/1/photo', false],
  ])('%s → %s', (path, offered) => expect(isTranslationWidgetPath(path)).toBe(offered));
});
