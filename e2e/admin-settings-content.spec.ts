import { DEMO_ADMIN, expect, expectAccessible, logInViaApi, test } from './fixtures.js';

// Seattle's Spanish FAQ (the second test) and Ottawa's information page (the first) are read and edited
// by no other journey, so the two can run beside the rest.
// issue 17: an information page previewed as owners will see it (the one sanitiser, nothing saved), and
// a stale edit — another administrator saved since the page was opened — told in words, with the typed
// text kept and nothing written.

async function graphql(page: import('@playwright/test').Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await (await page.request.post('/graphql/', { data: { query, variables } })).json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

test('an administrator previews an information page sanitised, and a stale save is refused without losing the text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInViaApi(page, DEMO_ADMIN);
  // issue 38 D33 (decision 0706): the information pages are a section of their own, with its own address
  await page.goto('/en_US/admin/settings?section=info');
  await expect(page.getByRole('heading', { level: 1, name: 'Jurisdiction settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Information pages' });
  await expect(form).toBeVisible();
  // Ottawa: no other journey edits it, so the only save in between is this test's own (a stale edit is
  // exactly what a concurrent save of the same jurisdiction would cause)
  await page.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'Ottawa, ON' });
  await expect(
    page.getByRole('region', { name: 'Information pages' }).getByLabel('Language', { exact: true }),
  ).toHaveValue('en_CA');
  const jurisdiction = await page.getByLabel('Jurisdiction', { exact: true }).inputValue();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'About' });
  const locale = await page
    .getByRole('region', { name: 'Information pages' })
    .getByLabel('Language', { exact: true })
    .inputValue();
  const html = form.getByLabel('Content (HTML)');
  const typed =
    '<h2>Opening hours</h2><p onclick="steal()">Open <strong>daily</strong> <a href="javascript:alert(1)">here</a></p><script>alert(1)</script>';
  await form.getByLabel('Title').fill('About our office');
  await html.fill(typed);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: /Preview: what owners will see/ });
  await expect(preview.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'About our office' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('daily');
  expect(await preview.innerHTML()).not.toMatch(/script|onclick|javascript/);
  await expectAccessible(page);
  // the preview goes when the text changes: it never shows something other than what would be saved
  await html.fill(`${typed}<p>More</p>`);
  await expect(preview).toHaveCount(0);

  // another administrator saves this jurisdiction meanwhile (the same page, unchanged): the version moves on
  const { jurisdictionSettings } = await graphql(
    page,
    'query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { infoPages { key locale title html } } }',
    { id: jurisdiction },
  );
  const current = jurisdictionSettings.infoPages.find(
    (item: { key: string; locale: string }) => item.key === 'about' && item.locale === 'en_US',
  );
  // the English page every jurisdiction has (en_US ends every fallback chain), saved back unchanged
  expect(current, 'the demo seed writes every information page in en_US').toBeDefined();
  await graphql(
    page,
    'mutation ($id: ID!, $locale: String!, $page: InfoPageContentInput!) { updateInfoContent(jurisdictionId: $id, locale: $locale, page: $page) { slug } }',
    { id: jurisdiction, locale: 'en_US', page: { key: 'about', title: current.title, html: current.html } },
  );
  await form.getByRole('button', { name: 'Save page' }).click();
  await expect(
    form.getByText(/Someone else saved a change to this while you were editing\. Nothing was lost/),
  ).toBeVisible();
  await expect(html).toHaveValue(`${typed}<p>More</p>`);
  await expectAccessible(page);
  // nothing of it was written
  const after = await graphql(
    page,
    'query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { infoPages { key locale title } } }',
    { id: jurisdiction },
  );
  expect(after.jurisdictionSettings.infoPages).not.toContainEqual({ key: 'about', locale, title: 'About our office' });
});

test('an administrator adds a question to the Spanish FAQ, owners see it at once, and it is removed again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin/settings');
  await page.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'Seattle, WA' });
  // typing in the settings form, not saved yet: the FAQ's save below, in another section, must not throw it away
  const supportPhone = page.getByLabel('Support phone', { exact: true });
  await supportPhone.fill('206 555 0199');
  const sections = page.getByRole('navigation', { name: 'Settings sections' });
  await sections.getByRole('link', { name: 'Frequently asked questions' }).click();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await faq.getByLabel('Language', { exact: true }).selectOption({ label: 'Español [US]' });
  // Cancel closes the form and gives focus back to the button that opened it
  const add = faq.getByRole('button', { name: 'Add a question' });
  await add.click();
  await faq.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeFocused();
  await add.click();
  const form = faq.getByRole('form', { name: 'Add a question' });
  await form.getByLabel('Group').selectOption({ label: 'Lost pets' });
  await form.getByLabel('Question').fill('Can a ferret wear a HomeSafe tag?');
  await form.getByLabel('Link name').fill('Ferret Tags');
  await form.getByLabel('Answer (HTML)').fill('<p>Yes: <strong>any pet</strong> can.<script>x()</script></p>');
  // wrong on purpose: an anchor with capitals and a space
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(form.getByLabel('Link name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await form.getByLabel('Link name').fill('ferret-tags');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('region', { name: /Preview/ }).locator('strong')).toHaveText('any pet');
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByText('Question saved. Owners see it now.')).toBeVisible();
  await expect(faq).toContainText('#ferret-tags');
  await sections.getByRole('link', { name: 'Pages, contact and license policy' }).click();
  await expect(supportPhone).toHaveValue('206 555 0199');
  await expectAccessible(page);

  try {
    await page.goto('/es_US/faq?city=seattle-wa#ferret-tags');
    const answer = page.getByText('Can a ferret wear a HomeSafe tag?');
    await expect(answer).toBeVisible();
    expect(await page.locator('#ferret-tags').innerHTML()).not.toMatch(/script/);
  } finally {
    await page.goto('/en_US/admin/settings?section=faq');
    await page.getByLabel('Jurisdiction', { exact: true }).selectOption({ label: 'Seattle, WA' });
    const list = page.getByRole('region', { name: 'Frequently asked questions' });
    await list.getByLabel('Language', { exact: true }).selectOption({ label: 'Español [US]' });
    await list.getByRole('button', { name: 'Edit “Can a ferret wear a HomeSafe tag?”' }).click();
    await list.getByRole('button', { name: 'Remove this question' }).click();
    await expect(page.getByText('Question removed.')).toBeVisible();
    await expect(list).not.toContainText('#ferret-tags');
  }
});
