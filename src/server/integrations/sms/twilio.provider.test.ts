import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsProviderError, toE164 } from './sms-provider.js';
import { type FakeTwilio, startFakeTwilio, TWILIO_INVALID_TO, TWILIO_TOO_MANY_REQUESTS } from './twilio.fake.js';
import { createTwilioProvider } from './twilio.provider.js';

// The Twilio adapter against a local fake of its Messages API (decision 0502): the request it makes, the
// sid it keeps, and Twilio's error JSON turned into a permanent or a retryable failure.
describe('Twilio SMS provider', () => {
  let fake: FakeTwilio;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(async () => {
    await fake.close();
  });
  const provider = (overrides: Partial<Parameters<typeof createTwilioProvider>[0]> = {}) =>
    createTwilioProvider({
      accountSid: fake.accountSid,
      authToken: fake.authToken,
      from: '+12065550100',
      apiUrl: fake.url,
      ...overrides,
    });

  it('posts To, From and Body form-encoded with Basic auth, and keeps the message sid', async () => {
    const result = await provider().send({
      to: '+12065550123',
      body: 'Biscuit’s license: renew at https://x.test/?a=1&b=2',
    });
    expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`,
      contentType: 'application/x-www-form-urlencoded',
      credentials: `${fake.accountSid}:${fake.authToken}`,
      form: { To: '+12065550123', From: '+12065550100', Body: 'Biscuit’s license: renew at https://x.test/?a=1&b=2' },
    });
  });

  it('sends from a Messaging Service when TWILIO_FROM is one', async () => {
    const service = `MG${'a'.repeat(32)}`;
    await provider({ from: service }).send({ to: '+12065550123', body: 'hi' });
    expect(fake.requests.at(-1)!.form).toEqual({ To: '+12065550123', MessagingServiceSid: service, Body: 'hi' });
  });

  it('turns an error answer into a permanent failure with Twilio’s code and message', async () => {
    fake.failNext.push(TWILIO_INVALID_TO);
    const failure = await provider()
      .send({ to: '+15005550001', body: 'hi' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsProviderError);
    expect(failure).toMatchObject({ permanent: true, providerCode: '21211', status: 400 });
    expect((failure as Error).message).toContain("The 'To' number +15005550001 is not a valid phone number.");
  });

  it('a throttled answer (429) and an unreachable server are worth another try; wrong credentials are not', async () => {
    fake.failNext.push(TWILIO_TOO_MANY_REQUESTS);
    await expect(provider().send({ to: '+12065550123', body: 'hi' })).rejects.toMatchObject({
      permanent: false,
      providerCode: '20429',
      status: 429,
    });
    await expect(
      provider({ apiUrl: 'http://127.0.0.1:9' }).send({ to: '+12065550123', body: 'hi' }),
    ).rejects.toMatchObject({ permanent: false });
    await expect(provider({ authToken: 'wrong' }).send({ to: '+12065550123', body: 'hi' })).rejects.toMatchObject({
      permanent: true,
      providerCode: '20003',
      status: 401,
    });
  });

  it('needs its three settings, and numbers are written in E.164', () => {
    expect(() => createTwilioProvider({ accountSid: '', authToken: 'x', from: '+1' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(toE164('2065550123')).toBe('+12065550123');
    expect(toE164('(206) 555-0123')).toBe('+12065550123');
    expect(() => toE164('555-0123')).toThrow();
  });
});
