// Issue 37 (2), decision 0803: a mobile number gets text messages only once its owner typed on My Details
// the code texted to it; changing the number unverifies it; codes are limited, expire and stop after
// MOBILE_CODE_MAX_TRIES wrong tries; existing numbers start unverified.
import { describe, expect, it } from 'vitest';
import { validAddress } from '../../../domain/account/sign-up.fixtures.js';
import { MOBILE_CODE_MAX_TRIES, MOBILE_CODE_MINUTES } from '../../../domain/account/mobile-verification.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { MOBILE_CODE_SMS_TEMPLATE } from '../sms/sms.functions.js';
import { verifyMobileNumber } from './account-details.service.js';

const STATUS = '{ myAccount { textMessageNumber { number verified codeSent } } }';
const SEND_CODE = 'mutation { sendMobileVerificationCode { textMessageNumber { number verified codeSent } } }';
const VERIFY =
  'mutation ($input: MobileCodeInput!) { verifyMobileNumber(input: $input) { textMessageNumber { number verified codeSent } } }';
const UPDATE = 'mutation ($input: MyDetailsInput!) { updateMyDetails(input: $input) { phones { number } } }';

type Status = { number: string; verified: boolean; codeSent: boolean } | null;

describe('verifying the mobile number text messages go to', () => {
  const testApp = useTestApp();
  const query = async <Row = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Row[];
  let sequence = 0;

  /** A new owner with a mobile number of its own (`number`, never verified) and its logged-in client. */
  async function newOwner(number = `206555${1000 + sequence}`) {
    sequence += 1;
    const email = `mobile-${sequence}-${Date.now()}@example.com`;
    const id = await createTestOwner(testApp.services, email);
    await query('update accounts set phones = $2::jsonb where id = $1', [id, JSON.stringify([{ type: 'M', number }])]);
    return { id, email, number, client: await logInClient(testApp.url, email, TEST_PASSWORD) };
  }
  const codes = (accountId: number) =>
    query<{ to_number: string; body: string }>(
      'select to_number, body from sms_outbox where account_id = $1 and template = $2 order by id',
      [accountId, MOBILE_CODE_SMS_TEMPLATE],
    );
  const latestCode = async (accountId: number) => /\b(\d{6})\b/.exec((await codes(accountId)).at(-1)?.body ?? '')?.[1];
  const status = async (client: GraphQLTestClient) =>
    (await client.request<{ myAccount: { textMessageNumber: Status } }>(STATUS)).body.data?.myAccount.textMessageNumber;

  it('refuses a visitor', async () => {
    const visitor = new GraphQLTestClient(testApp.url);
    expect(codeOf(await visitor.request(SEND_CODE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await visitor.request(VERIFY, { input: { code: '123456' } }))).toBe('UNAUTHENTICATED');
  });

  it('texts a code to the first mobile number; a wrong code is a field error, the right one verifies it', async () => {
    const { id, number, client } = await newOwner();
    expect(await status(client)).toEqual({ number, verified: false, codeSent: false });
    const sent = await client.request<{ sendMobileVerificationCode: { textMessageNumber: Status } }>(SEND_CODE);
    expect(sent.body.data?.sendMobileVerificationCode.textMessageNumber).toEqual({
      number,
      verified: false,
      codeSent: true,
    });
    const [text] = await codes(id);
    expect(text?.to_number).toBe(`+1${number}`);
    expect(text?.body).toContain(`${MOBILE_CODE_MINUTES} minutes`);
    const code = (await latestCode(id)) as string;
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const malformed = await client.request(VERIFY, { input: { code: '12ab' } });
    expect(malformed.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'code', message: expect.stringContaining('validation.mobileCode.format') },
    ]);
    const wrong = await client.request(VERIFY, { input: { code: wrongCode } });
    expect(wrong.body.errors?.[0]?.extensions?.details?.fields).toEqual([
      { path: 'code', message: 'validation.mobileCode.incorrect' },
    ]);
    expect((await status(client))?.verified).toBe(false);
    // typed with a space in the middle, as the text message's reader might
    const right = await client.request(VERIFY, { input: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(right.body.errors).toBeUndefined();
    expect(await status(client)).toEqual({ number, verified: true, codeSent: false });
    // a verified number gets no more codes
    await client.request(SEND_CODE);
    expect(await codes(id)).toHaveLength(1);
  });

  it(`a code stops working after ${MOBILE_CODE_MAX_TRIES} wrong tries, after ${MOBILE_CODE_MINUTES} minutes, and once a new one is sent`, async () => {
    const { id, client } = await newOwner();
    await client.request(SEND_CODE);
    const first = (await latestCode(id)) as string;
    const wrongCode = first === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MOBILE_CODE_MAX_TRIES; attempt++)
      await client.request(VERIFY, { input: { code: wrongCode } });
    const spent = await client.request(VERIFY, { input: { code: first } });
    expect(spent.body.errors?.[0]?.extensions?.details?.fields?.[0]?.message).toBe('validation.mobileCode.expired');
    expect(await status(client)).toMatchObject({ verified: false, codeSent: false });

    await client.request(SEND_CODE);
    const second = (await latestCode(id)) as string;
    const actor = { accountId: id } as Parameters<typeof verifyMobileNumber>[1]['actor'];
    const later = { ...testApp.services, now: () => new Date(Date.now() + (MOBILE_CODE_MINUTES * 60 + 5) * 1000) };
    await expect(verifyMobileNumber(later, { actor, input: { code: second } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await client.request(SEND_CODE);
    const third = (await latestCode(id)) as string;
    if (third !== second) {
      const replaced = await client.request(VERIFY, { input: { code: second } });
      expect(codeOf(replaced)).toBe('VALIDATION_FAILED');
    }
    expect(codeOf(await client.request(VERIFY, { input: { code: third } }))).toBeUndefined();
    expect((await status(client))?.verified).toBe(true);
  });

  it('changing the number in My Details unverifies it; keeping it does not', async () => {
    const { id, number, client } = await newOwner();
    await client.request(SEND_CODE);
    await client.request(VERIFY, { input: { code: await latestCode(id) } });
    expect((await status(client))?.verified).toBe(true);
    const details = {
      firstName: 'Quinn',
      lastName: 'Reyes',
      phones: [{ type: 'M', number }],
      address: validAddress,
      mailingAddress: null,
    };
    expect((await client.request(UPDATE, { input: details })).body.errors).toBeUndefined();
    expect((await status(client))?.verified).toBe(true);
    const changed = { ...details, phones: [{ type: 'M', number: '2065550124' }] };
    expect((await client.request(UPDATE, { input: changed })).body.errors).toBeUndefined();
    expect(await status(client)).toEqual({ number: '2065550124', verified: false, codeSent: false });
    // back to the old number: still unverified, it must be verified again
    expect((await client.request(UPDATE, { input: details })).body.errors).toBeUndefined();
    expect(await status(client)).toEqual({ number, verified: false, codeSent: false });
    // a home number is no mobile: its verification goes too
    await client.request(SEND_CODE);
    await client.request(VERIFY, { input: { code: await latestCode(id) } });
    expect((await status(client))?.verified).toBe(true);
    const home = {
      ...details,
      phones: [
        { type: 'H', number },
        { type: 'M', number: '2065550124' },
      ],
    };
    expect((await client.request(UPDATE, { input: home })).body.errors).toBeUndefined();
    expect(await query('select number from mobile_verifications where account_id = $1', [id])).toEqual([]);
  });

  it('limits the codes per account (MOBILE_CODE_LIMITED) and texts nothing past it', async () => {
    const { id, client } = await newOwner();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(codeOf(await client.request(SEND_CODE)));
    expect(answers).toEqual([undefined, undefined, undefined, 'MOBILE_CODE_LIMITED', 'MOBILE_CODE_LIMITED']);
    expect(await codes(id)).toHaveLength(3);
  });

  it('limits the codes per number over every account that names it', async () => {
    const shared = '2065550188';
    const owners = [await newOwner(shared), await newOwner(shared), await newOwner(shared)];
    const answers = [];
    for (const owner of owners)
      for (let attempt = 0; attempt < 2; attempt++) answers.push(codeOf(await owner.client.request(SEND_CODE)));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(5);
    expect(answers.at(-1)).toBe('MOBILE_CODE_LIMITED');
    const [texted] = await query<{ n: number }>('select count(*)::int as n from sms_outbox where to_number = $1', [
      `+1${shared}`,
    ]);
    expect(texted?.n).toBe(5);
  });

  it('an account without a mobile number has none to verify', async () => {
    const { id, client } = await newOwner();
    await query(`update accounts set phones = '[{"type":"H","number":"2065550125"}]'::jsonb where id = $1`, [id]);
    expect(await status(client)).toBeNull();
    expect(codeOf(await client.request(SEND_CODE))).toBe('NOT_FOUND');
    expect(await codes(id)).toEqual([]);
  });

  it('the demo owner’s number is verified by the seed; numbers stored before start unverified', async () => {
    const demo = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    expect(await status(demo)).toEqual({ number: '2065550100', verified: true, codeSent: false });
    const { client } = await newOwner();
    expect((await status(client))?.verified).toBe(false);
  });
});
