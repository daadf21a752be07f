import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { RABIES_CHECKLIST } from '../src/domain/rabies/rabies.rules.js';
import {
  addPetViaApi,
  DEMO_ADMIN,
  expect,
  expectAccessible,
  logInViaApi,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

// Issue 38 (decision 0505, "Staff screens"): a clerk reads a pet's licence and rabies proof on the staff
// pet record, the owner record and the search with the words of the one licence-and-proof state the
// owner's screens use — a proof awaiting check (by its upload day), one staff rejected, one approved — and
// a pet whose owner gave an approximate age is said by its age, never by the birthday stored for it.

const CSRF = { 'x-pawport-request': '1' };
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123', country: 'US', postalCode: '98101' };
const dogPhoto = readFileSync(fileURLToPath(new URL('./fixtures/images/dog.jpg', import.meta.url)));

async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/** A date a year and a few days ahead (after today in any time zone; a one-year term ends before it). */
function nextYear(): string {
  return new Date(Date.now() + (366 + 3) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** What the pet form sends for "about N years" (spec §4 Submit): today minus the months, a UTC day. */
function approximateBirthday(months: number) {
  const now = new Date();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(now.getUTCDate(), lastDay) };
}

/** A calendar day (YYYY-MM-DD) as the en-US staff screens write it. */
const usDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function uploadProof(page: Page, petId: string) {
  const response = await page.request.put(`/api/pets/${petId}/rabies-proof`, {
    headers: CSRF,
    multipart: { datePayload: nextYear(), file: { name: 'proof.jpg', mimeType: 'image/jpeg', buffer: dogPhoto } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** One order of one-year licences for `petIds`, paid with the test card. */
async function buyLicences(page: Page, petIds: string[]) {
  let total = 0;
  for (const petId of petIds)
    total = (
      await api(
        page,
        'mutation ($petId: ID!) { addLicenseToBasket(petId: $petId, termYears: 1) { total { amountCents } } }',
        { petId },
      )
    ).addLicenseToBasket.total.amountCents;
  const token = await api(page, 'mutation ($input: TestCardInput!) { tokenizeTestCard(input: $input) { token } }', {
    input: CARD,
  });
  const { basket } = await api(page, '{ basket { version } }');
  await api(page, 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }', {
    input: {
      idempotencyKey: randomUUID(),
      basketVersion: basket.version,
      cardToken: token.tokenizeTestCard.token,
      expectedTotalCents: total,
    },
  });
}

type OwnerPet = {
  id: string;
  name: string;
  birthday: { year: number; month: number; day: number };
  licenses: Array<{ number: string; termEnd: string }>;
  mostRecentRabiesProof: { id: string; expirationDate: string } | null;
};

test('a clerk reads each pet’s licence and proof, and an approximate age, as the one state says them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // many axe scans and screenshots on two cores
  await signUpOwnerViaApi(page, uniqueEmail('staff-status'), { birthdate: { day: '12', month: '4', year: '1980' } });
  const suffix = Math.random().toString(36).slice(2, 7);
  const waiting = `Wren ${suffix}`;
  const refused = `Ruff ${suffix}`;
  const verified = `Vale ${suffix}`;
  const about = `Abby ${suffix}`;
  const ids = {
    waiting: await addPetViaApi(page, dogPayload(waiting)),
    refused: await addPetViaApi(page, dogPayload(refused)),
    verified: await addPetViaApi(page, dogPayload(verified)),
    about: await addPetViaApi(page, dogPayload(about, { birthday: approximateBirthday(36), dobIsApproximate: true })),
  };
  for (const petId of [ids.waiting, ids.refused, ids.verified]) await uploadProof(page, petId);
  await buyLicences(page, [ids.waiting, ids.refused, ids.verified]);
  const { me, myPets } = (await api(
    page,
    `{ me { id } myPets { id name birthday { year month day } licenses { number termEnd }
      mostRecentRabiesProof { id expirationDate } } }`,
  )) as { me: { id: string }; myPets: OwnerPet[] };
  const pet = (id: string) => {
    const found = myPets.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no pet ${id}`);
    return found;
  };
  const proofId = (id: string) => pet(id).mostRecentRabiesProof?.id ?? '';

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInViaApi(staff, DEMO_ADMIN);
  await api(
    staff,
    'mutation ($id: ID!, $checked: [String!]) { approveRabiesProof(proofId: $id, checked: $checked) { id } }',
    {
      id: proofId(ids.verified),
      checked: [...RABIES_CHECKLIST],
    },
  );
  await api(staff, 'mutation ($id: ID!) { rejectRabiesProof(proofId: $id, reason: "ILLEGIBLE") { id } }', {
    id: proofId(ids.refused),
  });
  // the upload's day as the staff's browser writes it (its own time zone)
  const { adminPet } = await api(
    staff,
    'query ($id: ID!) { adminPet(id: $id) { mostRecentRabiesProof { uploadedAt } } }',
    {
      id: ids.waiting,
    },
  );
  const uploadedOn = await staff.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso)),
    adminPet.mostRecentRabiesProof.uploadedAt as string,
  );
  // the pet's Details (« Renseignements » in French): a fact's value by its label
  const details = () => staff.getByRole('region', { name: /^(Details|Renseignements)$/ });
  const detailFact = async (label: string) =>
    details()
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');

  // a proof awaiting check: by the day it was uploaded, and the licence waiting for it
  await staff.goto(`/en_US/admin/pet?id=${ids.waiting}`);
  await expect(staff.getByRole('heading', { level: 1, name: waiting })).toBeVisible();
  await expect(await detailFact('License')).toHaveText('Not active yet: rabies proof received, awaiting check');
  await expect(await detailFact('Rabies proof')).toHaveText(`Awaiting check — uploaded ${uploadedOn}`);
  const licenses = staff.getByRole('region', { name: 'Licenses' });
  await expect(
    licenses.getByRole('row', { name: new RegExp(pet(ids.waiting).licenses[0]?.number ?? '-') }),
  ).toContainText('Not active yet: rabies proof received, awaiting check');
  await expect(
    staff.getByRole('region', { name: 'Rabies proofs' }).getByRole('cell', { name: 'Awaiting check' }),
  ).toBeVisible();
  await expectAccessible(staff);
  await screenshotBoth(staff, 'staff-pet-awaiting-check');

  // rejected: its reason, and the licence that still waits for a new proof
  await staff.goto(`/en_US/admin/pet?id=${ids.refused}`);
  await expect(staff.getByRole('heading', { level: 1, name: refused })).toBeVisible();
  await expect(await detailFact('License')).toHaveText('Not active yet: rabies proof not accepted');
  await expect(await detailFact('Rabies proof')).toHaveText('Not accepted: The document cannot be read');
  await expect(staff.getByRole('region', { name: 'Rabies proofs' })).toContainText(
    'Not accepted: The document cannot be read',
  );
  await expectAccessible(staff);

  // approved: the licence is active until its term ends, the proof verified until the vaccination's expiry
  const verifiedPet = pet(ids.verified);
  await staff.goto(`/en_US/admin/pet?id=${ids.verified}`);
  await expect(staff.getByRole('heading', { level: 1, name: verified })).toBeVisible();
  await expect(await detailFact('License')).toHaveText(`Active until ${usDay(verifiedPet.licenses[0]?.termEnd ?? '')}`);
  await expect(await detailFact('Rabies proof')).toHaveText(
    `Verified, valid until ${usDay(verifiedPet.mostRecentRabiesProof?.expirationDate ?? '')}`,
  );
  await expectAccessible(staff);

  // an approximate age: "About 3 years old", never the birthday stored for it (D15)
  const aboutPet = pet(ids.about);
  const stored = `${aboutPet.birthday.year}-${String(aboutPet.birthday.month).padStart(2, '0')}-${String(aboutPet.birthday.day).padStart(2, '0')}`;
  await staff.goto(`/en_US/admin/pet?id=${ids.about}`);
  await expect(staff.getByRole('heading', { level: 1, name: about })).toBeVisible();
  await expect(await detailFact('Age')).toHaveText('About 3 years old');
  await expect(details().locator('dt', { hasText: /^Birthday$/ })).toHaveCount(0);
  await expect(staff.getByText(usDay(stored))).toHaveCount(0);
  await expect(await detailFact('License')).toHaveText('Not licensed');
  await expect(await detailFact('Rabies proof')).toHaveText('Not on file');
  await expectAccessible(staff);
  await screenshotBoth(staff, 'staff-pet-approximate-age');
  // a birth date the owner gave is shown, with the age
  await staff.goto(`/en_US/admin/pet?id=${ids.verified}`);
  await expect(await detailFact('Birthday')).toHaveText(/^Jul 4, 2021 \(\d+ years old\)$/);

  // the owner's record: each pet's licence and proof in the list of pets, each licence's state in the table
  await staff.goto(`/en_US/admin/owner?id=${me.id}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Morgan Tester' })).toBeVisible();
  const pets = staff.getByRole('region', { name: 'Pets' });
  const petLine = (name: string) => pets.getByRole('listitem').filter({ has: staff.getByRole('link', { name }) });
  await expect(petLine(waiting)).toContainText(
    `License: Not active yet: rabies proof received, awaiting check · Rabies proof: Awaiting check — uploaded ${uploadedOn}`,
  );
  await expect(petLine(refused)).toContainText(
    'License: Not active yet: rabies proof not accepted · Rabies proof: Not accepted: The document cannot be read',
  );
  await expect(petLine(verified)).toContainText(
    `License: Active until ${usDay(verifiedPet.licenses[0]?.termEnd ?? '')}`,
  );
  await expect(petLine(about)).toContainText('License: Not licensed · Rabies proof: Not on file');
  const ownerLicenses = staff.getByRole('region', { name: 'Licenses' });
  await expect(ownerLicenses.getByRole('row', { name: new RegExp(refused) })).toContainText(
    'Not active yet: rabies proof not accepted',
  );
  await expectAccessible(staff);
  await screenshotBoth(staff, 'staff-owner-standing');

  // the search: a licence hit says its state
  const number = pet(ids.waiting).licenses[0]?.number ?? '';
  await staff.goto(`/en_US/admin?q=${encodeURIComponent(number)}`);
  await expect(
    staff
      .getByRole('region', { name: 'Licenses' })
      .getByRole('listitem')
      .filter({ has: staff.getByRole('link', { name: number }) }),
  ).toContainText('Not active yet: rabies proof received, awaiting check');
  await expectAccessible(staff);

  // the proof queue: the proof under review says its state as the pet's record does
  await staff.goto('/en_US/admin/rabies-proofs');
  const review = staff.getByRole('button', { name: `Review ${waiting}'s proof` });
  const more = staff.getByRole('button', { name: 'Show more' });
  await expect(staff.getByRole('region', { name: 'Waiting proofs' })).toBeVisible();
  // other journeys' proofs may wait before this one, oldest first, twenty a page
  const reviews = staff.getByRole('button', { name: /^Review / });
  for (let shown = 0; shown < 20 && !(await review.isVisible()); shown += 1) {
    const count = await reviews.count();
    await more.click();
    await expect(reviews).not.toHaveCount(count);
  }
  await review.click();
  await expect(staff.getByRole('region', { name: new RegExp(waiting) })).toContainText(
    `Status: Awaiting check — uploaded ${uploadedOn}`,
  );
  await expectAccessible(staff);

  // in French: the same states, in the staff's words
  await staff.goto(`/fr_CA/admin/pet?id=${ids.refused}`);
  await expect(staff.getByRole('heading', { level: 1, name: refused })).toBeVisible();
  await expect(await detailFact('Permis')).toHaveText('Pas encore actif\u00a0: preuve non acceptée');
  await expect(await detailFact('Preuve de vaccination contre la rage')).toHaveText(
    'Non acceptée\u00a0: Le document est illisible',
  );
  await expectAccessible(staff);
  await staff.goto(`/fr_CA/admin/pet?id=${ids.about}`);
  await expect(await detailFact('Âge')).toHaveText('Environ 3 ans');
  await staffContext.close();
});
