// The landing page of the current jurisdiction (decision 0020).
import { expect, expectAccessible, signUpOwnerViaApi, tabTo, test, uniqueEmail } from './fixtures.js';

test('King County: its name, the fees headline from its policy, its services and its help line', async ({ page }) => {
  await page.goto('/en_US/?city=king-county-wa');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pet licensing for King County, WA' })).toBeVisible();
  await expect(main.getByText('A license costs $20.00 to $60.00 a year, depending on the pet.')).toBeVisible();
  await expect(main.getByText('Seniors pay 50% less.')).toBeVisible();
  const services = main.getByRole('region', { name: 'What you can do' });
  for (const name of [
    'License or renew a pet',
    'Report a found pet',
    'Shop ID tags',
    'Learn about the Safe & Happy Fund',
  ]) {
    await expect(services.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  const help = main.getByRole('region', { name: 'Need help?' });
  await expect(help.getByRole('link', { name: '(206) 296-3940' })).toHaveAttribute('href', 'tel:+12062963940');
  await expect(help.getByRole('link', { name: 'petlicensing@kingcounty.example' })).toHaveAttribute(
    'href',
    'mailto:petlicensing@kingcounty.example',
  );
  await expectAccessible(page);
  await services.getByRole('link', { name: 'Report a found pet' }).click();
  await expect(page).toHaveURL(/\/en_US\/homesafe$/);
});

test('by keyboard: Get started leads to the sign-up', async ({ page }) => {
  await page.goto('/en_US/?city=king-county-wa');
  const getStarted = page.getByRole('main').getByRole('link', { name: 'Get started' });
  await tabTo(page, getStarted);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en_US\/signup$/);
});

test('Toronto in French: its wording, money and phone as French writes them', async ({ page }) => {
  await page.goto('/fr_CA/?city=toronto-on');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Permis d’animaux pour Toronto, ON' })).toBeVisible();
  await expect(main.getByText('Un permis coûte de 15,00 $ à 60,00 $ par année, selon l’animal.')).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Signaler un animal trouvé' })).toBeVisible();
  await expect(main.getByRole('link', { name: '416 392-2489' })).toBeVisible();
  await expectAccessible(page);
});

test('a jurisdiction without licensing says so and offers what it has', async ({ page }) => {
  await page.goto('/en_US/?city=not-licensed-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pet services for Unlicensed Area, US' })).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 2, name: 'Unlicensed Area, US does not license pets through Pawport' }),
  ).toBeVisible();
  await expect(main.getByText(/A license costs/)).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'License or renew a pet' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: "Keep your pets' records" })).toHaveAttribute(
    'href',
    '/en_US/signup/register',
  );
  await expect(main.getByRole('link', { name: 'Shop ID tags' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'help@pawport.example' })).toBeVisible();
  await expectAccessible(page);
});

test('a logged-in owner is welcomed back and sent to the dashboard', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('home'));
  await page.goto('/en_US/');
  const main = page.getByRole('main');
  await expect(main.getByText('Welcome back, Morgan')).toBeVisible();
  await expectAccessible(page);
  await main.getByRole('link', { name: 'Go to My Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});
