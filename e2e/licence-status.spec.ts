import type { Page } from '@playwright/test';
import { dogPayload } from '../src/domain/pet/pet-form.fixtures.js';
import { getHref } from '../src/domain/shared/routes.js';
import {
  addPetViaApi,
  DEMO_ADMIN,
  expect,
  expectAccessible,
  graphql,
  signUpOwnerViaApi,
  test,
  uniqueEmail,
  logInRequestViaApi,
} from './fixtures.js';
import { buyLicenceViaApi, monthsFromNow, uploadRabiesProofViaApi } from './fixtures/licences.js';

// issue 38 item 1 (decision 0505): one licence-and-proof state, said the same everywhere. A proof nobody
// has checked reads "received, awaiting verification" (never "valid"), a proof staff rejected reads "not
// accepted: reason" on My Pets, the dashboard and the licence page; a licence bought minutes ago is
// neither "License" nor "Renew"; the receipt says when the licence becomes active and how long the
// check usually takes; an under-18 owner with a saved birth date is not asked to add one.
const ADULT = { day: '12', month: '4', year: '1980' };

/** The demo administrator rejects the proof with a reason, in a session of their own. */
async function rejectProofAsStaff(page: Page, proofId: string, reason: string) {
  const admin = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(page.url()).origin });
  if (!admin) throw new Error('no browser');
  await logInRequestViaApi(admin.request, DEMO_ADMIN);
  const rejected = await graphql(
    admin.request,
    'mutation ($id: ID!, $reason: String!) { rejectRabiesProof(proofId: $id, reason: $reason) { status } }',
    { id: proofId, reason },
  );
  expect(rejected.rejectRabiesProof.status).toBe('REJECTED');
  await admin.close();
}

