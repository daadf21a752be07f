// Issue 41 (3), decision 0114: staff set up a second factor before the console opens. An administrator whose
// account has none logs in with the password alone, is sent to the two-step log-in screen with the reason,
// cannot open the console (the page sends them back; the server refuses its fields), turns on an
// authenticator app with a code computed from the key the screen shows — and then the console opens.
import { generateSync } from 'otplib';
import { createAdminInSuiteDatabase, expect, expectAccessible, graphql, test, uniqueEmail } from './fixtures.js';

const SETUP_PATH = /\/en_US\/account\/full\/account-app\/settings\/two-step-sign-in\?next=%2Fen_US%2Fadmin/;

test('an administrator without a second factor sets one up before the console opens', async ({ page }) => {
  // no API makes an administrator: the suite's database does, with the demo password and no factor
  const email = uniqueEmail('new-admin');
  await createAdminInSuiteDatabase(email, { firstName: 'Noor', lastName: 'Newhire' });

  await page.goto('/en_US/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Pawport-2026!');
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  // no code asked (there is no factor yet): sent from the console to the setup, told why
  await page.waitForURL(SETUP_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeVisible();
  await expect(page.getByText('Staff accounts need two-step log-in before the console opens')).toBeVisible();
  await expectAccessible(page);

  // the console is not theirs yet: the page sends them back, and its fields are refused
  await page.goto('/en_US/admin/orders');
  await page.waitForURL(/two-step-sign-in\?next=%2Fen_US%2Fadmin%2Forders/);
  const refused = await (
    await page.request.post('/graphql/', { data: { query: '{ adminOrders { totalCount } }' } })
  ).json();
  expect(refused.errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
  expect((await graphql(page.request, '{ me { secondFactorEnrolled } }')).me.secondFactorEnrolled).toBe(false);

  // the setup, as a person with an authenticator app does it: the key typed into the app, its code typed back
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = (await page.getByTestId('manual-key').textContent())?.replace(/\s/g, '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(generateSync({ secret: key }));
  await page.getByRole('button', { name: 'Turn on two-step log-in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Save your recovery codes' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('second-factor-status')).toContainText('On since');
  await expectAccessible(page);

  // the console opens now, in the same session
  await page.goto('/en_US/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveURL(/\/en_US\/admin\/orders$/);
  await expectAccessible(page);
});
