// Review D34 (decision 1411): the first page load starts an owner's screen's first query (pages.tsx `data`,
// route-data.ts) as the screen will ask it, so that the screen's own request takes that answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LicenseOptionsDocument } from '../features/pet/api/license-options.generated.js';
import { MyPetsDocument } from '../features/pet/api/my-pets.generated.js';
import { graphqlRequest } from '../lib/graphql-client.js';
import { type GraphqlCall, stubGraphqlFetch } from '../lib/test-graphql-fetch.js';
import { prefetchScreenData } from './pages.js';

let calls: GraphqlCall[];

beforeEach(() => {
  ({ calls } = stubGraphqlFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first page load’s query of an owner’s screen (pages.tsx `data`)', () => {
  it('asks what the licence page asks first, in the page’s language, and the page’s request takes it', async () => {
    prefetchScreenData('/fr_CA/account/full/account-app/my-pets/license', '?pet=42');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      query: LicenseOptionsDocument,
      variables: { petId: '42', rabiesExpiry: null },
      locale: 'fr_CA',
    });
    // use-license-options.ts: { petId, rabiesExpiry } with no expiry typed yet
    await graphqlRequest(LicenseOptionsDocument, { petId: '42', rabiesExpiry: null }, { locale: 'fr_CA' });
    expect(calls).toHaveLength(1);
  });

  it('asks nothing for a screen without one, nor for the licence page without its pet', async () => {
    prefetchScreenData('/en_US/account/full/account-app/settings/my-details', '');
    prefetchScreenData('/en_US/account/full/account-app/my-pets/license', '');
    prefetchScreenData('/en_US/account/full/account-app/my-pets/', '');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.query).toBe(MyPetsDocument);
  });
});
