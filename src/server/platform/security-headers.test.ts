// The reply's first header object (decision 1416) holds exactly the security headers, in production and
// out of it: were a header added to securityHeaders() and not to AnswerHeaders, the hook would fall
// back to copying (still right, only slower) — this keeps the fast path from rotting unnoticed.
import { describe, expect, it } from 'vitest';
import { AnswerHeaders, responseHeaders } from './security-headers.js';

describe('AnswerHeaders', () => {
  it.each([true, false])('makes the headers of every answer (production: %s)', (isProduction) => {
    const headers = responseHeaders(isProduction, {
      styleHashes: ["'sha256-abc'"],
      imageOrigins: ['https://tiles.example'],
    });
    expect(AnswerHeaders.fits(headers)).toBe(true);
    expect({ ...new AnswerHeaders(headers) }).toEqual(headers);
  });

  it('does not fit a set it does not know', () => {
    expect(AnswerHeaders.fits({ ...responseHeaders(true), 'x-new-header': '1' })).toBe(false);
  });

  it('lets pages fetch from an external wallet card font service only when one is configured (decision 0801)', () => {
    const csp = (connect: string[]) => responseHeaders(false, { connectOrigins: connect })['content-security-policy'];
    expect(csp([])).toContain("connect-src 'self';");
    expect(csp(['https://fonts.example', 'https://files.example'])).toContain(
      "connect-src 'self' https://fonts.example https://files.example;",
    );
    expect(
      responseHeaders(false, { stripe: true, connectOrigins: ['https://fonts.example'] })['content-security-policy'],
    ).toContain("connect-src 'self' https://api.stripe.com https://fonts.example;");
  });
});
