import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.js';
import { createSmsProvider } from './create-sms-provider.js';

// The SMS settings (decision 0502): the embedded outbox unless SMS_PROVIDER=twilio, which needs its three
// settings, each in Twilio's own format; a bad value stops the start with the variable's name.
const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const base = { NODE_ENV: 'test' };

describe('SMS configuration', () => {
  it('defaults to the embedded outbox', () => {
    const config = loadConfig(base);
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(createSmsProvider({ provider: config.SMS_PROVIDER }).kind).toBe('outbox');
  });

  it('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio\n\s+TWILIO_AUTH_TOKEN: required[^\n]*\n\s+TWILIO_FROM: required/,
    );
    expect(() =>
      loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: SID, TWILIO_FROM: '+12065550100' }),
    ).toThrow(/TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio/);
  });

  it('refuses values that are not Twilio’s', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'nexmo' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_ACCOUNT_SID: expected AC/);
    expect(() => loadConfig({ ...base, TWILIO_FROM: '206-555-0100' })).toThrow(/TWILIO_FROM: expected an E\.164/);
    expect(() => loadConfig({ ...base, TWILIO_API_URL: 'not a url' })).toThrow(/TWILIO_API_URL/);
  });

  it('builds the Twilio adapter from a whole configuration', () => {
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: `MG${'a'.repeat(32)}`,
      TWILIO_API_URL: 'http://127.0.0.1:9',
    });
    const provider = createSmsProvider({
      provider: config.SMS_PROVIDER,
      twilioAccountSid: config.TWILIO_ACCOUNT_SID,
      twilioAuthToken: config.TWILIO_AUTH_TOKEN,
      twilioFrom: config.TWILIO_FROM,
      twilioApiUrl: config.TWILIO_API_URL,
    });
    expect(provider.kind).toBe('twilio');
  });
});
