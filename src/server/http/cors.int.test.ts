import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { logInClient, useTestApp } from '../test/test-app.js';

// decision 0405: pages of the origins in TRACKER_ALLOWED_ORIGINS may call the three smart tracker
// operations with an API token (decision 0402) from the browser: POST /graphql/ only, the exact origin,
// authorization and content-type, no credentials. Other origins get no CORS headers; the credentialed
// list (CORS_ORIGINS) is unchanged.
const TRACKER_ORIGIN = 'https://tracker.example';
const PARTNER_ORIGIN = 'https://partner.example';
const CONTEXT = '{ petTrackingDeviceAddToOrderContext { petOptions { value label } } }';

describe('CORS for the tracker API token', () => {
  const testApp = useTestApp({
    env: { TRACKER_ALLOWED_ORIGINS: `${TRACKER_ORIGIN}, https://second.example`, CORS_ORIGINS: PARTNER_ORIGIN },
  });
  const preflight = (origin: string, path = '/graphql/', method = 'POST') =>
    fetch(`${testApp.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it('answers a tracker origin’s preflight with its exact origin, the two headers, Vary and no credentials', async () => {
    const answer = await preflight(TRACKER_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(TRACKER_ORIGIN);
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST');
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight('https://second.example')).headers.get('access-control-allow-origin')).toBe(
      'https://second.example',
    );
  });

  it('lets the tracker origin call the tracker operations with a token, and nothing else of ours', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const issued = await owner.request<{ issueTrackerApiToken: { token: string } }>(
      'mutation { issueTrackerApiToken { token } }',
    );
    const token = issued.body.data!.issueTrackerApiToken.token;
    const answer = await fetch(`${testApp.url}/graphql/`, {
      method: 'POST',
      headers: { origin: TRACKER_ORIGIN, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: CONTEXT }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe(TRACKER_ORIGIN);
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const body = (await answer.json()) as { data?: { petTrackingDeviceAddToOrderContext: { petOptions: unknown[] } } };
    expect(body.data?.petTrackingDeviceAddToOrderContext.petOptions.length).toBeGreaterThan(0);
    // the token opens the tracker operations only (decision 0402), whatever the origin
    const other = await fetch(`${testApp.url}/graphql/`, {
      method: 'POST',
      headers: { origin: TRACKER_ORIGIN, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ myBilling { savedCard { last4 } } }' }),
    });
    expect(((await other.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    // other paths and methods of ours get no CORS headers for it
    for (const answer of [
      await preflight(TRACKER_ORIGIN, '/api/pets/1/photo', 'PUT'),
      await preflight(TRACKER_ORIGIN, '/graphql/', 'GET'),
      await fetch(`${testApp.url}/healthz`, { headers: { origin: TRACKER_ORIGIN } }),
    ])
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives any other origin no CORS headers, and the credentialed origins keep theirs', async () => {
    for (const origin of ['https://evil.example', 'https://tracker.example.evil.example', 'null']) {
      const answer = await preflight(origin);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-headers')).toBeNull();
    }
    const partner = await preflight(PARTNER_ORIGIN);
    expect(partner.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(partner.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('mounts no Stripe webhook while the test processor takes payments', async () => {
    const answer = await fetch(`${testApp.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
  });
});

describe('configuration', () => {
  it('refuses PAYMENT_PROVIDER=stripe without its keys, naming the missing ones', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).PAYMENT_PROVIDER,
    ).toBe('stripe');
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('test');
  });

  it('reads TRACKER_ALLOWED_ORIGINS as origins, empty by default, and refuses a path or a wildcard', () => {
    expect(loadConfig({}).TRACKER_ALLOWED_ORIGINS).toEqual([]);
    expect(
      loadConfig({ TRACKER_ALLOWED_ORIGINS: 'https://a.example, http://localhost:5173' }).TRACKER_ALLOWED_ORIGINS,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadConfig({ TRACKER_ALLOWED_ORIGINS: '*' })).toThrow(/TRACKER_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ TRACKER_ALLOWED_ORIGINS: 'https://a.example/app' })).toThrow(/TRACKER_ALLOWED_ORIGINS/);
  });
});
