// Review D34 (decision 1411): a screen's first query started at the first page load is answered to the
// screen's own request for it, once and while fresh; anything else asks the server as before, and a
// mutation drops what was not taken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GraphQLRequestError,
  graphqlRequest,
  PREFETCH_FRESH_MS,
  prefetchQuery,
  type TypedDocument,
} from './graphql-client.js';
import { type GraphqlCall, stubGraphqlFetch } from './test-graphql-fetch.js';

const PETS = 'query Pets{myPets{id}}' as TypedDocument<{ myPets: Array<{ id: string }> }, Record<string, never>>;
const PET = 'query Pet($id:ID!,$note:String){pet(id:$id){id}}' as TypedDocument<
  { pet: { id: string } },
  { id: string; note?: string | null }
>;
const RENAME = 'mutation Rename{renamePet{id}}' as TypedDocument<{ renamePet: { id: string } }, Record<string, never>>;

let calls: GraphqlCall[];
let answers: Array<() => Response>;

beforeEach(() => {
  ({ calls, answers } = stubGraphqlFetch());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetched queries', () => {
  it('answer the screen’s own request for the same query once, without asking the server again', async () => {
    prefetchQuery(PETS, {}, { locale: 'en_US' });
    expect(calls).toHaveLength(1);
    expect(await graphqlRequest(PETS, {}, { locale: 'en_US' })).toEqual({ answer: 1 });
    expect(calls).toHaveLength(1);
    // taken: the next request asks the server
    expect(await graphqlRequest(PETS, {}, { locale: 'en_US' })).toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('match a null variable to a missing one, and nothing else: other variables, another language', async () => {
    prefetchQuery(PET, { id: '7', note: null }, { locale: 'en_US' });
    await graphqlRequest(PET, { id: '8' }, { locale: 'en_US' });
    await graphqlRequest(PET, { id: '7' }, { locale: 'fr_CA' });
    expect(calls).toHaveLength(3);
    expect(await graphqlRequest(PET, { id: '7' }, { locale: 'en_US' })).toEqual({ answer: 1 });
    expect(calls).toHaveLength(3);
  });

  it('are dropped by any mutation, and are not taken once stale', async () => {
    prefetchQuery(PETS, {}, { locale: 'en_US' });
    await graphqlRequest(RENAME, {}, { locale: 'en_US' });
    expect(await graphqlRequest(PETS, {}, { locale: 'en_US' })).toEqual({ answer: 3 });

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchQuery(PETS, {}, { locale: 'en_US' });
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    expect(await graphqlRequest(PETS, {}, { locale: 'en_US' })).toEqual({ answer: 5 });
    expect(calls).toHaveLength(5);
    // a mutation is never prefetched
    prefetchQuery(RENAME, {}, { locale: 'en_US' });
    expect(calls).toHaveLength(5);
  });

  it('fail for the screen that takes them, as its own request would; untaken, they fail for no one', async () => {
    answers.push(() => Response.json({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }));
    prefetchQuery(PETS, {}, { locale: 'en_US' });
    await expect(graphqlRequest(PETS, {}, { locale: 'en_US' })).rejects.toEqual(
      new GraphQLRequestError('no', 'UNAUTHENTICATED'),
    );
    answers.push(() => Response.json({ errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }));
    prefetchQuery(PETS, {}, { locale: 'es_US' });
    await new Promise((resolve) => setTimeout(resolve, 0)); // an unhandled rejection would fail the run
  });
});
