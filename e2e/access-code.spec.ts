// Access codes and "Fetch my record" (spec §2.6, §4 Access code, §8), as a person does it, with the
// demo owner records (src/server/db/seed/demo-owner-records.ts) and the dev mailbox.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

const VALID_CODE = 'PAWS2-READY';
const USED_CODE = 'PAWS2-TAKEN';
const VALID_RECORD_EMAIL = 'morgan.reedy@pawport.example';
/** A record without an account (Toronto): Fetch my record e-mails it a code. */
const FETCH_RECORD_EMAIL = 'avery.lindqvist@pawport.example';

type Locale = 'en_US' | 'fr_CA';
const TEXTS = {
  en_US: {
    haveCode: 'Have an access code?',
    title: 'Complete your sign-up',
    code: 'Access code',
    continue: 'Continue',
    used: "Looks like you've already signed up!",
    logIn: 'Click here to Log In',
    failed: 'There was a problem with your complete sign-up. Please try again.',
    fetchLink: 'Fetch my record',
    fetchTitle: 'Fetch my record',
    email: 'Email address',
    send: 'Send me an access code',
    sent: 'If we have a record for that email, we have sent you an access code.',
    invalidEmail: 'Please enter a valid email address.',
    exists: 'This email address already exists in our system',
    signUpEmail: 'Email address',
    firstName: 'First name',
  },
  fr_CA: {
    haveCode: 'Avez-vous un code d’accès?',
    title: 'Terminer votre inscription',
    code: 'Code d’accès',
    continue: 'Continuer',
    used: 'Il semble que votre inscription soit déjà faite!',
    logIn: 'Cliquez ici pour vous connecter',
    failed: 'Un problème est survenu lors de la finalisation de votre inscription. Veuillez réessayer.',
    fetchLink: 'Récupérer mon dossier',
    fetchTitle: 'Récupérer mon dossier',
    email: 'Adresse courriel',
    send: 'M’envoyer un code d’accès',
    sent: 'Si nous avons un dossier pour cette adresse courriel, nous vous avons envoyé un code d’accès.',
    invalidEmail: null,
    exists: 'Cette adresse courriel existe déjà dans notre système',
    signUpEmail: null,
    firstName: null,
  },
} as const;

async function submitCode(page: Page, locale: Locale, code: string) {
  const texts = TEXTS[locale];
  await page.getByLabel(texts.code).fill(code);
  await page.getByRole('main').getByRole('button', { name: texts.continue }).click();
}

/** The latest access code e-mailed to an address, from the dev mailbox. */
async function mailedCode(page: Page, to: string, locale: Locale): Promise<{ code: string; link: string }> {
  let found: { code: string; link: string } | undefined;
  await expect(async () => {
    const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as Array<{
      template: string;
      locale: string;
      text: string;
      links: string[];
    }>;
    const message = messages.find((entry) => entry.template === 'access-code' && entry.locale === locale);
    const code = message ? /\b([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})\b/.exec(message.text)?.[1] : undefined;
    const link = message?.links.find((url) => url.includes('/signup/access-code'));
    expect(code && link).toBeTruthy();
    found = { code: code as string, link: link as string };
  }).toPass({ timeout: 5_000 });
  return found as { code: string; link: string };
}

