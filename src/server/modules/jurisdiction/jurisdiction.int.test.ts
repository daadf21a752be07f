import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { DEMO_JURISDICTIONS } from '../../seed/demo-jurisdictions.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';

const CITY = 'query ($slug: String) { city(slug: $slug) { slug name country locales noLicensing displayAboutPage } }';

describe('the current city', () => {
  const testApp = useTestApp({ env: { HOST_CITY_MAP: 'pets.toronto.example=toronto-on' } });

  it('is the default jurisdiction for a new visitor', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request<{ city: { slug: string } }>(CITY);
    expect(result.body.data?.city.slug).toBe('king-county-wa');
  });

  it("is the default of the locale's country when nothing was chosen (decision 0021)", async () => {
    const client = new GraphQLTestClient(testApp.url);
    const slugIn = async (locale: string) =>
      (await client.request<{ city: { slug: string } }>(CITY, {}, { 'x-pawport-locale': locale })).body.data?.city.slug;
    expect(await slugIn('fr_CA')).toBe('toronto-on');
    expect(await slugIn('en_CA')).toBe('toronto-on');
    expect(await slugIn('es_US')).toBe('king-county-wa');
    // a city chosen wins over the locale: the page's locale is then changed to agree (web)
    await client.request(CITY, { slug: 'travis-county-tx' });
    expect(await slugIn('fr_CA')).toBe('travis-county-tx');
  });

  it('follows a city slug and remembers it in a cookie', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const chosen = await client.request<{ city: { slug: string; country: string } }>(CITY, { slug: 'ottawa-on' });
    expect(chosen.body.data?.city).toMatchObject({ slug: 'ottawa-on', country: 'CA' });
    const later = await client.request<{ city: { slug: string } }>(CITY);
    expect(later.body.data?.city.slug).toBe('ottawa-on');
  });

  it('remembers a ?city= query parameter given on any page request', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const response = await fetch(`${testApp.url}/healthz?city=travis-county-tx`);
    client.storeCookies(response.headers);
    const later = await client.request<{ city: { slug: string } }>(CITY);
    expect(later.body.data?.city.slug).toBe('travis-county-tx');
  });

  it('refuses an unknown slug with a coded error', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request(CITY, { slug: 'atlantis' });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('CITY_NOT_FOUND');
  });

  it('maps a configured host name to its jurisdiction', async () => {
    // fetch() may not set Host; node:http can
    const { port } = new URL(testApp.url);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql/',
          method: 'POST',
          headers: { host: 'pets.toronto.example', 'content-type': 'application/json' },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ query: CITY }));
    });
    expect(JSON.parse(body).data.city.slug).toBe('toronto-on');
  });

  it("is always the logged-in owner's own jurisdiction", async () => {
    const client = new GraphQLTestClient(testApp.url);
    await client.request(CITY, { slug: 'toronto-on' });
    await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    const result = await client.request<{ city: { slug: string } }>(CITY);
    expect(result.body.data?.city.slug).toBe('king-county-wa');
  });

  it('serves the info page in the requested locale with per-locale fallback', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const query = 'query { city(slug: "toronto-on") { infoPage(page: licensing) { title } } }';
    const french = await client.request<{ city: { infoPage: { title: string } } }>(
      query,
      {},
      { 'x-pawport-locale': 'fr_CA' },
    );
    expect(french.body.data?.city.infoPage.title).toBe('Permis d’animaux');
    const canadianEnglish = await client.request<{ city: { infoPage: { title: string } } }>(
      query,
      {},
      { 'x-pawport-locale': 'en_CA' },
    );
    expect(canadianEnglish.body.data?.city.infoPage.title).toBe('Pet licensing');
  });

  it("says a jurisdiction's own word for a page in each language, as its link and its heading (issue 11: 8, 9)", async () => {
    const client = new GraphQLTestClient(testApp.url);
    const ask = async (slug: string, locale: string, page: string, link: string) =>
      (
        await client.request<{ city: Record<string, unknown> & { infoPage: { title: string; html: string } } }>(
          `query { city(slug: "${slug}") { ${link} infoPage(page: ${page}) { title html } } }`,
          {},
          { 'x-pawport-locale': locale },
        )
      ).body.data?.city;
    const travis = await ask('travis-county-tx', 'en_US', 'licensing', 'htmlLicensingLinkTitle');
    expect(travis).toMatchObject({
      htmlLicensingLinkTitle: 'Pet Registration',
      infoPage: { title: 'Pet Registration' },
    });
    expect(travis?.infoPage.html).toContain('needs a current license.');
    expect(travis?.infoPage.html).not.toMatch(/licence/i);
    const travisSpanish = await ask('travis-county-tx', 'es_US', 'licensing', 'htmlLicensingLinkTitle');
    expect(travisSpanish).toMatchObject({
      htmlLicensingLinkTitle: null,
      infoPage: { title: 'Licencias para mascotas' },
    });
    const toronto = await ask('toronto-on', 'en_CA', 'homesafe', 'htmlHomesafeLinkTitle');
    expect(toronto).toMatchObject({ htmlHomesafeLinkTitle: 'Lost & Found', infoPage: { title: 'Lost & Found' } });
    const torontoFrench = await ask('toronto-on', 'fr_CA', 'homesafe', 'htmlHomesafeLinkTitle');
    expect(torontoFrench).toMatchObject({
      htmlHomesafeLinkTitle: 'Animaux perdus et trouvés',
      infoPage: { title: 'Animaux perdus et trouvés' },
    });
    const torontoLicensing = await ask('toronto-on', 'en_CA', 'licensing', 'htmlLicensingLinkTitle');
    expect(torontoLicensing?.infoPage.html).toContain('needs a current licence.');
    expect(torontoLicensing?.infoPage.html).not.toMatch(/license/i);
  });

  it("gives the landing page its fees headline, help line and brand colour from the jurisdiction's settings", async () => {
    const client = new GraphQLTestClient(testApp.url);
    const query =
      'query ($slug: String) { city(slug: $slug) { supportPhone supportEmail brandColor logoUrl licenseFees { from to seniorDiscountPercent shortestTermYears } } }';
    const king = await client.request<{ city: Record<string, unknown> }>(query, { slug: 'king-county-wa' });
    expect(king.body.data?.city).toEqual({
      supportPhone: '2062963940',
      supportEmail: 'petlicensing@kingcounty.example',
      brandColor: '#1b6ac9',
      logoUrl: null,
      licenseFees: { from: 2000, to: 6000, seniorDiscountPercent: 50, shortestTermYears: 1 },
    });
    const unlicensed = await client.request<{ city: Record<string, unknown> }>(query, { slug: 'not-licensed-us' });
    expect(unlicensed.body.data?.city).toMatchObject({ licenseFees: null, brandColor: '#0b4f71' });
  });

  it('gives a visitor the licence policy the licensing page shows, without its source note or number prefix (decision 0503)', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const query = `query ($slug: String) { city(slug: $slug) { licensePolicy {
      currency fees { dog { altered unaltered } cat { altered unaltered } } termYears seniorDiscountPercent seniorAge
      serviceAnimalExempt renewalWindowDays gracePeriodDays lateFee
      rabiesProofRequired { dog cat minimumAgeMonths } allowPastRabies maxPetsPerHousehold } } }`;
    for (const [slug, currency] of [
      ['king-county-wa', 'USD'],
      ['toronto-on', 'CAD'],
      ['mississauga-on', 'CAD'],
    ] as const) {
      const seeded = DEMO_JURISDICTIONS.find((city) => city.slug === slug)?.licensePolicy;
      if (!seeded) throw new Error(`no demo policy for ${slug}`);
      const { source: _source, numberPrefix: _prefix, ...shown } = seeded;
      const answer = await client.request<{ city: { licensePolicy: unknown } }>(query, { slug });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.city.licensePolicy).toEqual({ ...shown, currency });
    }
    const unlicensed = await client.request<{ city: { licensePolicy: unknown } }>(query, { slug: 'not-licensed-us' });
    expect(unlicensed.body.data?.city.licensePolicy).toBeNull();
  });
});
