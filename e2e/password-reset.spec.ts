// Forgotten password, as a person does it: from the log-in page, through the e-mail in the dev mailbox,
// to a new password and a log-in with it. Each test signs up its own owner (others use the demo owner).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.js';

const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';

type Texts = {
  locale: 'en_US' | 'fr_CA';
  forgotLink: string;
  email: RegExp;
  send: string;
  sent: RegExp;
  newPassword: string;
  save: string;
  weak: RegExp;
  invalid: RegExp;
  askAgain: string;
  password: RegExp;
  logIn: RegExp;
};

const TEXTS: Record<'en_US' | 'fr_CA', Texts> = {
  en_US: {
    locale: 'en_US',
    forgotLink: 'Forgot your password?',
    email: /^e-mail address$/i,
    send: 'Send me a link',
    sent: /If an account uses that e-mail, we have sent a link to reset its password\. The link works once, for 30 minutes\./,
    newPassword: 'New password',
    save: 'Save my new password',
    weak: /does not meet the requirements/i,
    invalid: /not valid: it has expired or was already used/,
    askAgain: 'Ask for a new link',
    password: /^password$/i,
    logIn: /^log in$/i,
  },
  fr_CA: {
    locale: 'fr_CA',
    forgotLink: 'Mot de passe oublié?',
    email: /^adresse courriel$/i,
    send: 'M’envoyer un lien',
    sent: /Si un compte utilise cette adresse courriel, nous lui avons envoyé un lien/,
    newPassword: 'Nouveau mot de passe',
    save: 'Enregistrer mon nouveau mot de passe',
    weak: /ne respecte pas les exigences/,
    invalid: /n’est pas valide/,
    askAgain: 'Demander un nouveau lien',
    password: /^mot de passe$/i,
    logIn: /^se connecter$/i,
  },
};

/** A fresh owner through the API (sign-up logs in; the browser is logged out again after). */
async function signUpOwner(page: Page, locale: string): Promise<string> {
  const email = `reset.${locale.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/graphql/', {
    headers: { 'x-pawport-locale': locale },
    data: {
      query: SIGN_UP,
      variables: {
        input: {
          firstName: 'Morgan',
          lastName: 'Lee',
          email,
          password: 'Original-Password-42!',
          phones: [{ type: 'M', number: '2065550123' }],
          birthdate: { day: '4', month: '7', year: '1990' },
          address: {
            civic: '400',
            street: 'Pine St',
            cityName: 'Seattle',
            province: 'US_WA',
            country: 'US',
            postalCode: '98101',
          },
          tosAgreed: true,
        },
      },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  await page.context().clearCookies();
  return email;
}

/** Opens the newest reset e-mail to `email` in the dev mailbox and returns its link. */
async function resetLinkFromMailbox(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .first()
    .getByRole('link')
    .click();
  const link = page.getByRole('listitem').getByRole('link', { name: /\/reset-password\?token=/ });
  await expect(link).toHaveCount(1);
  return (await link.getAttribute('href')) as string;
}

for (const texts of Object.values(TEXTS)) {
  test(`${texts.locale}: forgotten password → e-mailed link → new password → log in with it`, async ({ page }) => {
    test.setTimeout(90_000); // a long journey: sign-up, four pages, the mailbox and five axe scans
    const { locale } = texts;
    const email = await signUpOwner(page, locale);
    const newPassword = `Brand-New-Password-${locale}-7!`;

    await page.goto(`/${locale}/login`);
    await page.getByRole('main').getByRole('link', { name: texts.forgotLink }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/forgot-password$`));
    await expect(page.getByRole('heading', { level: 1, name: texts.forgotLink })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(texts.email).fill(email);
    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByRole('status')).toHaveText(texts.sent);
    await expectAccessible(page);

    const link = await resetLinkFromMailbox(page, email);
    expect(new URL(link).pathname).toBe(`/${locale}/reset-password`);
    await page.goto(link);
    const password = page.getByLabel(texts.newPassword, { exact: true });
    await expect(password).toBeVisible();
    await expectAccessible(page);

    // a password that breaks the rules: the field says so and the link still works
    await password.fill('weakpassword');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toHaveText(texts.weak);
    await expectAccessible(page);

    await password.fill(newPassword);
    await page.getByRole('button', { name: texts.save }).click();
    await page.waitForURL(new RegExp(`/${locale}/account$`));

    // the link works once
    await page.goto(link);
    await page.getByLabel(texts.newPassword, { exact: true }).fill('Yet-Another-Password-9!');
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('alert')).toHaveText(texts.invalid);
    await expect(page.getByRole('link', { name: texts.askAgain })).toHaveAttribute(
      'href',
      `/${locale}/forgot-password`,
    );
    await expectAccessible(page);

    // log out, then in with the new password
    await page.goto(`/${locale}/logout`);
    await page.waitForURL(new RegExp(`/${locale}/$`));
    await page.goto(`/${locale}/login`);
    await page.getByLabel(texts.email).fill(email);
    await page.getByLabel(texts.password).fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: texts.logIn }).click();
    await page.waitForURL(new RegExp(`/${locale}/account$`));
  });

  test(`${texts.locale}: a malformed reset link says so at once and offers a new one`, async ({ page }) => {
    await page.goto(`/${texts.locale}/reset-password?token=not-a-token`);
    await expect(page.getByRole('alert')).toHaveText(texts.invalid);
    await page.getByRole('link', { name: texts.askAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${texts.locale}/forgot-password$`));
    await expectAccessible(page);
  });
}