test('en español: una prueba en espera y luego no aceptada dice lo mismo en Mis mascotas, el tablero, la página de la licencia y el recibo', async ({
  page,
}) => {
  test.setTimeout(120_000); // a purchase, staff's decision, seven pages and axe scans on two shared cores
  await signUpOwnerViaApi(page, uniqueEmail('licence-status-es'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Rex'));
  const proofId = await uploadRabiesProofViaApi(page, petId, { file: 'pdf', expires: monthsFromNow(14) });
  const order = await buyLicenceViaApi(page, petId);

  // the receipt: the licence becomes active once staff have checked the proof, usually within 2 working days
  await page.goto(getHref('OrderReceipt', 'es_US', { order: String(order) }));
  const receipt = page.getByRole('table', { name: 'Artículos' });
  await expect(receipt).toContainText(
    'Esta licencia se activará cuando nuestro personal haya verificado el comprobante de vacunación contra la rabia de Rex, normalmente en 2 días hábiles.',
  );
  await expectAccessible(page);

  // awaiting check: My Pets says "received", never "valid"
  await page.goto('/es_US/account/full/account-app/my-pets/');
  const card = page.getByRole('article', { name: 'Rex' });
  await expect(card).toContainText(
    'Recibido, en espera de la verificación de nuestro personal (normalmente en 2 días hábiles)',
  );
  await expect(card).toContainText(/KC-\d{4}-\d{6}, aún no activa: comprobante recibido, en espera de verificación/);
  await expect(card).not.toContainText('Vigente');
  await expect(card.getByRole('link', { name: /Renovar/ })).toHaveCount(0);
  await expectAccessible(page);

  // awaiting check: the dashboard says staff will check it, asks for no upload, and the step waits
  await page.goto('/es_US/account');
  const due = page.getByRole('region', { name: 'Licencias por renovar' });
  await expect(due).toContainText(
    'Recibimos el comprobante de vacunación contra la rabia de Rex. Nuestro personal lo verificará, normalmente en 2 días hábiles',
  );
  await expect(due.getByRole('link', { name: 'Subir el comprobante' })).toHaveCount(0);
  const step = page
    .getByRole('region', { name: 'Sus próximos pasos' })
    .getByRole('listitem')
    .filter({ hasText: 'Obtenga la licencia de su mascota' });
  await expect(step).toContainText('En espera de nuestro personal');
  await expect(step).not.toContainText('Listo');
  await expectAccessible(page);

  await rejectProofAsStaff(page, proofId, 'ILLEGIBLE');

  // not accepted: My Pets gives the reason and the way to upload a new one
  await page.goto('/es_US/account/full/account-app/my-pets/');
  await expect(card).toContainText('No aceptado: El documento no se puede leer');
  await expect(card).toContainText(/KC-\d{4}-\d{6}, aún no activa: el comprobante no fue aceptado/);
  await expect(card).not.toContainText('Vigente');
  await expect(card.getByRole('link', { name: 'Subir un comprobante nuevo para Rex' })).toBeVisible();
  await expectAccessible(page);

  // not accepted: the dashboard says so, with the reason, and the step is to do again
  await page.goto('/es_US/account');
  await expect(due).toContainText(
    'El comprobante de vacunación contra la rabia de Rex no fue aceptado: El documento no se puede leer. Suba uno nuevo.',
  );
  await expect(step).toContainText('Pendiente');
  await expectAccessible(page);

  // the licence page of a licence bought minutes ago: neither "Obtener" nor "Renovar"
  await due.getByRole('link', { name: 'Subir un comprobante nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Licencia para mascotas de Rex' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Renovar/ })).toHaveCount(0);
  await expect(
    page.getByText(/^Licencia KC-\d{4}-\d{6}, aún no activa: el comprobante no fue aceptado\.$/),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Estado:' })).toContainText(
    'No aceptado: El documento no se puede leer',
  );
  await expect(page.getByRole('button', { name: 'Subir un comprobante nuevo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a licence bought minutes ago with its proof uploaded: "Mittens\'s license", the dashboard waits for staff (en_US)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpOwnerViaApi(page, uniqueEmail('licence-status-en'), { birthdate: ADULT });
  const petId = await addPetViaApi(page, dogPayload('Mittens'));
  await uploadRabiesProofViaApi(page, petId, { file: 'pdf', expires: monthsFromNow(14) });
  await buyLicenceViaApi(page, petId);

  await page.goto('/en_US/account');
  const due = page.getByRole('region', { name: 'Licenses due' });
  await expect(due).toContainText(
    "We received Mittens's rabies proof. Our staff will check it, usually within 2 working days; the license becomes active then.",
  );
  await expect(due.getByRole('link', { name: 'Upload proof' })).toHaveCount(0);
  const step = page
    .getByRole('region', { name: 'Your next steps' })
    .getByRole('listitem')
    .filter({ hasText: 'License your pet' });
  await expect(step).toContainText(
    'We received the rabies proof: our staff will check it, usually within 2 working days.',
  );
  await expect(step).toContainText('Waiting for our staff');
  await expect(step).not.toContainText('Done');
  await expectAccessible(page);

  await page.goto(`/en_US/account/full/account-app/my-pets/license?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: "Mittens's license" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Renew|License Mittens/ })).toHaveCount(0);
  await expect(
    page.getByText(/^License KC-\d{4}-\d{6}, not active yet: rabies proof received, awaiting check\.$/),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText(
    'Received, awaiting verification by our staff (usually within 2 working days)',
  );
  await expect(page.getByText(/You can pay now/)).toHaveCount(0);
  await expectAccessible(page);
});

test('moins de 18 ans, date de naissance enregistrée : on ne demande pas de l’ajouter (fr_CA, 390 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpOwnerViaApi(page, uniqueEmail('permis-mineur'), {
    city: 'toronto-on',
    birthdate: { day: '3', month: '6', year: '2012' },
  });
  const petId = await addPetViaApi(
    page,
    dogPayload('Poutine', { type: 'C', isIndoor: true, breedKnown: false, breed: null, gender: 'F' }),
  );
  await page.goto(`/fr_CA/account/full/account-app/my-pets/license?pet=${petId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Obtenir le permis de Poutine' })).toBeVisible();
  const refusal = page.getByRole('status').filter({ hasText: '18 ans' });
  await expect(refusal).toContainText('Vous devez avoir 18 ans ou plus pour acheter un permis d’animal.');
  await expect(
    refusal.getByRole('link', { name: 'Vérifiez votre date de naissance dans Mes renseignements' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Ajoutez votre date de naissance/ })).toHaveCount(0);
  await expectAccessible(page);
});
