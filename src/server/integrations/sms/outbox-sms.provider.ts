// The embedded default when SMS_PROVIDER is unset: the sms_outbox row already holds the whole message, so
// "delivering" it is marking it sent; /dev/mailbox shows it beside the e-mails. No network.
import type { SmsProvider } from './sms-provider.js';

export function createOutboxSmsProvider(): SmsProvider {
  return {
    kind: 'outbox',
    send: async () => ({ providerMessageId: null }),
  };
}
