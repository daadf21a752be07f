// Issue 41 (1; decision 0308), as the people do it: the site operator (made by `npm run operator:invite`, with
// an authenticator app on) adds a jurisdiction in the console — an empty form first, its error summary naming
// every field, then a slug in use and a colour white text cannot be read on refused, each on its field — with
// the US county policy (its fixed slug and country then shown as facts, its help line as a phone number); a person signing up chooses the
// new jurisdiction by name in the sign-up's chooser (it has no boundary yet) and joins it. The operator then
// retires it: no longer offered (nor in the invite form), its owner keeps their account. Logging in again, the
// operator lands on the console, which the navbar links to.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generateSync } from 'otplib';
import {
  enrolAppViaApi,
  expect,
  expectAccessible,
  graphql,
  screenshotBoth,
  suiteDatabaseUrl,
  test,
  uniqueEmail,
} from './fixtures.js';

const run = promisify(execFile);
const PASSWORD = 'Quarry-Lantern-Harbour-58!';

async function operatorInviteLink(email: string, baseURL: string): Promise<string> {
  const { stdout } = await run('npx', ['--no-install', 'tsx', 'scripts/operator-invite.ts', '--email', email], {
    env: { ...process.env, DATABASE_URL: suiteDatabaseUrl(), PUBLIC_URL: baseURL, NODE_ENV: 'development' },
  });
  const link = stdout.match(/https?:\/\/\S+\/en_US\/invite\?token=[\w-]{43}/)?.[0];
  expect(link, stdout).toBeDefined();
  return link as string;
}

