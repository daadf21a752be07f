import { describe, expect, it } from 'vitest';
import { validAddress, validSignUpInput } from '../../../domain/account/sign-up.fixtures.js';
import { DEMO_OWNER_EMAIL } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, useTestApp, type GraphQLErrors } from '../../test/test-app.js';

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id email firstName role } }`;
const AVAILABILITY = 'query ($email: String!) { emailAvailability(email: $email) }';

const validInput = (email: string) => validSignUpInput({ email, birthdate: { day: '4', month: '7', year: '1990' } });

describe('sign-up', () => {
  const testApp = useTestApp();

  it('creates the owner with their address, logs them in, and makes the e-mail taken', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request<{ signUp: { email: string; role: string } }>(SIGN_UP, {
      input: validInput('riley@example.com'),
    });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.signUp).toMatchObject({ email: 'riley@example.com', role: 'OWNER' });
    const me = await client.request<{ me: { email: string } }>('{ me { email } city { slug } }');
    expect(me.body.data?.me.email).toBe('riley@example.com');
    const { rows } = await testApp.database.pool.query(
      `select a.phones, a.birthdate::text, a.tos_accepted_at is not null as tos, ad.kind, ad.postal_code, j.slug
         from accounts a join addresses ad on ad.account_id = a.id join jurisdictions j on j.id = a.jurisdiction_id
        where a.email = 'riley@example.com'`,
    );
    expect(rows).toEqual([
      {
        phones: [{ type: 'M', number: '2065550123' }],
        birthdate: '1990-07-04',
        tos: true,
        kind: 'PHYSICAL',
        postal_code: '98101',
        slug: 'king-county-wa',
      },
    ]);
    const availability = await new GraphQLTestClient(testApp.url).request<{ emailAvailability: string }>(AVAILABILITY, {
      email: 'RILEY@example.com',
    });
    expect(availability.body.data?.emailAvailability).toBe('EMAIL_EXISTS');
  });

  it('refuses an e-mail that already has an account, as a field error with the log-in link key', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const result = await client.request(SIGN_UP, { input: validInput(DEMO_OWNER_EMAIL) });
    const errors = result.body.errors as GraphQLErrors;
    expect(errors[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(errors[0]?.extensions?.details?.fields).toEqual([
      { path: 'email', message: 'validation.email.alreadyExists' },
    ]);
    expect(client.cookies.has('pawport_session')).toBe(false);
  });

  it('reports every bad field at once and creates nothing', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const input = {
      ...validInput('bad@example.com'),
      firstName: '',
      password: 'short',
      phones: [{ type: 'M', number: '12345' }],
      address: { ...validAddress, postalCode: 'ABC' },
      tosAgreed: false,
    };
    const result = await client.request(SIGN_UP, { input });
    const fields = result.body.errors?.[0]?.extensions?.details?.fields?.map((field) => field.path);
    expect(fields).toEqual(
      expect.arrayContaining(['firstName', 'password', 'phones.0.number', 'address.postalCode', 'tosAgreed']),
    );
    const { rows } = await testApp.database.pool.query(
      `select count(*)::int as n from accounts where email = 'bad@example.com'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('signs up into the jurisdiction the visitor chose', async () => {
    const client = new GraphQLTestClient(testApp.url);
    await client.request('query { city(slug: "toronto-on") { slug } }');
    const input = {
      ...validInput('toronto@example.com'),
      address: {
        civic: '100',
        street: 'Queen St W',
        cityName: 'Toronto',
        province: 'CA_ON',
        country: 'CA',
        postalCode: 'm5h 2n2',
      },
      mailingAddress: {
        additional: 'PO Box 123',
        cityName: 'Toronto',
        province: 'CA_ON',
        country: 'CA',
        postalCode: 'M5W 1A1',
      },
    };
    const result = await client.request(SIGN_UP, { input });
    expect(result.body.errors).toBeUndefined();
    const { rows } = await testApp.database.pool.query(
      `select ad.kind, ad.postal_code, j.slug from accounts a join addresses ad on ad.account_id = a.id
         join jurisdictions j on j.id = a.jurisdiction_id where a.email = 'toronto@example.com' order by ad.kind`,
    );
    expect(rows).toEqual([
      { kind: 'MAILING', postal_code: 'M5W 1A1', slug: 'toronto-on' },
      { kind: 'PHYSICAL', postal_code: 'M5H 2N2', slug: 'toronto-on' },
    ]);
  });

  it('limits sign-ups per IP address', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const result = await client.request(SIGN_UP, {
        input: { ...validInput(`limit${attempt}@example.com`), tosAgreed: false },
      });
      codes.push(result.body.errors?.[0]?.extensions?.code);
    }
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });
});
