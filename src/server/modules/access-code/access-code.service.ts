// Use cases of access codes (spec §2.6, §4 Access code, §8; docs/decisions/0103-access-codes.md):
// staff-imported owner records get a one-time code; sign-up completed with it links the new account
// to the record; "Fetch my record" e-mails a fresh code to the record's own e-mail.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import type { Db } from '../../db/client.js';
import { accessCodes, type JurisdictionRow, ownerRecords } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { signUp } from '../account/account.service.js';
import { enqueueEmail } from '../email/email.service.js';
import {
  ACCESS_CODE_VALID_DAYS,
  formatAccessCode,
  generateAccessCode,
  hashAccessCode,
  normalizeAccessCode,
} from './access-code.codes.js';
import type { DbOrTx } from './owner-record.service.js';

/** The web page the e-mailed link opens (src/web/app/paths.ts SignUpAccessCode). */
export const ACCESS_CODE_PATH = 'signup/access-code';
/** Fetch my record sends at most this many codes per record per day, silently (no hint to the caller). */
export const MAX_FETCHED_CODES_PER_DAY = 3;

/** `code` as issueAccessCode returns it (formatted). */
export function accessCodeUrl(publicUrl: string, locale: LocaleCode, code: string): string {
  return `${publicUrl}/${locale}/${ACCESS_CODE_PATH}?code=${encodeURIComponent(code)}`;
}

/**
 * Issues a code for the record and returns it, the only time it exists in plain text. `code` fixes
 * it (demo data); `validDays` overrides the 30 days.
 */
export async function issueAccessCode(
  db: DbOrTx,
  ownerRecordId: number,
  options: { code?: string; validDays?: number } = {},
): Promise<string> {
  const code = options.code === undefined ? generateAccessCode() : normalizeAccessCode(options.code);
  if (!code) throw new Error(`not an access code: ${options.code}`);
  const days = options.validDays ?? ACCESS_CODE_VALID_DAYS;
  await db.insert(accessCodes).values({
    codeHash: hashAccessCode(code),
    ownerRecordId,
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
  return formatAccessCode(code);
}

export type RedeemableRecord = {
  ownerRecordId: number;
  jurisdictionId: number;
  firstName: string;
  lastName: string;
  email: string | null;
};

/**
 * The record a code opens. spec §4: a spent code (or a record that already has its account) is
 * ACCESS_CODE_USED, which offers log-in; anything else that fails is ACCESS_CODE_INVALID.
 */
export async function findRedeemableRecord(db: DbOrTx, typedCode: string): Promise<RedeemableRecord> {
  const code = normalizeAccessCode(typedCode);
  if (!code) throw new AppError('ACCESS_CODE_INVALID');
  const [row] = await db
    .select({
      ownerRecordId: ownerRecords.id,
      jurisdictionId: ownerRecords.jurisdictionId,
      firstName: ownerRecords.firstName,
      lastName: ownerRecords.lastName,
      email: ownerRecords.email,
      accountId: ownerRecords.accountId,
      usedAt: accessCodes.usedAt,
      expired: sql<boolean>`${accessCodes.expiresAt} <= now()`,
    })
    .from(accessCodes)
    .innerJoin(ownerRecords, eq(ownerRecords.id, accessCodes.ownerRecordId))
    .where(eq(accessCodes.codeHash, hashAccessCode(code)))
    .limit(1);
  if (!row) throw new AppError('ACCESS_CODE_INVALID');
  if (row.usedAt || row.accountId !== null) throw new AppError('ACCESS_CODE_USED');
  if (row.expired) throw new AppError('ACCESS_CODE_INVALID');
  const { accountId: _accountId, usedAt: _usedAt, expired: _expired, ...record } = row;
  return record;
}

export type CompleteSignUpRequest = {
  code: string;
  form: unknown;
  mailingAddress: unknown;
  locale: LocaleCode;
  /** where the welcome e-mail's links point, as for signUp */
  origin: string;
  /** the record's own jurisdiction: the account joins the jurisdiction that imported the owner */
  jurisdictionById: (id: number) => Promise<JurisdictionRow | undefined>;
};

/**
 * spec §2.6: sign-up completed with an access code. The code is checked first, so a form with errors
 * does not spend it; the sign-up transaction then links the record and spends its codes
 * (owner-record.service.ts linkOwnerRecord), so a failed sign-up leaves the code as it was.
 */
export async function completeSignUp(db: Db, request: CompleteSignUpRequest) {
  const record = await findRedeemableRecord(db, request.code);
  const jurisdiction = await request.jurisdictionById(record.jurisdictionId);
  if (!jurisdiction) throw new AppError('ACCESS_CODE_INVALID');
  return signUp(db, {
    form: request.form,
    mailingAddress: request.mailingAddress,
    jurisdiction,
    locale: request.locale,
    origin: request.origin,
    ownerRecordId: record.ownerRecordId,
  });
}

export type RequestAccessCodeInput = { email: string; locale: LocaleCode; publicUrl: string };

/**
 * "Fetch my record": e-mails a fresh code to each record without an account that has this e-mail.
 * The caller always gets the same answer, so the request reveals no record (the e-mail itself is the
 * proof of ownership). Earlier codes keep working: a code printed on a staff letter stays valid.
 */
export async function requestAccessCode(db: Db, input: RequestAccessCodeInput): Promise<void> {
  const email = input.email.trim().slice(0, 254);
  if (!email) return;
  const records = await db
    .select({ id: ownerRecords.id, firstName: ownerRecords.firstName, email: ownerRecords.email })
    .from(ownerRecords)
    .where(and(sql`lower(${ownerRecords.email}) = lower(${email})`, isNull(ownerRecords.accountId)))
    .limit(5);
  for (const record of records) {
    if (!record.email) continue;
    const recordEmail = record.email;
    await db.transaction(async (tx) => {
      // one request at a time per record, so the daily cap holds under concurrent requests
      await tx.execute(sql`select id from owner_records where id = ${record.id} for update`);
      const [recent] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(accessCodes)
        .where(and(eq(accessCodes.ownerRecordId, record.id), gt(accessCodes.createdAt, sql`now() - interval '1 day'`)));
      if ((recent?.count ?? 0) >= MAX_FETCHED_CODES_PER_DAY) return;
      const code = await issueAccessCode(tx, record.id);
      await enqueueEmail(tx, {
        to: recordEmail,
        locale: input.locale,
        template: 'access-code',
        data: { firstName: record.firstName, code, signUpUrl: accessCodeUrl(input.publicUrl, input.locale, code) },
      });
    });
  }
}
