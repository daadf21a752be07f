// issue 20 (decision 0601): the FAQ and the About Licences pages through the API, and updateInfoContent,
// which only an administrator of the jurisdiction may call; HTML is sanitised on save and when served.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAQ_GROUPS } from '../../../domain/jurisdiction/jurisdiction.js';
import { jurisdictions } from '../../db/schema/index.js';
import { DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestAdmin, TEST_PASSWORD } from '../../test/test-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

const FAQ = 'query ($slug: String) { city(slug: $slug) { slug faq { group items { id question answer } } } }';
const PAGE =
  'query ($slug: String, $page: InfoPage!) { city(slug: $slug) { infoPage(page: $page) { title html } licensePolicy { fees { dog { altered } } } } }';
const UPDATE =
  'mutation ($jurisdictionId: ID!, $locale: String!, $page: InfoPageContentInput, $faq: [FaqGroupInput!]) { updateInfoContent(jurisdictionId: $jurisdictionId, locale: $locale, page: $page, faq: $faq) { slug } }';

type FaqResult = {
  city: { faq: Array<{ group: string; items: Array<{ id: string; question: string; answer: string }> }> };
};
type PageResult = {
  city: {
    infoPage: { title: string; html: string } | null;
    licensePolicy: { fees: { dog: { altered: number } } } | null;
  };
};

const DIRTY =
  '<p onclick="alert(1)">Bring <a href="javascript:alert(2)">proof</a>.</p><script>alert(3)</script><iframe src="https://evil.example"></iframe><a href="https://kingcounty.example/pets">More</a>';
const CLEAN = '<p>Bring <a>proof</a>.</p><a href="https://kingcounty.example/pets">More</a>';

