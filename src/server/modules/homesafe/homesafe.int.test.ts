// HomeSafe through the API (issue 18, decision 0802): the found page answers nothing of the owner, unknown
// and malformed codes answer alike, a finder's message reaches the owner by e-mail, the relay hides both
// addresses until the owner shares, the finder's private page works by its token only, lost and found.
import { describe, expect, it } from 'vitest';
import { FILL_RATE_LIMIT_SQL } from '../../test/fill-rate-limit.js';
import { DEMO_COUNTY_OWNER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';

const FOUND = 'query ($code: String!) { foundPet(code: $code) { code name lost lostOn photoUrl } }';
const SEND = 'mutation ($code: String!, $input: FinderMessageInput!) { sendFinderMessage(code: $code, input: $input) }';
const CONVERSATIONS = '{ myFoundConversations { id petName finderPhone contactShared messages { author body } } }';
const REPLY =
  'mutation ($id: ID!, $input: HomesafeReplyInput!) { replyToFinder(conversationId: $id, input: $input) { id messages { author body } } }';
const SHARE = 'mutation ($id: ID!) { shareContactWithFinder(conversationId: $id) { contactShared } }';
const FINDER =
  'query ($token: String!) { finderConversation(token: $token) { petName messages { author body } ownerContact { email phone } } }';
const LOST =
  'mutation ($petId: ID!, $input: LostReportInput!) { markPetLost(petId: $petId, input: $input) { lostOn lostWhere } }';
const FOUND_HOME = 'mutation ($petId: ID!) { markPetFound(petId: $petId) { lostOn } }';

describe('HomeSafe', () => {
  const testApp = useTestApp();
  const query = (sql: string, params: unknown[] = []) => testApp.database.pool.query(sql, params);

  it('relays a finder’s message without either address, until the owner shares', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const pets = await owner.request<{ myPets: Array<{ id: string; name: string; tagCode: string }> }>(
      '{ myPets { id name tagCode } }',
    );
    const pet = pets.body.data!.myPets[0]!;
    expect(pet.tagCode).toMatch(/^[2-9A-HJKMNP-Z]{10}$/);
    const visitor = new GraphQLTestClient(testApp.url);

    const found = await visitor.request<{ foundPet: { name: string; lost: boolean } }>(FOUND, {
      code: `${pet.tagCode.slice(0, 5).toLowerCase()}-${pet.tagCode.slice(5)}`,
    });
    expect(found.body.data!.foundPet).toMatchObject({ name: pet.name, lost: false });
    const ownerRow = (await query('select email, last_name from accounts where email = $1', [DEMO_OWNER_EMAIL]))
      .rows[0];
    expect(JSON.stringify(found.body)).not.toContain(ownerRow.email);
    expect(JSON.stringify(found.body)).not.toContain(ownerRow.last_name);
    for (const code of ['NOPE', '0000000000', 'ZZZZZZZZZZ', '<script>'])
      expect((await visitor.request(FOUND, { code })).body).toEqual({ data: { foundPet: null } });

    // bad input changes nothing
    const before = Number((await query('select count(*)::int as n from found_messages')).rows[0].n);
    const bad = await visitor.request(SEND, { code: pet.tagCode, input: { message: '', email: 'nope' } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(Number((await query('select count(*)::int as n from found_messages')).rows[0].n)).toBe(before);

    const message = 'Found <b>her</b> near the park <a href="https://evil.example">here</a>';
    const sent = await visitor.request(SEND, {
      code: pet.tagCode,
      input: { message, email: 'finder@example.com', phone: '2065550144' },
    });
    expect(sent.body).toEqual({ data: { sendFinderMessage: true } });
    const mail = await query(
      `select to_address, template, text_body from email_outbox where template like 'homesafe-%' order by id`,
    );
    expect(mail.rows.map((row) => [row.to_address, row.template])).toEqual([
      [DEMO_OWNER_EMAIL, 'homesafe-found-message'],
      ['finder@example.com', 'homesafe-finder-link'],
    ]);
    expect(mail.rows[0].text_body).toContain(message);
    expect(mail.rows[0].text_body).not.toContain('finder@example.com');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.rows[1].text_body)?.[1];
    expect(token).toBeDefined();

    const list = await owner.request<{
      myFoundConversations: Array<{ id: string; finderPhone: string; messages: Array<{ body: string }> }>;
    }>(CONVERSATIONS);
    const conversation = list.body.data!.myFoundConversations[0]!;
    expect(conversation.messages[0]!.body).toBe(message);
    expect(JSON.stringify(list.body)).not.toContain('finder@example.com');

    // another owner cannot see or answer it
    const other = await logInClient(testApp.url, DEMO_COUNTY_OWNER_EMAIL, DEMO_PASSWORD);
    expect(
      (await other.request<{ myFoundConversations: unknown[] }>(CONVERSATIONS)).body.data!.myFoundConversations,
    ).toEqual([]);
    const stolen = await other.request(REPLY, { id: conversation.id, input: { message: 'Mine!' } });
    expect(stolen.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await visitor.request(REPLY, { id: conversation.id, input: { message: 'Hi' } })).body.errors?.[0]?.extensions
        ?.code,
    ).toBe('UNAUTHENTICATED');

    await owner.request(REPLY, { id: conversation.id, input: { message: 'Thank you, on my way!' } });
    const page = await visitor.request<{ finderConversation: { messages: unknown[]; ownerContact: unknown } }>(FINDER, {
      token,
    });
    expect(page.body.data!.finderConversation).toMatchObject({
      messages: [
        { author: 'FINDER', body: message },
        { author: 'OWNER', body: 'Thank you, on my way!' },
      ],
      ownerContact: null,
    });
    expect(JSON.stringify(page.body)).not.toContain(ownerRow.email);
    const wrong = await visitor.request(FINDER, { token: 'x'.repeat(43) });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('VERIFICATION_LINK_INVALID');

    await owner.request(SHARE, { id: conversation.id });
    const shared = await visitor.request<{ finderConversation: { ownerContact: { email: string } } }>(FINDER, {
      token,
    });
    expect(shared.body.data!.finderConversation.ownerContact.email).toBe(DEMO_OWNER_EMAIL);
  });

  it('marks a pet lost and found; the found page says so; another owner cannot', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const pet = (await owner.request<{ myPets: Array<{ id: string; tagCode: string }> }>('{ myPets { id tagCode } }'))
      .body.data!.myPets[0]!;
    const input = { lostOn: { day: '1', month: '3', year: '2026' }, lostWhere: 'Green Lake park' };
    const other = await logInClient(testApp.url, DEMO_COUNTY_OWNER_EMAIL, DEMO_PASSWORD);
    expect((await other.request(LOST, { petId: pet.id, input })).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const future = await owner.request(LOST, {
      petId: pet.id,
      input: { ...input, lostOn: { day: '1', month: '1', year: '2099' } },
    });
    expect(future.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    const lost = await owner.request(LOST, { petId: pet.id, input });
    expect(lost.body.data).toEqual({ markPetLost: { lostOn: '2026-03-01', lostWhere: 'Green Lake park' } });
    const visitor = new GraphQLTestClient(testApp.url);
    expect(
      (await visitor.request<{ foundPet: { lost: boolean } }>(FOUND, { code: pet.tagCode })).body.data!.foundPet.lost,
    ).toBe(true);
    await owner.request(FOUND_HOME, { petId: pet.id });
    expect(
      (await visitor.request<{ foundPet: { lost: boolean } }>(FOUND, { code: pet.tagCode })).body.data!.foundPet.lost,
    ).toBe(false);
  });

  it('texts an owner who opted in to text messages once their mobile number is verified, and limits a flood of messages to one tag', async () => {
    const owner = await logInClient(testApp.url, DEMO_OWNER_EMAIL, DEMO_PASSWORD);
    const pet = (await owner.request<{ myPets: Array<{ tagCode: string }> }>('{ myPets { tagCode } }')).body.data!
      .myPets[1]!;
    await query(
      `update accounts set phones = '[{"type":"M","number":"2065550123"}]'::jsonb,
         notification_preferences = notification_preferences || '{"smsReminders": true}'::jsonb where email = $1`,
      [DEMO_OWNER_EMAIL],
    );
    const visitor = new GraphQLTestClient(testApp.url);
    const input = { message: 'Your cat is on my porch', email: 'porch@example.com' };
    const texts = () => query(`select to_number, body from sms_outbox where template = 'homesafe-found-message'`);
    // issue 37 (2): a number never verified gets no text message, the e-mail still goes
    expect((await visitor.request(SEND, { code: pet.tagCode, input })).body).toEqual({
      data: { sendFinderMessage: true },
    });
    expect((await texts()).rows).toEqual([]);
    // the owner types the code texted to the number on My Details: from then on it gets the texts
    await owner.request('mutation { sendMobileVerificationCode { email } }');
    const codeText = await query(`select body from sms_outbox where template = 'mobile-verification-code'`);
    const code = /\b(\d{6})\b/.exec(codeText.rows[0]?.body ?? '')?.[1];
    const verified = await owner.request(
      'mutation ($input: MobileCodeInput!) { verifyMobileNumber(input: $input) { textMessageNumber { verified } } }',
      { input: { code } },
    );
    expect(verified.body.data).toEqual({ verifyMobileNumber: { textMessageNumber: { verified: true } } });
    expect((await visitor.request(SEND, { code: pet.tagCode, input })).body).toEqual({
      data: { sendFinderMessage: true },
    });
    const sent = await texts();
    expect(sent.rows).toHaveLength(1);
    expect(sent.rows[0].to_number).toBe('+12065550123');
    expect(sent.rows[0].body).toContain('/account/full/account-app/my-pets/homesafe?pet=');
    // per tag: 10 a day (× the test suite's RATE_LIMIT_SCALE), then RATE_LIMITED and nothing more is written
    await query(FILL_RATE_LIMIT_SQL, [`found-message-tag:${pet.tagCode}`]);
    const before = Number((await query('select count(*)::int as n from found_conversations')).rows[0].n);
    const flooded = await visitor.request(SEND, { code: pet.tagCode, input });
    expect(flooded.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number((await query('select count(*)::int as n from found_conversations')).rows[0].n)).toBe(before);
  });

  it('gives every existing and new pet a distinct code of the alphabet', async () => {
    const codes = (await query('select tag_code from pets')).rows.map((row) => row.tag_code as string);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
  });
});
