// QUALITY.md Security: graphql-cop's whole list, in demo (development) and production mode.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

type Mode = 'development' | 'production';

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

function refused(result: { status: number; text: string }) {
  if (result.status >= 400) return true;
  const parsed = JSON.parse(result.text) as { data?: unknown; errors?: unknown[] };
  return !parsed.data && Array.isArray(parsed.errors) && parsed.errors.length > 0;
}

for (const mode of ['development', 'production'] as Mode[]) {
  describe(`GraphQL hardening in ${mode} mode`, () => {
    // demo mode, as graphql-cop is run (QUALITY.md); production with demo data takes the explicit consent
    const testApp = useTestApp({
      env: { NODE_ENV: mode, DEMO_DATA: 'true', DEMO_DATA_IN_PRODUCTION: 'I-understand' },
    });

    it('answers a plain query', async () => {
      const result = await post(testApp.url, JSON.stringify({ query: '{ __typename }' }));
      expect(result.status).toBe(200);
      expect(JSON.parse(result.text)).toEqual({ data: { __typename: 'Query' } });
    });

    it('refuses alias overloading (101 aliases)', async () => {
      const aliases = Array.from({ length: 101 }, (_, index) => `a${index}: __typename`).join(' ');
      expect(refused(await post(testApp.url, JSON.stringify({ query: `{ ${aliases} }` })))).toBe(true);
    });

    it('refuses field duplication (__typename x 500)', async () => {
      const fields = Array.from({ length: 500 }, () => '__typename').join(' ');
      expect(refused(await post(testApp.url, JSON.stringify({ query: `{ ${fields} }` })))).toBe(true);
    });

    it('refuses directive overloading (@aa x 10)', async () => {
      const directives = Array.from({ length: 10 }, () => '@aa').join('');
      expect(refused(await post(testApp.url, JSON.stringify({ query: `{ __typename ${directives} }` })))).toBe(true);
    });

    it('refuses batching (an array of 10 queries)', async () => {
      const batch = JSON.stringify(Array.from({ length: 10 }, () => ({ query: '{ __typename }' })));
      expect(refused(await post(testApp.url, batch))).toBe(true);
    });

    it('refuses circular introspection', async () => {
      const query = '{ __schema { types { fields { type { fields { type { fields { type { name } } } } } } } } }';
      expect(refused(await post(testApp.url, JSON.stringify({ query })))).toBe(true);
    });

    it('refuses a query deeper than 6', async () => {
      const query = '{ a: __schema { queryType { fields { type { ofType { ofType { ofType { name } } } } } } } }';
      expect(refused(await post(testApp.url, JSON.stringify({ query })))).toBe(true);
    });

    it('refuses mutations over GET', async () => {
      const response = await fetch(`${testApp.url}/graphql/?query=${encodeURIComponent('mutation { logOut }')}`, {
        headers: { 'x-mercurius-operation-name': 'x' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
    });

    it('refuses GET queries without a CSRF-safe header', async () => {
      const response = await fetch(`${testApp.url}/graphql/?query=${encodeURIComponent('{ __typename }')}`);
      expect(response.status).toBeGreaterThanOrEqual(400);
    });

    it('refuses url-encoded and text/plain POSTs (CSRF)', async () => {
      const form = await fetch(`${testApp.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `query=${encodeURIComponent('mutation { logOut }')}`,
      });
      expect(form.status).toBeGreaterThanOrEqual(400);
      const text = await fetch(`${testApp.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { logOut }' }),
      });
      expect(text.status).toBeGreaterThanOrEqual(400);
    });

    it('gives a foreign Origin no credentialed CORS access', async () => {
      const result = await post(testApp.url, JSON.stringify({ query: '{ __typename }' }), {
        origin: 'https://evil.example',
      });
      expect(result.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(`${testApp.url}/graphql/`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('shows no error details, stack traces or debug extensions', async () => {
      const result = await post(testApp.url, JSON.stringify({ query: '{ city(slug: 5) { slug } }' }));
      expect(result.text).not.toMatch(/stack|at \w+ \(|node_modules|tracing|\.ts:/);
      const syntax = await post(testApp.url, '{"query": "{ ]"}');
      expect(syntax.text).not.toMatch(/stack|node_modules/);
    });

    it('sends the security headers', async () => {
      const response = await fetch(`${testApp.url}/healthz`);
      expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      if (mode === 'production') expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      else expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    if (mode === 'production') {
      it('refuses introspection and hides "Did you mean" suggestions', async () => {
        expect(refused(await post(testApp.url, JSON.stringify({ query: '{ __schema { queryType { name } } }' })))).toBe(
          true,
        );
        const typo = await post(testApp.url, JSON.stringify({ query: '{ cit { slug } }' }));
        expect(refused(typo)).toBe(true);
        expect(typo.text).not.toMatch(/Did you mean/);
      });
      it('hides "Did you mean" in variable coercion too: an input field, an enum value (issue 37 #4)', async () => {
        const typoField = await post(
          testApp.url,
          JSON.stringify({
            query: 'mutation($input: SignUpInput!) { signUp(input: $input) { __typename } }',
            variables: { input: { emial: 'a@example.com' } },
          }),
        );
        expect(JSON.parse(typoField.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
        const typoEnum = await post(
          testApp.url,
          JSON.stringify({ query: 'query($s: Species) { petBreeds(species: $s) { id } }', variables: { s: 'DOGG' } }),
        );
        expect(JSON.parse(typoEnum.text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
        const typoLiteral = await post(testApp.url, JSON.stringify({ query: '{ petBreeds(species: DOGG) { id } }' }));
        for (const answer of [typoField, typoEnum, typoLiteral]) {
          expect(refused(answer)).toBe(true);
          expect(answer.text).not.toMatch(/Did you mean|"email"|\bDOG\b/);
        }
      });
      it('serves no GraphQL IDE', async () => {
        expect((await fetch(`${testApp.url}/graphiql`)).status).toBe(404);
      });
    } else {
      it('allows introspection and suggestions outside production', async () => {
        const result = await post(testApp.url, JSON.stringify({ query: '{ __schema { queryType { name } } }' }));
        expect(JSON.parse(result.text).data.__schema.queryType.name).toBe('Query');
        const typo = await post(testApp.url, JSON.stringify({ query: '{ cit { slug } }' }));
        expect(typo.text).toMatch(/Did you mean/);
        const typoEnum = await post(
          testApp.url,
          JSON.stringify({ query: 'query($s: Species) { petBreeds(species: $s) { id } }', variables: { s: 'DOGG' } }),
        );
        expect(typoEnum.text).toMatch(/Did you mean/);
      });
    }
  });
}
