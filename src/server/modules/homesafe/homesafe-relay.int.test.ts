// Issue 37, decision 0803. (2) The HomeSafe relay is no open mailer: nothing but the private link reaches a
// finder's address until the finder opened it; the owner's answers and shares are limited per account and
// per conversation; the relay's e-mails are capped per recipient. (9) A deactivated owner's pets are not
// found: the tag code, the photo, a finder's message and the finder's page answer as an unknown code does.
import { describe, expect, it } from 'vitest';
import { FILL_RATE_LIMIT_SQL } from '../../test/fill-rate-limit.js';
import { createTestOwner, TEST_PASSWORD } from '../../test/test-accounts.js';
import { codeOf, GraphQLTestClient, logInClient, useTestApp } from '../../test/test-app.js';
import { RECIPIENT_CAPS } from '../email/recipient-caps.js';
import { HOMESAFE_LIMITS } from './homesafe-limits.js';

const FOUND = 'query ($code: String!) { foundPet(code: $code) { code name lost lostOn photoUrl } }';
const SEND = 'mutation ($code: String!, $input: FinderMessageInput!) { sendFinderMessage(code: $code, input: $input) }';
const CONVERSATIONS = '{ myFoundConversations { id finderOpened contactShared messages { author body } } }';
const REPLY =
  'mutation ($id: ID!, $input: HomesafeReplyInput!) { replyToFinder(conversationId: $id, input: $input) { id messages { author body } } }';
const SHARE = 'mutation ($id: ID!) { shareContactWithFinder(conversationId: $id) { contactShared } }';
const FINDER =
  'query ($token: String!) { finderConversation(token: $token) { petName messages { author body } ownerContact { email } } }';
const FINDER_REPLY =
  'mutation ($token: String!, $input: HomesafeReplyInput!) { replyToOwner(token: $token, input: $input) { petName } }';

type Conversation = { id: string; finderOpened: boolean; contactShared: boolean; messages: unknown[] };

