// The licensing page's fees and rules and its fee calculator (issue 16, decision 0503), as a visitor.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshotBoth, tabTo, test } from './fixtures.js';

function calculator(page: Page) {
  return page.getByRole('main').getByRole('region', { name: /Fee calculator|Calculateur de tarif/ });
}

/** Picks a radio button in the calculator's fieldset named `legend`. */
async function choose(page: Page, legend: string | RegExp, option: string | RegExp) {
  await calculator(page).getByRole('group', { name: legend }).getByRole('radio', { name: option, exact: true }).check();
}

function result(page: Page) {
  return calculator(page).locator('.fee-result');
}

test('King County in US English: the fees and rules from its policy, and the calculator', async ({ page }) => {
  await page.goto('/en_US/licensing?city=king-county-wa');
  const main = page.getByRole('main');
  const rules = main.getByRole('region', { name: 'Fees and rules' });
  await expect(rules).toBeVisible();
  const table = rules.getByRole('table', { name: 'License fees for one year' });
  await expect(table.getByRole('row', { name: 'Dog $30.00 $60.00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Cat $20.00 $35.00' })).toBeVisible();
  for (const text of [
    'A license lasts 1, 2, or 3 years; a longer term costs the one-year fee for each year.',
    'Owners aged 65 or older pay 50% less.',
    'A verified service animal is licensed free.',
    'You can renew from 60 days before your license expires.',
    'You have 30 days after it expires to renew without a late fee. After that, a late fee of $15.00 is added.',
    'Dogs and cats 3 months or older need proof of a current rabies vaccination.',
  ]) {
    await expect(rules.getByText(text, { exact: true })).toBeVisible();
  }
  // the jurisdiction's own text stays above the figures
  await expect(main.getByText(/needs a current license/)).toBeVisible();

  // the calculator starts on an altered dog, an adult owner, one year
  await expect(result(page).getByText('Total: $30.00')).toBeVisible();
  await expect(result(page)).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page);

  await choose(page, 'Spayed or neutered?', 'No');
  await expect(result(page).getByText('Total: $60.00')).toBeVisible();
  await choose(page, 'Term', '3 years');
  await expect(result(page).getByText('Total: $180.00')).toBeVisible();
  await expect(result(page).getByRole('row', { name: 'License fee, 3 years $180.00' })).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Term', '1 year');
  await choose(page, 'Your age', '65 or older');
  await expect(result(page).getByText('Total: $30.00')).toBeVisible();
  const breakdown = result(page).getByRole('table', { name: 'How the total is made' });
  await expect(breakdown.getByRole('row', { name: 'License fee, 1 year $60.00' })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Senior discount (50%) -$30.00' })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Service animal exemption $0.00' })).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Total $30.00' })).toBeVisible();
  await expectAccessible(page);

  await choose(page, 'Verified service animal?', 'Yes');
  await expect(result(page).getByText('Total: $0.00')).toBeVisible();
  await expect(breakdown.getByRole('row', { name: 'Service animal exemption -$30.00' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'licensing');
});

test('an owner under 18 is told why no license can be bought', async ({ page }) => {
  await page.goto('/en_US/licensing?city=king-county-wa');
  await choose(page, 'Your age', 'Under 18');
  await expect(result(page).getByText('You must be 18 or older to buy a pet license.')).toBeVisible();
  await expect(result(page).getByText(/Total/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'licensing-under-18');
  await choose(page, 'Your age', '18 to 64');
  await expect(result(page).getByText('Total: $30.00')).toBeVisible();
});

test('by keyboard only: an unaltered cat for two years', async ({ page }) => {
  await page.goto('/en_US/licensing?city=king-county-wa');
  await expect(result(page).getByText('Total: $30.00')).toBeVisible();
  const species = calculator(page).getByRole('group', { name: 'Pet' });
  // Tab reaches a group's chosen radio button; the arrow keys choose within the group
  await tabTo(page, species.getByRole('radio', { name: 'Dog' }));
  await page.keyboard.press('ArrowRight');
  await expect(species.getByRole('radio', { name: 'Cat' })).toBeChecked();
  await expect(result(page).getByText('Total: $20.00')).toBeVisible();
  await page.keyboard.press('Tab');
  const altered = calculator(page).getByRole('group', { name: 'Spayed or neutered?' });
  await expect(altered.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(altered.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(result(page).getByText('Total: $35.00')).toBeVisible();
  const term = calculator(page).getByRole('group', { name: 'Term' });
  await tabTo(page, term.getByRole('radio', { name: '1 year' }));
  await page.keyboard.press('ArrowRight');
  await expect(term.getByRole('radio', { name: '2 years' })).toBeChecked();
  await expect(result(page).getByText('Total: $70.00')).toBeVisible();
  await expectAccessible(page);
});

test('Toronto in Canadian English: licence, Canadian dollars, one term and no late fee', async ({ page }) => {
  await page.goto('/en_CA/licensing?city=toronto-on');
  const main = page.getByRole('main');
  const rules = main.getByRole('region', { name: 'Fees and rules' });
  const table = rules.getByRole('table', { name: 'Licence fees for one year' });
  await expect(table.getByRole('row', { name: 'Dog $25.00 $60.00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Cat $15.00 $50.00' })).toBeVisible();
  await expect(rules.getByText('A licence lasts 1 year.', { exact: true })).toBeVisible();
  await expect(
    rules.getByText(
      'There is no late fee: a licence renewed up to 30 days after it expires continues from its expiry date.',
    ),
  ).toBeVisible();
  await expect(rules.getByText('You can renew from 60 days before your licence expires.')).toBeVisible();
  // en-CA writes the noun "licence" everywhere in the page's own texts
  await expect(main).not.toContainText(/\b(a|the|your|new) license\b/i);
  await expect(calculator(page).getByRole('group', { name: 'Term' }).getByRole('radio')).toHaveCount(1);
  await choose(page, 'Spayed or neutered?', 'No');
  await choose(page, 'Your age', '65 or older');
  await expect(result(page).getByText('Total: $30.00')).toBeVisible();
  await expect(result(page).getByRole('row', { name: 'Licence fee, 1 year $60.00' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'licensing');
});

test('Toronto in French: permis, money and percent as French writes them', async ({ page }) => {
  await page.goto('/fr_CA/licensing?city=toronto-on');
  const main = page.getByRole('main');
  const rules = main.getByRole('region', { name: 'Tarifs et règles' });
  const table = rules.getByRole('table', { name: 'Tarif d’un permis pour un an' });
  await expect(table.getByRole('row', { name: /^Chien 25,00\s\$ 60,00\s\$$/ })).toBeVisible();
  await expect(rules.getByText(/^Les propriétaires de 65 ans ou plus paient 50\u00a0% de moins\.$/)).toBeVisible();
  await expect(rules.getByText('Un permis est valide 1 an.', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await choose(page, 'Animal stérilisé?', 'Non');
  await choose(page, 'Votre âge', '65 ans ou plus');
  await expect(result(page).getByText(/^Total\u00a0: 30,00\u00a0\$$/)).toBeVisible();
  await expect(result(page).getByRole('row', { name: /^Rabais pour aînés \(50\s%\) -30,00\s\$$/ })).toBeVisible();
  await choose(page, 'Votre âge', 'Moins de 18 ans');
  await expect(
    result(page).getByText('Vous devez avoir 18 ans ou plus pour acheter un permis d’animal.'),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'licensing-under-18');
});
