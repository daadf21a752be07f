// Use cases of the owner's account: sign-up (plain, or completed with an access code), the e-mail check,
// and account creation itself, which the demo seed uses too (spec §2.6, §4 Access code, §5, §8).
import type { AccountRole, VsLocation } from '../../../domain/account/account.js';
import { addressSchema } from '../../../domain/address/address.schemas.js';
import {
  createSignUpSchema,
  jurisdictionIdSchema,
  requestEmailSchema,
} from '../../../domain/account/account.schemas.js';
import { resolveJurisdictionChoice } from '../../../domain/jurisdiction/boundary.rules.js';
import { safeParseDomain } from '../../../domain/shared/schema.helpers.js';
import { loadPasswordStrength } from '../../../domain/account/password-strength.js';
import type { PhoneType } from '../../../domain/account/phone.rules.js';
import { localDateIn, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { and, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  type AccountRow,
  accounts,
  adminJurisdictions,
  emailChanges,
  type JurisdictionRow,
} from '../../db/schema/index.js';
import { hasRow } from '../../db/has-row.js';
import { sameEmail } from '../../db/same-email.js';
import { AppError } from '../../shared/app-error.js';
import { hashPassword } from '../../shared/password-hash.js';
import type { PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { findRedeemableRecord } from '../access-code/access-code.service.js';
import { hasUnlinkedOwnerRecord, linkOwnerRecord } from '../access-code/access-code.functions.js';
import { logOut } from '../auth/auth.service.js';
import { createSession, type NewSessionToken } from '../auth/session.functions.js';
import { type CityHint, jurisdictionOffer } from '../jurisdiction/jurisdiction.service.js';
import { type OwnerAddresses, storeAddresses } from './account-addresses.js';
import { sendWelcomeEmail } from './email-verification.service.js';

/** ACCOUNT_EXISTS: an imported owner record without an account has the e-mail (spec §8 accountAlreadyExists). */
export type EmailAvailability = 'AVAILABLE' | 'EMAIL_EXISTS' | 'ACCOUNT_EXISTS';

/**
 * spec §5: the server check of the sign-up e-mail (`exceptOwnerRecordId`: the record being completed;
 * `exceptAccountId`: the account changing its own e-mail). An address an e-mail change gave up stays taken
 * while its owner may still undo the change (issue 10: 2). What cannot be an address by the domain's rule
 * (`emailIssue`: 254 characters at most, one @…) is the field's error, never AVAILABLE (issue 37: 11): the
 * form checks the same rule first, so only a script ever meets it.
 */
export async function emailAvailability(
  services: AppServices,
  {
    input,
  }: PublicCall<{ email: string; exceptOwnerRecordId?: number | undefined; exceptAccountId?: number | undefined }>,
): Promise<EmailAvailability> {
  const { email } = parseOrThrow(requestEmailSchema, { email: input.email });
  const [row] = await services.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sameEmail(accounts.email, email))
    .limit(1);
  if (row && row.id !== input.exceptAccountId) return 'EMAIL_EXISTS';
  const reserved = await hasRow(
    services.db,
    emailChanges,
    and(
      sameEmail(emailChanges.oldEmail, email),
      isNotNull(emailChanges.confirmedAt),
      isNull(emailChanges.undoneAt),
      gt(emailChanges.undoExpiresAt, sql`now()`),
      input.exceptAccountId === undefined ? undefined : ne(emailChanges.accountId, input.exceptAccountId),
    ),
  );
  if (reserved) return 'EMAIL_EXISTS';
  const unlinked = await hasUnlinkedOwnerRecord(services.db, email, input.exceptOwnerRecordId);
  return unlinked ? 'ACCOUNT_EXISTS' : 'AVAILABLE';
}

const emailExistsError = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.alreadyExists')) }]);
const accountExistsError = () =>
  validationFailed([{ path: 'email', message: encodeMessage(msg('validation.email.accountAlreadyExists')) }]);

export type NewAccount = Partial<OwnerAddresses> & {
  email: string;
  password: string;
  role?: AccountRole;
  firstName: string;
  lastName: string;
  locale: LocaleCode;
  jurisdictionId: number | null;
  vsLocation?: VsLocation | null;
  birthdate?: Ymd | null;
  phones: Array<{ type: PhoneType; number: string }>;
  tosAccepted: boolean;
  /** an administrator's jurisdictions (spec §6 adminHasAccess) */
  adminOf?: readonly number[];
};

/**
 * Writes an account and its addresses; null when the e-mail is taken. The input is trusted: sign-up
 * parses the form first, the demo seed writes its own data. Pass a transaction to join it.
 */
export async function createAccount(
  services: AppServices,
  { input }: PublicCall<NewAccount>,
): Promise<AccountRow | null> {
  const passwordHash = await hashPassword(input.password);
  const [created] = await services.db
    .insert(accounts)
    .values({
      email: input.email,
      passwordHash,
      role: input.role ?? 'OWNER',
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      jurisdictionId: input.jurisdictionId,
      vsLocation: input.vsLocation ?? null,
      birthdate: input.birthdate ? toIsoDate(input.birthdate) : null,
      phones: input.phones,
      tosAcceptedAt: input.tosAccepted ? services.now() : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  if (input.address) {
    await storeAddresses(services.db, created.id, {
      address: input.address,
      mailingAddress: input.mailingAddress ?? null,
    });
  }
  if (input.adminOf?.length) {
    await services.db
      .insert(adminJurisdictions)
      .values(input.adminOf.map((jurisdictionId) => ({ accountId: created.id, jurisdictionId })));
  }
  return created;
}

type OwnerSignUp = {
  /** the sign-up form as the client sent it, parsed here with the domain's sign-up schema */
  form: unknown;
  jurisdiction: JurisdictionRow;
  locale: LocaleCode;
  /** where the welcome e-mail's verification link points */
  origin: string;
  /** spec §4 Access code: the imported owner record this sign-up completes and links */
  ownerRecordId?: number;
  /** the browser's known-device cookie (decision 0106) */
  deviceToken: string | undefined;
};

/**
 * Creates the owner, their addresses, the record link and the welcome e-mail in one transaction, then a
 * session; the session the browser had (if any) ends.
 */
async function signUpOwner(
  services: AppServices,
  { actor, input }: PublicCall<OwnerSignUp>,
): Promise<{ account: AccountRow; session: NewSessionToken }> {
  // "today" in the jurisdiction's own timezone, for the birthdate rule (spec §5 Dates)
  const today = localDateIn(services.now(), input.jurisdiction.timezone);
  // the password may not be easy to guess, nor built on the person's own names and e-mail (issue 10: 6)
  const strength = await loadPasswordStrength();
  const raw = (input.form && typeof input.form === 'object' ? input.form : {}) as Record<string, unknown>;
  const userInputs = [raw.email, raw.firstName, raw.lastName].filter(
    (value): value is string => typeof value === 'string',
  );
  const form = parseOrThrow(createSignUpSchema({ today, isGuessable: strength.guessCheck(userInputs) }), input.form);
  const availability = await emailAvailability(services, {
    input: { email: form.email, exceptOwnerRecordId: input.ownerRecordId },
  });
  if (availability === 'EMAIL_EXISTS') throw emailExistsError();
  if (availability === 'ACCOUNT_EXISTS') throw accountExistsError();

  const account = await services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    const created = await createAccount(inTx, {
      input: { ...form, locale: input.locale, jurisdictionId: input.jurisdiction.id, tosAccepted: true },
    });
    if (!created) throw emailExistsError(); // taken meanwhile by a concurrent sign-up
    if (input.ownerRecordId !== undefined) {
      await linkOwnerRecord(tx, input.ownerRecordId, created.id);
    }
    await sendWelcomeEmail(inTx, { input: { account: created, origin: input.origin } });
    return created;
  });
  const session = await createSession(services, account.id, input.deviceToken);
  await logOut(services, { actor });
  return { account, session };
}

/**
 * spec §2.6, §4: the visitor's sign-up, into the jurisdiction of their home address (decision 0302):
 * the one they chose in the suggestions chooser, else the only one containing the home, else the one
 * they were viewing when it contains the home; otherwise they must choose.
 */
export async function signUp(
  services: AppServices,
  {
    actor,
    input,
  }: PublicCall<{
    form: unknown;
    locale: LocaleCode;
    origin: string;
    city: CityHint;
    deviceToken: string | undefined;
  }>,
) {
  const { city, ...signUpInput } = input;
  const viewed = await services.jurisdictions.current({ ownerJurisdictionId: null, ...city });
  if (!viewed) throw new AppError('CITY_NOT_FOUND');
  const jurisdiction = await signUpJurisdiction(services, { form: input.form, viewed });
  return signUpOwner(services, { actor, input: { ...signUpInput, jurisdiction } });
}

/**
 * The jurisdiction a sign-up joins. A form whose address or choice does not parse keeps the viewed
 * one here: the form's own parse then reports those fields with the others.
 */
async function signUpJurisdiction(
  services: AppServices,
  { form, viewed }: { form: unknown; viewed: JurisdictionRow },
): Promise<JurisdictionRow> {
  const raw = (form && typeof form === 'object' ? form : {}) as Record<string, unknown>;
  const address = safeParseDomain(addressSchema, raw.address);
  const chosen = safeParseDomain(jurisdictionIdSchema, raw.jurisdictionId);
  if (!address.success || !chosen.success) return viewed;
  const offer = await jurisdictionOffer(services, { input: address.data });
  const choice = resolveJurisdictionChoice(offer, { chosenId: chosen.data, viewedId: viewed.id });
  if ('issue' in choice) throw validationFailed([{ path: 'jurisdictionId', message: encodeMessage(choice.issue) }]);
  const row = offer.rows.find((candidate) => candidate.id === choice.jurisdictionId);
  if (!row) throw new AppError('CITY_NOT_FOUND');
  return row;
}

/**
 * spec §2.6: sign-up completed with an access code. The code is checked first, so a form with errors
 * does not spend it; the sign-up transaction then links the record and spends its codes, so a failed
 * sign-up leaves the code as it was. The account joins the record's jurisdiction.
 */
export async function completeSignUp(
  services: AppServices,
  {
    actor,
    input,
  }: PublicCall<{ code: string; form: unknown; locale: LocaleCode; origin: string; deviceToken: string | undefined }>,
) {
  const { code, ...signUpInput } = input;
  const record = await findRedeemableRecord(services, { input: { code } });
  const jurisdiction = await services.jurisdictions.byId(record.jurisdictionId);
  if (!jurisdiction) throw new AppError('ACCESS_CODE_INVALID');
  return signUpOwner(services, {
    actor,
    input: { ...signUpInput, jurisdiction, ownerRecordId: record.ownerRecordId },
  });
}
