// Use cases of the owner's account: sign-up and the e-mail check (spec §2.6, §5, §8).
import { sql } from 'drizzle-orm';
import { createSignUpSchema } from '../../../domain/account/account.schemas.js';
import { mailingAddressSchema } from '../../../domain/address/address.schemas.js';
import { localDateIn, toIsoDate } from '../../../domain/dates/calendar.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { msg, encodeMessage } from '../../../domain/shared/messages.js';
import type { Db } from '../../db/client.js';
import { accounts, addresses, type JurisdictionRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { hashPassword } from '../auth/password.js';
import { createSession } from '../auth/session.service.js';
import { sendWelcomeEmail } from './email-verification.service.js';
import { hasUnlinkedOwnerRecord, linkOwnerRecord } from '../access-code/owner-record.service.js';

/** ACCOUNT_EXISTS: an imported owner record without an account has the e-mail (spec §8 accountAlreadyExists). */
export type EmailAvailability = 'AVAILABLE' | 'EMAIL_EXISTS' | 'ACCOUNT_EXISTS';

export async function emailAvailability(
  db: Db,
  email: string,
  exceptOwnerRecordId?: number,
): Promise<EmailAvailability> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = lower(${email.trim()})`)
    .limit(1);
  if (row) return 'EMAIL_EXISTS';
  return (await hasUnlinkedOwnerRecord(db, email, exceptOwnerRecordId)) ? 'ACCOUNT_EXISTS' : 'AVAILABLE';
}

const emailExistsError = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.alreadyExists')) }]);
const accountExistsError = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.accountAlreadyExists')) }]);

export type SignUpRequest = {
  form: unknown;
  /** present only when the owner unticked "my mailing address is the same" */
  mailingAddress: unknown;
  jurisdiction: JurisdictionRow;
  locale: LocaleCode;
  /** spec §4 Access code: the imported owner record this sign-up completes and links */
  ownerRecordId?: number;
  /** where the welcome e-mail's verification link points */
  origin: string;
};

/** Creates the owner, their addresses and a session, in one transaction. */
export async function signUp(db: Db, request: SignUpRequest) {
  // "today" in the jurisdiction's own timezone, for the birthdate rule (spec §5 Dates)
  const today = localDateIn(new Date(), request.jurisdiction.timezone);
  const form = parseOrThrow(createSignUpSchema({ today }), request.form);
  const mailing = request.mailingAddress == null ? null : parseOrThrow(mailingAddressSchema, request.mailingAddress);
  const availability = await emailAvailability(db, form.email, request.ownerRecordId);
  if (availability === 'EMAIL_EXISTS') throw emailExistsError();
  if (availability === 'ACCOUNT_EXISTS') throw accountExistsError();
  const passwordHash = await hashPassword(form.password);

  const account = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accounts)
      .values({
        email: form.email,
        passwordHash,
        role: 'OWNER',
        firstName: form.firstName,
        lastName: form.lastName,
        locale: request.locale,
        jurisdictionId: request.jurisdiction.id,
        birthdate: form.birthdate ? toIsoDate(form.birthdate) : null,
        phones: form.phones,
        tosAcceptedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    const created = inserted[0];
    if (!created) throw emailExistsError(); // taken meanwhile by a concurrent sign-up
    const toRow = (address: typeof form.address, kind: 'PHYSICAL' | 'MAILING') => ({
      accountId: created.id,
      kind,
      unit: address.unit,
      civic: address.civic,
      street: address.street,
      additional: address.additional,
      cityName: address.cityName,
      province: address.province,
      country: address.country,
      postalCode: address.postalCode,
    });
    await tx
      .insert(addresses)
      .values([toRow(form.address, 'PHYSICAL'), ...(mailing ? [toRow(mailing, 'MAILING')] : [])]);
    if (request.ownerRecordId !== undefined) await linkOwnerRecord(tx, request.ownerRecordId, created.id);
    await sendWelcomeEmail(tx, created, request.origin);
    return created;
  });
  const session = await createSession(db, account.id);
  return { account, session };
}

export function requireJurisdiction(jurisdiction: JurisdictionRow | undefined): JurisdictionRow {
  if (!jurisdiction) throw new AppError('CITY_NOT_FOUND');
  return jurisdiction;
}
