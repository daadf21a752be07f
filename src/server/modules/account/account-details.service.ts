// The owner's own account pages: My Details (with the mobile number's verification, decision 0803),
// Profile Settings and deactivation (the e-mail change is email-change.service.ts).
// Every use case works on the actor's own account: no account id from the client is trusted.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { movingAgreementIssue } from '../../../domain/account/account.rules.js';
import {
  firstMobileNumber,
  MOBILE_CODE_DIGITS,
  MOBILE_CODE_MAX_TRIES,
  MOBILE_CODE_MINUTES,
  mobileCodeSchema,
} from '../../../domain/account/mobile-verification.js';
import { createMyDetailsSchema, profileSettingsSchema } from '../../../domain/account/my-details.schemas.js';
import type { Address } from '../../../domain/address/address.rules.js';
import { resolveJurisdictionChoice } from '../../../domain/jurisdiction/boundary.rules.js';
import { localDateIn, parseIsoDate, toIsoDate } from '../../../domain/dates/calendar.js';
import { countryOfLocale } from '../../../domain/locale/locales.js';
import { encodeMessage, msg } from '../../../domain/shared/messages.js';
import { type AppServices, withDb } from '../../app-services.js';
import { type AddressRow, accounts, addresses, mobileVerifications } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor, ActorCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { checkCurrentPassword } from '../auth/password-check.service.js';
import { revokeAllSessions } from '../auth/session.functions.js';
import { mobileCodeTextMessage } from '../email/text-messages.service.js';
import { consumeRateLimit, type RateLimitRule } from '../../shared/rate-limit/rate-limit.js';
import { MOBILE_CODE_SMS_TEMPLATE } from '../sms/sms.functions.js';
import { enqueueSms } from '../sms/sms.service.js';
import { storeAddresses } from './account-addresses.js';
import { jurisdictionOffer } from '../jurisdiction/jurisdiction.service.js';
import { pendingEmailChange } from './email-change.service.js';
import { applyMove } from './jurisdiction-move.service.js';

export async function getMyAccount(services: AppServices, { actor }: ActorCall) {
  const account = await services.db.query.accounts.findFirst({ where: eq(accounts.id, actor.accountId) });
  if (!account) throw new AppError('NOT_FOUND');
  const rows = await services.db.select().from(addresses).where(eq(addresses.accountId, actor.accountId));
  const byKind = (kind: AddressRow['kind']) => rows.find((row) => row.kind === kind) ?? null;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    /** the sign-up link was opened (the dashboard asks for it until then) */
    emailVerified: account.emailVerifiedAt !== null,
    phones: account.phones,
    birthdate: account.birthdate ? parseIsoDate(account.birthdate) : null,
    locale: account.locale,
    notificationPreferences: account.notificationPreferences,
    address: byKind('PHYSICAL'),
    mailingAddress: byKind('MAILING'),
    /** issue 10 (2): a new log-in e-mail waiting for its owner's confirmation */
    pendingEmailChange: await pendingEmailChange(services, { actor }),
    /** decision 0803: the number text messages go to, and whether it is verified */
    textMessageNumber: await textMessageNumber(services, actor.accountId, account.phones),
  };
}

// ——— the mobile number's verification (issue 37: 2, decision 0803) ———

/**
 * Codes texted to verify a number: per account (a person who mistyped, asks again), and per number over
 * every account (someone naming another's number on many accounts). Every code also counts in the
 * account's SMS_PER_ACCOUNT_PER_DAY (domain/account/mobile-verification.ts).
 */
