// The licence certificate (issue 38 D36, decision 0507): one page, in the owner's language, with the
// rabies vaccination, the seal (the jurisdiction's logo or a drawn one), a signature line and the
// jurisdiction's contact. Read back with pdf.js, as a reader would see it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { certificateEmblem, webFileOf } from './certificate-emblem.js';
import { readFirstPage } from '../../test/test-documents.js';
import { type CertificateFacts, certificatePdf } from './certificate-pdf.js';

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function facts(overrides: Partial<CertificateFacts> = {}): CertificateFacts {
  return {
    locale: 'en_US',
    jurisdiction: {
      name: 'King County, WA',
      supportPhone: '2062963940',
      supportEmail: 'petlicensing@kingcounty.example',
      brandColor: '#1b6ac9',
      emblem: null,
    },
    number: 'KC-2026-000002',
    tagNumber: 'KC000002',
    status: 'ACTIVE',
    termStart: '2026-12-01',
    termEnd: '2027-12-01',
    issuedOn: '2026-12-01',
    petName: 'Juniper',
    species: 'DOG',
    breed: 'Labrador Retriever',
    ownerName: 'Dana Demo',
    rabies: { kind: 'verified', expiresOn: '2028-02-01', verifiedOn: '2026-11-20' },
    ...overrides,
  };
}

describe('the licence certificate', () => {
  it('is one page with the licence, the verified vaccination, a signature line and the jurisdiction’s contact', async () => {
    const { pages, text, images } = await readFirstPage(await certificatePdf(facts()));
    expect(pages).toBe(1);
    for (const words of [
      'Pet License Certificate',
      'KC-2026-000002',
      'KC000002',
      'Juniper (Dog)',
      'Rabies vaccination',
      'Vaccination valid until',
      'Feb 1, 2028',
      'Verified by staff on Nov 20, 2026',
      'For the issuing authority',
      'Questions about this license?',
      '(206) 296-3940',
      'petlicensing@kingcounty.example',
    ])
      expect(text).toContain(words);
    // the drawn seal: the initials and the name set letter by letter around it
    expect(text).toContain('KC');
    expect(text.replace(/\s/g, '')).toContain('KINGCOUNTY,WA');
    expect(images).toBe(0);
  });

  it('says so when the jurisdiction asks no proof, or when the verified vaccination has run out', async () => {
    const none = await readFirstPage(await certificatePdf(facts({ rabies: { kind: 'notRequired' } })));
    expect(none.text).toContain('Not required for this pet by King County, WA');
    expect(none.text).not.toContain('Vaccination valid until');
    const expired = await readFirstPage(
      await certificatePdf(facts({ rabies: { kind: 'expired', expiresOn: '2026-11-30', verifiedOn: null } })),
    );
    expect(expired.text).toContain('Vaccination expired on');
    expect(expired.text).toContain('a new vaccination is due');
    const missing = await readFirstPage(await certificatePdf(facts({ rabies: { kind: 'notOnFile' } })));
    expect(missing.text).toContain('No verified proof on file');
  });

  it.each<[LocaleCode, string[]]>([
    ['en_CA', ['Pet Licence Certificate', 'Questions about this licence?', 'Phone (416) 392-2489']],
    ['es_US', ['Vacunación contra la rabia', 'Vacuna vigente hasta', 'Por la autoridad emisora', 'Teléfono']],
    [
      'fr_CA',
      ['Vaccination contre la rage', 'Pour l’autorité émettrice', 'Des questions sur ce permis?', '416 392-2489'],
    ],
  ])('speaks %s', async (locale, words) => {
    const toronto = { ...facts().jurisdiction, name: 'Toronto, ON', supportPhone: '4163922489' };
    const { text } = await readFirstPage(await certificatePdf(facts({ locale, jurisdiction: toronto })));
    for (const word of words) expect(text).toContain(word);
  });

  it('shows the jurisdiction’s logo in the seal when its settings name one', async () => {
    const jurisdiction = { ...facts().jurisdiction, emblem: { type: 'png' as const, bytes: new Uint8Array(PNG) } };
    const { images, text } = await readFirstPage(await certificatePdf(facts({ jurisdiction })));
    expect(images).toBe(1);
    expect(text.replace(/\s/g, '')).toContain('KINGCOUNTY,WA');
  });

  it('fits a long name on its line instead of cutting it', async () => {
    const ownerName = 'Maximiliana Alexandrina Worthington-Fairweather de la Cruz';
    const { text } = await readFirstPage(await certificatePdf(facts({ ownerName })));
    expect(text).toContain(ownerName);
  });
});

describe('the certificate’s emblem', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pawport-emblem-'));
    await mkdir(join(root, 'logos'));
    await writeFile(join(root, 'logos', 'king.png'), PNG);
    await writeFile(join(root, 'logos', 'king.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is a PNG or JPEG among the portal’s own web files', async () => {
    expect(await certificateEmblem(root, '/logos/king.png?v=2')).toEqual({ type: 'png', bytes: new Uint8Array(PNG) });
  });

  it('is none for another site, a file outside the web files, an SVG or a missing file', async () => {
    expect(webFileOf(root, 'https://example.com/logo.png')).toBeNull();
    expect(webFileOf(root, '//example.com/logo.png')).toBeNull();
    expect(webFileOf(root, '/../../etc/passwd')).toBeNull();
    expect(webFileOf(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(webFileOf(root, null)).toBeNull();
    expect(await certificateEmblem(root, '/logos/king.svg')).toBeNull();
    expect(await certificateEmblem(root, '/logos/none.png')).toBeNull();
    expect(await certificateEmblem(root, '/logos')).toBeNull();
  });
});
