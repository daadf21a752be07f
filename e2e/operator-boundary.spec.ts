// Issue 41 part 2 (decisions 0306, 0307), as the site operator does it: made by the server's command
// (`npm run operator:invite`, accepted and given an authenticator app through the API: operator.spec.ts
// walks those screens), they open Seattle's boundary screen, upload a ring that crosses itself and read
// which ring and point are wrong, then a good file, preview it on the map with its point counts and the
// warning that it overlaps King County — drawn beside it, dashed, its legend saying so in words; narrowed to a
// phone's width, the map fits both again — save it by keyboard, and find it in the operator audit log. The
// preview again in French.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import {
  enrolAppViaApi,
  expect,
  expectAccessible,
  graphql,
  recordKeyboardJourney,
  screenshotBoth,
  suiteDatabaseUrl,
  tabTo,
  test,
  uniqueEmail,
} from './fixtures.js';

const run = promisify(execFile);
const PASSWORD = 'Cartographer-Lantern-64!';

const polygonFile = (ring: ReadonlyArray<readonly [number, number]>) =>
  Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { NAME: 'Seattle' }, geometry: { type: 'Polygon', coordinates: [ring] } },
      ],
    }),
  );

/** A box over Seattle, inside King County (the demo's): a good file that overlaps a neighbour. */
const SEATTLE: ReadonlyArray<readonly [number, number]> = [
  [-122.44, 47.5],
  [-122.24, 47.5],
  [-122.24, 47.73],
  [-122.44, 47.73],
  [-122.44, 47.5],
];

/** Whether a shape drawn on the map lies wholly inside the map's canvas (a pixel's rounding allowed). */
async function drawnInside(shape: Locator, canvas: Locator): Promise<boolean> {
  const [inner, outer] = await Promise.all([shape.boundingBox(), canvas.boundingBox()]);
  if (!inner || !outer) return false;
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

test('the operator previews and saves a jurisdiction’s boundary file, a bad one refused with its ring and point', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('boundary.operator');
  const { stdout } = await run('npx', ['--no-install', 'tsx', 'scripts/operator-invite.ts', '--email', email], {
    env: { ...process.env, DATABASE_URL: suiteDatabaseUrl(), PUBLIC_URL: baseURL, NODE_ENV: 'development' },
  });
  const token = stdout.match(/\/invite\?token=([\w-]{43})/)?.[1];
  expect(token, stdout).toBeDefined();
  await graphql(
    page.request,
    `mutation ($token: String!, $input: AcceptStaffInviteInput!) { acceptStaffInvite(token: $token, input: $input) { id } }`,
    { token, input: { firstName: 'Robin', lastName: 'Surveyor', password: PASSWORD } },
  );
  await enrolAppViaApi(page.request);
  const { operatorConsole } = await graphql(page.request, '{ operatorConsole { id slug } }');
  const seattle = (operatorConsole as Array<{ id: string; slug: string }>).find((row) => row.slug === 'seattle-wa');
  expect(seattle).toBeDefined();

  await page.goto(`/en_US/operator/jurisdiction/boundary?jurisdiction=${seattle?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Boundary of Seattle, WA' })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Upload a boundary file' });
  const fileField = form.getByLabel('Boundary file');
  await expect(fileField).toHaveAttribute('accept', /\.geojson,\.json,\.topojson/);

  // nothing chosen: the form says so
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('alert').getByText('Boundary file: Choose a GeoJSON or TopoJSON file.')).toBeVisible();

  // a ring that crosses itself (a bow tie): the reason names the ring, the polygon and the points
  await fileField.setInputFiles({
    name: 'seattle-bow-tie.geojson',
    mimeType: 'application/geo+json',
    buffer: polygonFile([
      [-122.44, 47.5],
      [-122.24, 47.73],
      [-122.24, 47.5],
      [-122.44, 47.73],
      [-122.44, 47.5],
    ]),
  });
  await form.getByRole('button', { name: 'Preview' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'crosses itself' });
  await expect(summary).toContainText(
    /Boundary file: Ring 1 of polygon 1 crosses itself: the line from point \d+ crosses the line from point \d+\./,
  );
  await expect(fileField).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-boundary-refused');

  // a good file, previewed and saved by keyboard
  await fileField.setInputFiles({
    name: 'seattle.geojson',
    mimeType: 'application/geo+json',
    buffer: polygonFile(SEATTLE),
  });
  await expect(fileField).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Boundary name').fill('City limits');
  await form.getByLabel('Kind of area').selectOption({ label: 'City or town' });
  recordKeyboardJourney();
  await tabTo(page, form.getByRole('button', { name: 'Preview' }));
  await page.keyboard.press('Enter');
  const preview = page.getByRole('region', { name: 'Preview of the boundary' });
  await expect(preview.getByRole('heading', { name: 'Preview of the boundary' })).toBeFocused();
  await expect(preview.getByText('The file has 5 points; the map draws 5 of them.')).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText(/seems to overlap King County, WA/);
  await expect(preview.getByRole('region', { name: 'Map of the boundary of Seattle, WA' })).toBeVisible();
  await expect(preview.locator('path.map-jurisdiction')).toHaveCount(1);
  // the neighbour it overlaps is drawn too, dashed, and the legend tells the two apart in words
  await expect(preview.locator('path.map-jurisdiction-dashed').first()).toHaveAttribute('stroke-dasharray', '6 4');
  const legend = preview.locator('figcaption');
  await expect(legend).toContainText('Seattle, WA: this file (solid outline)');
  await expect(legend).toContainText('King County, WA: its saved boundary, which this file overlaps (dashed outline)');
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-boundary-preview');
  // a window narrowed to a phone's width: the map is fitted again, the file's shape and the neighbour whole on it
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const canvas = preview.getByRole('region', { name: 'Map of the boundary of Seattle, WA' });
  for (const shape of [preview.locator('path.map-jurisdiction'), preview.locator('path.map-jurisdiction-dashed')])
    await expect.poll(() => drawnInside(shape.first(), canvas), 'a shape whole on the map at 390 px').toBe(true);
  if (viewport) await page.setViewportSize(viewport);

  await tabTo(page, preview.getByRole('button', { name: 'Save boundary' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('The boundary of Seattle, WA is saved. The jurisdiction chooser uses it now.'),
  ).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Save boundary' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-boundary-saved');

  await preview.getByRole('link', { name: 'Back to the operator console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Imported a boundary/ }).first()).toContainText('Seattle, WA');

  // in French: the same preview, its legend's words French
  await page.goto(`/fr_CA/operator/jurisdiction/boundary?jurisdiction=${seattle?.id}`);
  const french = page.getByRole('form', { name: 'Téléverser un fichier de limite' });
  await french.getByLabel('Fichier de la limite').setInputFiles({
    name: 'seattle.geojson',
    mimeType: 'application/geo+json',
    buffer: polygonFile(SEATTLE),
  });
  await french.getByRole('button', { name: 'Aperçu' }).click();
  const apercu = page.getByRole('region', { name: 'Aperçu de la limite' });
  await expect(apercu.locator('figcaption')).toContainText('King County, WA\u00a0: sa limite enregistrée');
  await expect(apercu.locator('path.map-jurisdiction-dashed').first()).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'operator-boundary-preview');
});