describe('the FAQ and the About Licences pages (issue 20)', () => {
  const testApp = useTestApp();
  const idOf = async (slug: string) => String((await testApp.services.jurisdictions.bySlug(slug))?.id);

  it('serves each jurisdiction’s FAQ in the request’s locale: five groups, three questions or more each, no figures typed', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    const english = await visitor.request<FaqResult>(FAQ, { slug: 'king-county-wa' });
    const groups = english.body.data?.city.faq ?? [];
    expect(groups.map((group) => group.group)).toEqual([...FAQ_GROUPS]);
    for (const group of groups) expect(group.items.length).toBeGreaterThanOrEqual(3);
    const ids = groups.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(groups)).not.toMatch(/\$\s?\d|\d\s?\$|\d+ ?%/);
    expect(groups[0]?.items[0]?.question).toBe('Which pets need a license?');

    const spanish = await visitor.request<FaqResult>(FAQ, {}, { 'x-pawport-locale': 'es_US' });
    expect(spanish.body.data?.city.faq[0]?.items[0]?.question).toBe('¿Qué mascotas necesitan licencia?');

    const toronto = new GraphQLTestClient(testApp.url);
    const canadian = await toronto.request<FaqResult>(FAQ, { slug: 'toronto-on' }, { 'x-pawport-locale': 'en_CA' });
    expect(canadian.body.data?.city.faq[0]?.items[0]?.question).toBe('Which pets need a licence?');
    const french = await toronto.request<FaqResult>(FAQ, {}, { 'x-pawport-locale': 'fr_CA' });
    expect(french.body.data?.city.faq[0]?.items[0]?.question).toBe('Quels animaux doivent avoir un permis?');
    // Ottawa has no French: its English answers
    const ottawa = await new GraphQLTestClient(testApp.url).request<FaqResult>(
      FAQ,
      { slug: 'ottawa-on' },
      { 'x-pawport-locale': 'fr_CA' },
    );
    expect(ottawa.body.data?.city.faq[0]?.items[0]?.question).toBe('Which pets need a licence?');
  });

  it('hides the FAQ and the About Licences pages where the jurisdiction does not license', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    const faq = await visitor.request<FaqResult>(FAQ, { slug: 'not-licensed-us' });
    expect(faq.body.data?.city.faq).toEqual([]);
    for (const page of ['aboutNewLicenses', 'aboutRenewingLicenses']) {
      const result = await visitor.request<PageResult>(PAGE, { page });
      expect(result.body.data?.city.infoPage).toBeNull();
      expect(result.body.data?.city.licensePolicy).toBeNull();
    }
  });

  it('serves the About pages with the policy they show, which follows a change of fee', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    const before = await visitor.request<PageResult>(PAGE, { slug: 'seattle-wa', page: 'aboutRenewingLicenses' });
    expect(before.body.data?.city.infoPage?.title).toBe('About Renewing Licenses');
    expect(before.body.data?.city.licensePolicy?.fees.dog.altered).toBe(4000);
    const seattle = await testApp.services.jurisdictions.bySlug('seattle-wa');
    if (!seattle?.licensePolicy) throw new Error('Seattle has a policy');
    const policy = {
      ...seattle.licensePolicy,
      fees: { ...seattle.licensePolicy.fees, dog: { altered: 4200, unaltered: 6500 } },
    };
    await testApp.services.db
      .update(jurisdictions)
      .set({ licensePolicy: policy })
      .where(eq(jurisdictions.id, seattle.id));
    testApp.services.jurisdictions.invalidate();
    const after = await visitor.request<PageResult>(PAGE, { page: 'aboutNewLicenses' });
    expect(after.body.data?.city.licensePolicy?.fees.dog.altered).toBe(4200);
  });

  it('lets an administrator of the jurisdiction change a page and the FAQ, sanitised on save', async () => {
    const admin = await logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const kingCounty = await idOf('king-county-wa');
    const saved = await admin.request(UPDATE, {
      jurisdictionId: kingCounty,
      locale: 'en_US',
      page: { key: 'aboutNewLicenses', title: '  New licenses  ', html: DIRTY },
    });
    expect(saved.body.errors).toBeUndefined();
    const row = await testApp.services.jurisdictions.bySlug('king-county-wa');
    expect(row?.infoPages.aboutNewLicenses?.en_US).toEqual({ title: 'New licenses', html: CLEAN });
    // the Spanish page is untouched
    expect(row?.infoPages.aboutNewLicenses?.es_US?.title).toBe('Acerca de las licencias nuevas');
    const served = await new GraphQLTestClient(testApp.url).request<PageResult>(PAGE, {
      slug: 'king-county-wa',
      page: 'aboutNewLicenses',
    });
    expect(served.body.data?.city.infoPage?.html).toBe(CLEAN);

    const faq = [
      { group: 'licences', items: [{ id: 'why-license', question: 'Why license?', answer: DIRTY }] },
      { group: 'account', items: [{ id: 'log-in', question: 'How do I log in?', answer: '<p>With your email.</p>' }] },
    ];
    const savedFaq = await admin.request(UPDATE, { jurisdictionId: kingCounty, locale: 'en_US', faq });
    expect(savedFaq.body.errors).toBeUndefined();
    const read = await new GraphQLTestClient(testApp.url).request<FaqResult>(FAQ, { slug: 'king-county-wa' });
    expect(read.body.data?.city.faq).toEqual([
      { group: 'licences', items: [{ id: 'why-license', question: 'Why license?', answer: CLEAN }] },
      { group: 'account', items: [{ id: 'log-in', question: 'How do I log in?', answer: '<p>With your email.</p>' }] },
    ]);
  });

  it('sanitises stored HTML again when serving it', async () => {
    const travis = await testApp.services.jurisdictions.bySlug('travis-county-tx');
    if (!travis) throw new Error('Travis County exists');
    await testApp.services.db
      .update(jurisdictions)
      .set({
        infoPages: { ...travis.infoPages, aboutRenewingLicenses: { en_US: { title: 'Renew', html: DIRTY } } },
        faq: { en_US: [{ group: 'licences', items: [{ id: 'x', question: 'Q?', answer: DIRTY }] }] },
      })
      .where(eq(jurisdictions.id, travis.id));
    testApp.services.jurisdictions.invalidate();
    const visitor = new GraphQLTestClient(testApp.url);
    const page = await visitor.request<PageResult>(PAGE, { slug: 'travis-county-tx', page: 'aboutRenewingLicenses' });
    expect(page.body.data?.city.infoPage?.html).toBe(CLEAN);
    const faq = await visitor.request<FaqResult>(FAQ);
    expect(faq.body.data?.city.faq[0]?.items[0]?.answer).toBe(CLEAN);
  });

  it('refuses visitors, owners and administrators of other jurisdictions, and bad input, writing nothing', async () => {
    const kingCounty = await idOf('king-county-wa');
    const change = {
      jurisdictionId: kingCounty,
      locale: 'en_US',
      page: { key: 'about', title: 'Hacked', html: '<p>Hacked</p>' },
    };
    const visitor = await new GraphQLTestClient(testApp.url).request(UPDATE, change);
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect((await owner.request(UPDATE, change)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await createTestAdmin(testApp.services, 'toronto.admin@example.com', TEST_PASSWORD, ['toronto-on']);
    const torontoAdmin = await logInClient(testApp.url, 'toronto.admin@example.com', TEST_PASSWORD);
    expect((await torontoAdmin.request(UPDATE, change)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // … who may change their own
    const own = await torontoAdmin.request(UPDATE, {
      ...change,
      jurisdictionId: await idOf('toronto-on'),
      locale: 'fr_CA',
    });
    expect(own.body.errors).toBeUndefined();

    const admin = await logInClient(testApp.url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const badInputs = [
      { ...change, locale: 'de_DE' },
      { ...change, page: { ...change.page, title: '   ' } },
      { jurisdictionId: kingCounty, locale: 'en_US' },
      {
        jurisdictionId: kingCounty,
        locale: 'en_US',
        faq: [{ group: 'licences', items: [{ id: 'Bad Id', question: 'Q?', answer: 'A' }] }],
      },
      {
        jurisdictionId: kingCounty,
        locale: 'en_US',
        faq: [{ group: 'licences', items: [1, 2].map(() => ({ id: 'same', question: 'Q?', answer: 'A' })) }],
      },
    ];
    for (const input of badInputs) {
      const result = await admin.request(UPDATE, input);
      expect(result.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    }
    const row = await testApp.services.jurisdictions.bySlug('king-county-wa');
    expect(row?.infoPages.about?.en_US?.title).toBe('About');
  });
});
