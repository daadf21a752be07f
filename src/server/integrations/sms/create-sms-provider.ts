// Picks the SMS adapter from the configuration: Twilio with SMS_PROVIDER=twilio, the outbox otherwise.
import { createOutboxSmsProvider } from './outbox-sms.provider.js';
import type { SmsProvider } from './sms-provider.js';
import { createTwilioProvider } from './twilio.provider.js';

export function createSmsProvider(options: {
  provider: 'outbox' | 'twilio';
  twilioAccountSid?: string;
  twilioAuthToken?: string;
  twilioFrom?: string;
  twilioApiUrl?: string;
}): SmsProvider {
  if (options.provider !== 'twilio') return createOutboxSmsProvider();
  return createTwilioProvider({
    accountSid: options.twilioAccountSid ?? '',
    authToken: options.twilioAuthToken ?? '',
    from: options.twilioFrom ?? '',
    apiUrl: options.twilioApiUrl,
  });
}
