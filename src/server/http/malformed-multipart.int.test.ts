// Issue 37 (8): a malformed multipart body is the client's mistake, not ours: 400 with the file routes'
// `{ error: { code, message } }` (VALIDATION_FAILED, whose message every locale's serverErrors catalog
// translates), logged at info, never 500 with a stack at error level. Every multipart route, each body.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_MESSAGES } from '../shared/app-error.js';
import { createLogger } from '../shared/logger.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { CSRF, logInClient, useTestApp } from '../test/test-app.js';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };

const BOUNDARY = '----pawport-issue-37';
const part = (name: string, filename: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n';

/** Each: the Content-Type sent and the body. */
const MALFORMED = (field: string): Record<string, { type: string; body: string }> => ({
  'bad boundary': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--some-other-boundary\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\nxx\r\n--some-other-boundary--\r\n`,
  },
  truncated: {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `${part(field, 'a.jpg')}\xff\xd8\xff\xe0 half a file`,
  },
  'no boundary': { type: 'multipart/form-data', body: `${part(field, 'a.jpg')}xx\r\n--${BOUNDARY}--\r\n` },
  'header only': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n`,
  },
  'empty body': { type: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
  'garbage part header': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n\x00\x01 not a header\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
  },
});

/** The web's catalogs of server error codes (en_CA takes en_US's unless it overrides). */
const serverErrors = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../web/i18n/locales/${locale}/serverErrors.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

describe('malformed multipart bodies (issue 37: 8)', () => {
  it('answer a code every locale translates', () => {
    for (const locale of ['en_US', 'es_US', 'fr_CA'])
      expect(serverErrors(locale).VALIDATION_FAILED, locale).toMatch(/\S/);
    expect(serverErrors('en_US').VALIDATION_FAILED).toBe(APP_ERROR_MESSAGES.VALIDATION_FAILED);
  });

  const testApp = useTestApp({
    env: { RATE_LIMIT_SCALE: '10' },
    services: { log: createLogger({ LOG_LEVEL: 'info' }, capture) },
  });

  it('answers 400 VALIDATION_FAILED with its message on every multipart route, logged below error level', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const pets = await owner.request<{ myPets: Array<{ id: string }> }>('{ myPets { id } }');
    const petId = pets.body.data!.myPets[0]!.id;
    const routes = [
      { method: 'POST', path: '/api/image-conversions', field: 'image' },
      { method: 'PUT', path: `/api/pets/${petId}/rabies-proof`, field: 'file' },
    ];
    for (const route of routes) {
      for (const [name, { type, body }] of Object.entries(MALFORMED(route.field))) {
        lines.length = 0;
        const answer = await owner.callRoute(route.method, route.path, {
          body: Buffer.from(body, 'latin1'),
          headers: { ...CSRF, 'content-type': type },
        });
        const label = `${route.method} ${route.path}: ${name}`;
        expect.soft(answer.status, label).toBe(400);
        // a body with no part at all is refused as the missing file it is (rabies: `fields`)
        expect.soft(await answer.json(), label).toMatchObject({
          error: { code: 'VALIDATION_FAILED', message: APP_ERROR_MESSAGES.VALIDATION_FAILED },
        });
        // pino: 50 error, 60 fatal; the request's line is there, at info
        const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });
        expect
          .soft(
            logged.filter((line) => line.level >= 50),
            label,
          )
          .toEqual([]);
        expect(
          logged.some((line) => line.msg === 'request' && line.level === 30),
          label,
        ).toBe(true);
      }
    }
  });
});