for (const locale of ['en_US', 'fr_CA'] as const) {
  const texts = TEXTS[locale];

  test.describe(`access code in ${locale}`, () => {
    test('from sign-up to the code page; a used code offers log-in, any other failure the default message', async ({
      page,
    }) => {
      await page.goto(`/${locale}/signup`);
      await page.getByRole('link', { name: texts.haveCode }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/signup/access-code$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expectAccessible(page);

      await submitCode(page, locale, USED_CODE);
      const code = page.getByLabel(texts.code);
      await expect(code).toHaveAccessibleDescription(new RegExp(texts.used));
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(code).toBeFocused();
      await expect(page.getByRole('link', { name: texts.logIn })).toHaveAttribute('href', `/${locale}/login`);
      await expectAccessible(page);

      await submitCode(page, locale, 'ZZZZZ-ZZZZZ');
      await expect(code).toHaveAccessibleDescription(new RegExp(texts.failed.replace(/[.?]/g, '\\$&')));
      await expect(page.getByRole('link', { name: texts.logIn })).toHaveCount(0);
      await expectAccessible(page);

      await page.getByRole('main').getByRole('link', { name: texts.fetchLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: texts.fetchTitle })).toBeVisible();
    });

    test('Fetch my record answers the same for any e-mail; a record gets its code by e-mail, which opens the prefilled form', async ({
      page,
    }) => {
      await page.goto(`/${locale}/signup/fetch-my-record`);
      await expect(page.getByRole('heading', { level: 1, name: texts.fetchTitle })).toBeVisible();
      await expectAccessible(page);
      await page.getByLabel(texts.email).fill('not an e-mail');
      await page.getByRole('main').getByRole('button', { name: texts.send }).click();
      await expect(page.getByLabel(texts.email)).toHaveAttribute('aria-invalid', 'true');
      if (texts.invalidEmail)
        await expect(page.getByLabel(texts.email)).toHaveAccessibleDescription(texts.invalidEmail);
      await expectAccessible(page);

      await page.getByLabel(texts.email).fill(`nobody.${locale}@example.com`);
      await page.getByRole('main').getByRole('button', { name: texts.send }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeFocused();
      await expectAccessible(page);

      await page.goto(`/${locale}/signup/fetch-my-record`);
      await page.getByLabel(texts.email).fill(FETCH_RECORD_EMAIL);
      await page.getByRole('main').getByRole('button', { name: texts.send }).click();
      await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible();

      const { link } = await mailedCode(page, FETCH_RECORD_EMAIL, locale);
      await page.goto(new URL(link).pathname + new URL(link).search);
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.locator('#signup-firstName')).toHaveValue('Avery');
      await expect(page.locator('#signup-email')).toHaveValue(FETCH_RECORD_EMAIL);
      await expectAccessible(page);
    });

    test('the e-mail of a record without an account links to Fetch my record', async ({ page }) => {
      await page.goto(`/${locale}/signup`);
      const email = page.locator('#signup-email');
      await email.fill(FETCH_RECORD_EMAIL);
      await email.blur();
      await expect(email).toHaveAccessibleDescription(new RegExp(texts.exists));
      await expectAccessible(page);
      await page.getByRole('main').getByRole('link', { name: texts.fetchLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/signup/fetch-my-record$`));
      await expect(page.getByRole('heading', { level: 1, name: texts.fetchTitle })).toBeVisible();
    });
  });
}

test('a valid code completes sign-up with the prefilled form and logs the owner in', async ({ page }) => {
  const texts = TEXTS.en_US;
  await page.goto('/en_US/signup/access-code');
  await submitCode(page, 'en_US', VALID_CODE.toLowerCase());
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByLabel(texts.firstName)).toHaveValue('Morgan');
  await expect(page.getByLabel('Last name')).toHaveValue('Reedy');
  await expect(page.getByLabel(texts.signUpEmail ?? '')).toHaveValue(VALID_RECORD_EMAIL);
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-42!');
  await page.getByLabel('Phone 1 number').fill('2065550188');
  await page.getByRole('combobox', { name: /search for your address/i }).fill('1200 3rd Ave');
  await page.getByRole('option', { name: 'Add Address Manually' }).click();
  await page.getByLabel('Street number').fill('1200');
  await page.getByLabel('Street', { exact: true }).fill('3rd Ave');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('US_WA');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en_US\/account$/);

  // the code is spent now: "Looks like you've already signed up!"
  await page.context().clearCookies();
  await page.goto(`/en_US/signup/access-code?code=${VALID_CODE}`);
  await expect(page.getByLabel(texts.code)).toHaveAccessibleDescription(new RegExp(texts.used));
  await expectAccessible(page);
});
