import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  logInViaApi,
  recordKeyboardJourney,
  screenshotBoth,
  tabTo,
  test,
} from './fixtures.js';

// issue 38 D33 (decision 0706), as the demo administrator: Jurisdiction settings lists its sections at the
// top; each is a page of its own with its own address, reached from that list by mouse or keyboard, and
// keeps its own Save and confirmation; what was typed in one section is still there after a look at
// another. Each locale's test saves the move terms of a jurisdiction of its own, back unchanged, that no
// other journey edits (King County's English ones, Toronto's French ones).

const TEXTS = {
  en_US: {
    title: 'Jurisdiction settings',
    jurisdiction: 'Jurisdiction',
    nav: 'Settings sections',
    sections: ['Pages, contact and license policy', 'Information pages', 'Frequently asked questions', 'Move terms'],
    firstHeading: 'Pages and contact',
    phone: 'Support phone',
    city: 'King County, WA',
    phoneTyped: '206 555 0199',
    language: 'Language',
    terms: 'English [US]',
    saveMove: 'Save move terms',
    saved: 'Settings saved. Owners see the change now.',
  },
  fr_CA: {
    title: 'Paramètres de la municipalité',
    jurisdiction: 'Municipalité',
    nav: 'Sections des paramètres',
    sections: [
      'Pages, coordonnées et politique de permis',
      'Pages d’information',
      'Foire aux questions',
      'Conditions de transfert',
    ],
    firstHeading: 'Pages et coordonnées',
    phone: 'Téléphone du service d’aide',
    city: 'Toronto, ON',
    phoneTyped: '416 555 0199',
    language: 'Langue',
    terms: 'Français [CA]',
    saveMove: 'Enregistrer les conditions de transfert',
    saved: 'Paramètres enregistrés. Les propriétaires voient le changement dès maintenant.',
  },
} as const;

for (const locale of ['en_US', 'fr_CA'] as const) {
  const text = TEXTS[locale];
  test(`${locale}: the settings sections are listed at the top, each a page of its own with its own Save`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInViaApi(page, DEMO_ADMIN);
    await page.goto(`/${locale}/admin/settings`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel(text.jurisdiction, { exact: true }).selectOption({ label: text.city });
    const nav = page.getByRole('navigation', { name: text.nav });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([...text.sections]);
    // the first section is shown, and marked as the one shown; the others' forms are not on the page
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: text.firstHeading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.sections[3] })).toBeHidden();
    // the page is a section long, not the whole 8,000 px of every form
    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-settings-sections');

    // typed, not saved: a look at another section keeps it
    const phone = page.getByLabel(text.phone, { exact: true });
    await phone.fill(text.phoneTyped);
    await nav.getByRole('link', { name: text.sections[3] }).click();
    await expect(page).toHaveURL(/[?&]section=move$/);
    const moveHeading = page.getByRole('heading', { level: 2, name: text.sections[3] });
    await expect(moveHeading).toBeFocused();
    await expect(nav.getByRole('link', { name: text.sections[3] })).toHaveAttribute('aria-current', 'page');
    await expect(phone).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tall);
    await expectAccessible(page);
    await screenshotBoth(page, 'admin-settings-move-terms');
    // its own Save, its own confirmation
    await page
      .getByRole('region', { name: text.sections[3] })
      .getByLabel(text.language, { exact: true })
      .selectOption({ label: text.terms });
    await page.getByRole('button', { name: text.saveMove }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    // Back shows the first section again, with what was typed
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: text.firstHeading })).toBeVisible();
    await expect(phone).toHaveValue(text.phoneTyped);

    // a section's address opens it
    await page.goto(`/${locale}/admin/settings?section=faq`);
    await expect(page.getByRole('heading', { level: 2, name: text.sections[2] })).toBeVisible();
    await expect(nav.getByRole('link', { name: text.sections[2] })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });
}

test('by keyboard only: a clerk reaches a settings section from the list at the top', async ({ page }) => {
  recordKeyboardJourney();
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin/settings');
  const link = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', {
    name: 'Information pages',
  });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]section=info$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Information pages' })).toBeFocused();
  // the keyboard goes on from the section's heading into its form
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Page', { exact: true })).toBeFocused();
});

test('a locale with no move terms of its own says what its owners read now, and starts from that text', async ({
  page,
}) => {
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin/settings?section=move');
  await page.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'Toronto, ON' });
  const move = page.getByRole('region', { name: 'Move terms' });
  const header = move.getByLabel('Heading', { exact: true });
  // Toronto's French terms are its own: no note
  await move.getByLabel('Language', { exact: true }).selectOption({ label: 'Français [CA]' });
  await expect(header).toHaveValue(/Toronto/);
  await expect(move.getByText(/has no text of its own here yet/)).toHaveCount(0);
  // en-CA has none: its owners read the en-US terms, and the editor says so and shows them
  await move.getByLabel('Language', { exact: true }).selectOption({ label: 'English [CA]' });
  await expect(
    move.getByText(
      'English [CA] has no text of its own here yet: owners reading English [CA] see the English [US] text, shown below. Saving gives English [CA] its own.',
    ),
  ).toBeVisible();
  await expect(header).toHaveValue(/^Move to Toronto/);
  await expectAccessible(page);
});
