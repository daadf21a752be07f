// Issue 37 (11): the sign-up e-mail check judges the address by the domain's e-mail rule before looking it
// up: what cannot be an address (90 kB of `a@a@…`, no @, an empty string) is the field's translated error
// (VALIDATION_FAILED, `email`: a message key every locale has), never AVAILABLE, and nothing is looked up.
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER_EMAIL } from '../../seed/demo-accounts.js';
import { GraphQLTestClient, type GraphQLErrors, useTestApp } from '../../test/test-app.js';

const AVAILABILITY = 'query ($email: String!) { emailAvailability(email: $email) }';

describe('emailAvailability (spec §5, issue 37: 11)', () => {
  const testApp = useTestApp();
  const check = (email: string) =>
    new GraphQLTestClient(testApp.url).request<{ emailAvailability: string }>(AVAILABILITY, { email });

  it('answers the field’s error for what cannot be an address, never AVAILABLE', async () => {
    for (const [email, message] of [
      ['a@a@'.repeat(22_500), 'validation.email.invalid'],
      ['a@a@a.com', 'validation.email.invalid'],
      ['no-at-sign.example.com', 'validation.email.invalid'],
      [`${'a'.repeat(250)}@example.com`, 'validation.email.invalid'],
      ['   ', 'validation.required'],
    ] as const) {
      const result = await check(email);
      expect(result.body.data?.emailAvailability ?? null, email.slice(0, 20)).toBeNull();
      const errors = result.body.errors as GraphQLErrors;
      expect(errors[0]?.extensions?.code, email.slice(0, 20)).toBe('VALIDATION_FAILED');
      expect(errors[0]?.extensions?.details?.fields, email.slice(0, 20)).toEqual([{ path: 'email', message }]);
    }
  });

  it('still answers for an address: AVAILABLE, or EMAIL_EXISTS for one with an account', async () => {
    expect((await check('someone.new@example.com')).body.data).toEqual({ emailAvailability: 'AVAILABLE' });
    expect((await check(` ${DEMO_OWNER_EMAIL.toUpperCase()} `)).body.data).toEqual({
      emailAvailability: 'EMAIL_EXISTS',
    });
  });
});
