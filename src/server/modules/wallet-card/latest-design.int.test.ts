import { describe, expect, it } from 'vitest';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { CSRF, type GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

// Issue 38 D8 (decision 1010): the designer opens on the design of the pet's latest card — the server keeps
// each card's design (wallet_cards.design, decision 0804) and gives the owner back the newest one, and
// nothing about another owner's pet.
const LATEST = `query ($petId: ID!) { walletCardLatestDesign(petId: $petId) {
  designId primaryColor secondaryColor values { valueType text } } }`;
const MY_PETS = '{ myPets { id name active } }';

describe('the latest wallet card design of a pet (issue 38 D8)', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const latest = (client: GraphQLTestClient, petId: string) =>
    client.request<{ walletCardLatestDesign: Record<string, unknown> | null }>(LATEST, { petId });
  const order = async (client: GraphQLTestClient, design: Record<string, unknown>) => {
    const answer = await client.callRoute('POST', '/api/wallet-cards', {
      body: JSON.stringify({ design, locale: 'es_US' }),
      headers: { 'content-type': 'application/json', ...CSRF },
    });
    expect(answer.status, (await answer.bytes()).toString('utf8')).toBe(200);
  };

  it('is null before any card, then the newest card’s design, and is told to no one else', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const pets = (await owner.request<{ myPets: Array<{ id: string; name: string; active: boolean }> }>(MY_PETS)).body
      .data!.myPets;
    const biscuit = pets.find((pet) => pet.active)!;
    expect((await latest(owner, biscuit.id)).body).toEqual({ data: { walletCardLatestDesign: null } });

    const base = { petId: biscuit.id, photo: null, fallbackFont: false, secondaryColor: '#ffffff' };
    await order(owner, { ...base, designId: 'classic', primaryColor: '#1b3a5c', values: { HEADER: 'Biscuit' } });
    await order(owner, {
      ...base,
      designId: 'paw-print',
      primaryColor: '#0F6E6E',
      values: {
        HEADER: 'Biscuit',
        PET_TEMPERAMENT: 'Friendly, loves kids and long walks in…',
        EMERGENCY_CONTACT_TWO_DISPLAY_NAME: 'Robin Keeper',
        EMERGENCY_CONTACT_TWO_PHONE_NUMBER: '(206) 555-0199',
      },
    });
    expect((await latest(owner, biscuit.id)).body.data!.walletCardLatestDesign).toEqual({
      designId: 'paw-print',
      primaryColor: '#0f6e6e',
      secondaryColor: '#ffffff',
      values: [
        { valueType: 'HEADER', text: 'Biscuit' },
        { valueType: 'PET_TEMPERAMENT', text: 'Friendly, loves kids and long walks in…' },
        { valueType: 'EMERGENCY_CONTACT_TWO_DISPLAY_NAME', text: 'Robin Keeper' },
        { valueType: 'EMERGENCY_CONTACT_TWO_PHONE_NUMBER', text: '(206) 555-0199' },
      ],
    });

    const stranger = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    expect((await latest(stranger, biscuit.id)).body).toEqual({ data: { walletCardLatestDesign: null } });
    const visitor = await fetch(`${testApp.url}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CSRF },
      body: JSON.stringify({ query: LATEST, variables: { petId: biscuit.id } }),
    });
    const answer = (await visitor.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
