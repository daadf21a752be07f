// Issue 10 (4): no log line carries a secret — password, hash, session or reset token, access code —
// even when a query fails with them as parameters. The app's real logger, its output captured.
import { describe, expect, it } from 'vitest';
import { validSignUpInput } from '../../domain/account/sign-up.fixtures.js';
import { accounts } from '../db/schema/index.js';
import { createLogger } from '../shared/logger.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { hashPassword } from '../shared/password-hash.js';
import { GraphQLTestClient, LOG_IN, useTestApp } from './test-app.js';

const lines: string[] = [];
const capture = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');

const SIGN_UP = 'mutation ($input: SignUpInput!) { signUp(input: $input) { id } }';
const PASSWORD = 'Velvet-Harbor-93!';

describe('secrets in the log', () => {
  const testApp = useTestApp({ services: { log: createLogger({ LOG_LEVEL: 'trace' }, capture) } });

  it('keeps passwords, hashes, tokens and codes out of every line of the request log', async () => {
    const client = new GraphQLTestClient(testApp.url);
    const signUp = await client.request(SIGN_UP, {
      input: validSignUpInput({ firstName: 'Ri\u0000ley', email: 'log.secrets@example.com', password: PASSWORD }),
    });
    expect(signUp.body.errors).toBeDefined();
    const login = await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    expect(login.body.errors).toBeUndefined();
    const session = client.cookies.get('pawport_session') as string;
    await client.request(LOG_IN, { email: DEMO_OWNER_EMAIL, password: PASSWORD });
    const token = 'q'.repeat(20) + 'Z'.repeat(23);
    for (const path of [
      `/en_US/reset-password?token=${token}`,
      `/en_US/verify-email?token=${token}`,
      '/en_US/signup/access-code?code=PAWS2-READY',
    ]) {
      await fetch(`${testApp.url}${path}`, { headers: { cookie: `pawport_session=${session}` } });
    }
    const text = logged();
    expect(text).toContain('"msg":"request"'); // the log was captured (request-log.ts: one line a request)
    for (const secret of [PASSWORD, DEMO_PASSWORD, '$argon2', token, session, 'PAWS2-READY']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("logs a failed query's statement and error code, never its parameters", async () => {
    const hash = await hashPassword(PASSWORD);
    const error = await testApp.services.db
      .insert(accounts)
      .values({ email: 'x\u0000@example.com', passwordHash: hash, firstName: 'X', lastName: 'Y' })
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    testApp.services.log.error({ err: error }, 'unexpected GraphQL error');
    const text = logged();
    expect(text).toContain('insert into \\"accounts\\"');
    expect(text).toContain('22021'); // invalid byte sequence: enough to find the cause
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(hash.slice(-20));
  });
});