describe('the HomeSafe relay (issue 37)', () => {
  const testApp = useTestApp({ env: { TRUST_PROXY: 'true' } });
  const query = async <Row = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await testApp.database.pool.query(text, values)).rows as Row[];
  let sequence = 0;
  /** a new source address each time: only the limits under test can stop these */
  const stranger = () => new GraphQLTestClient(testApp.url, { 'x-forwarded-for': `198.51.100.${++sequence}` });

  /** A new owner with one pet (a photo too) and its logged-in client. */
  async function ownerWithPet() {
    sequence += 1;
    const email = `relay-${sequence}-${Date.now()}@example.com`;
    const accountId = await createTestOwner(testApp.services, email);
    const [pet] = await query<{ id: number; tag_code: string }>(
      `insert into pets (account_id, species, name, sex, birthday, breed_known, colors)
       values ($1, 'DOG', 'Scout', 'MALE', '2020-01-01', false, '{black}') returning id, tag_code`,
      [accountId],
    );
    await query(
      `insert into pet_photos (pet_id, image, thumbnail, content_type, byte_size, width, height, etag)
       values ($1, $2, $2, 'image/jpeg', 4, 1, 1, repeat('a', 64))`,
      [pet!.id, Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    );
    const client = await logInClient(testApp.url, email, TEST_PASSWORD);
    return { accountId, email, code: pet!.tag_code, client };
  }

  /** A finder writes about `code` from `finderEmail`; returns the private token of their link e-mail. */
  async function finderWrites(code: string, finderEmail: string) {
    const sent = await stranger().request(SEND, {
      code,
      input: { message: 'Found him at the park', email: finderEmail },
    });
    expect(sent.body).toEqual({ data: { sendFinderMessage: true } });
    const [link] = await query<{ text_body: string }>(
      `select text_body from email_outbox where to_address = $1 and template = 'homesafe-finder-link' order by id desc limit 1`,
      [finderEmail],
    );
    return /token=([A-Za-z0-9_-]{43})/.exec(link!.text_body)![1]!;
  }
  const conversations = async (client: GraphQLTestClient) =>
    (await client.request<{ myFoundConversations: Conversation[] }>(CONVERSATIONS)).body.data!.myFoundConversations;
  const mailTo = (to: string) =>
    query<{ template: string; text_body: string }>(
      'select template, text_body from email_outbox where to_address = $1 order by id',
      [to],
    );
  const ownerMessages = async () =>
    (await query<{ n: number }>(`select count(*)::int as n from found_messages where author = 'OWNER'`))[0]!.n;

  it('e-mails a finder nothing but their link until they open it; what the owner wrote before waits on the page', async () => {
    const owner = await ownerWithPet();
    const finderEmail = `unopened-${Date.now()}@example.com`;
    const token = await finderWrites(owner.code, finderEmail);
    const [conversation] = await conversations(owner.client);
    expect(conversation).toMatchObject({ finderOpened: false });
    for (const message of ['Visit https://evil.example now', 'Still there?', 'Hello?'])
      expect(codeOf(await owner.client.request(REPLY, { id: conversation!.id, input: { message } }))).toBeUndefined();
    expect(codeOf(await owner.client.request(SHARE, { id: conversation!.id }))).toBeUndefined();
    expect((await mailTo(finderEmail)).map((mail) => mail.template)).toEqual(['homesafe-finder-link']);

    // the finder opens the link: every answer and the shared contact are on the page, none was e-mailed
    const page = await stranger().request<{ finderConversation: { messages: unknown[]; ownerContact: unknown } }>(
      FINDER,
      { token },
    );
    expect(page.body.data!.finderConversation.messages).toHaveLength(4);
    expect(page.body.data!.finderConversation.ownerContact).toEqual({ email: owner.email });
    expect((await mailTo(finderEmail)).map((mail) => mail.template)).toEqual(['homesafe-finder-link']);
    expect((await conversations(owner.client))[0]).toMatchObject({ finderOpened: true });

    // from then on the owner's answers are e-mailed, with the link
    await owner.client.request(REPLY, { id: conversation!.id, input: { message: 'I am on my way' } });
    const mail = await mailTo(finderEmail);
    expect(mail.map((row) => row.template)).toEqual(['homesafe-finder-link', 'homesafe-owner-reply']);
    expect(mail[1]!.text_body).toContain('I am on my way');
    expect(mail[1]!.text_body).toContain(`token=${token}`);
  });

  it('limits the owner’s answers per conversation and per account (HOMESAFE_RELAY_LIMITED); nothing is written past them', async () => {
    const owner = await ownerWithPet();
    await finderWrites(owner.code, `limited-${Date.now()}@example.com`);
    const [conversation] = await conversations(owner.client);
    const perConversation = HOMESAFE_LIMITS.ownerRelayPerConversation.limit;
    for (let index = 0; index < perConversation; index++)
      expect(
        codeOf(await owner.client.request(REPLY, { id: conversation!.id, input: { message: `Answer ${index}` } })),
      ).toBeUndefined();
    const before = await ownerMessages();
    const refused = await owner.client.request(REPLY, { id: conversation!.id, input: { message: 'One more' } });
    expect(codeOf(refused)).toBe('HOMESAFE_RELAY_LIMITED');
    expect(refused.body.errors?.[0]?.message).toContain('try again in an hour');
    // sharing is an answer too
    expect(codeOf(await owner.client.request(SHARE, { id: conversation!.id }))).toBe('HOMESAFE_RELAY_LIMITED');
    expect(await ownerMessages()).toBe(before);
    expect((await conversations(owner.client))[0]).toMatchObject({ contactShared: false });

    // per account: another conversation of the same owner, once the account's hour is spent
    await finderWrites(owner.code, `limited-other-${Date.now()}@example.com`);
    const other = (await conversations(owner.client)).find((row) => row.id !== conversation!.id)!;
    await query(FILL_RATE_LIMIT_SQL, [`${HOMESAFE_LIMITS.ownerRelayPerAccount.name}:${owner.accountId}`]);
    expect(codeOf(await owner.client.request(REPLY, { id: other.id, input: { message: 'Hi' } }))).toBe(
      'HOMESAFE_RELAY_LIMITED',
    );
    expect(codeOf(await owner.client.request(SHARE, { id: other.id }))).toBe('HOMESAFE_RELAY_LIMITED');
    expect(await ownerMessages()).toBe(before);
  });

  it('caps the owner’s e-mails to one finder address per hour over all its conversations; the answers stay on the page', async () => {
    const owner = await ownerWithPet();
    const finderEmail = `capped-${Date.now()}@example.com`;
    const tokens = [await finderWrites(owner.code, finderEmail), await finderWrites(owner.code, finderEmail)];
    for (const token of tokens) await stranger().request(FINDER, { token });
    const [second, first] = await conversations(owner.client);
    const cap = RECIPIENT_CAPS['homesafe-owner-reply'];
    for (let index = 0; index < cap; index++)
      await owner.client.request(REPLY, {
        id: index % 2 ? second!.id : first!.id,
        input: { message: `Answer ${index}` },
      });
    const replies = async () => (await mailTo(finderEmail)).filter((mail) => mail.template === 'homesafe-owner-reply');
    expect(await replies()).toHaveLength(cap);
    const past = await owner.client.request(REPLY, { id: first!.id, input: { message: 'Past the cap' } });
    expect(codeOf(past)).toBeUndefined();
    expect(await replies()).toHaveLength(cap);
    const page = await stranger().request<{ finderConversation: { messages: Array<{ body: string }> } }>(FINDER, {
      token: tokens[0],
    });
    expect(page.body.data!.finderConversation.messages.at(-1)!.body).toBe('Past the cap');
  });

  it('after deactivation the tag code, the photo, a finder’s message and the finder’s page answer as an unknown code', async () => {
    const owner = await ownerWithPet();
    const token = await finderWrites(owner.code, `deactivated-${Date.now()}@example.com`);
    const unknownCode = owner.code.slice(0, 9) === 'ZZZZZZZZZ' ? 'YYYYYYYYYY' : 'ZZZZZZZZZZ';
    const unknownToken = 'x'.repeat(43);
    const answers = async (code: string, finderToken: string) => {
      const visitor = stranger();
      const photo = await visitor.callRoute('GET', `/homesafe-photos/${code}`);
      return {
        found: (await visitor.request(FOUND, { code })).body,
        photo: { status: photo.status, body: (await photo.bytes()).toString('utf8') },
        message: (await visitor.request(SEND, { code, input: { message: 'Found him', email: 'someone@example.com' } }))
          .body,
        page: (await visitor.request(FINDER, { token: finderToken })).body,
        reply: (await visitor.request(FINDER_REPLY, { token: finderToken, input: { message: 'Hello again' } })).body,
      };
    };
    // while the owner is active, the pet is found
    const active = await answers(owner.code, token);
    expect(active.found).toMatchObject({ data: { foundPet: { name: 'Scout' } } });
    expect(active.photo.status).toBe(200);
    expect(active.message).toEqual({ data: { sendFinderMessage: true } });
    expect(active.page).toMatchObject({ data: { finderConversation: { petName: 'Scout' } } });

    const deactivated = await owner.client.request(
      'mutation ($password: String!) { deactivateAccount(password: $password) }',
      {
        password: TEST_PASSWORD,
      },
    );
    expect(deactivated.body).toEqual({ data: { deactivateAccount: true } });
    const conversationsBefore = (await query<{ n: number }>('select count(*)::int as n from found_conversations'))[0]!
      .n;
    const mailBefore = (await query<{ n: number }>('select count(*)::int as n from email_outbox'))[0]!.n;
    const after = await answers(owner.code, token);
    const unknown = await answers(unknownCode, unknownToken);
    expect(after).toEqual(unknown);
    expect(after.found).toEqual({ data: { foundPet: null } });
    expect(after.photo.status).toBe(404);
    expect(codeOf({ body: after.message as never })).toBe('NOT_FOUND');
    expect(codeOf({ body: after.page as never })).toBe('VERIFICATION_LINK_INVALID');
    // and nothing reached the owner
    expect((await query<{ n: number }>('select count(*)::int as n from found_conversations'))[0]!.n).toBe(
      conversationsBefore,
    );
    expect((await query<{ n: number }>('select count(*)::int as n from email_outbox'))[0]!.n).toBe(mailBefore);
  });
});
