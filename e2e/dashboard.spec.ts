// My Dashboard as a home: next steps and empty states from the data that exists today (decision 0020).
import {
  DEMO_OWNER,
  expect,
  expectAccessible,
  linksInLatestEmail,
  logInViaApi,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
} from './fixtures.js';

test('a new owner sees the next steps, then verifying the e-mail marks that step done', async ({ page }) => {
  const email = uniqueEmail('steps');
  await signUpOwnerViaApi(page, email);
  await page.goto('/en_US/account');
  const steps = page.getByRole('region', { name: 'Your next steps' });
  const step = (name: string) => steps.getByRole('listitem').filter({ hasText: name });
  await expect(step('Verify your email address')).toContainText(`Open the link we sent to ${email}`);
  await expect(step('Verify your email address')).toContainText('To do');
  await expect(step('Add your first pet').getByRole('link', { name: 'Add your first pet' })).toBeVisible();
  await expect(step('Add your date of birth')).toContainText('Seniors pay 50% less for a license in King County, WA.');
  await expect(step('Add a pet guardian')).toContainText('To do');
  await expect(step('License your pet')).toContainText('Cannot start yet');
  const pets = page.getByRole('region', { name: 'My Pets' });
  await expect(pets.getByText('You have not added any pets yet.')).toBeVisible();
  await expect(pets.getByRole('link', { name: 'Add a pet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licenses due' })).toContainText('No licenses are due for renewal.');
  await expect(page.getByRole('region', { name: 'Help' }).getByRole('link', { name: '(206) 296-3940' })).toBeVisible();
  await expectAccessible(page);

  const link = (await linksInLatestEmail(page, email)).find((href) => href.includes('/verify-email?token='));
  await page.goto(link as string);
  // the page verifies once its script has run: wait for its word, as a person would, before leaving it
  await expect(page.getByText('Thank you: your email address is verified.')).toBeVisible();
  await page.goto('/en_US/account');
  await expect(step('Verify your email address')).toContainText(`You verified ${email}.`);
  await expect(step('Verify your email address')).toContainText('Done');
  await expectAccessible(page);
  await step('Add a pet guardian').getByRole('link', { name: 'Add a pet guardian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pet Guardians' })).toBeVisible();
});

test('in French, the dashboard speaks French and keeps its sections', async ({ page }) => {
  await signUpOwnerViaApi(page, uniqueEmail('tableau'), { city: 'toronto-on' }); // French pages are Canada's (decision 0021)
  await page.goto('/fr_CA/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Vos prochaines étapes' });
  await expect(steps.getByText('Confirmez votre adresse courriel')).toBeVisible();
  await expect(steps.getByText('À faire').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes animaux' })).toContainText(
    'Vous n’avez pas encore ajouté d’animaux.',
  );
  await expectAccessible(page);
});

test('an owner with unlicensed pets is told where to license them, not to add a pet first', async ({ page }) => {
  await logInViaApi(page, DEMO_OWNER); // the demo owner has Biscuit and Miso without a licence
  await page.goto('/en_US/account');
  const step = page
    .getByRole('region', { name: 'Your next steps' })
    .getByRole('listitem')
    .filter({ hasText: 'License your pet' });
  await expect(step).toContainText('License each pet from My Pets.');
  await expect(step).toContainText('To do');
  await step.getByRole('link', { name: 'License your pet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
});
