// Demo accounts (README: demo log-ins), made with the account module's own use case.
import type { Address } from '../../domain/address/address.rules.js';
import type { AppServices } from '../app-services.js';
import type { AccountRow, JurisdictionRow } from '../db/schema/index.js';
import { accountsByEmails, markDemoMobileVerified } from '../modules/account/account.functions.js';
import { createAccount, type NewAccount } from '../modules/account/account.service.js';
import { enrolTotpForDemo } from '../modules/second-factor/enrolled.functions.js';
import { secondFactorKey } from '../modules/second-factor/second-factor.functions.js';
import { DEMO_TOTP_SECRETS } from './demo-second-factors.js';

export const DEMO_PASSWORD = 'Demo-Pawport-2026!';
export const DEMO_OWNER_EMAIL = 'demo.owner@pawport.example';
export const DEMO_ADMIN_EMAIL = 'demo.admin@pawport.example';
/** lives outside the city limits: shows the vsLocation rule of spec §2.2 */
export const DEMO_COUNTY_OWNER_EMAIL = 'demo.county@pawport.example';
/**
 * Every demo log-in (README "Demo accounts"); those of issue 38 item 7 are made in demo-statuses.ts:
 * every licence and proof state, Ottawa's "No proof required", and a clerk of King County only.
 */
export const DEMO_EMAILS = [
  DEMO_OWNER_EMAIL,
  DEMO_COUNTY_OWNER_EMAIL,
  DEMO_ADMIN_EMAIL,
  'demo.statuses@pawport.example',
  'demo.ottawa@pawport.example',
  'demo.clerk@pawport.example',
] as const;

/**
 * The demo staff's authenticator apps, confirmed with DEMO_TOTP_SECRETS. A production demo without
 * SECOND_FACTOR_KEY (which it needs to encrypt them) leaves its staff to set one up at their first log-in.
 */
export async function seedDemoSecondFactors(services: AppServices): Promise<void> {
  if (services.config.isProduction && !services.config.SECOND_FACTOR_KEY) return;
  const key = secondFactorKey(services.config);
  const now = services.now();
  for (const account of await accountsByEmails(services.db, Object.keys(DEMO_TOTP_SECRETS))) {
    const secret = DEMO_TOTP_SECRETS[account.email];
    if (secret) await enrolTotpForDemo(services.db, key, { accountId: account.id, secret, now });
  }
}

/** A street address (no unit, no additional line) as the address form stores it. */
export function streetAddress(
  fields: Pick<Address, 'civic' | 'street' | 'cityName' | 'province' | 'country' | 'postalCode'>,
): Address {
  return { id: null, unit: null, additional: null, ...fields };
}

export function washingtonAddress(civic: string, street: string, cityName: string, postalCode: string): Address {
  return streetAddress({ civic, street, cityName, province: 'US_WA', country: 'US', postalCode });
}

/** The demo owner, an owner outside the city limits and an administrator of every demo jurisdiction. */
export async function seedDemoAccounts(
  services: AppServices,
  cities: readonly JurisdictionRow[],
): Promise<{ owner: AccountRow; admin: AccountRow }> {
  const kingCounty = cities.find((city) => city.slug === 'king-county-wa');
  const create = async (input: Omit<NewAccount, 'password'>) => {
    const created = await createAccount(services, { input: { ...input, password: DEMO_PASSWORD } });
    if (!created) throw new Error(`demo account ${input.email} exists already`);
    return created;
  };
  // complete profiles (phones, a home address), so the demo's My Details page can be saved as it is
  const owner = await create({
    email: DEMO_OWNER_EMAIL,
    firstName: 'Dana',
    lastName: 'Demo',
    locale: 'en_US',
    jurisdictionId: kingCounty?.id ?? null,
    vsLocation: 'CITY',
    birthdate: { year: 1985, month: 4, day: 12 },
    phones: [{ type: 'M', number: '2065550100' }],
    tosAccepted: true,
    address: washingtonAddress('500', '4th Ave', 'Seattle', '98104'),
  });
  // its demo mobile number counts as verified, so the demo shows text messages (decision 0803)
  await markDemoMobileVerified(services.db, owner.id);
  await create({
    email: DEMO_COUNTY_OWNER_EMAIL,
    firstName: 'Casey',
    lastName: 'County',
    locale: 'en_US',
    jurisdictionId: kingCounty?.id ?? null,
    vsLocation: 'COUNTY',
    phones: [{ type: 'H', number: '4255550177' }],
    tosAccepted: true,
    address: washingtonAddress('22805', 'SE 272nd St', 'Maple Valley', '98038'),
  });
  const admin = await create({
    email: DEMO_ADMIN_EMAIL,
    role: 'ADMIN',
    firstName: 'Alex',
    lastName: 'Admin',
    locale: 'en_US',
    jurisdictionId: null,
    phones: [],
    tosAccepted: false,
    adminOf: cities.map((city) => city.id),
  });
  return { owner, admin };
}

/** The demo accounts in the database (still active): main.ts warns about each at every production start. */
export async function activeDemoAccounts(services: AppServices): Promise<string[]> {
  const rows = await accountsByEmails(services.db, DEMO_EMAILS);
  return rows.filter((row) => row.status === 'ACTIVE').map((row) => row.email);
}
