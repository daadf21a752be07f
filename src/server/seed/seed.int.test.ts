// The demo data (issue 38 item 7): seeded once, whatever the number of app servers starting, and showing
// what a person trying the portal should be able to reach — every state of a pet's licence and rabies
// proof (license-status.rules.ts) on some demo pet, "No proof required", and staff who do not administer
// every jurisdiction. The template database every integration test copies is the seeded one.
import { describe, expect, it } from 'vitest';
import { otherValidAddress } from '../../domain/account/sign-up.fixtures.js';
import { localDateIn } from '../../domain/dates/calendar.js';
import {
  type LicenceFacts,
  type LicenceKind,
  licenceState,
  type ProofFacts,
  type ProofNeed,
  type ProofState,
  petStanding,
  proofAwaited,
  proofState,
} from '../../domain/license/license-status.rules.js';
import { logInClient, useTestApp } from '../test/test-app.js';
import { readFirstPage } from '../test/test-documents.js';
import { DEMO_EMAILS, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from './demo-accounts.js';
import {
  DEMO_CLERK_EMAIL,
  DEMO_OTTAWA_CAT,
  DEMO_OTTAWA_EMAIL,
  DEMO_STATUS_PETS,
  DEMO_STATUSES_EMAIL,
} from './demo-statuses.js';
import { seedDatabase } from './seed.js';

const PETS = `{ myPets { id name licenses { number status termEnd renewalState }
  mostRecentRabiesProof { status expirationDate rejectionReason } rabiesProofRequired } }`;
const ORDERS = '{ myOrders { number status lines { license { number } } } }';
const OPTIONS = 'query ($petId: ID!) { licenseOptions(petId: $petId) { proofRequired } }';
const SUGGEST = `query ($address: AddressInput!) {
  suggestedJurisdictions(address: $address) { suggestedJurisdictions { name adminHasAccess } } }`;

type Pet = {
  id: string;
  name: string;
  licenses: LicenceFacts[];
  mostRecentRabiesProof: ProofFacts;
  rabiesProofRequired: boolean;
};
const standingOfPet = (pet: Pet, today: ReturnType<typeof localDateIn>) =>
  petStanding(
    { licenses: pet.licenses, proof: pet.mostRecentRabiesProof, proofRequired: pet.rabiesProofRequired },
    today,
  );

const EVERY_LICENCE_KIND: LicenceKind[] = [
  'notLicensed',
  'awaitingProof',
  'active',
  'renewalOpen',
  'expired',
  'late',
  'revoked',
];
const EVERY_PROOF_KIND: Array<ProofState['kind']> = [
  'notRequired',
  'none',
  'received',
  'accepted',
  'expired',
  'notAccepted',
];
const EVERY_PROOF_NEED: ProofNeed[] = ['missing', 'received', 'notAccepted'];

describe('the demo data', () => {
  const testApp = useTestApp();
  const count = async (table: string) =>
    Number((await testApp.database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);

  it('is seeded once: a second start (another app server) adds nothing', async () => {
    const tables = ['jurisdictions', 'accounts', 'pets', 'pet_licenses', 'rabies_proofs', 'orders'];
    const before = await Promise.all(tables.map(count));
    expect(before.every((n) => n > 0)).toBe(true);
    expect(await seedDatabase(testApp.services, { demoData: true })).toEqual({ seeded: false });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const emails = await testApp.database.pool.query('select email from accounts where email = any($1)', [
      [...DEMO_EMAILS],
    ]);
    expect(emails.rows.map((row) => row.email).sort()).toEqual([...DEMO_EMAILS].sort());
  });

  it('shows every licence and proof state on some demo pet, each named where the README says', async () => {
    const today = localDateIn(new Date(), 'America/Los_Angeles');
    const licences = new Set<LicenceKind>();
    const proofs = new Set<ProofState['kind']>();
    const needs = new Set<ProofNeed>();
    for (const email of [DEMO_OWNER_EMAIL, DEMO_STATUSES_EMAIL, DEMO_OTTAWA_EMAIL]) {
      const owner = await logInClient(testApp.url, email, DEMO_PASSWORD);
      const pets = (await owner.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
      for (const pet of pets) {
        const standing = standingOfPet(pet, today);
        licences.add(standing.licence.kind);
        proofs.add(standing.proof.kind);
        const awaited = proofAwaited(standing.licence);
        if (awaited) needs.add(awaited);
        // a revoked licence shows where one licence is asked about: its order's receipt
        for (const licence of pet.licenses)
          licences.add(licenceState(licence, proofState(pet.mostRecentRabiesProof, today)).kind);
      }
    }
    expect([...licences].sort()).toEqual([...EVERY_LICENCE_KIND].sort());
    expect([...proofs].sort()).toEqual([...EVERY_PROOF_KIND].sort());
    expect([...needs].sort()).toEqual([...EVERY_PROOF_NEED].sort());

    // each status pet shows the state its description (and the README) gives it
    const owner = await logInClient(testApp.url, DEMO_STATUSES_EMAIL, DEMO_PASSWORD);
    const pets = (await owner.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
    const standingOf = (name: string) => {
      const pet = pets.find((candidate) => candidate.name === name);
      if (!pet) throw new Error(`no demo pet ${name}`);
      return standingOfPet(pet, today);
    };
    expect(pets.map((pet) => pet.name).sort()).toEqual(Object.keys(DEMO_STATUS_PETS).sort());
    const shown = Object.fromEntries(
      Object.keys(DEMO_STATUS_PETS).map((name) => {
        const { licence, proof } = standingOf(name);
        return [name, [licence.kind, proofAwaited(licence), proof.kind]];
      }),
    );
    expect(shown).toEqual({
      Pip: ['awaitingProof', 'missing', 'none'],
      Luna: ['awaitingProof', 'received', 'received'],
      Bruno: ['awaitingProof', 'notAccepted', 'notAccepted'],
      Clover: ['active', null, 'accepted'],
      Nacho: ['renewalOpen', null, 'accepted'],
      Tofu: ['expired', null, 'expired'],
      Rocky: ['late', null, 'none'],
      Ziggy: ['notLicensed', null, 'none'],
    });
    // Ziggy's licence went with its refunded order, and the order lists it
    const orders = (
      await owner.request<{
        myOrders: Array<{ status: string; lines: Array<{ license: { number: string } | null }> }>;
      }>(ORDERS)
    ).body.data!.myOrders;
    const ziggy = pets.find((pet) => pet.name === 'Ziggy')!;
    expect(ziggy.licenses.map((licence) => licence.status)).toEqual(['REVOKED']);
    expect(orders).toEqual([
      expect.objectContaining({ status: 'REFUNDED', lines: [{ license: { number: ziggy.licenses[0]!.number } }] }),
    ]);
  });

  it('shows "No proof required" (an Ottawa cat) beside a pet that needs one, and its certificate says so', async () => {
    const owner = await logInClient(testApp.url, DEMO_OTTAWA_EMAIL, DEMO_PASSWORD);
    const pets = (await owner.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
    const required = async (name: string) => {
      const pet = pets.find((candidate) => candidate.name === name)!;
      const answer = await owner.request<{ licenseOptions: { proofRequired: boolean } }>(OPTIONS, { petId: pet.id });
      return answer.body.data!.licenseOptions.proofRequired;
    };
    expect(await required(DEMO_OTTAWA_CAT)).toBe(false);
    expect(await required('Bijou')).toBe(true);
    // the pet says the same as its licence options, for My Pets and the pet's page (decision 0505)
    const today = localDateIn(new Date(), 'America/Toronto');
    expect(
      Object.fromEntries(
        pets.map((pet) => [pet.name, [pet.rabiesProofRequired, standingOfPet(pet, today).proof.kind]]),
      ),
    ).toEqual({ [DEMO_OTTAWA_CAT]: [false, 'notRequired'], Bijou: [true, 'none'] });
    const maple = pets.find((pet) => pet.name === DEMO_OTTAWA_CAT)!;
    expect(maple.licenses.map((licence) => licence.status)).toEqual(['ACTIVE']);
    const pdf = await fetch(`${testApp.url}/api/licenses/${maple.licenses[0]!.number}/certificate.pdf`, {
      headers: owner.cookieHeader(),
    });
    expect(pdf.status).toBe(200);
    const { text } = await readFirstPage(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Pet Licence Certificate');
    expect(text).toContain('Not required for this pet by Ottawa, ON');
    expect(text).toContain('(613) 580-2400');
  });

  it('gives an active licence’s certificate the vaccination staff verified', async () => {
    const owner = await logInClient(testApp.url, DEMO_STATUSES_EMAIL, DEMO_PASSWORD);
    const clover = (await owner.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets.find(
      (pet) => pet.name === 'Clover',
    )!;
    const pdf = await fetch(`${testApp.url}/api/licenses/${clover.licenses[0]!.number}/certificate.pdf`, {
      headers: owner.cookieHeader(),
    });
    const { text } = await readFirstPage(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Vaccination valid until');
    expect(text).toMatch(/Verified by staff on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toContain('petlicensing@kingcounty.example');
  });

  it('has a clerk of King County only: Seattle, where the demo owner lives too, is not theirs to choose', async () => {
    const clerk = await logInClient(testApp.url, DEMO_CLERK_EMAIL, DEMO_PASSWORD);
    const answer = await clerk.request<{
      suggestedJurisdictions: { suggestedJurisdictions: Array<{ name: string; adminHasAccess: boolean }> };
    }>(SUGGEST, { address: otherValidAddress });
    const options = answer.body.data!.suggestedJurisdictions.suggestedJurisdictions;
    expect(Object.fromEntries(options.map((option) => [option.name, option.adminHasAccess]))).toEqual({
      'King County, WA': true,
      'Seattle, WA': false,
    });
  });
});
