// Twilio Programmable Messaging over plain fetch (no SDK): POST form-encoded To, From and Body to
// /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (Account SID : Auth Token).
// Success is 201 with the message resource ({ sid, status, … }); a refusal is a JSON body
// { code, message, more_info, status } with the HTTP status repeated in `status`.
import { z } from 'zod';
import { type OutgoingSms, type SmsProvider, SmsProviderError, type SmsSendResult } from './sms-provider.js';

export const TWILIO_DEFAULT_API_URL = 'https://api.twilio.com';
export const TWILIO_TIMEOUT_MS = 10_000;

export const twilioMessagesPath = (accountSid: string) =>
  `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** the sending number (E.164) or a Messaging Service sid (MG…) */
  from: string;
  /** TWILIO_API_URL: a local fake in tests */
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const messageResource = z.object({ sid: z.string().min(1), status: z.string().optional() });
const errorBody = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().optional(),
  status: z.union([z.number(), z.string()]).optional(),
  more_info: z.string().optional(),
});

/** Worth another try: throttled (429, Twilio 20429) or the provider's own trouble (5xx). */
function retryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  if (!options.accountSid || !options.authToken || !options.from)
    throw new Error('Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  const base = (options.apiUrl ?? TWILIO_DEFAULT_API_URL).replace(/\/+$/, '');
  const url = `${base}${twilioMessagesPath(options.accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
  // a Messaging Service sid goes in MessagingServiceSid, a number in From
  const sender: Record<string, string> = /^MG[0-9a-f]{32}$/i.test(options.from)
    ? { MessagingServiceSid: options.from }
    : { From: options.from };

  return {
    kind: 'twilio',
    async send(sms: OutgoingSms): Promise<SmsSendResult> {
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: sms.to, ...sender, Body: sms.body }).toString(),
          signal: timeout,
        });
      } catch (error) {
        const why = timeout.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
        throw new SmsProviderError(`Twilio unreachable: ${why}`, { permanent: false, cause: error });
      }
      const text = await response.text().catch(() => '');
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (response.ok) {
        const parsed = messageResource.safeParse(json);
        if (!parsed.success) throw new SmsProviderError('Twilio answered without a message sid', { permanent: false });
        return { providerMessageId: parsed.data.sid };
      }
      const failure = errorBody.safeParse(json);
      const code = failure.success && failure.data.code !== undefined ? String(failure.data.code) : undefined;
      const message = failure.success && failure.data.message ? failure.data.message : `HTTP ${response.status}`;
      throw new SmsProviderError(`Twilio ${code ? `error ${code}` : `HTTP ${response.status}`}: ${message}`, {
        permanent: !retryableStatus(response.status),
        providerCode: code,
        status: response.status,
      });
    },
  };
}
