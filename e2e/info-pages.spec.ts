// About New Licences, About Renewing Licences and the FAQ (issue 20, decision 0601): each jurisdiction's
// own text with its policy's figures, a call to action, a FAQ searched on the page and opened by anchor.
import type { Page } from '@playwright/test';
import {
  DEMO_OWNER,
  expect,
  expectAccessible,
  logInViaApi,
  mainNav,
  recordKeyboardJourney,
  screenshotBoth,
  tabTo,
  test,
} from './fixtures.js';

function feeTable(page: Page, name: string) {
  return page.getByRole('main').getByRole('table', { name });
}

function faqQuestions(page: Page) {
  return page.getByRole('main').locator('details.faq-item > summary');
}

test('King County in US English: both About pages show the policy’s figures and lead a visitor to log in', async ({
  page,
}) => {
  await page.goto('/en_US/licensing/new?city=king-county-wa');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About New Licenses' })).toBeVisible();
  await expect(main.getByText(/In King County, every dog and cat needs a current pet license/)).toBeVisible();
  const table = feeTable(page, 'License fees for one year');
  await expect(table.getByRole('row', { name: 'Dog $30.00 $60.00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Cat $20.00 $35.00' })).toBeVisible();
  await expect(main.getByText('Owners aged 65 or older pay 50% less.', { exact: true })).toBeVisible();
  // the figures only: the calculator stays on the licensing page
  await expect(main.getByRole('region', { name: 'Fee calculator' })).toHaveCount(0);
  const cta = main.getByRole('region', { name: 'License your pet' });
  const logIn = cta.getByRole('link', { name: 'Log in' });
  await expect(logIn).toHaveAttribute('href', '/en_US/login?next=%2Fen_US%2Flicensing%2Fnew');
  await expect(cta.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en_US/signup');
  await expectAccessible(page);
  await screenshotBoth(page, 'about-new-licenses');

  await main.getByRole('link', { name: 'About Renewing Licenses' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'About Renewing Licenses' })).toBeVisible();
  await expect(main.getByText('You can renew from 60 days before your license expires.')).toBeVisible();
  await expect(
    main.getByText(
      'You have 30 days after it expires to renew without a late fee. After that, a late fee of $15.00 is added.',
    ),
  ).toBeVisible();
  await expect(main.getByRole('region', { name: 'Renew your pet’s license' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'about-renewing-licenses');

  // the licensing page links to both and to the FAQ; so does the footer
  await page.goto('/en_US/licensing');
  const related = main.getByRole('navigation', { name: 'More about licensing' });
  for (const name of ['About New Licenses', 'About Renewing Licenses', 'FAQ']) {
    await expect(related.getByRole('link', { name })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Licensing', exact: true });
  await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en_US/faq');
});

test('an owner is sent to My Pets to renew, and the dashboard’s licence card links here', async ({ page }) => {
  await page.goto('/en_US/?city=king-county-wa');
  await logInViaApi(page, DEMO_OWNER);
  await page.goto('/en_US/account');
  const card = page.getByRole('main').getByRole('region', { name: 'Licenses due' });
  await card.getByRole('link', { name: 'About Renewing Licenses' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Renewing Licenses' })).toBeVisible();
  await main.getByRole('link', { name: 'Renew now' }).click();
  await expect(page).toHaveURL(/\/en_US\/account\/full\/account-app\/my-pets\/$/);
});

test('the FAQ in US English: search by keyboard narrows the list, an anchor opens its answer', async ({ page }) => {
  recordKeyboardJourney();
  await page.goto('/en_US/faq?city=king-county-wa');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  for (const group of ['Licenses', 'Rabies proof', 'Lost pets', 'Tags and store', 'Your account']) {
    await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
  }
  const all = await faqQuestions(page).count();
  expect(all).toBeGreaterThanOrEqual(15);
  await expectAccessible(page);

  const search = main.getByRole('searchbox', { name: 'Search the questions' });
  await tabTo(page, search);
  await page.keyboard.type('rabies');
  const status = main.getByRole('status');
  await expect(status).toHaveText(/^\d+ results?$/);
  const narrowed = await faqQuestions(page).count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  await expect(status).toHaveText(narrowed === 1 ? '1 result' : `${narrowed} results`);
  await expect(main.getByRole('heading', { level: 2, name: 'Rabies proof' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Tags and store' })).toHaveCount(0);
  // a question opens with the keyboard: Tab to it, Enter
  const first = main.locator('details.faq-item').first();
  await page.keyboard.press('Tab');
  await expect(first.locator('summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expectAccessible(page);

  await search.fill('');
  await search.focus();
  await page.keyboard.type('zebra crossing');
  await expect(main.getByRole('heading', { name: 'No answers match your search' })).toBeVisible();
  await expect(status).toHaveText('0 results');
  await expectAccessible(page);
  await screenshotBoth(page, 'faq-no-match');
  await main.getByRole('button', { name: 'Clear the search' }).press('Enter');
  await expect(faqQuestions(page)).toHaveCount(all);

  // an answer's link opens it at its place
  await page.goto('/en_US/faq#found-a-pet');
  const answer = page.locator('details#found-a-pet');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer).toBeInViewport();
  await expect(answer.getByText(/Enter the code printed on the tag/)).toBeVisible();
  await expect(page.locator('details#need-account')).not.toHaveAttribute('open', '');
  await expectAccessible(page);
  await screenshotBoth(page, 'faq');
});

test('Toronto in Canadian English: licence wording and Toronto’s figures', async ({ page }) => {
  await page.goto('/en_CA/licensing/new?city=toronto-on');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About New Licences' })).toBeVisible();
  await expect(main.getByText(/In Toronto, every dog and cat needs a current pet licence/)).toBeVisible();
  const table = feeTable(page, 'Licence fees for one year');
  await expect(table.getByRole('row', { name: 'Dog $25.00 $60.00' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Cat $15.00 $50.00' })).toBeVisible();
  await expect(main).not.toContainText(/\b(a|the|your|new|current) license\b/i);
  await expect(main).not.toContainText(/\blicenses\b/i);
  await expectAccessible(page);
  await screenshotBoth(page, 'about-new-licences');

  // the navbar has both pages under Licensing: a button beside its link opens them (a wide screen)
  await mainNav(page).getByRole('button', { name: 'Licensing pages' }).click();
  await mainNav(page).getByRole('link', { name: 'About Renewing Licences' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'About Renewing Licences' })).toBeVisible();
  await expect(
    main.getByText(
      'There is no late fee: a licence renewed up to 30 days after it expires continues from its expiry date.',
    ),
  ).toBeVisible();
  await expect(main).not.toContainText(/\b(a|the|your|new|current) license\b/i);
  await expectAccessible(page);

  await page.goto('/en_CA/faq');
  await expect(main.getByRole('heading', { level: 2, name: 'Licences' })).toBeVisible();
  await expect(main.getByText('Which pets need a licence?')).toBeVisible();
  await expect(main).not.toContainText(/\b(a|the|your|new|current) license\b/i);
  await expectAccessible(page);

  // on a phone, the menu lists them under Licensing
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await mainNav(page).getByRole('link', { name: 'About New Licences' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'About New Licences' })).toBeVisible();
});

test('Toronto in French: permis, the figures as French writes them, the FAQ searched and opened', async ({ page }) => {
  await page.request.get('/healthz?city=toronto-on');
  await page.goto('/fr_CA/licensing/renew');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'À propos du renouvellement des permis' })).toBeVisible();
  const table = feeTable(page, 'Tarif d’un permis pour un an');
  await expect(table.getByRole('row', { name: /^Chien 25,00\s\$ 60,00\s\$$/ })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Renouveler le permis de votre animal' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'about-renewing-licences');

  await page.goto('/fr_CA/licensing/new');
  await expect(main.getByRole('heading', { level: 1, name: 'À propos des nouveaux permis' })).toBeVisible();
  await expect(main.getByText(/^Les propriétaires de 65 ans ou plus paient 50\u00a0% de moins\.$/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/fr_CA/faq');
  await expect(main.getByRole('heading', { level: 1, name: 'Foire aux questions' })).toBeVisible();
  const all = await faqQuestions(page).count();
  const search = main.getByRole('searchbox', { name: 'Chercher dans les questions' });
  await tabTo(page, search);
  // without its accent, as people type
  await page.keyboard.type('medaille');
  await expect(main.getByRole('status')).toHaveText(/^\d+ résultats?$/);
  const narrowed = await faqQuestions(page).count();
  expect(narrowed).toBeGreaterThan(0);
  expect(narrowed).toBeLessThan(all);
  await expect(faqQuestions(page).first()).toContainText(/médaille/i);
  await expectAccessible(page);
  await page.keyboard.type(' xyz');
  await expect(main.getByRole('heading', { name: 'Aucune réponse ne correspond à votre recherche' })).toBeVisible();

  await page.goto('/fr_CA/faq#rabies-proof-upload');
  const answer = page.locator('details#rabies-proof-upload');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer).toBeInViewport();
  await expect(answer.locator('summary')).toHaveText('Comment téléverser le certificat?');
  await expectAccessible(page);
  await screenshotBoth(page, 'faq');
});

test('a jurisdiction that does not license has none of these pages nor their links', async ({ page }) => {
  await page.goto('/en_US/faq?city=not-licensed-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/en_US/licensing/new');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'About New Licenses' })).toHaveCount(0);
  await expectAccessible(page);
});
