import { DEMO_OWNER, expect, expectAccessible, mainNav, tabTo, test, uniqueEmail } from './fixtures.js';

const PASSWORD = 'Sign-Up-Works-42!';

test('a visitor signs up with the keyboard, a searched address and a separate mailing address', async ({ page }) => {
  await page.goto('/en_US/');
  await mainNav(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Avery');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyes');
  await page.keyboard.press('Tab');
  const email = uniqueEmail('signup');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('weak');
  await expect(page.getByText('Your password does not meet the requirements listed below')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(page.getByText('Your password is secure!')).toBeVisible();

  await page.getByLabel('Phone 1 number').fill('2065550123');
  await expect(page.getByLabel('Phone 1 number')).toHaveValue('(206) 555-0123');
  await page.getByRole('button', { name: 'Add another phone number' }).click();
  await page.getByLabel('Phone 2 type').selectOption({ label: 'Work' });
  await page.getByLabel('Phone 2 number').fill('2065550999');
  await page.getByRole('button', { name: 'Remove phone 2' }).click();
  await expect(page.getByLabel('Phone 2 number')).toHaveCount(0);

  const search = page.getByRole('combobox', { name: /Search for your address/ }).first();
  await search.fill('98101');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('Add Address Manually');
  await expect(options.nth(1)).toBeVisible();
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  await search.press('Enter');
  // the gazetteer knows the city and ZIP, not the street: manual mode asks for the rest
  await expect(page.getByText("We couldn't find every part of this address. Please complete it.")).toBeVisible();
  await page.getByLabel('Street number').fill('400');
  await page.getByLabel('Street', { exact: true }).fill('Pine St');
  await page.getByRole('button', { name: 'Add address' }).first().click();
  await expect(page.getByText('400 Pine St', { exact: false }).first()).toBeVisible();

  await page.getByLabel('My mailing address is the same as my home address').uncheck();
  const mailingSearch = page.getByRole('combobox', { name: /Search for your address/ }).nth(1);
  await mailingSearch.fill('PO Box 1234, Seattle WA 98111');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /PO Box 1234/ })
    .click();
  // a PO box is a whole mailing address: chosen as it is, no form to complete (issue 11: 4)
  await expect(page.getByRole('group', { name: 'Your address' }).last()).toContainText('PO Box 1234');
  await expect(page.getByLabel('Additional / PO Box')).toHaveCount(0);

  await page.getByLabel('I agree to the Terms of Service (Opens in a new tab)').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // the step after sign-up: tell us about your pet, or skip it (spec §2.9)
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();
  await page.getByRole('link', { name: "Don't have a pet? Skip this step" }).click();
  await expect(page).toHaveURL(/\/en_US\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Your Account' })).toBeVisible();
});

test('sign-up shows every error, translated, and the e-mail-exists error links to log in', async ({ page }) => {
  await page.goto('/fr_CA/signup?city=toronto-on');
  await expect(page.getByRole('heading', { level: 1, name: 'S’inscrire' })).toBeVisible();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Prénom')).toBeFocused();
  // the address error is tied to its search box, as to any field (QUALITY.md: aria-invalid, aria-describedby)
  const addressSearch = page.getByRole('combobox', { name: /Recherchez votre adresse/ });
  await expect(addressSearch).toHaveAttribute('aria-invalid', 'true');
  await expect(addressSearch).toHaveAccessibleDescription(/Veuillez entrer votre adresse\./);
  await expectAccessible(page);

  // back to a US city: Toronto, chosen above, would turn en_US into en_CA (decision 0021)
  await page.goto('/en_US/signup?city=king-county-wa');
  await page.getByLabel('Email address').fill(DEMO_OWNER);
  await page.getByLabel('Email address').blur();
  await expect(page.getByText('This email address already exists in our system')).toBeVisible();
  await page.getByRole('link', { name: 'Log in instead' }).click();
  await expect(page).toHaveURL(/\/en_US\/login$/);
});

test('the whole sign-up form works with the keyboard alone', async ({ page }) => {
  await page.goto('/en_US/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await tabTo(page, page.getByLabel('First name'));
  await page.keyboard.type('Kai');
  await tabTo(page, page.getByLabel('Last name'));
  await page.keyboard.type('Board');
  await tabTo(page, page.getByLabel('Email address'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Show password' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await tabTo(page, page.getByLabel('Phone 1 number'));
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await page.keyboard.type('2065550142');
  await tabTo(page, page.getByLabel('Month'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, page.getByLabel('Day'));
  await page.keyboard.type('15');
  await tabTo(page, page.getByLabel('Year'));
  await page.keyboard.type('1988');
  const search = page.getByRole('combobox', { name: /Search for your address/ });
  await tabTo(page, search);
  await page.keyboard.type('98101');
  await expect(page.getByRole('listbox').getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Street number'));
  await page.keyboard.type('1201');
  await tabTo(page, page.getByLabel('Street', { exact: true }));
  await page.keyboard.type('3rd Ave');
  await tabTo(page, page.getByRole('button', { name: 'Add address' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('1201 3rd Ave', { exact: false }).first()).toBeVisible();
  await tabTo(page, page.getByLabel('I agree to the Terms of Service (Opens in a new tab)'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Create my account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us about your pet' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: "Don't have a pet? Skip this step" }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});
