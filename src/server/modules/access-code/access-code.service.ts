// Use cases of access codes (spec §2.6, §4 Access code, §8; docs/decisions/0103-access-codes.md):
// staff-imported owner records get a one-time code; sign-up completed with it (account.service.ts
// completeSignUp) links the new account to the record; "Fetch my record" e-mails a fresh code to the
// record's own e-mail.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { requestEmailSchema } from '../../../domain/account/account.schemas.js';
import type { LocaleCode } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import { accessCodes, ownerRecords } from '../../db/schema/index.js';
import { sameEmail } from '../../db/same-email.js';
import { pageUrl } from '../../http/public-origin.js';
import { AppError } from '../../shared/app-error.js';
import type { PublicCall } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { RecipientCapReached } from '../email/email.functions.js';
import { enqueueEmail } from '../email/email.service.js';
import {
  ACCESS_CODE_VALID_DAYS,
  formatAccessCode,
  generateAccessCode,
  hashAccessCode,
  normalizeAccessCode,
} from './access-code.codes.js';

/** Fetch my record sends at most this many codes per record per day, silently (no hint to the caller). */
const MAX_FETCHED_CODES_PER_DAY = 3;
/** Longer than any code typed with spaces and dashes: not worth normalising. */
const MAX_TYPED_CODE_LENGTH = 64;

/**
 * Issues a code for the record and returns it (formatted), the only time it exists in plain text.
 * `code` fixes it (demo data); `validDays` overrides the 30 days.
 */
export async function issueAccessCode(
  services: AppServices,
  { input }: PublicCall<{ ownerRecordId: number; code?: string; validDays?: number }>,
): Promise<string> {
  const code = input.code === undefined ? generateAccessCode() : normalizeAccessCode(input.code);
  if (!code) throw new Error(`not an access code: ${input.code}`);
  const days = input.validDays ?? ACCESS_CODE_VALID_DAYS;
  await services.db.insert(accessCodes).values({
    codeHash: hashAccessCode(code),
    ownerRecordId: input.ownerRecordId,
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
  return formatAccessCode(code);
}

/**
 * Issues a fresh code for the record (valid ACCESS_CODE_VALID_DAYS) and e-mails it to `to` in `locale`,
 * with a link to the access-code sign-up page at `origin` ("Fetch my record", and staff resending it
 * from the console). Pass `withDb(services, tx)`: the code exists exactly when its e-mail is queued.
 * Throws RecipientCapReached past the address's access-code cap (nothing is issued then).
 */
export async function sendAccessCode(
  services: AppServices,
  { input }: PublicCall<{ ownerRecordId: number; to: string; firstName: string; locale: LocaleCode; origin: string }>,
): Promise<void> {
  const code = await issueAccessCode(services, { input: { ownerRecordId: input.ownerRecordId } });
  await enqueueEmail(services, {
    input: {
      to: input.to,
      locale: input.locale,
      template: 'access-code',
      data: {
        firstName: input.firstName,
        code,
        signUpUrl: pageUrl(input.origin, 'SignUpAccessCode', input.locale, { code }),
      },
    },
  });
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
export async function findRedeemableRecord(
  services: AppServices,
  { input }: PublicCall<{ code: string }>,
): Promise<RedeemableRecord> {
  const code = normalizeAccessCode(input.code.slice(0, MAX_TYPED_CODE_LENGTH));
  if (!code) throw new AppError('ACCESS_CODE_INVALID');
  const [row] = await services.db
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

/** What prefills the sign-up form: the record a code opens, with its jurisdiction's name. */
export async function accessCodeRecord(
  services: AppServices,
  call: PublicCall<{ code: string }>,
): Promise<RedeemableRecord & { jurisdictionName: string }> {
  const record = await findRedeemableRecord(services, call);
  const jurisdiction = await services.jurisdictions.byId(record.jurisdictionId);
  return { ...record, jurisdictionName: jurisdiction?.name ?? '' };
}

/**
 * "Fetch my record": e-mails a fresh code to each record without an account that has this e-mail, in the
 * request's locale, with a link to the access-code sign-up page at `origin`. The caller always gets the
 * same answer, so the request reveals no record (the e-mail itself is the proof of ownership). Earlier
 * codes keep working: a code printed on a staff letter stays valid.
 */
export async function requestAccessCode(
  services: AppServices,
  { input }: PublicCall<{ email: string; locale: LocaleCode; origin: string }>,
): Promise<void> {
  const { email } = parseOrThrow(requestEmailSchema, { email: input.email });
  const records = await services.db
    .select({ id: ownerRecords.id, firstName: ownerRecords.firstName, email: ownerRecords.email })
    .from(ownerRecords)
    .where(and(sameEmail(ownerRecords.email, email), isNull(ownerRecords.accountId)))
    .limit(5);
  for (const record of records) {
    if (!record.email) continue;
    const recordEmail = record.email;
    const capped = await services.db
      .transaction(async (tx) => {
        // one request at a time per record, so the daily cap holds under concurrent requests
        await tx.execute(sql`select id from owner_records where id = ${record.id} for update`);
        const [recent] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(accessCodes)
          .where(
            and(eq(accessCodes.ownerRecordId, record.id), gt(accessCodes.createdAt, sql`now() - interval '1 day'`)),
          );
        if ((recent?.count ?? 0) >= MAX_FETCHED_CODES_PER_DAY) return;
        await sendAccessCode(withDb(services, tx), {
          input: {
            ownerRecordId: record.id,
            to: recordEmail,
            firstName: record.firstName,
            locale: input.locale,
            origin: input.origin,
          },
        });
      })
      .then(
        () => false,
        (error: unknown) => {
          // past the recipient's cap (issue 10: 7): the code is not issued either, the answer is the same
          if (error instanceof RecipientCapReached) return true;
          throw error;
        },
      );
    if (capped) return;
  }
}