const MOBILE_CODE_LIMITS = {
  perAccount: { name: 'mobile-code-account', limit: 3, windowSeconds: 3600 },
  perNumber: { name: 'mobile-code-number', limit: 5, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>;

export type MobileNumberStatus = {
  /** ten digits: the account's first mobile number */
  number: string;
  verified: boolean;
  /** a code was texted and still works: the form to type it shows */
  codeSent: boolean;
};

const codeHash = (accountId: number, number: string, code: string) =>
  createHash('sha256').update(`${accountId}:${number}:${code}`).digest();

async function textMessageNumber(
  services: AppServices,
  accountId: number,
  phones: ReadonlyArray<{ type: string; number: string }>,
): Promise<MobileNumberStatus | null> {
  const number = firstMobileNumber(phones);
  if (!number) return null;
  const [row] = await services.db
    .select()
    .from(mobileVerifications)
    .where(and(eq(mobileVerifications.accountId, accountId), eq(mobileVerifications.number, number)));
  const codeWorks =
    !!row?.codeHash &&
    !!row.codeExpiresAt &&
    row.codeExpiresAt > services.now() &&
    row.failedTries < MOBILE_CODE_MAX_TRIES;
  return { number, verified: !!row?.verifiedAt, codeSent: !row?.verifiedAt && codeWorks };
}

/** The account's phones, locked against a change until the caller's transaction ends. */
async function lockedPhones(services: AppServices, accountId: number) {
  const [account] = await services.db
    .select({ phones: accounts.phones, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('share');
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

async function withinLimit(services: AppServices, rule: RateLimitRule, subject: string) {
  try {
    await consumeRateLimit(services, { input: { rule, subject } });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return false;
    throw error;
  }
}

/**
 * Texts a new code to the account's first mobile number (a number already verified gets none). The code
 * works MOBILE_CODE_MINUTES and replaces any earlier one. MOBILE_CODE_LIMITED past the limits.
 */
export async function sendMobileVerificationCode(services: AppServices, { actor }: ActorCall) {
  const status = (await getMyAccount(services, { actor })).textMessageNumber;
  if (!status) throw new AppError('NOT_FOUND');
  if (status.verified) return getMyAccount(services, { actor });
  const allowed =
    (await withinLimit(services, MOBILE_CODE_LIMITS.perAccount, String(actor.accountId))) &&
    (await withinLimit(services, MOBILE_CODE_LIMITS.perNumber, status.number));
  if (!allowed) throw new AppError('MOBILE_CODE_LIMITED');
  const code = String(randomInt(0, 10 ** MOBILE_CODE_DIGITS)).padStart(MOBILE_CODE_DIGITS, '0');
  await services.db.transaction(async (tx) => {
    const account = await lockedPhones(withDb(services, tx), actor.accountId);
    const number = firstMobileNumber(account.phones);
    if (number !== status.number) throw new AppError('NOT_FOUND'); // changed meanwhile: the page reloads it
    const values = {
      codeHash: codeHash(actor.accountId, number, code).toString('hex'),
      codeExpiresAt: new Date(services.now().getTime() + MOBILE_CODE_MINUTES * 60_000),
      failedTries: 0,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(mobileVerifications)
      .values({ accountId: actor.accountId, number, ...values })
      .onConflictDoUpdate({ target: [mobileVerifications.accountId, mobileVerifications.number], set: values });
    const sms = await enqueueSms(withDb(services, tx), {
      input: {
        accountId: actor.accountId,
        to: number,
        locale: account.locale,
        template: MOBILE_CODE_SMS_TEMPLATE,
        body: mobileCodeTextMessage(services, {
          input: { locale: account.locale, data: { code, minutes: MOBILE_CODE_MINUTES } },
        }),
      },
    });
    // the account's daily count of text messages is spent: no code is made either
    if (!sms) throw new AppError('MOBILE_CODE_LIMITED');
  });
  return getMyAccount(services, { actor });
}

type CodeOutcome = 'verified' | 'incorrect' | 'expired';

/**
 * The code typed on My Details: the first mobile number is verified when it matches the latest code sent
 * to it, in time and within MOBILE_CODE_MAX_TRIES wrong tries (each wrong one is counted). A field error
 * on `code` otherwise.
 */
export async function verifyMobileNumber(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const { code } = parseOrThrow(mobileCodeSchema, input);
  const outcome = await services.db.transaction(async (tx): Promise<CodeOutcome> => {
    const account = await lockedPhones(withDb(services, tx), actor.accountId);
    const number = firstMobileNumber(account.phones);
    if (!number) return 'expired';
    const key = and(eq(mobileVerifications.accountId, actor.accountId), eq(mobileVerifications.number, number));
    const [row] = await tx.select().from(mobileVerifications).where(key).for('update');
    if (row?.verifiedAt) return 'verified';
    if (
      !row?.codeHash ||
      !row.codeExpiresAt ||
      row.codeExpiresAt <= services.now() ||
      row.failedTries >= MOBILE_CODE_MAX_TRIES
    )
      return 'expired';
    if (!timingSafeEqual(codeHash(actor.accountId, number, code), Buffer.from(row.codeHash, 'hex'))) {
      await tx
        .update(mobileVerifications)
        .set({ failedTries: sql`${mobileVerifications.failedTries} + 1`, updatedAt: sql`now()` })
        .where(key);
      return 'incorrect';
    }
    await tx
      .update(mobileVerifications)
      .set({ verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null, failedTries: 0, updatedAt: sql`now()` })
      .where(key);
    return 'verified';
  });
  if (outcome !== 'verified')
    throw validationFailed([
      {
        path: 'code',
        message: encodeMessage(
          msg(outcome === 'incorrect' ? 'validation.mobileCode.incorrect' : 'validation.mobileCode.expired'),
        ),
      },
    ]);
  return getMyAccount(services, { actor });
}

export type MyAccount = Awaited<ReturnType<typeof getMyAccount>>;

/** "today" where the owner lives, for the birthdate rule (spec §5 Dates); UTC without a jurisdiction. */
async function ownerToday(services: AppServices, actor: Actor) {
  const jurisdiction = actor.jurisdictionId ? await services.jurisdictions.byId(actor.jurisdictionId) : undefined;
  return localDateIn(services.now(), jurisdiction?.timezone ?? 'UTC');
}

/** My Details: names, phones, birthdate and addresses, with the sign-up rules. */
export async function updateMyDetails(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const details = parseOrThrow(createMyDetailsSchema({ today: await ownerToday(services, actor) }), input);
  const moveTo = await homeMoveTarget(services, actor, details);
  await services.db.transaction(async (tx) => {
    if (moveTo !== null)
      await applyMove(withDb(services, tx), {
        input: {
          accountId: actor.accountId,
          fromJurisdictionId: actor.jurisdictionId,
          toJurisdictionId: moveTo,
          by: { accountId: actor.accountId, role: 'OWNER' },
        },
      });
    await tx
      .update(accounts)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        phones: details.phones,
        birthdate: details.birthdate ? toIsoDate(details.birthdate) : null,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, actor.accountId));
    await storeAddresses(tx, actor.accountId, details);
  });
  return getMyAccount(services, { actor });
}

const ADDRESS_FIELDS = [
  'unit',
  'civic',
  'street',
  'additional',
  'cityName',
  'province',
  'country',
  'postalCode',
] as const;

/**
 * spec §4 Jurisdiction move (decision 0304): a new home address re-runs the selection. The owner's
 * jurisdiction stays when it contains the new home (or they chose it); another one needs their choice
 * when the address is in several, and their agreement to move. Returns the jurisdiction to move to,
 * or null to stay.
 */
async function homeMoveTarget(
  services: AppServices,
  actor: Actor,
  details: { address: Address; jurisdictionId: number | null; movingAgreed: boolean | null },
): Promise<number | null> {
  const current = await getMyAccount(services, { actor });
  const unchanged =
    current.address !== null &&
    ADDRESS_FIELDS.every((field) => (current.address?.[field] ?? null) === (details.address[field] ?? null));
  if (unchanged && details.jurisdictionId === null) return null;
  const offer = await jurisdictionOffer(services, { input: details.address });
  const choice = resolveJurisdictionChoice(offer, {
    chosenId: details.jurisdictionId,
    viewedId: actor.jurisdictionId,
  });
  if ('issue' in choice) throw validationFailed([{ path: 'jurisdictionId', message: encodeMessage(choice.issue) }]);
  if (choice.jurisdictionId === actor.jurisdictionId) return null;
  const issue = movingAgreementIssue(true, details.movingAgreed);
  if (issue) throw validationFailed([{ path: 'movingAgreed', message: encodeMessage(issue) }]);
  return choice.jurisdictionId;
}

/** The current password, through the one counted check (decision 0106); a field error when wrong. */
async function requirePassword(services: AppServices, actor: Actor, password: string, deviceToken: string | undefined) {
  if (!(await checkCurrentPassword(services, { actor, input: { password, deviceToken } }))) {
    throw validationFailed([{ path: 'password', message: encodeMessage(msg('validation.password.incorrect')) }]);
  }
}

/** Profile Settings: preferred language and the optional e-mail kinds. */
export async function updateProfileSettings(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const settings = parseOrThrow(profileSettingsSchema, input);
  // decision 0021: a locale agrees with the country of the owner's jurisdiction
  const jurisdiction = actor.jurisdictionId ? await services.jurisdictions.byId(actor.jurisdictionId) : undefined;
  if (jurisdiction && countryOfLocale(settings.locale) !== jurisdiction.country) {
    throw validationFailed([{ path: 'locale', message: encodeMessage(msg('validation.invalidValue')) }]);
  }
  await services.db
    .update(accounts)
    .set({
      locale: settings.locale,
      ...(settings.notificationPreferences ? { notificationPreferences: settings.notificationPreferences } : {}),
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, actor.accountId));
  return getMyAccount(services, { actor });
}

/**
 * Deactivation keeps the account and every licensing record (a jurisdiction must keep them), ends
 * every session, and stops log-in. Reactivation is a staff task.
 */
export async function deactivateAccount(
  services: AppServices,
  { actor, input }: ActorCall<{ password: string; deviceToken: string | undefined }>,
) {
  await requirePassword(services, actor, input.password, input.deviceToken);
  await services.db
    .update(accounts)
    .set({ status: 'DEACTIVATED', deactivatedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(accounts.id, actor.accountId));
  await revokeAllSessions(services.db, actor.accountId);
}
