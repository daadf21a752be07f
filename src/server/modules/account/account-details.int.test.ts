import { beforeAll, describe, expect, it } from 'vitest';
import { otherValidAddress } from '../../../domain/account/sign-up.fixtures.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from '../../test/test-app.js';

const MY_ACCOUNT = `{ myAccount { firstName lastName email phones { type number } birthdate { year month day } locale
  notificationPreferences { renewalReminders orderUpdates news }
  address { civic street cityName province country postalCode } mailingAddress { additional postalCode } } }`;
const UPDATE = `mutation ($input: MyDetailsInput!) { updateMyDetails(input: $input) { firstName phones { number } mailingAddress { additional } } }`;

const details = {
  firstName: 'Dana',
  lastName: 'Demo-Smith',
  phones: [{ type: 'H', number: '2065550199' }],
  birthdate: { day: '12', month: '4', year: '1985' },
  address: otherValidAddress,
  mailingAddress: {
    additional: 'PO Box 77',
    cityName: 'Seattle',
    province: 'US_WA',
    country: 'US',
    postalCode: '98111',
  },
};

describe('account pages API', () => {
  const testApp = useTestApp();
  let owner: GraphQLTestClient;
  beforeAll(async () => {
    owner = new GraphQLTestClient(testApp.url);
    await owner.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
  });

  it('refuses a visitor every account field', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    for (const [query, variables] of [
      [MY_ACCOUNT, {}],
      [UPDATE, { input: details }],
      ['mutation { changeEmail(email: "x@example.com", password: "y") { email } }', {}],
      ['mutation { updateProfileSettings(input: { locale: "fr_CA" }) { locale } }', {}],
      ['mutation { deactivateAccount(password: "y") }', {}],
    ] as const) {
      const result = await visitor.request(query, variables);
      expect(result.body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it("reads and saves the owner's own details, mailing address included", async () => {
    const saved = await owner.request<{ updateMyDetails: { firstName: string } }>(UPDATE, { input: details });
    expect(saved.body.errors).toBeUndefined();
    const read = await owner.request<{ myAccount: Record<string, unknown> }>(MY_ACCOUNT);
    expect(read.body.data?.myAccount).toMatchObject({
      lastName: 'Demo-Smith',
      phones: [{ type: 'H', number: '2065550199' }],
      birthdate: { year: 1985, month: 4, day: 12 },
      address: { civic: '500', postalCode: '98104' },
      mailingAddress: { additional: 'PO Box 77', postalCode: '98111' },
    });
    const withoutMailing = await owner.request<{ updateMyDetails: { mailingAddress: unknown } }>(UPDATE, {
      input: { ...details, mailingAddress: null },
    });
    expect(withoutMailing.body.data?.updateMyDetails.mailingAddress).toBeNull();
  });

  it('reports bad fields and changes nothing', async () => {
    const before = await owner.request(MY_ACCOUNT);
    const result = await owner.request(UPDATE, {
      input: {
        ...details,
        firstName: '',
        phones: [{ type: 'X', number: '12' }],
        address: { ...details.address, civic: '' },
      },
    });
    const paths = result.body.errors?.[0]?.extensions?.details?.fields?.map((field) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'phones.0.type', 'phones.0.number', 'address.civic']));
    expect((await owner.request(MY_ACCOUNT)).body).toEqual(before.body);
  });

  it('refuses "/" in the names as the form refuses typing it (spec §5 General, issue 11: 1)', async () => {
    const before = await owner.request(MY_ACCOUNT);
    const result = await owner.request(UPDATE, { input: { ...details, firstName: 'Da/na', lastName: 'De/mo' } });
    expect(result.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'firstName', message: 'validation.refusedCharacter|{"character":"/"}' },
      { path: 'lastName', message: 'validation.refusedCharacter|{"character":"/"}' },
    ]);
    expect((await owner.request(MY_ACCOUNT)).body).toEqual(before.body);
  });

  it('refuses what the form never sends: a birth year of 1800, a phone starting with 0 (issue 11: 7)', async () => {
    const result = await owner.request(UPDATE, {
      input: {
        ...details,
        birthdate: { day: '1', month: '1', year: '1800' },
        phones: [{ type: 'H', number: '0065550100' }],
      },
    });
    const fields = result.body.errors?.[0]?.extensions?.details?.fields ?? [];
    expect(fields.map((field) => [field.path, field.message.split('|')[0]])).toEqual([
      ['phones.0.number', 'validation.phone.northAmerican'],
      ['birthdate.year', 'validation.numberBetween'],
    ]);
  });

  it('asks to change the e-mail only with the right password and a free address (email-change.int.test.ts)', async () => {
    const wrong = await owner.request(
      'mutation { changeEmail(email: "dana@example.com", password: "nope") { email } }',
    );
    expect(wrong.body.errors?.[0]?.extensions?.details?.fields?.[0]?.path).toBe('password');
    const taken = await owner.request(
      `mutation { changeEmail(email: "demo.admin@pawport.example", password: "${DEMO_PASSWORD}") { email } }`,
    );
    expect(taken.body.errors?.[0]?.extensions?.details?.fields?.[0]?.message).toBe('validation.email.alreadyExists');
    const changed = await owner.request<{ changeEmail: { email: string; pendingEmailChange: { email: string } } }>(
      `mutation { changeEmail(email: "dana@example.com", password: "${DEMO_PASSWORD}") { email pendingEmailChange { email } } }`,
    );
    expect(changed.body.data?.changeEmail).toEqual({
      email: DEMO_OWNER_EMAIL,
      pendingEmailChange: { email: 'dana@example.com' },
    });
    const back = await owner.request<{ changeEmail: { pendingEmailChange: unknown } }>(
      `mutation { changeEmail(email: "${DEMO_OWNER_EMAIL}", password: "${DEMO_PASSWORD}") { pendingEmailChange { email } } }`,
    );
    expect(back.body.data?.changeEmail.pendingEmailChange).toBeNull();
  });

  it('saves profile settings and refuses an unknown locale', async () => {
    const saved = await owner.request<{
      updateProfileSettings: { locale: string; notificationPreferences: { news: boolean } };
    }>(
      'mutation { updateProfileSettings(input: { locale: "en_US", notificationPreferences: { renewalReminders: true, orderUpdates: false, news: true } }) { locale notificationPreferences { news } } }',
    );
    expect(saved.body.data?.updateProfileSettings).toEqual({
      locale: 'en_US',
      notificationPreferences: { news: true },
    });
    const bad = await owner.request('mutation { updateProfileSettings(input: { locale: "xx_XX" }) { locale } }');
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'locale', message: 'validation.invalidValue' },
    ]); // decision 0021: a King County owner's locale is one of the US's
    const otherCountry = await owner.request(
      'mutation { updateProfileSettings(input: { locale: "fr_CA" }) { locale } }',
    );
    expect(otherCountry.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'locale', message: 'validation.invalidValue' },
    ]);
  });

  it('changes the language alone, keeping the e-mail preferences (issue 11: 6)', async () => {
    const languageOnly = await owner.request<{
      updateProfileSettings: { locale: string; notificationPreferences: { news: boolean } };
    }>('mutation { updateProfileSettings(input: { locale: "es_US" }) { locale notificationPreferences { news } } }');
    expect(languageOnly.body.errors).toBeUndefined();
    expect(languageOnly.body.data?.updateProfileSettings).toEqual({
      locale: 'es_US',
      notificationPreferences: { news: true },
    });
  });

  it('text-message reminders are off until the owner opts in, and a bad value is refused (decision 0502)', async () => {
    const read = await owner.request<{ myAccount: { notificationPreferences: { smsReminders: boolean } } }>(
      '{ myAccount { notificationPreferences { smsReminders } } }',
    );
    expect(read.body.data?.myAccount.notificationPreferences.smsReminders).toBe(false);
    const saved = await owner.request<{
      updateProfileSettings: { notificationPreferences: { renewalReminders: boolean; smsReminders: boolean } };
    }>(
      'mutation { updateProfileSettings(input: { locale: "en_US", notificationPreferences: { renewalReminders: false, orderUpdates: true, news: false, smsReminders: true } }) { notificationPreferences { renewalReminders smsReminders } } }',
    );
    expect(saved.body.data?.updateProfileSettings.notificationPreferences).toEqual({
      renewalReminders: false,
      smsReminders: true,
    });
    const [stored] = (
      await testApp.database.pool.query(
        'select notification_preferences as p from accounts where lower(email) = lower($1)',
        [DEMO_OWNER_EMAIL],
      )
    ).rows;
    expect(stored.p).toEqual({ renewalReminders: false, orderUpdates: true, news: false, smsReminders: true });
    const bad = await owner.request(
      'mutation { updateProfileSettings(input: { locale: "en_US", notificationPreferences: { smsReminders: "yes" } }) { locale } }',
    );
    expect(bad.body.errors).toBeDefined();
  });

  it('deactivates with the password: sessions end, log-in stops, records stay', async () => {
    const county = new GraphQLTestClient(testApp.url);
    await county.request(LOG_IN, { email: 'demo.county@pawport.example', password: DEMO_PASSWORD });
    const other = new GraphQLTestClient(testApp.url);
    await other.request(LOG_IN, { email: 'demo.county@pawport.example', password: DEMO_PASSWORD });
    const wrong = await county.request('mutation { deactivateAccount(password: "nope") }');
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const done = await county.request(`mutation { deactivateAccount(password: "${DEMO_PASSWORD}") }`);
    expect(done.body.data).toEqual({ deactivateAccount: true });
    expect((await other.request<{ me: unknown }>('{ me { email } }')).body.data?.me).toBeNull();
    const again = await new GraphQLTestClient(testApp.url).request(LOG_IN, {
      email: 'demo.county@pawport.example',
      password: DEMO_PASSWORD,
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    const { rows } = await testApp.database.pool.query(
      "select status, deactivated_at is not null as stamped from accounts where email = 'demo.county@pawport.example'",
    );
    expect(rows).toEqual([{ status: 'DEACTIVATED', stamped: true }]);
  });

  it('sends a welcome e-mail with a verification link that works once', async () => {
    const client = new GraphQLTestClient(testApp.url);
    await client.request(`mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, {
      input: {
        ...details,
        mailingAddress: undefined,
        email: 'verify.me@example.com',
        password: 'Correct-Horse-42!',
        phones: [{ type: 'M', number: '2065550123' }],
        tosAgreed: true,
      },
    });
    const { rows } = await testApp.database.pool.query(
      "select template, text_body from email_outbox where to_address = 'verify.me@example.com'",
    );
    expect(rows[0]?.template).toBe('welcome');
    const token = /verify-email\?token=([\w%-]+)/.exec(rows[0]?.text_body)?.[1];
    expect(token).toBeDefined();
    const verified = '{ myAccount { emailVerified } }';
    expect((await client.request(verified)).body.data).toEqual({ myAccount: { emailVerified: false } });
    const verify = `mutation { verifyEmail(token: "${decodeURIComponent(token as string)}") }`;
    expect((await client.request(verify)).body.data).toEqual({ verifyEmail: true });
    // the dashboard's first next step is done
    expect((await client.request(verified)).body.data).toEqual({ myAccount: { emailVerified: true } });
    expect((await client.request(verify)).body.errors?.[0]?.extensions?.code).toBe('VERIFICATION_LINK_INVALID');
  });
});
