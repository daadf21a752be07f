import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBoth, signUpOwnerViaApi, tabTo, test, uniqueEmail } from './fixtures.js';

// issue 37 (2), decision 0803: no text message goes to a mobile number until its owner types, on My Details,
// the code texted to it; changing the number unverifies it. The code is read where a developer reads it:
// the embedded SMS outbox's list on /dev/mailbox.

/** A mobile number no other test uses, ten digits: 206 555-1000 to 206 555-9999. */
function uniqueNumber(): string {
  return `206555${1000 + Math.floor(Math.random() * 9000)}`;
}

const shown = (digits: string) => `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** The newest code texted to `digits`, read from the mailbox page in a page of its own. */
async function codeTextedTo(page: Page, digits: string): Promise<string> {
  const mailbox = await page.context().newPage();
  let code = '';
  await expect
    .poll(
      async () => {
        await mailbox.goto('/dev/mailbox');
        const row = mailbox
          .getByRole('table', { name: 'text messages' })
          .getByRole('row')
          .filter({ has: mailbox.getByRole('cell', { name: `+1${digits}`, exact: true }) })
          .filter({ has: mailbox.getByRole('cell', { name: 'mobile-verification-code', exact: true }) })
          .first();
        code = (await row.count()) ? (/\b(\d{6})\b/.exec(await row.innerText())?.[1] ?? '') : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  await mailbox.close();
  return code;
}

/** Types a new first phone number on My Details and saves it. */
async function saveFirstPhone(page: Page, digits: string, saved: RegExp) {
  await page.getByLabel(/^(Phone 1 number|Número de teléfono 1|Numéro du téléphone 1)$/).fill(digits);
  await page
    .getByRole('button', { name: /^(Save my details|Guardar mis datos|Enregistrer mes renseignements)$/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: saved })).toBeVisible();
}

test('an owner verifies their mobile number with the code texted to it; a new number must be verified again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('mobile'));
  await page.goto('/en_US/account/full/account-app/settings/my-details');
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
  const number = uniqueNumber();
  await saveFirstPhone(page, number, /Your details are saved/);
  const section = page.getByRole('region', { name: 'Mobile number for text messages' });
  await expect(section).toContainText(`${shown(number)} is not verified yet.`);
  await expectAccessible(page);

  await section.getByRole('button', { name: `Text a code to ${shown(number)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `We texted a code to ${shown(number)}.` })).toBeVisible();
  const code = section.getByLabel('Code from the text message');
  await expect(code).toHaveAccessibleDescription(`6 digits, texted to ${shown(number)}. It works for 10 minutes.`);

  // wrong input on purpose: too short, then six digits that are not the code
  await code.fill('12');
  await section.getByRole('button', { name: 'Verify my number' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(section).toContainText('Type the 6 digits of the code we texted you.');
  await expectAccessible(page);
  const texted = await codeTextedTo(page, number);
  await code.fill(texted === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Verify my number' }).click();
  await expect(section).toContainText('This is not the code we texted you. Check it and type it again.');
  await expectAccessible(page);
  await screenshotBoth(page, 'mobile-verification');

  // by keyboard: the code, then Enter
  await tabTo(page, code);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${texted.slice(0, 3)} ${texted.slice(3)}`);
  await page.keyboard.press('Enter');
  await expect(section).toContainText(
    `${shown(number)} is verified: the text messages you choose in Profile Settings go to it.`,
  );
  await expect(section.getByLabel('Code from the text message')).toHaveCount(0);
  await expectAccessible(page);

  // Profile Settings now says the texts go to it
  await page.goto('/en_US/account/full/account-app/settings/profile-settings');
  await expect(
    page.getByRole('checkbox', { name: 'Send renewal reminders by text message' }),
  ).toHaveAccessibleDescription(
    `We text ${shown(number)}, the first mobile number in My Details. Message and data rates may apply.`,
  );

  // a new number is not verified, and Profile Settings says where to verify it
  await page.goto('/en_US/account/full/account-app/settings/my-details');
  const other = uniqueNumber();
  await saveFirstPhone(page, other, /Your details are saved/);
  await expect(section).toContainText(`${shown(other)} is not verified yet.`);
  await page.goto('/en_US/account/full/account-app/settings/profile-settings');
  await page.getByRole('link', { name: 'Verify it in My Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
  await expect(section.getByRole('button', { name: `Text a code to ${shown(other)}` })).toBeVisible();
});

test('es_US: the code’s form and its errors in the reader’s language', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('movil'));
  await page.goto('/es_US/account/full/account-app/settings/my-details');
  const number = uniqueNumber();
  await saveFirstPhone(page, number, /Sus datos se guardaron/);
  const section = page.getByRole('region', { name: 'Número de celular para mensajes de texto' });
  await expect(section).toContainText('todavía no está confirmado');
  await section.getByRole('button', { name: `Enviar un código al ${shown(number)}` }).click();
  const code = section.getByLabel('Código del mensaje de texto');
  await code.fill('12345');
  await section.getByRole('button', { name: 'Confirmar mi número' }).click();
  await expect(section).toContainText('Ingrese los 6 dígitos del código que le enviamos por mensaje de texto.');
  await expectAccessible(page);
  const texted = await codeTextedTo(page, number);
  await code.fill(texted);
  await section.getByRole('button', { name: 'Confirmar mi número' }).click();
  await expect(section).toContainText(`El ${shown(number)} está confirmado`);
  await expectAccessible(page);
});

test('fr_CA: the number as fr-CA writes it, a wrong code refused, then the right one', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('cellulaire'), { city: 'toronto-on' });
  await page.goto('/fr_CA/account/full/account-app/settings/my-details');
  const number = uniqueNumber();
  await saveFirstPhone(page, number, /Vos renseignements sont enregistrés/);
  const french = page.getByRole('region', { name: 'Numéro de cellulaire pour les textos' });
  const frenchNumber = `${number.slice(0, 3)} ${number.slice(3, 6)}-${number.slice(6)}`;
  await expect(french).toContainText(`Le ${frenchNumber} n’est pas encore confirmé.`);
  await french.getByRole('button', { name: `Envoyer un code au ${frenchNumber}` }).click();
  const texted = await codeTextedTo(page, number);
  const field = french.getByLabel('Code reçu par texto');
  await field.fill(texted === '000000' ? '111111' : '000000');
  await french.getByRole('button', { name: 'Confirmer mon numéro' }).click();
  await expect(french).toContainText('Ce n’est pas le code que nous vous avons envoyé.');
  await expectAccessible(page);
  await screenshotBoth(page, 'mobile-verification-fr-CA');
  await field.fill(texted);
  await french.getByRole('button', { name: 'Confirmer mon numéro' }).click();
  await expect(french).toContainText(`Le ${frenchNumber} est confirmé`);
  await expectAccessible(page);
});
