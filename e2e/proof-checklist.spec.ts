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
import { openProofReviewAsStaff, uploadRabiesProofViaApi } from './fixtures/licences.js';

// issue 38 D4 and D32 (decision 0704): a clerk reviewing a rabies proof presses Approve with items of the
// §2.14 checklist unchecked; nothing is approved, they are asked why; they give a reason, approve without
// the full checklist, and the pet's audit log shows the reason and what was checked, in English and in
// French. Checking the rest instead turns the button back into Approve. The checklist is the form kit's
// checkboxes, as large as an owner's, and the staff search's label is bold like every label.

/** A new owner's dog with a proof waiting for staff; returns the pet's id. */
async function dogWithProof(page: Page, name: string): Promise<string> {
  const petId = await addPetViaApi(page, dogPayload(name));
  await uploadRabiesProofViaApi(page, petId);
  return petId;
}

test('a clerk approves a proof without the full checklist only by giving a reason, which the audit log shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // several axe scans and screenshots on two cores
  await signUpOwnerViaApi(page, uniqueEmail('proof-checklist'));
  const suffix = Math.random().toString(36).slice(2, 7);
  const partly = `Nala ${suffix}`;
  const fully = `Odin ${suffix}`;
  const partlyId = await dogWithProof(page, partly);
  await dogWithProof(page, fully);

  const { staffContext, staff, review } = await openProofReviewAsStaff(browser, partly);
  const checklist = review.getByRole('group', { name: 'Check that the document shows' });
  // D32: the form kit's checkboxes, 1.25rem square as on the owner's forms
  const box = await checklist.getByLabel('Owner name', { exact: true }).boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(20);
  // Space checks the focused box
  await checklist.getByLabel('Owner name', { exact: true }).focus();
  await staff.keyboard.press('Space');
  for (const item of ['Pet name', 'Vaccine given']) await checklist.getByLabel(item, { exact: true }).check();
  await expect(checklist.getByText('3 of 9 checked')).toBeVisible();

  // Approve with six items unchecked approves nothing: it says which and asks why
  const approveForm = review.getByRole('form', { name: 'Approve' });
  await approveForm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    approveForm.getByText(
      '6 items are not checked: Breed, Date, Manufacturer, Lot number, Date given, Veterinarian. Check them if the document shows them, or approve without the full checklist and say why.',
    ),
  ).toBeVisible();
  const reason = approveForm.getByLabel('Why approve without the full checklist?');
  await expect(reason).toBeFocused();
  await expect(approveForm.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expectAccessible(staff);
  await screenshotBoth(staff, 'proof-checklist-asked');
  // without a reason it is refused, next to the field
  await approveForm.getByRole('button', { name: 'Approve without the full checklist' }).click();
  const asked = 'Please say why you approve without the full checklist, in at most 500 characters.';
  await expect(approveForm.getByText(asked).first()).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(staff);
  await screenshotBoth(staff, 'proof-checklist-reason-error');
  await expect(staff.getByRole('button', { name: `Review ${partly}'s proof` })).toBeVisible();
  const words = 'Lot number smudged; the clinic confirmed the vaccine by phone.';
  await reason.fill(words);
  await expect(reason).not.toHaveAttribute('aria-invalid', 'true');
  await approveForm.getByRole('button', { name: 'Approve without the full checklist' }).click();
  await expect(
    staff.getByText(
      `${partly}'s rabies proof is approved without the full checklist. Your reason is in the audit log.`,
    ),
  ).toBeVisible();
  await expect(staff.getByRole('button', { name: `Review ${partly}'s proof` })).toHaveCount(0);

  // the next proof: asked why, the clerk goes back and checks the rest; the button is Approve again
  await staff.getByRole('button', { name: `Review ${fully}'s proof` }).click();
  const second = staff.getByRole('region', { name: new RegExp(fully) });
  const secondList = second.getByRole('group', { name: 'Check that the document shows' });
  const secondForm = second.getByRole('form', { name: 'Approve' });
  await secondForm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(secondForm.getByText(/^9 items are not checked: Owner name, /)).toBeVisible();
  await secondForm.getByRole('button', { name: 'Back to the checklist' }).click();
  await expect(secondList.getByLabel('Owner name', { exact: true })).toBeFocused();
  await expect(secondForm.getByLabel('Why approve without the full checklist?')).toHaveCount(0);
  for (const item of [
    'Owner name',
    'Pet name',
    'Breed',
    'Vaccine given',
    'Date',
    'Manufacturer',
    'Lot number',
    'Date given',
    'Veterinarian',
  ])
    await secondList.getByLabel(item, { exact: true }).check();
  await expect(secondList.getByText('9 of 9 checked')).toBeVisible();
  await expectAccessible(staff);
  await screenshotBoth(staff, 'proof-checklist-complete');
  await secondForm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(`${fully}'s rabies proof is approved.`)).toBeVisible();

  // the pet's record: the audit entry with the reason and what was and was not checked
  await staff.goto(`/en_US/admin/pet?id=${partlyId}`);
  const audit = staff.getByRole('region', { name: 'Audit log' });
  const entry = audit.getByRole('row', { name: /Rabies proof approved without the full checklist/ });
  // the After column: each field's name, then its value
  const after = entry.getByRole('cell').last();
  const value = (term: string) =>
    after
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Reason')).toHaveText(words);
  await expect(value('Checked')).toHaveText('Owner name, Pet name, Vaccine given');
  await expect(value('Not checked')).toHaveText('Breed, Date, Manufacturer, Lot number, Date given, Veterinarian');
  await expectAccessible(staff);
  // and in French
  await staff.goto(`/fr_CA/admin/pet?id=${partlyId}`);
  const journal = staff.getByRole('region', { name: 'Journal d’audit' });
  const ligne = journal.getByRole('row', { name: /Preuve de vaccination approuvée sans la liste complète/ });
  await expect(ligne).toContainText('Nom du propriétaire, Nom de l’animal, Vaccin administré');
  await expect(
    ligne
      .getByRole('cell')
      .last()
      .getByRole('term')
      .filter({ hasText: /^Non vérifiés$/ }),
  ).toBeVisible();
  await expect(ligne).toContainText(words);
  await expectAccessible(staff);

  // D32: the staff search's label is bold like every form's label
  await staff.goto('/en_US/admin');
  const searchLabel = staff.getByRole('search').locator('label');
  await expect(searchLabel).toHaveText('Search');
  expect(Number(await searchLabel.evaluate((label) => getComputedStyle(label).fontWeight))).toBeGreaterThanOrEqual(600);
  await expectAccessible(staff);
  await screenshotBoth(staff, 'admin-search');
  await staffContext.close();
});
