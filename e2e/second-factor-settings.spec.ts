// Issue 41 (3), decision 0111: an owner turns two-step log-in on from Profile Settings as a person would —
// the key read off the screen into "their app" (otplib computes the code), ten recovery codes shown once
// and downloaded, new codes made, then it is turned off with the password and a recovery code. Each step's
// heading takes focus, and axe judges every step.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import {
  createOwnerViaApi,
  expect,
  expectAccessible,
  NEW_OWNER_PASSWORD,
  screenshotBoth,
  test,
  uniqueEmail,
} from './fixtures.js';
import { shownRecoveryCodes } from './fixtures/second-factor-steps.js';

/** The code the app shows `steps` periods from now (a later step than any code used before it). */
const appCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** "I have saved these codes" is asked before Done lets go. */
async function saveCodesAndFinish(page: Page) {
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Check this box once you have saved your codes.').first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeFocused();
}

test('an owner turns two-step log-in on with the key on the screen, gets new codes, and turns it off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('two.step.settings');
  await createOwnerViaApi(page.request, email); // the page's context is logged in

  await page.goto('/en_US/account/full/account-app/settings/profile-settings');
  const section = page.getByRole('region', { name: 'Two-step log-in' });
  await expect(section.getByText(/^Off\./)).toBeVisible();
  await section.getByRole('link', { name: 'Set up two-step log-in' }).click();

  await expect(page).toHaveURL(/\/en_US\/account\/full\/account-app\/settings\/two-step-sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText('Off');
  await expectAccessible(page);
  await screenshotBoth(page, 'second-factor-off');

  // step 1: the QR code and the key to type by hand
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Add your account to the app' })).toBeFocused();
  await expect(
    page.getByRole('img', { name: 'QR code that adds your Pawport account to an authenticator app' }),
  ).toBeVisible();
  const key = page.getByText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expect(key).toBeVisible();
  const secret = (await key.innerText()).replace(/\s/g, '');
  await expectAccessible(page);
  await screenshotBoth(page, 'second-factor-scan');

  // step 2: the app's code; a wrong one is refused at the field
  const codeField = page.getByRole('textbox', { name: '6-digit code' });
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await codeField.fill('12345');
  await page.getByRole('button', { name: 'Turn on two-step log-in' }).click();
  await expect(page.getByText('Type the 6 digits your authenticator app shows.').first()).toBeVisible();
  await expectAccessible(page);
  await codeField.fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on two-step log-in' }).click();

  // step 3: ten codes, shown once, downloadable
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Save your recovery codes' })).toBeFocused();
  const first = await shownRecoveryCodes(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('pawport-recovery-codes.txt');
  const text = await readFile(await file.path(), 'utf8');
  for (const code of first) expect(text).toContain(code);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'second-factor-codes');
  await saveCodesAndFinish(page);

  await expect(page.getByTestId('second-factor-status')).toHaveText(/^On since /);
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'second-factor-on');

  // new recovery codes, with the password and the app's next code
  const regenerate = page.getByRole('region', { name: 'Get new recovery codes' });
  await regenerate.getByLabel('Current password', { exact: true }).fill(NEW_OWNER_PASSWORD);
  await regenerate.getByRole('textbox', { name: 'Code from your app, or a recovery code' }).fill(appCode(secret, 1));
  await regenerate.getByRole('button', { name: 'Get new recovery codes' }).click();
  await expect(page.getByRole('heading', { name: 'Your new recovery codes' })).toBeFocused();
  const second = await shownRecoveryCodes(page);
  expect(second.some((code) => first.includes(code))).toBe(false);
  await expectAccessible(page);
  await saveCodesAndFinish(page);

  // off, with the password and one of the new recovery codes; an old one is refused
  const remove = page.getByRole('region', { name: 'Turn off two-step log-in' });
  await remove.getByLabel('Current password', { exact: true }).fill(NEW_OWNER_PASSWORD);
  const removeCode = remove.getByRole('textbox', { name: 'Code from your app, or a recovery code' });
  await removeCode.fill(first[0] as string);
  await remove.getByRole('button', { name: 'Turn off two-step log-in' }).click();
  await expect(page.getByText(/^This code is not right\./).first()).toBeVisible();
  await expectAccessible(page);
  await remove.getByLabel('Current password', { exact: true }).fill(NEW_OWNER_PASSWORD);
  await removeCode.fill(second[0] as string);
  await remove.getByRole('button', { name: 'Turn off two-step log-in' }).click();
  await expect(page.getByTestId('second-factor-status')).toHaveText('Off');
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to Profile Settings' }).click();
  await expect(page.getByRole('region', { name: 'Two-step log-in' }).getByText(/^Off\./)).toBeVisible();
});

test('in French, the steps speak French and the QR code keeps its text alternative', async ({ page }) => {
  await createOwnerViaApi(page.request, uniqueEmail('two.step.fr'), NEW_OWNER_PASSWORD, 'toronto-on');
  await page.goto('/fr_CA/account/full/account-app/settings/profile-settings');
  const section = page.getByRole('region', { name: 'Connexion en deux étapes' });
  await expect(section.getByText(/^Désactivée\./)).toBeVisible();
  await section.getByRole('link', { name: 'Configurer la connexion en deux étapes' }).click();
  // by keyboard: the button, then Enter
  const start = page.getByRole('button', { name: 'Configurer une application d’authentification' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Étape 1 de 3/ })).toBeFocused();
  await expect(page.getByRole('img', { name: /^Code QR qui ajoute votre compte Pawport/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Code à 6 chiffres' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'second-factor-scan');
});
