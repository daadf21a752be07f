// biome-ignore-all lint/suspicious/noExplicitAny: the answers are read loosely, field by field
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_STATUSES_EMAIL } from '../../seed/demo-statuses.js';
import { createTestAdmin } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

// issue 17 Jurisdiction settings (decision 0702): read, change a fee and see it on the public city at
// once, a stale edit is refused and loses nothing, bad input changes nothing, info pages and move terms
// are sanitised; every field refused to an owner, a visitor and another jurisdiction's administrator.
const SETTINGS_FIELDS = `id name version locales offeredLocales supportPhone merchandiseTaxBasisPoints
  displayHomeSafePage displaySafeAndHappyFundPage displayLicensingPage displayAboutPage noLicensing
  htmlLicensingLinkTitle htmlHomesafeLinkTitle htmlSafeAndHappyFundLinkTitle
  dogAlteredFee dogUnalteredFee catAlteredFee catUnalteredFee lateFee termYears seniorDiscountPercent seniorAge
  serviceAnimalExempt renewalWindowDays gracePeriodDays rabiesProofDog rabiesProofCat allowPastRabies rabiesMinimumAgeMonths
  maxPetsPerHousehold infoPages { key locale title html } moveTerms { locale header subHeader list agree decline }`;
const LIST = '{ administeredJurisdictions { id name } }';
const READ = `query ($id: ID!) { jurisdictionSettings(jurisdictionId: $id) { ${SETTINGS_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $settings: JurisdictionSettingsInput!) {
  updateJurisdictionSettings(jurisdictionId: $id, version: $version, settings: $settings) { ${SETTINGS_FIELDS} } }`;
const MOVE = `mutation ($id: ID!, $version: Int!, $locale: String!, $terms: MoveTermsInput!) {
  updateMoveTerms(jurisdictionId: $id, version: $version, locale: $locale, terms: $terms) { version moveTerms { locale subHeader list } } }`;
const PAGE = `mutation ($id: ID!, $version: Int!, $locale: String!, $page: StaffInfoPageInput!) {
  updateInfoPage(jurisdictionId: $id, version: $version, locale: $locale, page: $page) { version infoPages { key locale title html } } }`;
const FAQ = `mutation ($id: ID!, $version: Int!, $locale: String!, $faq: [FaqGroupInput!]!) {
  updateFaq(jurisdictionId: $id, version: $version, locale: $locale, faq: $faq) { version faq { locale groups { group items { id question answer } } } } }`;
const PREVIEW = `query ($id: ID!, $html: String!) { previewInfoHtml(jurisdictionId: $id, html: $html) }`;
const CITY = `query ($slug: String) { city(slug: $slug) { supportPhone licensePolicy { fees { dog { altered } } } } }`;

const settingsOf = (read: any) => {
  const { id, name, version, offeredLocales, infoPages, moveTerms, ...settings } = read;
  return settings;
};

