import { createHash } from 'node:crypto';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  linksInLatestEmail,
  logInViaApi,
  suiteDatabase,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

// issue 17 (decisions 0103, 0701): a clerk finds an imported owner record that has not signed up (its
// code expired), resends an access code in the owner's language, and sees it audited; an owner who
// signed up with a code has nothing to resend, and their record says why (in French).

/** An imported King County record not signed up yet, with one access code that expired yesterday. */
async function importedRecordWithExpiredCode() {
  const suffix = Math.random().toString(36).slice(2, 7).replace(/\d/g, 'x');
  const lastName = `Imported${suffix}`;
  const email = uniqueEmail('imported-record');
  await suiteDatabase(async (client) => {
    const { rows } = await client.query(
      `insert into owner_records (jurisdiction_id, external_ref, first_name, last_name, email, phone)
        select id, $1, 'Rowan', $2, $3, '2065550177' from jurisdictions where slug = 'king-county-wa' returning id`,
      [`KC-E2E-${suffix}`, lastName, email],
    );
    const hash = createHash('sha256')
      .update(`EXPRD${suffix.toUpperCase().padEnd(5, 'X').slice(0, 5)}`)
      .digest('hex');
    await client.query(
      `insert into access_codes (code_hash, owner_record_id, expires_at, created_at)
        values ($1, $2, now() - interval '1 day', now() - interval '31 days')`,
      [hash, rows[0].id],
    );
  });
  return { name: `Rowan ${lastName}`, lastName, email, reference: `KC-E2E-${suffix}` };
}

test('a clerk resends an expired access code in Spanish, by keyboard, and sees it audited', async ({ page }) => {
  test.setTimeout(90_000);
  const record = await importedRecordWithExpiredCode();
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/en_US/admin');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, box);
  await page.keyboard.type(record.lastName);
  await page.keyboard.press('Enter');
  const group = page.getByRole('region', { name: 'Imported records, not signed up' });
  const link = group.getByRole('link', { name: record.name });
  await expect(link).toBeVisible();
  await expect(group).toContainText(record.reference);
  await expectAccessible(page);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
  const codes = page.getByRole('region', { name: 'Access codes' });
  await expect(codes.getByRole('row')).toHaveCount(2);
  await expect(codes).toContainText('Expired');
  await expect(codes).toContainText(`A new code, valid 30 days, is emailed to ${record.email}`);
  await expectAccessible(page);

  const language = codes.getByLabel('Language of the email');
  await tabTo(page, language);
  await language.selectOption({ label: 'Español [US]' });
  const resend = codes.getByRole('button', { name: 'Resend access code' });
  await tabTo(page, resend);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`A new access code was emailed to ${record.email}.`)).toBeVisible();
  await expect(codes.getByRole('row')).toHaveCount(3);
  await expect(codes.getByRole('row').nth(1)).toContainText('Not used');
  const audit = page.getByRole('region', { name: 'Audit log' });
  const entry = audit.getByRole('row', { name: /Access code sent/ });
  await expect(entry).toContainText('Alex Admin');
  await expect(entry).toContainText('Español [US]'); // the e-mail's language, as the language menu names it
  await expect(page.getByRole('region', { name: 'Access-code emails sent' }).getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  // the e-mail is in Spanish and its link opens the sign-up with the new code, prefilled from the record
  const links = await linksInLatestEmail(page, record.email);
  const signUp = links.find((href) => href.includes('/signup/access-code?code='));
  expect(signUp).toMatch(/\/es_US\/signup\/access-code\?code=[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
  await page.context().clearCookies();
  await page.goto(signUp ?? '');
  await expect(page.getByRole('textbox', { name: /Apellido/ })).toHaveValue(record.lastName);
});

test('en français : une propriétaire inscrite avec un code n’a rien à renvoyer, et sa fiche le dit', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await logInViaApi(page, DEMO_ADMIN);
  await page.goto('/fr_CA/admin?q=2065550100');
  await page.getByRole('region', { name: 'Propriétaires' }).getByRole('link', { name: 'Dana Demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Demo' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Code d’accès' });
  await expect(section).toContainText('Inscription faite avec le code d’accès du dossier importé KC-DEMO-0002');
  await expect(section).toContainText('il n’y a rien à renvoyer');
  await expect(section.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});
