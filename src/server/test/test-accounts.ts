// Owners made for a test with the account module's own use case, each with the password the test names;
// administrators with an authenticator app on (decision 0114: staff without one reach no staff field).
import { generate } from 'otplib';
import { TOTP_PERIOD_SECONDS } from '../../domain/account/second-factor.rules.js';
import type { AppServices } from '../app-services.js';
import { accountsByEmails } from '../modules/account/account.functions.js';
import { createAccount } from '../modules/account/account.service.js';
import {
  beginTotpEnrolment,
  confirmTotpEnrolment,
  regenerateRecoveryCodes,
  secondFactorKey,
} from '../modules/second-factor/second-factor.functions.js';

export const TEST_PASSWORD = 'Lantern-Meadow-58!';

/** A new owner with `email` and `password` in the first jurisdiction; returns the account id. */
export async function createTestOwner(
  services: AppServices,
  email: string,
  password: string = TEST_PASSWORD,
  extra: { birthdate?: { year: number; month: number; day: number } } = {},
): Promise<number> {
  const [jurisdiction] = await services.jurisdictions.all();
  const created = await createAccount(services, {
    input: {
      email,
      password,
      firstName: 'Quinn',
      lastName: 'Reyes',
      locale: 'en_US',
      jurisdictionId: jurisdiction?.id ?? null,
      phones: [{ type: 'M', number: '2065550123' }],
      tosAccepted: true,
      ...extra,
    },
  });
  if (!created) throw new Error(`test owner ${email} exists already`);
  return created.id;
}

/**
 * An administrator of the jurisdictions with these slugs (another jurisdiction's admin, in the sweeps), with
 * an authenticator app on (`secondFactor: false`: without, an enrolment-only account); returns its app's
 * secret. Log in with `logInClient`, which answers the second step.
 */
export async function createTestAdmin(
  services: AppServices,
  email: string,
  password: string,
  slugs: string[],
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<{ accountId: number; secret: string | null }> {
  const adminOf = (await services.jurisdictions.all())
    .filter((city) => slugs.includes(city.slug))
    .map((city) => city.id);
  const person = { firstName: 'Avery', lastName: 'Admin', locale: 'en_US' } as const;
  const created = await createAccount(services, {
    input: { ...person, email, password, role: 'ADMIN', jurisdictionId: null, phones: [], tosAccepted: false, adminOf },
  });
  if (!created) throw new Error(`test admin ${email} exists already`);
  const secret = secondFactor ? await enrolTestApp(services, created.id, email) : null;
  return { accountId: created.id, secret };
}

/** The site operator (decision 0113), with an authenticator app on; log in with `logInClient`. */
export async function createTestOperator(services: AppServices, email: string, password: string = TEST_PASSWORD) {
  const created = await createAccount(services, {
    input: {
      firstName: 'Morgan',
      lastName: 'Operator',
      locale: 'en_US',
      email,
      password,
      role: 'OPERATOR',
      jurisdictionId: null,
      phones: [],
      tosAccepted: false,
    },
  });
  if (!created) throw new Error(`test operator ${email} exists already`);
  await enrolTestApp(services, created.id, email);
  return created.id;
}

/**
 * Turns on an authenticator app for the account as the enrolment screen does, three steps in the past (so
 * the code of now is new); returns its secret.
 */
export async function enrolTestApp(services: AppServices, accountId: number, email: string): Promise<string> {
  const key = secondFactorKey(services.config);
  const then = new Date(services.now().getTime() - 3 * TOTP_PERIOD_SECONDS * 1000);
  const enrolment = await beginTotpEnrolment(services.db, key, { accountId, email, now: then });
  if (!enrolment) throw new Error(`${email} has an authenticator app already`);
  const code = await generate({ secret: enrolment.secret, epoch: Math.floor(then.getTime() / 1000) });
  const confirmed = await confirmTotpEnrolment(services.db, key, { accountId, code, now: then });
  if (!confirmed.ok) throw new Error(`enrolment of ${email} refused: ${confirmed.refusal}`);
  return enrolment.secret;
}

/**
 * A code that answers the log-in's second step of `email` once: a fresh recovery code (the account's codes
 * are replaced). Not the app's code: a test logs in as one administrator many times a minute, and each of
 * an app's steps logs in once (decision 0109), so the test's clock would have to move.
 */
export async function secondStepCode(services: AppServices, email: string): Promise<string> {
  const [account] = await accountsByEmails(services.db, [email.trim().toLowerCase()]);
  if (!account) throw new Error(`no account ${email}`);
  const codes = await regenerateRecoveryCodes(services.db, secondFactorKey(services.config), {
    accountId: account.id,
    now: services.now(),
  });
  if (!codes?.[0]) throw new Error(`${email} has no second factor`);
  return codes[0];
}
