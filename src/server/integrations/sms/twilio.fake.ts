// A local stand-in for Twilio's Messages API (PRODUCT.md §3: no test reaches the internet). It speaks the
// documented wire format: POST /2010-04-01/Accounts/{Sid}/Messages.json, form-encoded To, From (or
// MessagingServiceSid) and Body, HTTP Basic auth with the Account SID and Auth Token; 201 with the message
// resource, or an error JSON { code, message, more_info, status }.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioMessagesPath } from './twilio.provider.js';

export type FakeTwilioRequest = {
  method: string;
  path: string;
  contentType: string | undefined;
  /** the decoded Basic credentials, "sid:token" */
  credentials: string | null;
  form: Record<string, string>;
};

export type FakeTwilioError = { httpStatus: number; code: number; message: string };

export type FakeTwilio = {
  url: string;
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  /** the next answers are these errors, in order (then success again) */
  failNext: FakeTwilioError[];
  close: () => Promise<void>;
};

export const TWILIO_INVALID_TO: FakeTwilioError = {
  httpStatus: 400,
  code: 21211,
  message: "The 'To' number +15005550001 is not a valid phone number.",
};
export const TWILIO_TOO_MANY_REQUESTS: FakeTwilioError = {
  httpStatus: 429,
  code: 20429,
  message: 'Too Many Requests',
};

function errorJson(error: FakeTwilioError) {
  return {
    code: error.code,
    message: error.message,
    more_info: `https://www.twilio.com/docs/errors/${error.code}`,
    status: error.httpStatus,
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeTwilio(
  accountSid = `AC${randomBytes(16).toString('hex')}`,
  authToken = randomBytes(16).toString('hex'),
): Promise<FakeTwilio> {
  const fake: Omit<FakeTwilio, 'url' | 'close'> = { accountSid, authToken, requests: [], failNext: [] };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const header = request.headers.authorization ?? '';
      const credentials = header.startsWith('Basic ') ? Buffer.from(header.slice(6), 'base64').toString('utf8') : null;
      const path = (request.url ?? '').split('?')[0] ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      fake.requests.push({
        method: request.method ?? '',
        path,
        contentType: request.headers['content-type'],
        credentials,
        form,
      });
      if (credentials !== `${accountSid}:${authToken}`) {
        return send(response, 401, errorJson({ httpStatus: 401, code: 20003, message: 'Authenticate' }));
      }
      if (request.method !== 'POST' || path !== twilioMessagesPath(accountSid)) {
        return send(
          response,
          404,
          errorJson({ httpStatus: 404, code: 20404, message: 'The requested resource was not found' }),
        );
      }
      if (!form.To || !(form.From || form.MessagingServiceSid) || !form.Body) {
        return send(
          response,
          400,
          errorJson({ httpStatus: 400, code: 21604, message: "A 'To' phone number is required." }),
        );
      }
      const failure = fake.failNext.shift();
      if (failure) return send(response, failure.httpStatus, errorJson(failure));
      const sid = `SM${randomBytes(16).toString('hex')}`;
      return send(response, 201, {
        sid,
        account_sid: accountSid,
        to: form.To,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        uri: `${twilioMessagesPath(accountSid).replace(/\.json$/, '')}/${sid}.json`,
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
