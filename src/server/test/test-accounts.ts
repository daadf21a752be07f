// Owners made for a test with the account module's own use case, each with the password the test names.
import type { AppServices } from '../app-services.js';
import { createAccount } from '../modules/account/account.service.js';

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

/** An administrator of the jurisdictions with these slugs (another jurisdiction's admin, in the sweeps). */
export async function createTestAdmin(services: AppServices, email: string, password: string, slugs: string[]) {
  const adminOf = (await services.jurisdictions.all())
    .filter((city) => slugs.includes(city.slug))
    .map((city) => city.id);
  const person = { firstName: 'Avery', lastName: 'Admin', locale: 'en_US' } as const;
  await createAccount(services, {
    input: { ...person, email, password, role: 'ADMIN', jurisdictionId: null, phones: [], tosAccepted: false, adminOf },
  });
}
