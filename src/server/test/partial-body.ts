// QUALITY.md P4: a body declared too large is refused before it is read. These send only its start.
import { request as httpRequest } from 'node:http';
import { CSRF } from './test-app.js';

/**
 * Sends `url` the headers of a body of `length` bytes (a session `cookie`, the CSRF header) and only its
 * first 64 KB, then waits for the answer: its status, its body, and how many bytes were sent.
 */
export const sendPartly = (
  url: URL,
  { method, cookie, length, contentType }: { method: string; cookie: string; length: number; contentType: string },
) =>
  new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    const request = httpRequest(url, {
      method,
      headers: { cookie, ...CSRF, 'content-type': contentType, 'content-length': String(length) },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(65_536);
    sent += chunk.length;
    request.write(chunk);
  });
