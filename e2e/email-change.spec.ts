// Issue 10 (2): changing the log-in e-mail, as the owner and whoever reads their mail would live it. The
// old address hears of the change at once (with a link to undo it), the new one becomes the log-in only
// from its own link, and undoing puts the old address back and logs everyone out. E-mail is read in the
// dev mailbox page.
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  linkFromMailboxPage,
  NEW_OWNER_PASSWORD,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

const MY_DETAILS = '/en_US/account/full/account-app/settings/my-details';

async function canLogIn(page: Page, email: string): Promise<boolean> {
  const response = await page.request.post('/graphql/', {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { logIn(email: $email, password: $password) { viewer { id } } }',
      variables: { email, password: NEW_OWNER_PASSWORD },
    },
  });
  return !(await response.json()).errors;
}

test('changing the e-mail: notice to the old address, link to the new one, undo from the old one', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // a long journey: My Details, the mailbox twice, two links and five axe scans
  const oldEmail = uniqueEmail('email.old');
  const newEmail = uniqueEmail('email.new');
  await signUpOwnerViaApi(page, oldEmail); // logged in
  await page.goto(MY_DETAILS);
  await expect(page.getByText(`You log in with ${oldEmail}.`, { exact: true })).toBeVisible();

  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  // My Details shows the pending change; the log-in is still the old address
  const pending = `We sent a link to ${newEmail}. Until you open it, you log in with ${oldEmail}.`;
  await expect(page.getByText(pending)).toBeVisible();
  await expect(page.getByText(`You log in with ${oldEmail}.`, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText(pending)).toBeVisible();

  // the old address is told at once, with the new address and a link to undo
  const undoLink = await linkFromMailboxPage(page, oldEmail, 'email-change-notice', /\/undo-email-change\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The email address of your Pawport account is being changed',
  );
  expect(new URL(undoLink).pathname).toBe('/en_US/undo-email-change');

  // the new address gets the link that makes it the log-in
  const confirmLink = await linkFromMailboxPage(
    page,
    newEmail,
    'email-change-verify',
    /\/confirm-email-change\?token=/,
  );
  await page.goto(confirmLink);
  await expect(page.getByText(`Done: you now log in with ${newEmail}.`)).toBeVisible();
  await expectAccessible(page);
  await page.goto(MY_DETAILS);
  await expect(page.getByText(`You log in with ${newEmail}.`, { exact: true })).toBeVisible();
  await expect(page.getByText(/We sent a link to/)).toHaveCount(0);

  // a link used once does not work again
  await page.goto(confirmLink);
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired or was already used.');
  await expectAccessible(page);

  // the owner of the old address undoes it, in another browser: the old address is back, every session ends
  const context = await browser.newContext();
  const elsewhere = await context.newPage();
  try {
    await elsewhere.goto(undoLink);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Undo the email change' })).toBeVisible();
    await expectAccessible(elsewhere);
    await elsewhere.getByRole('button', { name: 'Undo the change' }).click();
    await expect(elsewhere.getByText(`Done: you log in with ${oldEmail} again`)).toBeVisible();
    await expect(elsewhere.getByRole('link', { name: /choose a new one now/ })).toHaveAttribute(
      'href',
      '/en_US/forgot-password',
    );
    await expectAccessible(elsewhere);
  } finally {
    await context.close();
  }
  await page.goto(MY_DETAILS);
  await expect(page).toHaveURL(/\/en_US\/login/); // this browser's session ended too
  expect(await canLogIn(page, newEmail)).toBe(false);
  expect(await canLogIn(page, oldEmail)).toBe(true);
});

test('a pending e-mail change can be cancelled from My Details', async ({ page }) => {
  const oldEmail = uniqueEmail('email.keep');
  const newEmail = uniqueEmail('email.maybe');
  await signUpOwnerViaApi(page, oldEmail);
  await page.goto(MY_DETAILS);
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByText('The change is canceled', { exact: false })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toHaveCount(0);
  const confirmLink = await linkFromMailboxPage(
    page,
    newEmail,
    'email-change-verify',
    /\/confirm-email-change\?token=/,
  );
  await page.goto(confirmLink);
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired or was already used.');
});
