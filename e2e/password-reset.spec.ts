// Passwords, as a person handles them: "Forgot your password?" from the log-in page, the e-mailed link read
// in the dev mailbox, a new password and a log-in with it; and the change in Profile Settings. Each test
// signs up its own owner (other specs log in as the demo owner at the same time).
import type { Page } from '@playwright/test';
import { expect, expectAccessible, NEW_OWNER_PASSWORD, signUpOwnerViaApi, test, uniqueEmail } from './fixtures.js';

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
  currentPassword: string;
  changeSubmit: string;
  wrongCurrent: RegExp;
  changed: RegExp;
};

const TEXTS: Record<'en_US' | 'fr_CA', Texts> = {
  en_US: {
    locale: 'en_US',
    forgotLink: 'Forgot your password?',
    email: /^email address$/i,
    send: 'Send me a link',
    sent: /If an account uses that email, we have sent a link to reset its password\. The link works once, for 30 minutes\./,
    newPassword: 'New password',
    save: 'Save my new password',
    weak: /does not meet the requirements/i,
    invalid: /not valid: it has expired or was already used/,
    askAgain: 'Ask for a new link',
    password: /^password$/i,
    logIn: /^log in$/i,
    currentPassword: 'Current password',
    changeSubmit: 'Change password',
    wrongCurrent: /^Your current password is not correct\.$/,
    changed: /^Your password has been changed\./,
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
    currentPassword: 'Mot de passe actuel',
    changeSubmit: 'Changer le mot de passe',
    wrongCurrent: /^Votre mot de passe actuel n’est pas correct\.$/,
    changed: /^Votre mot de passe a été changé\./,
  },
};

/** A fresh owner through the API; sign-up logs the browser in, so it is logged out again. */
async function signUpOwner(page: Page, locale: string): Promise<string> {
  const email = uniqueEmail(`reset.${locale.toLowerCase()}`);
  // an owner of a city of the locale's country (decision 0021: a locale and its city agree)
  await signUpOwnerViaApi(page, email, locale === 'fr_CA' ? { city: 'toronto-on' } : {});
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

async function logOutAndIn(page: Page, texts: Texts, email: string, password: string) {
  const { locale } = texts;
  await page.goto(`/${locale}/logout`);
  await page.waitForURL(new RegExp(`/${locale}/$`));
  await page.goto(`/${locale}/login`);
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password).fill(password);
  await page.getByRole('main').getByRole('button', { name: texts.logIn }).click();
  await page.waitForURL(new RegExp(`/${locale}/account$`));
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

    await logOutAndIn(page, texts, email, newPassword);
  });

  test(`${texts.locale}: a malformed reset link says so at once and offers a new one`, async ({ page }) => {
    await page.goto(`/${texts.locale}/reset-password?token=not-a-token`);
    await expect(page.getByRole('alert')).toHaveText(texts.invalid);
    await page.getByRole('link', { name: texts.askAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/${texts.locale}/forgot-password$`));
    await expectAccessible(page);
  });

  test(`${texts.locale}: Profile Settings changes the password with the current one`, async ({ page }) => {
    test.setTimeout(90_000);
    const { locale } = texts;
    const email = uniqueEmail(`change.${locale.toLowerCase()}`);
    // logged in, an owner of a city of the locale's country (decision 0021)
    await signUpOwnerViaApi(page, email, locale === 'fr_CA' ? { city: 'toronto-on' } : {});
    const newPassword = `Changed-Password-${locale}-3!`;
    await page.goto(`/${locale}/account/full/account-app/settings/profile-settings`);
    const current = page.getByLabel(texts.currentPassword, { exact: true });
    const next = page.getByLabel(texts.newPassword, { exact: true });
    await expect(current).toBeVisible();

    await current.fill('Not-My-Password-1!');
    await next.fill(newPassword);
    await page.getByRole('button', { name: texts.changeSubmit }).click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(texts.wrongCurrent);
    await expectAccessible(page);

    await current.fill(NEW_OWNER_PASSWORD);
    await page.getByRole('button', { name: texts.changeSubmit }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.changed })).toBeVisible();
    await expect(current).toHaveValue('');
    await expectAccessible(page);

    await logOutAndIn(page, texts, email, newPassword);
  });
}