test('the operator adds a jurisdiction with its policy, an owner signs up into it, and the operator retires it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const operatorEmail = uniqueEmail('jurisdictions.operator');
  const suffix = operatorEmail.replace(/\W/g, '').slice(-6).toLowerCase();
  const name = `Cedar Falls ${suffix}, IA`;
  const slug = `cedar-falls-${suffix}`;

  await page.goto(await operatorInviteLink(operatorEmail, baseURL as string));
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/two-step-sign-in$/);
  const secret = await enrolAppViaApi(page.request);

  await page.goto('/en_US/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await page.getByRole('link', { name: 'Add a jurisdiction' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a jurisdiction' })).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Add a jurisdiction' });
  // a form page's column (--form-max, 38rem), not the window's width
  expect((await form.getByLabel('Name', { exact: true }).boundingBox())?.width).toBeLessThanOrEqual(38 * 16);
  // nothing filled in: the error summary names every field, the choice groups (country, licensing) too
  await form.getByRole('button', { name: 'Add the jurisdiction' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Please fix the errors below.' });
  for (const line of ['Country: This field is required.', 'Licensing: This field is required.'])
    await expect(summary.getByRole('link', { name: line })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'This field is required.', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-jurisdiction-new-errors');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Name in web addresses').fill('king-county-wa'); // the demo's: taken
  await form.getByRole('radio', { name: 'United States' }).check();
  await expect(form.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Español' }).check();
  await form.getByLabel('Time zone').fill('America/Chicago');
  await form.getByLabel('Help line phone number').fill('319 268 6000');
  await form.getByLabel('Color of its pages (optional)').fill('#ffcc00');
  await form.getByRole('radio', { name: /start from the US county policy/ }).check();
  await form.getByRole('button', { name: 'Add the jurisdiction' }).click();
  const brand = form.getByLabel('Color of its pages (optional)');
  await expect(brand).toHaveAttribute('aria-invalid', 'true');
  await expect(brand).toHaveAccessibleDescription(/White text is hard to read on this color\./);
  await brand.fill('#1b4f72');
  await expect(form.getByText(`${name}: white text on this color`)).toBeVisible();
  await form.getByRole('button', { name: 'Add the jurisdiction' }).click();
  // the slug is the server's refusal, on its field; nothing was added
  const slugField = form.getByLabel('Name in web addresses');
  await expect(slugField).toHaveAccessibleDescription(
    /Another jurisdiction already uses this name in its web addresses\./,
  );
  await expect(slugField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await slugField.fill(slug);
  await form.getByRole('button', { name: 'Add the jurisdiction' }).click();
  await expect(page.getByText(`${name} was added. People signing up can choose it now.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const boundary = page.getByRole('link', { name: 'Boundary' });
  await expect(boundary).toHaveAttribute('href', /\/en_US\/operator\/jurisdiction\/boundary\?jurisdiction=\d+$/);
  // the fixed slug and country as facts, the help line as a phone number is written
  const edit = page.getByRole('form', { name: 'Edit a jurisdiction' });
  await expect(edit.getByRole('definition').filter({ hasText: slug })).toBeVisible();
  await expect(edit.getByRole('definition').filter({ hasText: 'United States' })).toBeVisible();
  await expect(edit.getByLabel('Help line phone number')).toHaveValue('(319) 268-6000');
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-jurisdiction-edit');
  // the same in French and Spanish: the summary names the country in the page's words, the phone as written there
  const editUrl = new URL(page.url());
  for (const { locale, country, phone } of [
    { locale: 'fr_CA', country: 'Pays\u00a0: Ce champ est obligatoire.', phone: '319 268-6000' },
    { locale: 'es_US', country: 'País: Este campo es obligatorio.', phone: '(319) 268-6000' },
  ]) {
    await page.goto(`/${locale}/operator/jurisdiction`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Ajouter la municipalité|Agregar la jurisdicción)$/ })
      .click();
    await expect(page.getByRole('alert').getByRole('link', { name: country })).toBeVisible();
    await expectAccessible(page);
    await screenshotBoth(page, 'operator-jurisdiction-new-errors');
    await page.goto(`/${locale}/operator/jurisdiction${editUrl.search}`);
    await expect(
      page.getByRole('main').getByRole('textbox', { name: /^(Téléphone du service d’aide|Teléfono de ayuda)/ }),
    ).toHaveValue(phone);
    await screenshotBoth(page, 'operator-jurisdiction-edit');
  }
  await page.goto(editUrl.pathname + editUrl.search);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // a person signs up, in a browser of their own, into the new jurisdiction, chosen by name
  const theirs = await browser.newContext();
  const owner = await theirs.newPage();
  await owner.goto('/en_US/signup');
  await owner.getByLabel('First name').fill('Rowan');
  await owner.getByLabel('Last name').fill('Hale');
  await owner.getByLabel('Email address').fill(uniqueEmail('cedar.falls'));
  await owner.getByLabel('Password', { exact: true }).fill('Harbour-Lantern-72!');
  await owner.getByLabel('Phone 1 number').fill('3195550142');
  await owner.getByRole('combobox', { name: /Search for your address/ }).fill('220 Clay St, Cedar Falls IA 50613');
  await owner
    .getByRole('listbox')
    .getByRole('option', { name: /220 Clay St/ })
    .click();
  const chooser = owner.getByRole('group', { name: 'Tell us which community you live in' });
  await chooser.getByRole('radio', { name }).check();
  await owner.getByLabel('I agree to the Terms of Service (Opens in a new tab)').check();
  await owner.getByRole('button', { name: 'Create my account' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();
  expect((await graphql(owner.request, '{ city { slug } }')).city.slug).toBe(slug);

  // retired (asked first): not offered any more, not to new administrators either; the owner keeps their account there
  await page.getByRole('button', { name: `Retire ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Retire ${name}?` })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Retire the jurisdiction' }).click();
  await expect(page.getByText(`${name} is retired.`)).toBeVisible();
  await expect(page.getByText('This jurisdiction is retired: it is offered to no one new.')).toBeVisible();
  const offered = (await graphql(page.request, '{ cities { slug } }')).cities.map(
    (city: { slug: string }) => city.slug,
  );
  expect(offered).not.toContain(slug);
  expect((await graphql(owner.request, '{ city { slug } }')).city.slug).toBe(slug);
  await theirs.close();

  await page.getByRole('link', { name: 'Back to the operator console' }).click();
  const region = page.getByRole('region', { name });
  await expect(region.getByText('Retired: offered to no one new')).toBeVisible();
  // no new administrators for it: the invite form does not offer it (the server refuses it too)
  const invite = page
    .getByRole('form', { name: 'Invite an administrator' })
    .getByLabel('Jurisdiction', { exact: true });
  await expect(invite.getByRole('option', { name: 'King County, WA' })).toHaveCount(1);
  await expect(invite.getByRole('option', { name })).toHaveCount(0);
  const log = page.getByRole('table', { name: 'Operator audit log' });
  for (const what of ['Added a jurisdiction', 'Retired a jurisdiction'])
    await expect(log.getByRole('row').filter({ hasText: what }).filter({ hasText: name })).toHaveCount(1);
  await expectAccessible(page);

  // logging in again, the operator lands on the console, and the navbar links to it
  await graphql(page.request, 'mutation { logOut }');
  await page.goto('/en_US/login');
  await page.getByLabel('Email address').fill(operatorEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step log-in' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Code' })
    .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en_US\/operator$/);
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Console', exact: true })).toBeVisible();
});
