// Issue 41 (3), decision 0116: passkeys end to end with Chromium's virtual authenticator (CDP WebAuthn
// domain: a platform authenticator with user verification, which answers the browser's prompt at once). An
// owner adds a passkey as their first factor (ten recovery codes), logs out, logs in with the password and
// the passkey; another cancels the prompt, logs in with a recovery code instead, and removes the passkey
// with the password and a recovery code; a third proves changes with the passkey itself (decision 0117).
// WebAuthn refuses an IP address as the relying party, so this spec browses http://localhost, not the
// suite's 127.0.0.1: the server's dev-mode relying party is then localhost.
import type { Page } from '@playwright/test';
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

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3199}` });

const SETTINGS = '/en_US/account/full/account-app/settings/two-step-sign-in';

/** A platform authenticator in this page's browser, as a laptop's fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Adds the first passkey on the settings screen: the ten recovery codes it shows, once. */
async function addFirstPasskey(page: Page, nickname: string): Promise<string[]> {
  await page.goto(SETTINGS);
  await expect(page.getByRole('heading', { level: 2, name: /^Passkeys/ })).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText('Off');
  await page.getByRole('textbox', { name: 'Name for this passkey' }).fill(nickname);
  await page.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  const options = page.waitForResponse(
    (response) =>
      response.url().includes('/graphql') && !!response.request().postData()?.includes('beginPasskeyRegistration'),
  );
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const body = await (await options).json();
  // the dev-mode relying party is the page's host name: localhost (decision 0112)
  expect(JSON.parse(body.data.beginPasskeyRegistration).rp.id).toBe('localhost');
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  return shownRecoveryCodes(page);
}

async function finishCodes(page: Page) {
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your passkey is added.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeFocused();
}

async function logOutAndIn(page: Page, email: string) {
  await page.goto('/en_US/logout');
  await page.waitForURL((url) => !url.pathname.endsWith('/logout'));
  await page.goto('/en_US/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(/^Password$/).fill(NEW_OWNER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeFocused();
}

test('an owner adds a passkey, sees ten codes once, and logs in with the password and the passkey', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey.owner');
  await createOwnerViaApi(page.request, email); // the page's context is logged in (on localhost)

  await page.goto(SETTINGS);
  await expectAccessible(page);
  await screenshotBoth(page, 'passkeys-none');
  // a blank name is refused before the browser is asked
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(/Give this passkey a name of up to 50 characters/).first()).toBeVisible();
  await expectAccessible(page);

  await addFirstPasskey(page, 'Work laptop');
  await expectAccessible(page);
  await screenshotBoth(page, 'passkeys-codes');
  await finishCodes(page);
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Work laptop', { exact: true })).toBeVisible();
  await expect(list.getByText('Not used yet')).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText(/^On since /);
  await expectAccessible(page);
  await screenshotBoth(page, 'passkeys-one');

  await logOutAndIn(page, email);
  const usePasskey = page.getByRole('button', { name: 'Use your passkey' });
  await expect(usePasskey).toBeVisible();
  // a passkey-only account: the passkey first, then a recovery code (decision 0117)
  await expect(page.getByText('Your password is right. To finish logging in, use your passkey.')).toBeVisible();
  await expect(page.getByText('Or enter one of your recovery codes:')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Type the code from my app instead' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'login-passkey-step');
  // by keyboard: the passkey button is the step's first control
  await usePasskey.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en_US\/account$/);

  await page.goto(SETTINGS);
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/^Last used /)).toBeVisible();
});

test('a cancelled prompt leaves the code field usable; the passkey is removed with the password and a recovery code', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey.remove');
  await createOwnerViaApi(page.request, email);
  const [first, second] = await addFirstPasskey(page, 'Phone');
  await finishCodes(page);

  await logOutAndIn(page, email);
  // the person closes the browser's prompt: the browser answers NotAllowedError, as for a timeout
  await page.evaluate(() => {
    navigator.credentials.get = () => Promise.reject(new DOMException('closed', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByText('The passkey request was canceled or timed out.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(first ?? '');
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/en_US\/account$/);

  await page.goto(SETTINGS);
  await page.getByRole('button', { name: 'Remove Phone' }).click();
  const form = page.getByRole('region', { name: 'Remove the passkey “Phone”' });
  await expect(form.getByText(/This is your only second step/)).toBeVisible();
  await form.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await form.getByRole('textbox', { name: 'Code from your app, or a recovery code' }).fill(second ?? '');
  await expectAccessible(page);
  await screenshotBoth(page, 'passkeys-remove');
  await form.getByRole('button', { name: 'Remove this passkey' }).click();
  await expect(page.getByText('The passkey is removed.')).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText('Off');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
});

test('a passkey proves a change: new recovery codes, then two-step log-in turned off with its passkeys', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey.proof');
  await createOwnerViaApi(page.request, email);
  const [oldCode] = await addFirstPasskey(page, 'Laptop');
  await finishCodes(page);

  // new recovery codes, proven by the passkey instead of a code
  const regenerate = page.getByRole('region', { name: 'Get new recovery codes' });
  await expect(regenerate.getByText(/choose “Use a passkey instead” or type a code/)).toBeVisible();
  await regenerate.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await expectAccessible(page);
  await screenshotBoth(page, 'passkeys-proof');
  await regenerate.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByRole('heading', { name: 'Your new recovery codes' })).toBeFocused();
  const fresh = await shownRecoveryCodes(page);
  expect(fresh).not.toContain(oldCode);
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your new recovery codes are ready.', { exact: false })).toBeVisible();

  // turning off names what goes; a closed prompt changes nothing and says why
  const remove = page.getByRole('region', { name: 'Turn off two-step log-in' });
  await expect(
    remove.getByText(
      'Your passkey and your recovery codes will be removed. Logging in will then ask for your password only.',
    ),
  ).toBeVisible();
  await expect(remove.getByRole('button', { name: 'Turn off two-step log-in and remove my passkey' })).toBeVisible();
  await remove.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await page.evaluate(() => {
    const real = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = () => {
      navigator.credentials.get = real; // once
      return Promise.reject(new DOMException('closed', 'NotAllowedError'));
    };
  });
  await remove.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(remove.getByText('The passkey request was canceled or timed out.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText(/^On since /);
  await expectAccessible(page);
  await remove.getByLabel('Current password').fill(NEW_OWNER_PASSWORD);
  await remove.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expect(page.getByText('Two-step log-in is off.')).toBeVisible();
  await expect(page.getByTestId('second-factor-status')).toHaveText('Off');
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toHaveCount(0);
});
