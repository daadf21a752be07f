// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RABIES_APPROVAL_REASON_MAX_LENGTH } from '../../../domain/rabies/proof-approval.rules.js';
import { isPdfPath, RABIES_CHECKLIST, RABIES_MAX_BYTES } from '../../../domain/rabies/rabies.rules.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
} from '../../seed/demo-accounts.js';
import { sendPartly } from '../../test/partial-body.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { CSRF, type FileAnswer, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { encryptedPdf, pdfBomb, pdfOfManyObjects, pdfWithPages } from '../../test/test-documents.js';
import { activeContentIn, activePdf, contentBombPdf, doubleFlatePdf } from '../../test/hostile-pdfs.js';
import { heicDeclaring, imageFixture, tiffDeclaring } from '../../test/test-images.js';
import { recordLicense } from '../license/license.functions.js';
import { localDateIn, toIsoDate } from '../../../domain/dates/calendar.js';

const OTHER_ADMIN_EMAIL = 'ottawa.rabies.admin@example.com';
const PETS = `{ myPets { id name active rabiesExpireDate
  mostRecentRabiesProof { id expirationDate status rejectionReason document { webPath pageCount kind } } } }`;

type Pet = {
  id: string;
  name: string;
  active: boolean;
  rabiesExpireDate: string | null;
  mostRecentRabiesProof: {
    id: string;
    expirationDate: string;
    status: string;
    rejectionReason: string | null;
    document: { webPath: string; pageCount: number; kind: string };
  } | null;
};

/** The demo owner's jurisdiction (King County) is on America/Los_Angeles; the clock may be fixed. */
let fixedNow: Date | null = null;
const iso = (date: Date) => date.toISOString().slice(0, 10);
const yearsFromNow = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return iso(date);
};