describe('jurisdiction settings (issue 17)', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;
  const kingCounty = async (admin: GraphQLTestClient) => {
    const list = (await admin.request<any>(LIST)).body.data.administeredJurisdictions;
    return list.find((city: any) => city.name.includes('King')).id as string;
  };

  it('changes a fee: live for owners at once, audited; a stale save is refused and loses nothing', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const id = await kingCounty(admin);
    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    expect(read.offeredLocales).toEqual(['en_US', 'es_US']);
    const settings = { ...settingsOf(read), dogAlteredFee: read.dogAlteredFee + 500 };
    const saved = await admin.request<any>(UPDATE, { id, version: read.version, settings });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateJurisdictionSettings).toMatchObject({
      version: read.version + 1,
      dogAlteredFee: read.dogAlteredFee + 500,
    });
    const visitor = new GraphQLTestClient(testApp.url);
    const city = (await visitor.request<any>(CITY, { slug: 'king-county-wa' })).body.data.city;
    expect(city.licensePolicy.fees.dog.altered).toBe(read.dogAlteredFee + 500);
    // a second administrator who read the old version: told, and the first change stays
    const stale = await admin.request<any>(UPDATE, {
      id,
      version: read.version,
      settings: { ...settings, dogAlteredFee: 1 },
    });
    expect(codeOf(stale)).toBe('STALE_EDIT');
    const after = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    expect(after.dogAlteredFee).toBe(read.dogAlteredFee + 500);
    const audit = await query(
      "select action, before, after from audit_log where object_type = 'JURISDICTION_SETTINGS' and object_id = $1",
      [id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].before.licensePolicy.fees.dog.altered).toBe(read.dogAlteredFee);
    expect(audit[0].after.licensePolicy.fees.dog.altered).toBe(read.dogAlteredFee + 500);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const id = await kingCounty(admin);
    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    const bad = [
      { dogAlteredFee: -1 },
      { dogAlteredFee: 100_001 },
      { merchandiseTaxBasisPoints: 3001 },
      { supportPhone: '12345' },
      { termYears: [] },
      { locales: [] },
      { locales: ['fr_CA'] },
      { htmlLicensingLinkTitle: 'x'.repeat(121) },
      { maxPetsPerHousehold: 0 },
    ];
    for (const change of bad) {
      const answer = await admin.request<any>(UPDATE, {
        id,
        version: read.version,
        settings: { ...settingsOf(read), ...change },
      });
      expect(codeOf(answer), JSON.stringify(change)).toBe('VALIDATION_FAILED');
    }
    const after = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    expect(after).toEqual(read);
  });

  it('saves move terms and an information page sanitised, with the version check', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const id = await kingCounty(admin);
    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    const terms = {
      header: 'Moving in',
      subHeader: '<p onclick="alert(1)">Welcome</p><script>alert(1)</script>',
      termIntro: 'Please note:',
      list: ['<strong>Your licence moves with you</strong>', 'Tags stay valid'],
      agree: 'I agree',
      decline: 'I do not agree',
    };
    const moved = await admin.request<any>(MOVE, { id, version: read.version, locale: 'en_US', terms });
    expect(moved.body.errors).toBeUndefined();
    const en = moved.body.data.updateMoveTerms.moveTerms.find((item: any) => item.locale === 'en_US');
    expect(en.subHeader).not.toMatch(/script|onclick/);
    expect(en.list[0]).toBe('<strong>Your licence moves with you</strong>');
    const version = moved.body.data.updateMoveTerms.version;
    const stalePage = await admin.request<any>(PAGE, {
      id,
      version: read.version,
      locale: 'en_US',
      page: { key: 'about', title: 'About us', html: '<p>Hi</p>' },
    });
    expect(codeOf(stalePage)).toBe('STALE_EDIT');
    const page = await admin.request<any>(PAGE, {
      id,
      version,
      locale: 'es_US',
      page: { key: 'about', title: 'Quiénes somos', html: '<p>Hola<img src=x onerror=alert(1)></p>' },
    });
    expect(page.body.errors).toBeUndefined();
    const about = page.body.data.updateInfoPage.infoPages.find(
      (item: any) => item.key === 'about' && item.locale === 'es_US',
    );
    expect(about.title).toBe('Quiénes somos');
    expect(about.html).not.toMatch(/onerror/);
    // a language of another country (King County is in the US): refused, nothing saved
    const saved = page.body.data.updateInfoPage.version;
    const french = { key: 'about', title: 'À propos', html: '<p>Bonjour</p>' };
    const frenchPage = await admin.request<any>(PAGE, { id, version: saved, locale: 'fr_CA', page: french });
    expect(codeOf(frenchPage)).toBe('VALIDATION_FAILED');
    const frenchTerms = await admin.request<any>(MOVE, { id, version: saved, locale: 'fr_CA', terms });
    expect(codeOf(frenchTerms)).toBe('VALIDATION_FAILED');
    const after = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    expect(after.version).toBe(saved);
  });

  it('races two saves of one information page at the same version: one is saved, the other is told and writes nothing', async () => {
    const first = await logInAs(DEMO_ADMIN_EMAIL);
    await createTestAdmin(testApp.services, 'second.king.admin@example.com', DEMO_PASSWORD, ['king-county-wa']);
    const second = await logInAs('second.king.admin@example.com');
    const id = await kingCounty(first);
    const read = (await first.request<any>(READ, { id })).body.data.jurisdictionSettings;
    const auditBefore = (await query('select count(*)::int as n from audit_log'))[0].n;
    const save = (client: GraphQLTestClient, title: string) =>
      client.request<any>(PAGE, {
        id,
        version: read.version,
        locale: 'en_US',
        page: { key: 'about', title, html: `<p>${title}</p>` },
      });
    // several rounds, so the two requests do overlap in the database at least once
    for (let round = 0; round < 5; round++) {
      const version = (await first.request<any>(READ, { id })).body.data.jurisdictionSettings.version;
      const answers = await Promise.all(
        [first, second].map((client, index) =>
          client.request<any>(PAGE, {
            id,
            version,
            locale: 'en_US',
            page: { key: 'about', title: `Round ${round} by ${index}`, html: `<p>Round ${round} by ${index}</p>` },
          }),
        ),
      );
      const saved = answers.filter((answer) => !answer.body.errors);
      const refused = answers.filter((answer) => codeOf(answer) === 'STALE_EDIT');
      expect(saved, JSON.stringify(answers.map((answer) => answer.body))).toHaveLength(1);
      expect(refused).toHaveLength(1);
      const winner = saved[0]?.body.data.updateInfoPage;
      expect(winner.version).toBe(version + 1);
      const stored = (await first.request<any>(READ, { id })).body.data.jurisdictionSettings;
      const about = stored.infoPages.find((page: any) => page.key === 'about' && page.locale === 'en_US');
      const winnerAbout = winner.infoPages.find((page: any) => page.key === 'about' && page.locale === 'en_US');
      expect(about).toEqual(winnerAbout);
      expect(stored.version).toBe(version + 1);
    }
    expect((await query('select count(*)::int as n from audit_log'))[0].n).toBe(auditBefore + 5);
    // the old version, after all that: refused, and what is stored stays
    const late = await save(second, 'Late');
    expect(codeOf(late)).toBe('STALE_EDIT');
    expect(late.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Nothing was lost/) });
  });

  it('saves the FAQ of one locale sanitised and versioned; updateInfoContent raises the version too; previews HTML as owners see it', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const id = await kingCounty(admin);
    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    const faq = [
      {
        group: 'licences',
        items: [{ id: 'who-needs-one', question: 'Who needs a licence?', answer: '<p>Dogs<script>x()</script></p>' }],
      },
    ];
    const saved = await admin.request<any>(FAQ, { id, version: read.version, locale: 'es_US', faq });
    expect(saved.body.errors).toBeUndefined();
    const es = saved.body.data.updateFaq.faq.find((item: any) => item.locale === 'es_US');
    expect(es.groups).toEqual([
      { group: 'licences', items: [{ id: 'who-needs-one', question: 'Who needs a licence?', answer: '<p>Dogs</p>' }] },
    ]);
    const version = saved.body.data.updateFaq.version;
    expect(version).toBe(read.version + 1);
    expect(codeOf(await admin.request<any>(FAQ, { id, version: read.version, locale: 'es_US', faq: [] }))).toBe(
      'STALE_EDIT',
    );
    const duplicate = [{ group: 'licences', items: [faq[0]?.items[0], faq[0]?.items[0]] }];
    expect(codeOf(await admin.request<any>(FAQ, { id, version, locale: 'es_US', faq: duplicate }))).toBe(
      'VALIDATION_FAILED',
    );
    // the API of decision 0601 (no version of its own) still makes a console editor's version stale
    const direct = await admin.request<any>(
      `mutation ($id: ID!) { updateInfoContent(jurisdictionId: $id, locale: "en_US", page: { key: about, title: "A", html: "<p>A</p>" }) { slug } }`,
      { id },
    );
    expect(direct.body.errors).toBeUndefined();
    expect((await admin.request<any>(READ, { id })).body.data.jurisdictionSettings.version).toBe(version + 1);
    const preview = await admin.request<any>(PREVIEW, {
      id,
      html: '<h2>Hours</h2><p onclick="x()">Open <a href="javascript:alert(1)">daily</a></p><iframe src="x"></iframe>',
    });
    expect(preview.body.data.previewInfoHtml).toBe('<h2>Hours</h2><p>Open <a>daily</a></p>');
    // nothing saved by a preview
    expect((await admin.request<any>(READ, { id })).body.data.jurisdictionSettings.version).toBe(version + 1);
  });

  it('refuses every field to a visitor, an owner and another jurisdiction’s administrator', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const id = await kingCounty(admin);
    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    await createTestAdmin(testApp.services, 'ottawa.settings.admin@example.com', DEMO_PASSWORD, ['ottawa-on']);
    const other = await logInAs('ottawa.settings.admin@example.com');
    const owner = await logInAs(DEMO_OWNER_EMAIL);
    const visitor = new GraphQLTestClient(testApp.url);
    const terms = { header: 'h', subHeader: 's', termIntro: 't', list: ['l'], agree: 'a', decline: 'd' };
    const calls: Array<[string, Record<string, unknown>]> = [
      [READ, { id }],
      [UPDATE, { id, version: read.version, settings: { ...settingsOf(read), dogAlteredFee: 1 } }],
      [MOVE, { id, version: read.version, locale: 'en_US', terms }],
      [PAGE, { id, version: read.version, locale: 'en_US', page: { key: 'about', title: 'x', html: 'x' } }],
      [FAQ, { id, version: read.version, locale: 'en_US', faq: [] }],
      [PREVIEW, { id, html: '<p>x</p>' }],
    ];
    for (const client of [visitor, owner])
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(await client.request<any>(LIST)));
    expect(
      (await other.request<any>(LIST)).body.data.administeredJurisdictions.map((city: any) => city.id),
    ).not.toContain(id);
    for (const [text, variables] of calls) {
      for (const client of [visitor, owner])
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(await client.request<any>(text, variables)));
      expect(codeOf(await other.request<any>(text, variables))).toBe('NOT_FOUND');
    }
    expect((await admin.request<any>(READ, { id })).body.data.jurisdictionSettings).toEqual(read);
  });
});

