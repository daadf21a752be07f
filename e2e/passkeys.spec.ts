// Issue 41 (3), decision 0116: passkeys end to end with Chromium's virtual authenticator (CDP WebAuthn
// domain: a platform authenticator with user verification, which answers the browser's prompt at once). An
// owner adds a passkey as their first factor (ten recovery codes), logs out, logs in with the password and
// the passkey; another cancels the prompt, logs in with a recovery code instead, and removes the passkey
// with the password and a recovery code. WebAuthn refuses an IP address as the relying party, so this spec
// browses http://localhost, not the suite's 127.0.0.1: the server's dev-mode relying party is then localhost.
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

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3199}` });

const SETTINGS = '/en_US/account/full/account-app/settings/two-step-sign-in';
const RECOVERY_CODE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/;

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
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
  return codes;
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
  // the code field stays, for an app's or a recovery code
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
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
  await page.getByRole('textbox', { name: 'Code' }).fill(first ?? '');
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
