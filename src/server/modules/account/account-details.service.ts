// The owner's own account pages: My Details, Profile Settings, e-mail change and deactivation.
// Every function takes the caller's account id from the session: no id from the client is trusted.
import { and, eq, sql } from 'drizzle-orm';
import { createMyDetailsSchema, profileSettingsSchema } from '../../../domain/account/my-details.schemas.js';
import { emailSchema } from '../../../domain/account/account.schemas.js';
import type { Address } from '../../../domain/address/address.rules.js';
import { localDateIn, parseIsoDate, toIsoDate } from '../../../domain/dates/calendar.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import type { Db } from '../../db/client.js';
import { type AddressRow, accounts, addresses } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { verifyPassword } from '../auth/password.js';
import { revokeAllSessions } from '../auth/session.service.js';
import { emailAvailability } from './account.service.js';

export async function getMyAccount(db: Db, accountId: number) {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account) throw new AppError('NOT_FOUND');
  const rows = await db.select().from(addresses).where(eq(addresses.accountId, accountId));
  const byKind = (kind: AddressRow['kind']) => rows.find((row) => row.kind === kind) ?? null;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phones: account.phones,
    birthdate: account.birthdate ? parseIsoDate(account.birthdate) : null,
    locale: account.locale,
    notificationPreferences: account.notificationPreferences,
    address: byKind('PHYSICAL'),
    mailingAddress: byKind('MAILING'),
  };
}

export type MyAccount = Awaited<ReturnType<typeof getMyAccount>>;

function addressValues(address: Address) {
  return {
    unit: address.unit,
    civic: address.civic,
    street: address.street,
    additional: address.additional,
    cityName: address.cityName,
    province: address.province,
    country: address.country,
    postalCode: address.postalCode,
    updatedAt: new Date(),
  };
}

export async function updateMyDetails(db: Db, accountId: number, input: unknown, timeZone: string) {
  const details = parseOrThrow(createMyDetailsSchema({ today: localDateIn(new Date(), timeZone) }), input);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        phones: details.phones,
        birthdate: details.birthdate ? toIsoDate(details.birthdate) : null,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, accountId));
    const upsert = (kind: AddressRow['kind'], address: Address) =>
      tx
        .insert(addresses)
        .values({ accountId, kind, ...addressValues(address) })
        .onConflictDoUpdate({ target: [addresses.accountId, addresses.kind], set: addressValues(address) });
    await upsert('PHYSICAL', details.address);
    if (details.mailingAddress) await upsert('MAILING', details.mailingAddress);
    else await tx.delete(addresses).where(and(eq(addresses.accountId, accountId), eq(addresses.kind, 'MAILING')));
  });
  return getMyAccount(db, accountId);
}

async function requirePassword(db: Db, accountId: number, password: string) {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account || !(await verifyPassword(account.passwordHash, password))) {
    throw validationFailed([{ path: 'password', message: encodeMessage(msg('validation.password.incorrect')) }]);
  }
  return account;
}

/** A new sign-in e-mail needs the current password (issue: "e-mail change requiring the password"). */
export async function changeEmail(db: Db, accountId: number, input: { email: string; password: string }) {
  const email = parseOrThrow(emailSchema, input.email);
  await requirePassword(db, accountId, input.password);
  if ((await emailAvailability(db, email)) !== 'AVAILABLE') {
    throw validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.alreadyExists')) }]);
  }
  await db
    .update(accounts)
    .set({ email, emailVerifiedAt: null, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  return getMyAccount(db, accountId);
}

export async function updateProfileSettings(db: Db, accountId: number, input: unknown) {
  const settings = parseOrThrow(profileSettingsSchema, input);
  await db
    .update(accounts)
    .set({ locale: settings.locale, notificationPreferences: settings.notificationPreferences, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  return getMyAccount(db, accountId);
}

/**
 * Deactivation keeps the account and every licensing record (a jurisdiction must keep them), ends
 * every session, and stops log-in. Reactivation is a staff task.
 */
export async function deactivateAccount(db: Db, accountId: number, password: string) {
  await requirePassword(db, accountId, password);
  await db
    .update(accounts)
    .set({ status: 'DEACTIVATED', deactivatedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  await revokeAllSessions(db, accountId);
}
