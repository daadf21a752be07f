import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import {
  addPetViaApi,
  expect,
  expectAccessible,
  screenshotBoth,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';
import { buyLicencesViaApi, openProofReviewAsStaff, uploadRabiesProofViaApi } from './fixtures/licences.js';

// Issue 38, D10–D12 (decision 0506): staff approve an owner's rabies proof and refund part of the licence
// order; the owner's two e-mails are in the dev mailbox, kept locally (no SMTP_URL), with links on the
// host this browser used that open the right pages; the staff owner record says "Kept locally" for them,
// as the mailbox does, and shows the owner's phone formatted.

const ADULT = { day: '12', month: '4', year: '1980' };
const KEPT = 'Kept locally, not sent (no SMTP_URL)';
const CHECKLIST = [
  'Owner name',
  'Pet name',
  'Breed',
  'Date',
  'Vaccine given',
  'Manufacturer',
  'Lot number',
  'Date given',
  'Veterinarian',
];

/** Two years from today: a vaccination that outlasts a one-year licence. */
function inTwoYears() {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 2);
  return date.toISOString().slice(0, 10);
}

/** The owner's dog with a rabies proof waiting for staff and a one-year licence paid for: the order. */
async function licenceWaitingForProof(page: Page, dog: string) {
  const petId = await addPetViaApi(page, dogPayload(dog));
  await uploadRabiesProofViaApi(page, petId, { file: 'pdf', expires: inTwoYears() });
  return buyLicencesViaApi(page, [petId]);
}

/**
 * Opens, in the dev mailbox as a person reads it, the e-mail of `template` to `to` once the worker has
 * kept it locally (the list says so in its Status column); returns its subject and its links.
 */
async function openKeptEmail(page: Page, to: string, template: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: to, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: template, exact: true }) });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox');
        return row.getByRole('cell', { name: KEPT, exact: true }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expectAccessible(page);
  const subject = (await row.getByRole('link').textContent()) ?? '';
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: KEPT })).toBeVisible();
  // the message page itself is not scanned: axe cannot enter its sandboxed, script-less e-mail frame
  const links = await page
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return { subject, links };
}

test('staff approve a proof and refund part of the order: the owner is e-mailed twice, with links on this host', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // two staff screens, the mailbox four times, and ten axe scans on two cores
  const origin = new URL(baseURL ?? page.url()).origin;
  const email = uniqueEmail('owner-notices');
  const dog = `Notice ${Math.random().toString(36).slice(2, 7)}`;
  await signUpOwnerViaApi(page, email, { birthdate: ADULT });
  const order = await licenceWaitingForProof(page, dog);

  // staff approve the proof with the whole checklist
  const { staffContext, staff, review } = await openProofReviewAsStaff(browser, dog);
  const checklist = review.getByRole('group', { name: 'Check that the document shows' });
  for (const item of CHECKLIST) await checklist.getByLabel(item, { exact: true }).check();
  await expect(checklist.getByText('9 of 9 checked')).toBeVisible();
  await expectAccessible(staff);
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(`${dog}'s rabies proof is approved.`)).toBeVisible();

  // the owner's e-mail: the licence it made active, and a link to My Pets on this host that opens it
  const accepted = await openKeptEmail(page, email, 'rabies-proof-accepted');
  expect(accepted.subject).toMatch(new RegExp(`^Your rabies proof was accepted — ${dog}'s license is active until `));
  await expect(page.getByText(new RegExp(`${dog}'s license KC-\\d{4}-\\d{6} is now active until`))).toBeVisible();
  const myPets = accepted.links.find((link) => link.includes('/my-pets/'));
  expect(myPets).toBe(`${origin}/en_US/account/full/account-app/my-pets/`);
  await page.goto(myPets ?? '');
  await expect(page.getByRole('article', { name: dog })).toContainText(/KC-\d{4}-\d{6}, active until/);
  await expectAccessible(page);

  // staff refund $5.00 of the licence order
  await staff.goto(`/en_US/admin/orders/order?number=${order.number}`);
  await expect(staff.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
  const refund = staff.getByRole('form', { name: 'Refund' });
  await refund.getByLabel(/Amount to refund/).fill('5.00');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await staff
    .getByRole('dialog', { name: /^Refund \$5\.00\?$/ })
    .getByRole('button', { name: 'Refund $5.00' })
    .click();
  await expect(staff.getByText(/refunded\./).first()).toBeVisible();
  await expectAccessible(staff);

  // the owner's e-mail: the amount, the card, the order, and a link to its receipt on this host
  const refunded = await openKeptEmail(page, email, 'order-refunded');
  expect(refunded.subject).toBe('We refunded $5.00 to your Visa card ending in 4242');
  await expect(
    page.getByText(`We refunded $5.00 to your Visa card ending in 4242 for your order ${order.reference}.`),
  ).toBeVisible();
  const receipt = refunded.links.find((link) => link.includes('/receipt'));
  expect(receipt).toBe(`${origin}/en_US/account/full/account-app/settings/order-history/receipt?order=${order.number}`);
  await page.goto(receipt ?? '');
  await expect(page.getByRole('heading', { level: 1, name: `Receipt for order ${order.reference}` })).toBeVisible();
  await expect(page.getByText('Partially refunded').first()).toBeVisible();
  await expectAccessible(page);

  // the staff owner record: both e-mails kept locally, as the mailbox said; the phone as people write it
  await staff.getByRole('link', { name: 'Morgan Tester' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Morgan Tester' })).toBeVisible();
  await expect(staff.getByText('Mobile (206) 555-0123', { exact: true })).toBeVisible();
  const emails = staff.getByRole('region', { name: 'Emails', exact: true });
  for (const subject of [accepted.subject, refunded.subject])
    await expect(emails.getByRole('row').filter({ hasText: subject })).toContainText(KEPT);
  await expect(emails.getByRole('row').filter({ hasText: 'Sent over SMTP' })).toHaveCount(0);
  await expectAccessible(staff);
  await screenshotBoth(staff, 'admin-owner-notices');
  await staffContext.close();
});
