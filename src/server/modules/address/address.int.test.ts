import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLoqate, startFakeLoqate } from '../../integrations/address/loqate.fake.js';
import { GraphQLTestClient, startTestApp, useTestApp } from '../../test/test-app.js';
import { SEATTLE_MAIN_ST } from '../../../domain/address/address.fixtures.js';

const SUGGESTIONS =
  'query ($text: String!, $country: String!) { addressSuggestions(text: $text, country: $country) { id text description } }';
const DETAILS =
  'query ($id: String!) { addressDetails(id: $id) { unit civic street additional cityName province country postalCode label poBox } }';

type Suggestion = { id: string; text: string; description: string };
type Details = Record<string, string | boolean | null>;

describe('address search for visitors', () => {
  const testApp = useTestApp();
  let fake: FakeLoqate;
  beforeAll(async () => {
    fake = await startFakeLoqate({ key: 'SECRET-KEY-1234' });
  });
  afterAll(async () => {
    await fake.close();
  });

  describe('with the local gazetteer (the default)', () => {
    it('answers nothing under 4 characters (spec §5)', async () => {
      const client = new GraphQLTestClient(testApp.url);
      const result = await client.request<{ addressSuggestions: Suggestion[] }>(SUGGESTIONS, {
        text: '981',
        country: 'US',
      });
      expect(result.body.errors).toBeUndefined();
      expect(result.body.data?.addressSuggestions).toEqual([]);
    });

    it('suggests and retrieves an address without logging in', async () => {
      const client = new GraphQLTestClient(testApp.url);
      const found = await client.request<{ addressSuggestions: Suggestion[] }>(SUGGESTIONS, {
        text: '123 Main St, 98101',
        country: 'US',
      });
      const [first] = found.body.data?.addressSuggestions ?? [];
      expect(first).toMatchObject({ text: '123 Main St', description: 'Seattle, WA 98101' });
      // a "/" the search input would have refused is not echoed in a suggestion
      const slashed = await client.request<{ addressSuggestions: Suggestion[] }>(SUGGESTIONS, {
        text: '123 Main / St, 98101',
        country: 'US',
      });
      expect(slashed.body.data?.addressSuggestions[0]).toMatchObject({ text: '123 Main St' });
      const details = await client.request<{ addressDetails: Details }>(DETAILS, { id: first?.id });
      expect(details.body.data?.addressDetails).toEqual({
        unit: null,
        additional: null,
        ...SEATTLE_MAIN_ST,
        label: '123 Main St\nSeattle, WA 98101',
        poBox: false,
      });
    });

    it('answers null for an unknown id and refuses an unknown country', async () => {
      const client = new GraphQLTestClient(testApp.url);
      const details = await client.request<{ addressDetails: Details | null }>(DETAILS, { id: 'nope' });
      expect(details.body.data?.addressDetails).toBeNull();
      const france = await client.request(SUGGESTIONS, { text: '10 Rue de Rivoli, Paris', country: 'FR' });
      expect(france.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('with Loqate (fake server)', () => {
    /** An app configured as production would be for Loqate, on the same database. */
    const startLoqateApp = (key: string) =>
      startTestApp({
        databaseUrl: testApp.databaseUrl,
        env: { ADDRESS_PROVIDER: 'loqate', LOQATE_KEY: key, LOQATE_BASE_URL: fake.url },
      });
    let loqateApp: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      loqateApp = await startLoqateApp(fake.key);
    });
    afterAll(async () => {
      await loqateApp.close();
    });

    it('proxies Find and Retrieve without the key reaching the browser', async () => {
      const client = new GraphQLTestClient(loqateApp.url);
      const found = await client.request<{ addressSuggestions: Suggestion[] }>(SUGGESTIONS, {
        text: '1600 Penn',
        country: 'US',
      });
      expect(found.body.data?.addressSuggestions).toEqual([
        { id: 'US|US|A|Z220000000|1600', text: '1600 Pennsylvania Ave NW', description: 'Washington, DC 20500' },
      ]);
      const details = await client.request<{ addressDetails: Details }>(DETAILS, { id: 'US|US|A|Z220000000|1600' });
      expect(details.body.data?.addressDetails).toMatchObject({ postalCode: '20500', province: 'US_DC', poBox: false });
      expect(JSON.stringify([found.body, details.body])).not.toContain(fake.key);
      expect(fake.requests.at(-2)?.params).toMatchObject({ Key: fake.key, Countries: 'US' });
    });

    it('marks a PO box', async () => {
      const client = new GraphQLTestClient(loqateApp.url);
      const details = await client.request<{ addressDetails: Details }>(DETAILS, { id: 'CA|CP|B|99887766' });
      expect(details.body.data?.addressDetails).toMatchObject({ poBox: true, additional: 'PO Box 1234', civic: null });
    });

    it('answers a provider failure with a coded error and no provider detail', async () => {
      const wrongKeyApp = await startLoqateApp('WRONG');
      try {
        const client = new GraphQLTestClient(wrongKeyApp.url);
        const result = await client.request(SUGGESTIONS, { text: '100 Queen', country: 'CA' });
        expect(result.body.errors?.[0]?.extensions?.code).toBe('INTERNAL');
        expect(JSON.stringify(result.body)).not.toMatch(/Unknown key|WRONG/);
      } finally {
        await wrongKeyApp.close();
      }
    });
  });
});
