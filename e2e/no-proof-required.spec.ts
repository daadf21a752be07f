import type { Page } from '@playwright/test';
import { getHref } from '../src/domain/shared/routes.js';
import {
  DEMO_ADMIN,
  DEMO_OTTAWA_OWNER,
  expect,
  expectAccessible,
  graphql,
  logIn,
  logInViaApi,
  screenshotBoth,
  test,
} from './fixtures.js';

// Issue 38 (decision 0505, "No proof required"): Ottawa asks no rabies proof of a cat. The demo's Ottawa
// owner sees "No proof required" for Maple (a cat) on My Pets, her pet page and her licence page, with no
// upload offered, while Bijou (a dog) is still asked for one; staff read "Not required" on Maple's record
// and in the search's pet hits ("License: … · Rabies proof: …"), from the same state function.

const MAPLE = 'Maple';
const BIJOU = 'Bijou';

/** The Ottawa owner's pets by name, read through the API in the page's session. */
async function petIds(page: Page): Promise<Record<string, string>> {
  const { myPets } = await graphql(page.request, '{ myPets { id name } }');
  return Object.fromEntries(myPets.map((pet: { id: string; name: string }) => [pet.name, pet.id]));
}

test('the Ottawa owner reads "No proof required" for Maple, while Bijou is asked for a proof', async ({ page }) => {
  test.setTimeout(90_000); // six pages, each with an axe scan, on two shared cores
  await logIn(page, DEMO_OTTAWA_OWNER, 'en_CA');
  const ids = await petIds(page);

  // My Pets: Maple's proof needs none; Bijou's is not on file, and nothing says it is not needed
  await page.goto(getHref('MyPets', 'en_CA'));
  const maple = page.getByRole('article', { name: MAPLE });
  const bijou = page.getByRole('article', { name: BIJOU });
  await expect(maple).toContainText('No proof required');
  await expect(maple).toContainText(/-\d{4}-\d{6}, active until /);
  await expect(maple).not.toContainText('Not on file');
  await expect(maple.getByRole('link', { name: /upload/i })).toHaveCount(0);
  await expect(bijou).toContainText('Not on file');
  await expect(bijou).toContainText('Not licensed');
  await expect(bijou).not.toContainText('No proof required');
  await expectAccessible(page);
  await screenshotBoth(page, 'no-proof-required-my-pets');

  // the dashboard asks nothing of Maple (licensed, no proof needed); Bijou is to be licensed
  await page.goto(getHref('Dashboard', 'en_CA'));
  const due = page.getByRole('region', { name: 'Licences due' });
  await expect(due).toContainText(`${BIJOU} has no licence yet.`);
  await expect(due).not.toContainText(MAPLE);

  // Maple's pet page: the rabies proof section says so and offers no upload; Bijou's asks for the file
  await page.goto(getHref('EditPet', 'en_CA', { pet: ids[MAPLE] ?? '' }));
  const mapleProof = page.getByRole('region', { name: 'Rabies proof' });
  await expect(mapleProof).toContainText('No proof required');
  await expect(mapleProof.getByRole('button', { name: /upload/i })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'no-proof-required-pet-panel');
  await page.goto(getHref('EditPet', 'en_CA', { pet: ids[BIJOU] ?? '' }));
  const bijouProof = page.getByRole('region', { name: 'Rabies proof' });
  await expect(bijouProof.getByRole('button', { name: 'Upload a file' })).toBeVisible();
  await expect(bijouProof).not.toContainText('No proof required');

  // Maple's licence page: no proof asked for her licence either
  await page.goto(getHref('PetLicense', 'en_CA', { pet: ids[MAPLE] ?? '' }));
  await expect(page.getByRole('region', { name: 'Rabies proof' })).toContainText('No proof required');
  await expectAccessible(page);
});

test('staff read "Not required" for Maple on her record and in the search, "Not on file" for Bijou', async ({
  page,
}) => {
  await logInViaApi(page, DEMO_ADMIN);
  // the search's pet hits: "License: … · Rabies proof: …", as the owner's record words each pet
  await page.goto(`/en_US/admin?q=${MAPLE}`);
  const pets = page.getByRole('region', { name: 'Pets' });
  const mapleHit = pets.getByRole('listitem').filter({ has: page.getByRole('link', { name: MAPLE, exact: true }) });
  await expect(mapleHit).toContainText(/License: Active until .+ · Rabies proof: Not required/);
  await expect(mapleHit).toContainText('Ottawa, ON');
  await expectAccessible(page);
  await screenshotBoth(page, 'no-proof-required-staff-search');
  await page.goto(`/en_US/admin?q=${BIJOU}`);
  const bijouHit = page
    .getByRole('region', { name: 'Pets' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: BIJOU, exact: true }) });
  await expect(bijouHit).toContainText('License: Not licensed · Rabies proof: Not on file');

  // Maple's record: Details say the proof is not required, not "Not on file"
  await page.goto(`/en_US/admin?q=${MAPLE}`);
  await page.getByRole('region', { name: 'Pets' }).getByRole('link', { name: MAPLE, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: MAPLE })).toBeVisible();
  const proofFact = page
    .getByRole('region', { name: 'Details' })
    .locator('dt', { hasText: /^Rabies proof$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(proofFact).toHaveText('Not required');
  await expectAccessible(page);
  await screenshotBoth(page, 'no-proof-required-staff-pet');
});
