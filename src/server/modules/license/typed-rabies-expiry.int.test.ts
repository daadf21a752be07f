import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { codeOf, type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { MONEY, payForBasket } from '../../test/test-store.js';

// Issue 38 D23 (decision 1010): the terms follow a rabies expiry the owner has typed but not yet sent a file
// for — offered, added to the basket and issued at checkout — so no term running past it can be bought.
const OPTIONS = `query ($petId: ID!, $rabiesExpiry: String) { licenseOptions(petId: $petId, rabiesExpiry: $rabiesExpiry) {
  terms { termYears termEnd endsAtRabiesExpiry refusal } } }`;
const ADD = `mutation ($petId: ID!, $termYears: Int!, $rabiesExpiry: String) {
  addLicenseToBasket(petId: $petId, termYears: $termYears, rabiesExpiry: $rabiesExpiry) {
    count lines { license { termYears termEnd fee { total { ${MONEY} } } } } } }`;
const PETS = '{ myPets { id name licenses { termYears termEnd status } } }';
const BASKET = '{ basket { count } }';

/** Today in King County (the demo owner's jurisdiction), moved by `days`, as YYYY-MM-DD. */
function dayThere(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

type Term = { termYears: number; termEnd: string | null; endsAtRabiesExpiry: boolean | null; refusal: string | null };

describe('a typed rabies expiry limits the licence terms (issue 38 D23)', () => {
  const testApp = useTestApp();
  const biscuitOf = async (owner: GraphQLTestClient) =>
    (await owner.request<{ myPets: Array<{ id: string; name: string }> }>(PETS)).body.data!.myPets.find(
      (pet) => pet.name === 'Biscuit',
    )!;

  it('offers only the terms that end by the typed date, refuses a longer one, and issues what was offered', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const biscuit = await biscuitOf(owner);
    const typed = dayThere(75);
    const terms = async (rabiesExpiry?: string) => {
      const answer = await owner.request<{ licenseOptions: { terms: Term[] } }>(OPTIONS, {
        petId: biscuit.id,
        ...(rabiesExpiry === undefined ? {} : { rabiesExpiry }),
      });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data!.licenseOptions.terms.map((term) => [term.termYears, term.refusal ?? term.termEnd]);
    };
    // no proof on file and nothing typed: every term
    expect((await terms()).map(([, refusal]) => refusal)).not.toContain('LICENSE_TERM_PAST_RABIES');
    // typed, no file yet: the shortest term ends with the vaccination, the longer ones are refused
    expect(await terms(typed)).toEqual([
      [1, typed],
      [2, 'LICENSE_TERM_PAST_RABIES'],
      [3, 'LICENSE_TERM_PAST_RABIES'],
    ]);

    // the server refuses a term past the typed date, and the basket stays as it was
    expect(codeOf(await owner.request(ADD, { petId: biscuit.id, termYears: 3, rabiesExpiry: typed }))).toBe(
      'LICENSE_TERM_PAST_RABIES',
    );
    expect((await owner.request<{ basket: { count: number } }>(BASKET)).body.data!.basket.count).toBe(0);
    // a date the uploader refuses is refused here too (it would be a way round the rule)
    for (const wrong of ['2050-01-15', dayThere(-1), '2027-02-30', 'soon'])
      expect(codeOf(await owner.request(OPTIONS, { petId: biscuit.id, rabiesExpiry: wrong })), wrong).toBe(
        'VALIDATION_FAILED',
      );

    const added = await owner.request<{
      addLicenseToBasket: { lines: Array<{ license: { termYears: number; termEnd: string } }> };
    }>(ADD, { petId: biscuit.id, termYears: 1, rabiesExpiry: typed });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.addLicenseToBasket.lines[0]!.license).toMatchObject({ termYears: 1, termEnd: typed });

    // the checkout quotes again with the date the line was quoted with: the licence ends on it
    await payForBasket(owner);
    const licensed = (
      await owner.request<{ myPets: Array<{ name: string; licenses: Array<{ termEnd: string }> }> }>(PETS)
    ).body.data!.myPets.find((pet) => pet.name === 'Biscuit')!;
    expect(licensed.licenses.map((licence) => licence.termEnd)).toEqual([typed]);
  });
});
