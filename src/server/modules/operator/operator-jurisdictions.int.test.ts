// Decision 0308: the operator creates a jurisdiction from a policy template (offered at once), is refused a
// slug in use (also by two creates at once: one wins), bad fields each on their field, edits it at its version
// (slug and country fixed), retires it (no longer offered, its licences not sold) and brings it back; every
// action in the operator audit log; owners and administrators refused. A retired jurisdiction gets no new
// administrators: its open invites end, and an invite to it is refused on its field.
import { beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_POLICY_TEMPLATES } from '../../../domain/jurisdiction/license-policy-templates.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { installQueue } from '../../shared/jobs.js';
import { createTestAdmin, enrolTestApp, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, type GraphQLErrors, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { createAccount } from '../account/account.service.js';

const FIELDS =
  'id version name slug country locales timezone supportPhone supportEmail logoUrl brandColor boundaryColor noLicensing hasPolicy retiredAt';
const CREATE = `mutation ($input: JurisdictionFormInput!) { createJurisdiction(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: JurisdictionFormInput!) {
  updateJurisdiction(jurisdictionId: $id, version: $version, input: $input) { ${FIELDS} } }`;
const RETIRE = `mutation ($id: ID!, $retired: Boolean!) { retireJurisdiction(jurisdictionId: $id, retired: $retired) { ${FIELDS} } }`;
const READ = `query ($id: ID!) { operatorJurisdiction(jurisdictionId: $id) { ${FIELDS} } }`;
const CITIES = '{ cities { slug } }';
const CONSOLE = '{ operatorConsole { slug retired } }';
const AUDIT = '{ operatorAuditLog { action jurisdictionName } }';
const AUDIT_DETAILS = '{ operatorAuditLog { action subjectEmail jurisdictionName } }';
const OPEN_INVITES = '{ operatorConsole { slug openInvites { email } } }';
const INVITE_ADMIN = 'mutation ($input: InviteAdministratorInput!) { inviteAdministrator(input: $input) { email } }';
const INVITE_VIEW = 'query ($token: String!) { staffInvite(token: $token) { email jurisdictionName } }';
const ACCEPT = `mutation ($token: String!, $input: AcceptStaffInviteInput!) {
  acceptStaffInvite(token: $token, input: $input) { id } }`;

const FORM = {
  name: 'Cedar Falls, IA',
  slug: 'cedar-falls-ia',
  country: 'US',
  locales: ['en_US', 'es_US'],
  timezone: 'america/chicago',
  supportPhone: '3192686000',
  supportEmail: 'pets@cedarfalls.example',
  logoUrl: 'https://cedarfalls.example/logo.png',
  brandColor: '#1B4F72',
  boundaryColor: '#1b4f72',
  licensing: 'US_COUNTY',
};

const fieldsOf = (answer: { body: { errors?: GraphQLErrors } }) =>
  Object.fromEntries((answer.body.errors?.[0]?.extensions?.details?.fields ?? []).map((f) => [f.path, f.message]));

describe('the operator’s jurisdictions', () => {
  const testApp = useTestApp();
  let operator: GraphQLTestClient;

  beforeAll(async () => {
    await installQueue(testApp.database.pool); // the invites' e-mails
    const email = 'jurisdictions.operator@example.org';
    const created = await createAccount(testApp.services, {
      input: {
        firstName: 'Morgan',
        lastName: 'Operator',
        locale: 'en_US',
        email,
        password: TEST_PASSWORD,
        role: 'OPERATOR',
        jurisdictionId: null,
        phones: [],
        tosAccepted: false,
      },
    });
    if (!created) throw new Error('operator exists');
    await enrolTestApp(testApp.services, created.id, email);
    operator = await logInClient(testApp.url, email, TEST_PASSWORD);
  });

  const slugs = async () =>
    ((await new GraphQLTestClient(testApp.url).request<any>(CITIES)).body.data.cities as Array<{ slug: string }>).map(
      (city) => city.slug,
    );

  it('creates a jurisdiction from its template, offered at once; a slug in use is refused on its field', async () => {
    expect(await slugs()).not.toContain('cedar-falls-ia'); // the directory is cached from here on
    const answer = await operator.request<any>(CREATE, { input: FORM });
    expect(answer.body.errors).toBeUndefined();
    const row = answer.body.data.createJurisdiction;
    expect(row).toMatchObject({
      slug: 'cedar-falls-ia',
      timezone: 'America/Chicago',
      brandColor: '#1b4f72',
      noLicensing: false,
      hasPolicy: true,
      retiredAt: null,
      locales: ['en_US', 'es_US'],
    });
    const [stored] = await testApp.database.pool
      .query('select license_policy from jurisdictions where slug = $1', ['cedar-falls-ia'])
      .then((result) => result.rows);
    expect(stored.license_policy).toEqual(LICENSE_POLICY_TEMPLATES.US_COUNTY);
    expect(await slugs()).toContain('cedar-falls-ia');

    const again = await operator.request<any>(CREATE, { input: { ...FORM, name: 'Another' } });
    expect(codeOf(again)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(again).slug).toContain('validation.jurisdiction.slugTaken');
    const { rows } = await testApp.database.pool.query(
      "select count(*)::int as n from jurisdictions where name = 'Another'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('of two creates of one slug at once, one wins and the other is told the slug is taken', async () => {
    const input = { ...FORM, slug: 'twin-falls-id', name: 'Twin Falls, ID', timezone: 'America/Boise' };
    const answers = await Promise.all([
      operator.request<any>(CREATE, { input }),
      operator.request<any>(CREATE, { input }),
    ]);
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(1);
    const refused = answers.find((answer) => answer.body.errors);
    expect(fieldsOf(refused as never).slug).toContain('validation.jurisdiction.slugTaken');
  });

  it('refuses each bad field on that field, and writes nothing', async () => {
    const answer = await operator.request<any>(CREATE, {
      input: {
        ...FORM,
        slug: 'Cedar Falls',
        locales: ['fr_CA'],
        timezone: 'Mars/Olympus_Mons',
        supportPhone: '12345',
        supportEmail: 'not an address',
        logoUrl: 'http://cedarfalls.example/logo.png',
        brandColor: '#ffff00',
        boundaryColor: 'blue',
      },
    });
    expect(codeOf(answer)).toBe('VALIDATION_FAILED');
    const fields = fieldsOf(answer);
    expect(fields.slug).toContain('slugFormat');
    expect(fields.timezone).toContain('timeZone');
    expect(fields.supportPhone).toContain('validation.phone');
    expect(fields.supportEmail).toContain('validation.email.invalid');
    expect(fields.logoUrl).toContain('logoUrl');
    expect(fields.brandColor).toContain('brandColorContrast');
    expect(fields.boundaryColor).toContain('colorFormat');
    const locales = await operator.request<any>(CREATE, {
      input: { ...FORM, slug: 'french-us', locales: ['en_US', 'fr_CA'] },
    });
    expect(fieldsOf(locales).locales).toContain('localeOfCountry');
    const keep = await operator.request<any>(CREATE, { input: { ...FORM, slug: 'keep-nothing', licensing: 'KEEP' } });
    expect(fieldsOf(keep).licensing).toContain('validation.invalidValue');
    expect(await slugs()).not.toContain('french-us');
  });

  it('edits at its version, slug and country fixed; retires it (not offered, audited) and brings it back', async () => {
    const id = (await operator.request<any>(READ, { id: await idOf('cedar-falls-ia') })).body.data.operatorJurisdiction
      .id;
    const read = (await operator.request<any>(READ, { id })).body.data.operatorJurisdiction;
    const edit = { ...FORM, name: 'Cedar Falls, Iowa', locales: ['en_US'], licensing: 'KEEP' };
    const saved = await operator.request<any>(UPDATE, { id, version: read.version, input: edit });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateJurisdiction).toMatchObject({ name: 'Cedar Falls, Iowa', locales: ['en_US'] });
    const stale = await operator.request<any>(UPDATE, { id, version: read.version, input: edit });
    expect(codeOf(stale)).toBe('STALE_EDIT');
    const version = saved.body.data.updateJurisdiction.version;
    const moved = await operator.request<any>(UPDATE, {
      id,
      version,
      input: { ...edit, slug: 'cedar-falls', country: 'CA', locales: ['en_CA'] },
    });
    expect(Object.keys(fieldsOf(moved)).sort()).toEqual(['country', 'slug']);

    const retired = await operator.request<any>(RETIRE, { id, retired: true });
    expect(retired.body.data.retireJurisdiction.retiredAt).not.toBeNull();
    expect(await slugs()).not.toContain('cedar-falls-ia');
    const listed = (await operator.request<any>(CONSOLE)).body.data.operatorConsole;
    expect(listed.find((row: { slug: string }) => row.slug === 'cedar-falls-ia')).toEqual({
      slug: 'cedar-falls-ia',
      retired: true,
    });
    await operator.request<any>(RETIRE, { id, retired: true }); // twice: nothing more written
    const back = await operator.request<any>(RETIRE, { id, retired: false });
    expect(back.body.data.retireJurisdiction.retiredAt).toBeNull();
    expect(await slugs()).toContain('cedar-falls-ia');

    const log = (await operator.request<any>(AUDIT)).body.data.operatorAuditLog as Array<{
      action: string;
      jurisdictionName: string;
    }>;
    const ours = log.filter((entry) => entry.jurisdictionName === 'Cedar Falls, Iowa').map((entry) => entry.action);
    expect(ours).toEqual([
      'JURISDICTION_REINSTATED',
      'JURISDICTION_RETIRED',
      'JURISDICTION_UPDATED',
      'JURISDICTION_CREATED',
    ]);
  });

  it('a retired jurisdiction gets no new administrators: its open invites end and a new one is refused on its field', async () => {
    const created = await operator.request<any>(CREATE, {
      input: { ...FORM, slug: 'ames-ia', name: 'Ames, IA', supportEmail: '' },
    });
    const id = created.body.data.createJurisdiction.id as string;
    const sent = await operator.request<any>(INVITE_ADMIN, {
      input: { email: 'early.clerk@example.org', jurisdictionId: id },
    });
    expect(sent.body.errors).toBeUndefined();
    const link = await inviteLinkOf('early.clerk@example.org');
    expect(
      (await new GraphQLTestClient(testApp.url).request<any>(INVITE_VIEW, { token: link })).body.data.staffInvite,
    ).toMatchObject({ email: 'early.clerk@example.org', jurisdictionName: 'Ames, IA' });

    await operator.request<any>(RETIRE, { id, retired: true });
    // the link sent before the retirement no longer works, and the console lists no open invite
    const view = await new GraphQLTestClient(testApp.url).request<any>(INVITE_VIEW, { token: link });
    expect(view.body.data.staffInvite).toBeNull();
    const accepted = await new GraphQLTestClient(testApp.url).request<any>(ACCEPT, {
      token: link,
      input: { firstName: 'Early', lastName: 'Clerk', password: 'Harbour-Lantern-73!' },
    });
    expect(codeOf(accepted)).toBe('INVITE_INVALID');
    const listed = (await operator.request<any>(OPEN_INVITES)).body.data.operatorConsole.find(
      (row: { slug: string }) => row.slug === 'ames-ia',
    );
    expect(listed.openInvites).toEqual([]);

    // a new invite, whatever the browser offered, is refused on the jurisdiction's field: nothing written
    const refused = await operator.request<any>(INVITE_ADMIN, {
      input: { email: 'late.clerk@example.org', jurisdictionId: id },
    });
    expect(codeOf(refused)).toBe('VALIDATION_FAILED');
    expect(fieldsOf(refused)).toEqual({ jurisdictionId: 'validation.jurisdiction.retiredNoAdministrators' });
    const written = await testApp.database.pool.query(
      'select (select count(*)::int from staff_invites where email = $1) as invites, (select count(*)::int from email_outbox where to_address = $1) as mails',
      ['late.clerk@example.org'],
    );
    expect(written.rows).toEqual([{ invites: 0, mails: 0 }]);
    const log = (await operator.request<any>(AUDIT_DETAILS)).body.data.operatorAuditLog as Array<any>;
    expect(
      log.find((entry) => entry.action === 'JURISDICTION_RETIRED' && entry.jurisdictionName === 'Ames, IA'),
    ).toBeDefined();
    expect(log.filter((entry) => entry.subjectEmail === 'late.clerk@example.org')).toEqual([]);

    // brought back, it takes administrators again (the ended link stays ended: the operator invites again)
    await operator.request<any>(RETIRE, { id, retired: false });
    const again = await operator.request<any>(INVITE_ADMIN, {
      input: { email: 'late.clerk@example.org', jurisdictionId: id },
    });
    expect(again.body.errors).toBeUndefined();
    expect(
      (await new GraphQLTestClient(testApp.url).request<any>(INVITE_VIEW, { token: link })).body.data.staffInvite,
    ).toBeNull();
  });

  it('refuses an owner and an administrator, and a visitor', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect(codeOf(await owner.request(CREATE, { input: { ...FORM, slug: 'by-owner' } }))).toBe('FORBIDDEN');
    await createTestAdmin(testApp.services, 'jurisdictions.admin@example.org', TEST_PASSWORD, ['king-county-wa']);
    const admin = await logInClient(testApp.url, 'jurisdictions.admin@example.org', TEST_PASSWORD);
    expect(codeOf(await admin.request(RETIRE, { id: '1', retired: true }))).toBe('FORBIDDEN');
    const visitor = new GraphQLTestClient(testApp.url);
    expect(codeOf(await visitor.request(CREATE, { input: FORM }))).toBe('UNAUTHENTICATED');
  });

  /** The token of the staff invite e-mailed to `email` (the newest). */
  async function inviteLinkOf(email: string): Promise<string> {
    const { rows } = await testApp.database.pool.query(
      "select text_body from email_outbox where to_address = $1 and template = 'staff-invite' order by id desc limit 1",
      [email],
    );
    const token = String(rows[0]?.text_body ?? '').match(/\/invite\?token=([\w-]{43})/)?.[1];
    if (!token) throw new Error(`no invite e-mailed to ${email}`);
    return token;
  }

  async function idOf(slug: string): Promise<string> {
    const { rows } = await testApp.database.pool.query('select id from jurisdictions where slug = $1', [slug]);
    return String(rows[0].id);
  }
});