describe('rabies proofs (issue 16, decision 0220)', () => {
  // many uploads from one account: the per-account limit (30 in 10 minutes) scaled up
  const testApp = useTestApp({ env: { RATE_LIMIT_SCALE: '10' }, services: { now: () => fixedNow ?? new Date() } });
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const query = async (sql: string, params: unknown[] = []) => (await testApp.database.pool.query(sql, params)).rows;

  const upload = (client: GraphQLTestClient, petId: string, file: Buffer, name: string, datePayload: string | null) => {
    const form = new FormData();
    if (datePayload !== null) form.append('datePayload', datePayload);
    form.append('file', new Blob([new Uint8Array(file)]), name);
    return client.callRoute('PUT', `/api/pets/${petId}/rabies-proof`, { body: form, headers: CSRF });
  };
  const pets = async (client: GraphQLTestClient) => (await client.request<{ myPets: Pet[] }>(PETS)).body.data!.myPets;
  const petNamed = async (client: GraphQLTestClient, name: string) => {
    const pet = (await pets(client)).find((candidate) => candidate.name === name);
    if (!pet) throw new Error(`no pet ${name}`);
    return pet;
  };
  const error = async (answer: FileAnswer) =>
    (await answer.json()).error as { code: string; fields?: Array<{ path: string; message: string }> };
  const proofCount = async () => Number((await query('select count(*) from rabies_proofs'))[0].count);

  it('stores a multi-page PDF’s sanitised copy and serves it to the owner (attachment unless view=1)', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const pdf = await pdfWithPages(3);
    const expiry = yearsFromNow(1);
    const answer = await upload(owner, biscuit.id, pdf, 'certificate.pdf', expiry);
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toMatchObject({
      kind: 'pdf',
      pageCount: 3,
      status: 'PENDING',
      expirationDate: expiry,
    });

    const after = await petNamed(owner, 'Biscuit');
    expect(after.rabiesExpireDate).toBe(expiry);
    expect(after.mostRecentRabiesProof).toMatchObject({
      status: 'PENDING',
      rejectionReason: null,
      expirationDate: expiry,
    });
    const webPath = after.mostRecentRabiesProof!.document.webPath;
    expect(isPdfPath(webPath)).toBe(true);
    expect(after.mostRecentRabiesProof!.document.pageCount).toBe(3);

    const viewed = await owner.callRoute('GET', webPath);
    expect(viewed.status).toBe(200);
    // the copy the PDF worker wrote (decision 0221), with the same pages
    const served = await viewed.bytes();
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(served)).getPageCount()).toBe(3);
    expect(viewed.headers.get('content-type')).toBe('application/pdf');
    expect(viewed.headers.get('content-disposition')).toBe('inline; filename="rabies-proof.pdf"');
    expect(viewed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(viewed.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(viewed.headers.get('cache-control')).toBe('private, no-store');
    const downloaded = await owner.callRoute('GET', `/api/pets/${biscuit.id}/rabies-proof`);
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="rabies-proof.pdf"');
    const etag = viewed.headers.get('etag')!;
    const again = await owner.callRoute('GET', webPath, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('re-encodes images (JPEG, HEIC, BMP, GIF, TIFF) upright, without metadata, inside 2000 px', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const miso = await petNamed(owner, 'Miso');
    const withExif = await sharp(imageFixture('dog.jpg'))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Spy Camera', Copyright: 'GPS here' } } })
      .jpeg()
      .toBuffer();
    const big = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const raw = await sharp(imageFixture('dog.jpg')).resize(40, 30).raw().toBuffer({ resolveWithObject: true });
    const files: Array<[string, Buffer, [number, number]]> = [
      ['photo.jpg', withExif, [600, 800]],
      ['IMG_0001.heic', imageFixture('dog.heic'), [800, 600]],
      ['scan.bmp', bmp24(raw.info.width, raw.info.height, raw.data), [40, 30]],
      ['scan.gif', await sharp(imageFixture('dog.jpg')).gif().toBuffer(), [800, 600]],
      ['scan.tif', imageFixture('dog.tiff'), [400, 300]],
      ['wide.png', big, [2000, 500]],
    ];
    for (const [name, file, [width, height]] of files) {
      const answer = await upload(owner, miso.id, file, name, yearsFromNow(2));
      expect(answer.status, name).toBe(200);
      const path = (await petNamed(owner, 'Miso')).mostRecentRabiesProof!.document.webPath;
      expect(isPdfPath(path), name).toBe(false);
      const stored = await owner.callRoute('GET', path);
      expect(stored.headers.get('content-type')).toBe('image/jpeg');
      expect(stored.headers.get('content-disposition')).toBe('inline; filename="rabies-proof.jpg"');
      const metadata = await sharp(await stored.bytes()).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif, metadata.orientation], name).toEqual([
        'jpeg',
        width,
        height,
        undefined,
        undefined,
      ]);
    }
    // a new upload is a new proof: the most recent one wins
    expect(Number((await query('select count(*) from rabies_proofs where pet_id = $1', [miso.id]))[0].count)).toBe(
      files.length,
    );
  });

  it('refuses each bad date with the uploader’s message and stores nothing', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const before = await proofCount();
    const jpeg = imageFixture('dog.jpg');
    for (const [datePayload, key] of [
      [yearsFromNow(-1), 'validation.dates.rabiesVaccineExpirMustBeFuture'],
      // today where the pet lives (Los Angeles' today, not UTC's: the two differ from 00:00 to 08:00 UTC)
      [toIsoDate(localDateIn(new Date(), 'America/Los_Angeles')), 'validation.dates.rabiesVaccineExpirMustBeFuture'],
      [yearsFromNow(20), 'validation.dates.twentyYears'],
      [yearsFromNow(25), 'validation.dates.twentyYears'],
      ['2031-02-30', 'validation.'],
      ['31/12/2030', 'validation.'],
      [null, 'validation.'],
    ] as const) {
      const answer = await upload(owner, biscuit.id, jpeg, 'dog.jpg', datePayload);
      expect(answer.status, String(datePayload)).toBe(400);
      const refused = await error(answer);
      expect(refused.code).toBe('VALIDATION_FAILED');
      expect(refused.fields?.[0]?.path).toBe('datePayload');
      expect(refused.fields?.[0]?.message.startsWith(key), `${datePayload}: ${refused.fields?.[0]?.message}`).toBe(
        true,
      );
    }
    expect(await proofCount()).toBe(before);
  });

  it("accepts a past expiry date only where the jurisdiction's licence policy allows it (decision 0504)", async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const setting = (allow: boolean) =>
      query(
        `update jurisdictions set license_policy = jsonb_set(license_policy, '{allowPastRabies}', '${allow}') where slug = 'king-county-wa'`,
      );
    expect(
      (
        await query(
          "select license_policy->'allowPastRabies' as allow from jurisdictions where slug = 'king-county-wa'",
        )
      )[0].allow,
    ).toBe(false);
    const before = await proofCount();
    expect((await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(-1))).status).toBe(400);
    await setting(true);
    try {
      const past = await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(-1));
      expect(past.status).toBe(200);
      expect((await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(20))).status).toBe(400);
    } finally {
      await setting(false);
    }
    expect(await proofCount()).toBe(before + 1);
  });

  it('reads "today" in the jurisdiction’s time zone: 23:30 in Seattle is already tomorrow in UTC', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    // the last instant it was 23:30 in America/Los_Angeles (07:30Z in winter, 06:30Z in summer), so the
    // session stays valid: there it is still "yesterday" while UTC has moved on
    const hourThere = (at: Date) =>
      Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }).format(
          at,
        ),
      );
    const edge = new Date();
    edge.setUTCHours(7, 30, 0, 0);
    if (hourThere(edge) !== 23) edge.setUTCHours(6, 30, 0, 0);
    if (edge > new Date()) edge.setUTCDate(edge.getUTCDate() - 1);
    expect(hourThere(edge)).toBe(23);
    const localToday = iso(new Date(edge.getTime() - 12 * 3_600_000));
    const utcToday = iso(edge);
    expect(utcToday > localToday).toBe(true);
    fixedNow = edge;
    try {
      const sameLocalDay = await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', localToday);
      expect(sameLocalDay.status).toBe(400);
      expect((await error(sameLocalDay)).fields?.[0]?.message).toBe('validation.dates.rabiesVaccineExpirMustBeFuture');
      // the UTC date, but tomorrow where the pet lives: accepted
      const nextLocalDay = await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', utcToday);
      expect(nextLocalDay.status).toBe(200);
    } finally {
      fixedNow = null;
    }
  });

  it('types files by their bytes: a renamed executable is 415, an unreadable PDF or an image bomb 422', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const before = await proofCount();
    const expiry = yearsFromNow(1);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4096, 0x90)]);
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0)]);
    for (const [file, name] of [
      [elf, 'certificate.pdf'],
      [exe, 'vaccine.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'proof.png'],
    ] as const) {
      const answer = await upload(owner, biscuit.id, file, name, expiry);
      expect([answer.status, (await error(answer)).code], name).toEqual([415, 'RABIES_FILE_INVALID_TYPE']);
    }
    const started = Date.now();
    const decodedBefore = { ...testApp.services.imageCodec.decoded };
    for (const [file, name] of [
      [heicDeclaring(50_000, 50_000), 'bomb.heic'],
      [tiffDeclaring(50_000, 50_000), 'bomb.tif'],
      [pdfBomb(), 'bomb.pdf'],
      [pdfOfManyObjects(), 'objects.pdf'],
      [await encryptedPdf(), 'locked.pdf'],
      [await pdfWithPages(51), 'book.pdf'],
      [Buffer.from('%PDF-1.7\nnot really\n'), 'broken.pdf'],
    ] as const) {
      const answer = await upload(owner, biscuit.id, file, name, expiry);
      expect([answer.status, (await error(answer)).code], name).toEqual([422, 'RABIES_FILE_UNREADABLE']);
    }
    // the bombs were refused on what they declare, quickly, the HEIC one never decoded
    expect(testApp.services.imageCodec.decoded.heic).toBe(decodedBefore.heic);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await proofCount()).toBe(before);
  });

  it('refuses 8 MB + 1 byte with 413 (streamed), and a larger declared length before reading it', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const before = await proofCount();
    const pdf = await pdfWithPages(1);
    const exactly = Buffer.concat([pdf, Buffer.alloc(RABIES_MAX_BYTES - pdf.length, 0x20)]);
    const accepted = await upload(owner, biscuit.id, exactly, 'big.pdf', yearsFromNow(1));
    expect(accepted.status).toBe(200);
    const tooBig = Buffer.concat([exactly, Buffer.from(' ')]);
    const refused = await upload(owner, biscuit.id, tooBig, 'big.pdf', yearsFromNow(1));
    expect([refused.status, (await error(refused)).code]).toEqual([413, 'RABIES_FILE_TOO_LARGE']);

    const partly = await sendPartly(new URL(`/api/pets/${biscuit.id}/rabies-proof`, testApp.url), {
      method: 'PUT',
      cookie: owner.cookieHeader().cookie!,
      length: RABIES_MAX_BYTES * 2,
      contentType: 'multipart/form-data; boundary=x',
    });
    expect(partly.status).toBe(413);
    expect(JSON.parse(partly.body).error.code).toBe('RABIES_FILE_TOO_LARGE');
    expect(await proofCount()).toBe(before + 1);
  });

  it('refuses another owner’s pet (404, as a missing one) and an inactive pet (409)', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    const other = await logInAs(DEMO_COUNTY_OWNER_EMAIL);
    const before = await proofCount();
    const intruder = await upload(other, biscuit.id, imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(1));
    const missing = await upload(other, '999999', imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(1));
    expect([intruder.status, (await error(intruder)).code]).toEqual([404, 'NOT_FOUND']);
    expect(missing.status).toBe(404);
    const removed = await other.callRoute('DELETE', `/api/pets/${biscuit.id}/rabies-proof`, { headers: CSRF });
    expect(removed.status).toBe(404);

    const retired = await owner.request<{ addPet: { id: string } }>(
      `mutation { addPet(input: { type: "D", name: "Old Rex", breedKnown: false, gender: "M",
        birthday: { day: 1, month: 1, year: 2015 }, dobIsApproximate: false, colors: ["black"] }) { id } }`,
    );
    const rexId = retired.body.data!.addPet.id;
    await owner.request('mutation($id: ID!) { retirePet(id: $id) { id } }', { id: rexId });
    const inactive = await upload(owner, rexId, imageFixture('dog.jpg'), 'dog.jpg', yearsFromNow(1));
    expect([inactive.status, (await error(inactive)).code]).toEqual([409, 'PET_INACTIVE']);
    expect(await proofCount()).toBe(before);
  });

  it('removes the most recent proof but keeps it on record', async () => {
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const biscuit = await petNamed(owner, 'Biscuit');
    await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'first.jpg', yearsFromNow(1));
    const second = await upload(owner, biscuit.id, await pdfWithPages(2), 'second.pdf', yearsFromNow(2));
    const secondId = (await second.json()).data.id;
    expect((await petNamed(owner, 'Biscuit')).mostRecentRabiesProof?.id).toBe(String(secondId));
    const removed = await owner.callRoute('DELETE', `/api/pets/${biscuit.id}/rabies-proof`, { headers: CSRF });
    expect(removed.status).toBe(204);
    const after = await petNamed(owner, 'Biscuit');
    expect(after.mostRecentRabiesProof?.id).not.toBe(String(secondId));
    expect(after.rabiesExpireDate).toBe(yearsFromNow(1));
    expect(
      (await query('select removed_at from rabies_proofs where id = $1', [secondId]))[0].removed_at,
    ).not.toBeNull();
  });

  describe('staff verification', () => {
    const QUEUE = `query($first: Int, $after: ID) { rabiesProofQueue(first: $first, after: $after) {
      items { id petId petName ownerName ownerEmail uploadedAt expirationDate kind pageCount webPath jurisdictionName }
      endCursor hasNextPage } }`;
    const APPROVE = `mutation($proofId: ID!, $expirationDate: String, $checked: [String!], $withoutChecklistReason: String) {
      approveRabiesProof(proofId: $proofId, expirationDate: $expirationDate, checked: $checked,
        withoutChecklistReason: $withoutChecklistReason) { id status expirationDate decidedAt } }`;
    /** every item of the §2.14 checklist checked (decision 0704) */
    const ALL_CHECKED = [...RABIES_CHECKLIST];
    const REJECT = `mutation($proofId: ID!, $reason: String!) {
      rejectRabiesProof(proofId: $proofId, reason: $reason) { id status rejectionReason } }`;

    it('lists waiting proofs oldest first, pages them, and refuses owners', async () => {
      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const first = await admin.request<any>(QUEUE, { first: 2 });
      expect(first.body.errors).toBeUndefined();
      const page = first.body.data.rabiesProofQueue;
      expect(page.items).toHaveLength(2);
      expect(page.hasNextPage).toBe(true);
      const next = (await admin.request<any>(QUEUE, { first: 50, after: page.endCursor })).body.data.rabiesProofQueue;
      const all = [...page.items, ...next.items];
      const uploaded = all.map((item: { uploadedAt: string }) => item.uploadedAt);
      expect(uploaded).toEqual([...uploaded].sort());
      const pending = await query("select count(*) from rabies_proofs where status = 'PENDING' and removed_at is null");
      expect(all).toHaveLength(Number(pending[0].count));
      const document = await admin.callRoute('GET', all[0].webPath);
      expect(document.status).toBe(200);

      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const refused = await owner.request(QUEUE, {});
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('approves (recording who, when and a corrected date) and activates licences waiting for proof', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = await petNamed(owner, 'Biscuit');
      const [city] = await query("select id from jurisdictions where slug = 'king-county-wa'");
      const [owner_] = await query('select account_id from pets where id = $1', [Number(biscuit.id)]);
      const recorded = await recordLicense(testApp.services, {
        petId: Number(biscuit.id),
        accountId: owner_.account_id,
        jurisdictionId: city.id,
        status: 'PENDING_PROOF',
        termStart: { year: 2026, month: 1, day: 1 },
        termEnd: { year: 2027, month: 1, day: 1 },
      });
      const proofId = (await (await upload(owner, biscuit.id, await pdfWithPages(2), 'p.pdf', yearsFromNow(1))).json())
        .data.id;

      // an administrator of another jurisdiction: as if there were no such proof; nothing changes
      await createTestAdmin(testApp.services, OTHER_ADMIN_EMAIL, DEMO_PASSWORD, ['ottawa-on']);
      const stranger = await logInAs(OTHER_ADMIN_EMAIL);
      const refused = await stranger.request(APPROVE, { proofId });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(
        (await stranger.request(REJECT, { proofId, reason: 'ILLEGIBLE' })).body.errors?.[0]?.extensions?.code,
      ).toBe('NOT_FOUND');
      const theirQueue = await stranger.request<any>(QUEUE, {});
      expect(theirQueue.body.data.rabiesProofQueue.items).toEqual([]);
      expect((await stranger.callRoute('GET', `/api/rabies-proofs/${proofId}/document`)).status).toBe(404);
      expect((await owner.callRoute('GET', `/api/rabies-proofs/${proofId}/document`)).status).toBe(404);
      const asOwner = await owner.request(APPROVE, { proofId });
      expect(asOwner.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const badDate = await admin.request(APPROVE, { proofId, expirationDate: yearsFromNow(-1), checked: ALL_CHECKED });
      expect(badDate.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      const corrected = yearsFromNow(3);
      const approved = await admin.request<any>(APPROVE, { proofId, expirationDate: corrected, checked: ALL_CHECKED });
      expect(approved.body.errors).toBeUndefined();
      expect(approved.body.data.approveRabiesProof).toMatchObject({ status: 'APPROVED', expirationDate: corrected });
      const [row] = await query(
        'select p.decided_at, a.email from rabies_proofs p join accounts a on a.id = p.decided_by_account_id where p.id = $1',
        [proofId],
      );
      expect(row.email).toBe(DEMO_ADMIN_EMAIL);
      expect(row.decided_at).not.toBeNull();
      const [license] = await query('select status from pet_licenses where number = $1', [recorded.number]);
      expect(license.status).toBe('ACTIVE');
      expect((await petNamed(owner, 'Biscuit')).mostRecentRabiesProof).toMatchObject({
        status: 'APPROVED',
        expirationDate: corrected,
      });

      const twice = await admin.request(APPROVE, { proofId });
      expect(twice.body.errors?.[0]?.extensions?.code).toBe('RABIES_PROOF_DECIDED');
      const rejectDecided = await admin.request(REJECT, { proofId, reason: 'ILLEGIBLE' });
      expect(rejectDecided.body.errors?.[0]?.extensions?.code).toBe('RABIES_PROOF_DECIDED');
    });

    it('approves only with the whole checklist, or without it for a reason the audit log keeps (decision 0704)', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const miso = await petNamed(owner, 'Miso');
      const proofId = (await (await upload(owner, miso.id, imageFixture('dog.jpg'), 'm.jpg', yearsFromNow(1))).json())
        .data.id;
      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const statusOf = async (id: string) =>
        (await query('select status from rabies_proofs where id = $1', [id]))[0].status;
      const auditCount = async () => Number((await query('select count(*) from audit_log'))[0].count);
      const audits = await auditCount();

      // one click with nothing checked, or eight of nine and a blank reason: refused with the code, nothing changes
      for (const variables of [
        { proofId },
        { proofId, checked: [] },
        { proofId, checked: ALL_CHECKED.slice(1), withoutChecklistReason: '   ' },
      ]) {
        const refused = await admin.request(APPROVE, variables);
        expect(refused.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe(
          'RABIES_CHECKLIST_INCOMPLETE',
        );
        expect(refused.body.errors?.[0]?.message).toBe(
          'Check every item of the checklist to approve, or approve without the full checklist and give a reason.',
        );
      }
      // a reason too long, an item not on the checklist: field errors
      const tooLong = await admin.request(APPROVE, {
        proofId,
        checked: ['ownerName'],
        withoutChecklistReason: 'x'.repeat(RABIES_APPROVAL_REASON_MAX_LENGTH + 1),
      });
      expect(tooLong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(tooLong.body.errors?.[0]?.extensions)).toContain('withoutChecklistReason');
      expect(JSON.stringify(tooLong.body.errors?.[0]?.extensions)).toContain('validation.maxChars');
      const unknown = await admin.request(APPROVE, { proofId, checked: ['signature'], withoutChecklistReason: 'Fine' });
      expect(unknown.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(unknown.body.errors?.[0]?.extensions)).toContain('validation.invalidValue');

      // a visitor and another jurisdiction's administrator are refused as before, with or without the checklist
      const visitor = new GraphQLTestClient(testApp.url);
      expect(
        (await visitor.request(APPROVE, { proofId, checked: ALL_CHECKED })).body.errors?.[0]?.extensions?.code,
      ).toBe('UNAUTHENTICATED');
      const otherAdmin = 'ottawa.checklist.admin@example.com';
      await createTestAdmin(testApp.services, otherAdmin, DEMO_PASSWORD, ['ottawa-on']);
      const stranger = await logInAs(otherAdmin);
      for (const variables of [
        { proofId },
        { proofId, checked: ALL_CHECKED },
        { proofId, withoutChecklistReason: 'x' },
      ])
        expect((await stranger.request(APPROVE, variables)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await statusOf(proofId)).toBe('PENDING');
      expect(await auditCount()).toBe(audits);

      // four of nine with a reason: approved, and the audit entry names the items and the reason (trimmed)
      const reason = 'Lot number smudged; the clinic confirmed the vaccine by phone.';
      const approved = await admin.request<any>(APPROVE, {
        proofId,
        checked: ['vet', 'ownerName', 'petName', 'vaccineGiven'],
        withoutChecklistReason: `  ${reason}\n`,
      });
      expect(approved.body.errors).toBeUndefined();
      expect(approved.body.data.approveRabiesProof.status).toBe('APPROVED');
      const [entry] = await query(
        "select action, actor_account_id, after from audit_log where object_type = 'RABIES_PROOF' and object_id = $1",
        [String(proofId)],
      );
      expect(entry.action).toBe('RABIES_PROOF_APPROVED_WITHOUT_CHECKLIST');
      expect(entry.after).toEqual({
        status: 'APPROVED',
        expirationDate: yearsFromNow(1),
        checked: ['ownerName', 'petName', 'vaccineGiven', 'vet'],
        unchecked: ['breed', 'date', 'manufacturer', 'lot', 'givenDate'],
        reason,
      });
      // the pet's record shows it as the staff screens read it
      const record = await admin.request<any>(
        'query ($id: ID!) { adminPet(id: $id) { audit { action objectId changes { field before after } } } }',
        { id: miso.id },
      );
      const shown = record.body.data.adminPet.audit.find(
        (item: { objectId: string }) => item.objectId === String(proofId),
      );
      expect(shown.action).toBe('RABIES_PROOF_APPROVED_WITHOUT_CHECKLIST');
      expect(shown.changes).toEqual(
        expect.arrayContaining([
          { field: 'checked', before: null, after: 'ownerName, petName, vaccineGiven, vet' },
          { field: 'unchecked', before: null, after: 'breed, date, manufacturer, lot, givenDate' },
          { field: 'reason', before: null, after: reason },
        ]),
      );

      // all nine checked: approved without a reason, recorded as a plain approval
      const next = (await (await upload(owner, miso.id, imageFixture('dog.jpg'), 'n.jpg', yearsFromNow(1))).json()).data
        .id;
      const full = await admin.request<any>(APPROVE, { proofId: next, checked: [...ALL_CHECKED].reverse() });
      expect(full.body.errors).toBeUndefined();
      expect(full.body.data.approveRabiesProof.status).toBe('APPROVED');
      const [plain] = await query(
        "select action, after from audit_log where object_type = 'RABIES_PROOF' and object_id = $1",
        [String(next)],
      );
      expect(plain).toEqual({
        action: 'RABIES_PROOF_APPROVED',
        after: { status: 'APPROVED', expirationDate: yearsFromNow(1) },
      });
    });

    it('rejects with a listed or typed reason and e-mails the owner in their language', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const miso = await petNamed(owner, 'Miso');
      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const proofId = (await (await upload(owner, miso.id, imageFixture('dog.jpg'), 'm.jpg', yearsFromNow(1))).json())
        .data.id;
      for (const reason of ['', '   ', 'x'.repeat(501)]) {
        const refused = await admin.request(REJECT, { proofId, reason });
        expect(refused.body.errors?.[0]?.extensions?.code, JSON.stringify(reason)).toBe('VALIDATION_FAILED');
      }
      await query("update accounts set locale = 'fr_CA' where email = $1", [DEMO_OWNER_EMAIL]);
      try {
        const rejected = await admin.request<any>(REJECT, { proofId, reason: 'MISSING_VET_SIGNATURE' });
        expect(rejected.body.data.rejectRabiesProof).toMatchObject({
          status: 'REJECTED',
          rejectionReason: 'MISSING_VET_SIGNATURE',
        });
      } finally {
        await query("update accounts set locale = 'en_US' where email = $1", [DEMO_OWNER_EMAIL]);
      }
      const [mail] = await query(
        "select to_address, locale, subject, text_body from email_outbox where template = 'rabies-proof-rejected' order by id desc limit 1",
      );
      expect(mail).toMatchObject({ to_address: DEMO_OWNER_EMAIL, locale: 'fr_CA' });
      expect(mail.subject).toContain('rage');
      expect(mail.text_body).toContain('Miso');
      expect(mail.text_body).toContain('il manque la signature du vétérinaire');
      expect(mail.text_body).toContain(`/fr_CA/account/full/account-app/my-pets/edit?pet=${miso.id}`);
      expect((await petNamed(owner, 'Miso')).mostRecentRabiesProof).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'MISSING_VET_SIGNATURE',
      });

      const typed = (await (await upload(owner, miso.id, imageFixture('dog.jpg'), 'm.jpg', yearsFromNow(1))).json())
        .data.id;
      const words = 'The certificate is for a different microchip number.';
      const rejected = await admin.request<any>(REJECT, { proofId: typed, reason: `  ${words} ` });
      expect(rejected.body.data.rejectRabiesProof.rejectionReason).toBe(words);
      const [typedMail] = await query(
        "select text_body from email_outbox where template = 'rabies-proof-rejected' order by id desc limit 1",
      );
      expect(typedMail.text_body).toContain(words);
    });

    it('refuses visitors everywhere', async () => {
      const visitor = new GraphQLTestClient(testApp.url);
      for (const [document, variables] of [
        [QUEUE, {}],
        [APPROVE, { proofId: '1' }],
        [REJECT, { proofId: '1', reason: 'ILLEGIBLE' }],
      ] as const) {
        const answer = await visitor.request(document, variables);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      }
      expect((await visitor.callRoute('GET', '/api/rabies-proofs/1/document')).status).toBe(401);
    });
  });

  describe('sanitised PDFs (issue 37, decision 0221)', () => {
    const queueDocument = (proofId: string | number) => `/api/rabies-proofs/${proofId}/document?view=1`;
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    /** What pdf.js — the clerk's and the owner's reader — finds in a PDF. */
    async function readWithPdfJs(bytes: Buffer) {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
        .promise;
      try {
        const pages: Array<{ text: string; annotations: number }> = [];
        for (let number = 1; number <= document.numPages; number++) {
          const page = await document.getPage(number);
          const content = await page.getTextContent();
          const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
          pages.push({ text, annotations: (await page.getAnnotations()).length });
        }
        return {
          pages,
          scripts: await document.getJSActions(),
          attachments: await document.getAttachments(),
          fields: await document.getFieldObjects(),
        };
      } finally {
        await document.destroy();
      }
    }

    it('serves the owner and staff only a sanitised copy: no script, launch, embedded .exe, form, XFA or link; the same pages; the filled-in field still shows', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = await petNamed(owner, 'Biscuit');
      const hostile = await activePdf(2);
      // the upload is what the finding describes, as pdf.js reads it
      const uploaded = await readWithPdfJs(hostile);
      expect(uploaded.scripts).toMatchObject({ OpenAction: [expect.stringContaining('launchURL')] });
      expect(Object.keys(uploaded.attachments ?? {})).toEqual(['payload.exe']);
      expect(uploaded.pages[0]?.annotations).toBe(2);

      const answer = await upload(owner, biscuit.id, hostile, 'certificate.pdf', yearsFromNow(1));
      expect(answer.status).toBe(200);
      const proof = (await answer.json()).data;
      expect(proof).toMatchObject({ kind: 'pdf', pageCount: 2 });
      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const webPath = (await petNamed(owner, 'Biscuit')).mostRecentRabiesProof!.document.webPath;
      const answers = [
        ['owner, viewer', await owner.callRoute('GET', webPath)],
        ['owner, download', await owner.callRoute('GET', `/api/pets/${biscuit.id}/rabies-proof`)],
        ['staff, queue viewer', await admin.callRoute('GET', queueDocument(proof.id))],
        ['staff, pet record', await admin.callRoute('GET', webPath)],
      ] as const;
      const first = await answers[0][1].bytes();
      for (const [who, served] of answers) {
        expect(served.status, who).toBe(200);
        expect(served.headers.get('cache-control'), who).toBe('private, no-store');
        expect(served.headers.get('content-type'), who).toBe('application/pdf');
        const bytes = await served.bytes();
        expect(bytes.equals(first), who).toBe(true);
        expect(bytes.equals(hostile), who).toBe(false);
        expect(activeContentIn(bytes), who).toEqual([]);
        expect((await PDFDocument.load(bytes)).getPageCount(), who).toBe(2);
      }
      const read = await readWithPdfJs(first);
      expect(read.scripts).toBeNull();
      expect(read.attachments).toBeNull();
      expect(read.fields).toBeNull();
      expect(read.pages.map((page) => page.annotations)).toEqual([0, 0]);
      // the field's appearance is drawn into the page: the certificate reads as it did
      expect(read.pages[0]?.text).toContain('Rabies vaccination certificate, page 1 of 2');
      expect(read.pages[0]?.text).toContain('Dr. Vet');
      expect(read.pages[1]?.text).toContain('page 2 of 2');

      // what is stored is the copy; the upload is kept nowhere
      const [row] = await query('select bytes, byte_size, etag, sanitized from rabies_proofs where id = $1', [
        proof.id,
      ]);
      expect(row.bytes.equals(first)).toBe(true);
      expect([row.byte_size, row.etag, row.sanitized]).toEqual([first.length, sha256(first), true]);
      expect(await query('select id from rabies_proofs where bytes = $1', [hostile])).toEqual([]);
      // a 304 is no-store too
      const again = await admin.callRoute('GET', queueDocument(proof.id), {
        headers: { 'if-none-match': answers[0][1].headers.get('etag')! },
      });
      expect([again.status, again.headers.get('cache-control')]).toEqual([304, 'private, no-store']);
    });

    it('refuses deflate bombs (110 kB → 110 MiB, 1 MB → 1 GiB, deflated twice) in moments, with the translated upload error, storing nothing', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = await petNamed(owner, 'Biscuit');
      const before = await proofCount();
      const inspected = testApp.services.imageCodec.decoded.pdf;
      const bombs = [
        ['content stream, 110 MiB', contentBombPdf(110)],
        ['content stream, 1 GiB', contentBombPdf(1024)],
        ['content stream deflated twice, 40 MiB', doubleFlatePdf(40 * 1024 * 1024)],
      ] as const;
      expect(bombs[0][1].length).toBeLessThan(120_000);
      expect(bombs[1][1].length).toBeLessThan(1_100_000);
      for (const [name, bomb] of bombs) {
        const started = Date.now();
        const answer = await upload(owner, biscuit.id, bomb, 'bomb.pdf', yearsFromNow(1));
        const body = await answer.json();
        expect([answer.status, body.error.code], name).toEqual([422, 'RABIES_FILE_UNREADABLE']);
        expect(body.error.message, name).toBe(
          'We could not read this file. Please upload a photo or an unprotected PDF of at most 50 pages.',
        );
        expect(answer.headers.get('cache-control'), name).toBe('private, no-store');
        // refused by the worker at the cap, not by its deadline (10 s) or its heap
        expect(Date.now() - started, name).toBeLessThan(5_000);
      }
      expect(testApp.services.imageCodec.decoded.pdf).toBe(inspected + bombs.length);
      expect(await proofCount()).toBe(before);
      // the code the uploader shows is translated in every catalog (en-CA inherits en-US's)
      for (const locale of ['en_US', 'es_US', 'fr_CA']) {
        const catalog = JSON.parse(
          await readFile(new URL(`../../../web/i18n/locales/${locale}/serverErrors.json`, import.meta.url), 'utf8'),
        );
        expect(catalog.RABIES_FILE_UNREADABLE, locale).toEqual(expect.any(String));
      }
    });

    it('sanitises a PDF stored as uploaded before decision 0221 on its first read, and keeps no bytes of one it cannot sanitise', async () => {
      const owner = await logInAs(DEMO_OWNER_EMAIL);
      const biscuit = await petNamed(owner, 'Biscuit');
      const admin = await logInAs(DEMO_ADMIN_EMAIL);
      const stored = async () =>
        (await (await upload(owner, biscuit.id, await pdfWithPages(1), 'p.pdf', yearsFromNow(1))).json()).data.id;
      // as a proof stored before: the upload's bytes, not sanitised (migration 0035 leaves PDFs so)
      const storedAsUploaded = async (id: number, bytes: Buffer) =>
        query(
          'update rabies_proofs set bytes = $2, byte_size = $3, page_count = 2, etag = $4, sanitized = false where id = $1',
          [id, bytes, bytes.length, sha256(bytes)],
        );

      const old = await stored();
      const hostile = await activePdf(2);
      await storedAsUploaded(old, hostile);
      // the browser's copy of the original is not revalidated: it is replaced
      const read = await admin.callRoute('GET', queueDocument(old), {
        headers: { 'if-none-match': `"${sha256(hostile)}"` },
      });
      expect(read.status).toBe(200);
      const served = await read.bytes();
      expect(activeContentIn(served)).toEqual([]);
      expect((await PDFDocument.load(served)).getPageCount()).toBe(2);
      const [row] = await query('select bytes, etag, sanitized, page_count from rabies_proofs where id = $1', [old]);
      expect([row.bytes.equals(served), row.etag, row.sanitized, row.page_count]).toEqual([
        true,
        sha256(served),
        true,
        2,
      ]);
      expect((await owner.callRoute('GET', `/api/pets/${biscuit.id}/rabies-proof`)).headers.get('etag')).toBe(
        `"${sha256(served)}"`,
      );

      const bomb = await stored();
      await storedAsUploaded(bomb, contentBombPdf(110));
      for (const attempt of ['first read', 'second read']) {
        const refused = await owner.callRoute('GET', `/api/pets/${biscuit.id}/rabies-proof?view=1`);
        expect([refused.status, (await error(refused)).code], attempt).toEqual([422, 'RABIES_FILE_UNREADABLE']);
        expect(refused.headers.get('cache-control'), attempt).toBe('private, no-store');
      }
      const [dropped] = await query(
        'select octet_length(bytes) as length, byte_size, sanitized, status, removed_at from rabies_proofs where id = $1',
        [bomb],
      );
      // the record stays (a clerk rejects it as illegible); its bytes, which nobody may open, do not
      expect(dropped).toEqual({ length: 0, byte_size: 0, sanitized: true, status: 'PENDING', removed_at: null });
      const image = (await (await upload(owner, biscuit.id, imageFixture('dog.jpg'), 'p.jpg', yearsFromNow(1))).json())
        .data.id;
      expect((await query('select sanitized from rabies_proofs where id = $1', [image]))[0].sanitized).toBe(true);
    });
  });
});

/** A 24-bit bottom-up BMP of RGB pixels (what Paint writes). */
function bmp24(width: number, height: number, rgb: Buffer): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + rowBytes * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = (height - 1 - y) * rowBytes + x * 3;
      pixels[to] = rgb[from + 2] ?? 0;
      pixels[to + 1] = rgb[from + 1] ?? 0;
      pixels[to + 2] = rgb[from] ?? 0;
    }
  return Buffer.concat([header, pixels]);
}
