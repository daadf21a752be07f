// Issue 37 (10): the page-translation widget's origin is in the content security policy of the public
// pages it is offered on, and of no other answer: the account area, the basket, the staff console, the
// finder's private page, the API. Its SRI hash reaches the web app with its URL (decision 0802).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { GraphQLTestClient, useTestApp } from '../test/test-app.js';

const WIDGET_URL = 'https://translate.widget.example/widget.js';
const WIDGET_ORIGIN = 'https://translate.widget.example';
const INTEGRITY = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';

const directive = (csp: string | null, name: string) =>
  (csp ?? '').split('; ').find((entry) => entry.startsWith(`${name} `)) ?? '';

describe('the translation widget in the CSP (issue 37: 10)', () => {
  const testApp = useTestApp({ env: { TRANSLATION_WIDGET_URL: WIDGET_URL, TRANSLATION_WIDGET_INTEGRITY: INTEGRITY } });
  const cspOf = async (path: string, init?: RequestInit) =>
    (await fetch(`${testApp.url}${path}`, init)).headers.get('content-security-policy');

  it('allows the widget’s origin on the public pages it is offered on', async () => {
    for (const path of [
      '/en_US/',
      '/fr_CA/faq',
      '/es_US/licensing/new',
      '/en_CA/accessibility',
      '/en_US/found/K7QM4-XW2P9?from=tag',
    ]) {
      const csp = await cspOf(path);
      expect(directive(csp, 'script-src'), path).toBe(`script-src 'self' ${WIDGET_ORIGIN}`);
      expect(directive(csp, 'connect-src'), path).toContain(WIDGET_ORIGIN);
    }
  });

  it('keeps it out of every other answer: account, basket, payment, staff console, private pages, API', async () => {
    for (const path of [
      '/en_US/account',
      '/en_US/account/full/account-app/my-pets/',
      '/en_US/basket',
      '/en_US/store',
      '/en_US/admin',
      '/en_US/admin/owner?id=1',
      '/en_US/login',
      '/en_US/found/conversation?token=abc',
      '/en-US/faq',
      '/api/pets/1/photo',
    ]) {
      const csp = await cspOf(path);
      expect(csp, path).toBeTruthy();
      expect(csp, path).not.toContain(WIDGET_ORIGIN);
    }
    const graphql = await cspOf('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql).not.toContain(WIDGET_ORIGIN);
  });

  it('tells the web app the script and its hash', async () => {
    const answer = await new GraphQLTestClient(testApp.url).request<{ siteServices: unknown }>(
      '{ siteServices { translationWidgetUrl translationWidgetIntegrity } }',
    );
    expect(answer.body.data?.siteServices).toEqual({
      translationWidgetUrl: WIDGET_URL,
      translationWidgetIntegrity: INTEGRITY,
    });
  });

  it('takes an SRI hash only in its own form', () => {
    expect(() => loadConfig({ TRANSLATION_WIDGET_URL: WIDGET_URL, TRANSLATION_WIDGET_INTEGRITY: 'abc' })).toThrow(
      /TRANSLATION_WIDGET_INTEGRITY/,
    );
    expect(loadConfig({ TRANSLATION_WIDGET_INTEGRITY: INTEGRITY }).TRANSLATION_WIDGET_INTEGRITY).toBe(INTEGRITY);
  });
});