// Issue 38 (decision 0505 addendum): a licence waiting for a rabies proof its policy no longer asks is put
// in force by the policy's change, audited; a pet the policy still asks one of keeps waiting.
describe('a policy that stops asking a rabies proof', () => {
  const testApp = useTestApp();
  const logInAs = (email: string) => logInClient(testApp.url, email, DEMO_PASSWORD);
  const query = async (text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows;
  const PETS = '{ myPets { name rabiesProofRequired licenses { number status } } }';

  it('activates the licences of cats waiting for a proof once cats need none, and nothing else', async () => {
    const admin = await logInAs(DEMO_ADMIN_EMAIL);
    const list = (await admin.request<any>(LIST)).body.data.administeredJurisdictions;
    const id = list.find((city: any) => city.name.includes('King')).id as string;
    const owner = await logInAs(DEMO_STATUSES_EMAIL);
    const petsNow = async () =>
      Object.fromEntries(
        (await owner.request<any>(PETS)).body.data.myPets.map((pet: any) => [
          pet.name,
          [pet.rabiesProofRequired, pet.licenses[0]?.status ?? null],
        ]),
      );
    // Luna (a cat) waits for staff to check her proof; Pip (a dog) for a proof
    expect(await petsNow()).toMatchObject({ Luna: [true, 'PENDING_PROOF'], Pip: [true, 'PENDING_PROOF'] });

    const read = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    const saved = await admin.request<any>(UPDATE, {
      id,
      version: read.version,
      settings: { ...settingsOf(read), rabiesProofCat: false },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(await petsNow()).toMatchObject({
      Luna: [false, 'ACTIVE'],
      Tofu: [false, 'EXPIRED'],
      Pip: [true, 'PENDING_PROOF'],
      Bruno: [true, 'PENDING_PROOF'],
    });
    const audit = await query(
      `select a.action, a.object_id, a.before, a.after, p.name from audit_log a join pets p on p.id = a.pet_id
        where a.action = 'LICENSE_ACTIVATED_NO_PROOF_REQUIRED'`,
    );
    const luna = (await owner.request<any>(PETS)).body.data.myPets.find((pet: any) => pet.name === 'Luna');
    expect(audit).toEqual([
      {
        action: 'LICENSE_ACTIVATED_NO_PROOF_REQUIRED',
        object_id: luna.licenses[0].number,
        before: { status: 'PENDING_PROOF' },
        after: { status: 'ACTIVE' },
        name: 'Luna',
      },
    ]);

    // another save (cats asked again) activates nothing more, and puts no licence back to waiting
    const again = (await admin.request<any>(READ, { id })).body.data.jurisdictionSettings;
    await admin.request<any>(UPDATE, {
      id,
      version: again.version,
      settings: { ...settingsOf(again), rabiesProofCat: true },
    });
    expect(await petsNow()).toMatchObject({ Luna: [true, 'ACTIVE'], Pip: [true, 'PENDING_PROOF'] });
    expect(await query("select 1 from audit_log where action = 'LICENSE_ACTIVATED_NO_PROOF_REQUIRED'")).toHaveLength(1);
  });
});
