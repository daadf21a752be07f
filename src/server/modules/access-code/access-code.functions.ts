// What other modules call on access codes (issue 40: the access-code module owns `access_codes`).
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { likeEscaped, type SearchPage } from '../../db/like-escaped.js';
import { sameEmail } from '../../db/same-email.js';
import { accessCodes, type OwnerRecordRow, ownerRecords } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/use-case.js';
import { administeredRow } from '../account/account.functions.js';
import { joinedJurisdictionColumns, withJurisdictionOf } from '../jurisdiction/jurisdiction.functions.js';

/** The latest 50 access codes issued for an imported owner record, newest first, and whether each expired. */
export function accessCodesOfRecord(db: DbOrTx, ownerRecordId: number) {
  return db
    .select({
      issuedAt: accessCodes.createdAt,
      expiresAt: accessCodes.expiresAt,
      usedAt: accessCodes.usedAt,
      expired: sql<boolean>`${accessCodes.expiresAt} <= now()`,
    })
    .from(accessCodes)
    .where(eq(accessCodes.ownerRecordId, ownerRecordId))
    .orderBy(desc(accessCodes.createdAt))
    .limit(50);
}

/**
 * Links the record to the new account inside the sign-up transaction, and spends every code of the
 * record: once linked, any code of it means "already signed up". The `account_id is null` guard makes
 * a second, concurrent completion wait for the first and then fail with ACCESS_CODE_USED.
 */
export async function linkOwnerRecord(db: DbOrTx, ownerRecordId: number, accountId: number): Promise<void> {
  const linked = await db
    .update(ownerRecords)
    .set({ accountId })
    .where(and(eq(ownerRecords.id, ownerRecordId), isNull(ownerRecords.accountId)))
    .returning({ id: ownerRecords.id });
  if (linked.length === 0) throw new AppError('ACCESS_CODE_USED');
  await db
    .update(accessCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accessCodes.ownerRecordId, ownerRecordId), isNull(accessCodes.usedAt)));
}

// ——— imported owner records as the staff console reads them (decisions 0103, 0701) ———

/** The imported record `recordId` of a jurisdiction the actor administers (staff only); NOT_FOUND otherwise. */
export function administeredOwnerRecord(db: DbOrTx, actor: Actor, recordId: unknown): Promise<OwnerRecordRow> {
  const find = { table: ownerRecords, key: ownerRecords.id, id: recordId, jurisdictionId: ownerRecords.jurisdictionId };
  return administeredRow(db, actor, find);
}

/** The imported record `id`, locked `FOR UPDATE` until the caller's transaction ends; null when there is none. */
export async function lockedOwnerRecord(db: DbOrTx, id: number): Promise<OwnerRecordRow | null> {
  const [record] = await db.select().from(ownerRecords).where(eq(ownerRecords.id, id)).for('update');
  return record ?? null;
}

/** The imported record the account signed up with (its first, by id); null when it signed up without one. */
export async function importedRecordOfAccount(
  db: DbOrTx,
  accountId: number,
): Promise<{ id: number; externalRef: string | null; importedAt: Date } | null> {
  const [record] = await db
    .select({ id: ownerRecords.id, externalRef: ownerRecords.externalRef, importedAt: ownerRecords.createdAt })
    .from(ownerRecords)
    .where(eq(ownerRecords.accountId, accountId))
    .orderBy(asc(ownerRecords.id))
    .limit(1);
  return record ?? null;
}

/**
 * The staff search's imported records (decision 0701): a page of the records not signed up of
 * `jurisdictionIds` whose lower-cased name, e-mail or import reference is like `pattern` or whose phone is
 * like `phonePattern` (LIKE patterns escaped with `\`), by name, with their jurisdiction's name. Each
 * expression is, character for character, one of migration 0030's trigram indexes over the records not
 * signed up, so a large import is searched by bitmap, not read whole.
 */
export function unclaimedRecordsMatching(
  db: DbOrTx,
  search: { jurisdictionIds: readonly number[]; pattern: string; phonePattern: string | null },
  page: SearchPage,
) {
  const matches = [
    likeEscaped(sql`lower(${ownerRecords.firstName} || ' ' || ${ownerRecords.lastName})`, search.pattern),
    likeEscaped(sql`lower(coalesce(${ownerRecords.email}, ''))`, search.pattern),
    likeEscaped(sql`lower(coalesce(${ownerRecords.externalRef}, ''))`, search.pattern),
  ];
  if (search.phonePattern) matches.push(likeEscaped(sql`coalesce(${ownerRecords.phone}, '')`, search.phonePattern));
  const query = db
    .select({
      id: ownerRecords.id,
      firstName: ownerRecords.firstName,
      lastName: ownerRecords.lastName,
      email: ownerRecords.email,
      phone: ownerRecords.phone,
      externalRef: ownerRecords.externalRef,
      ...joinedJurisdictionColumns,
    })
    .from(ownerRecords)
    .$dynamic();
  return withJurisdictionOf(query, ownerRecords.jurisdictionId)
    .where(
      and(
        isNull(ownerRecords.accountId),
        inArray(ownerRecords.jurisdictionId, [...search.jurisdictionIds]),
        sql`(${sql.join(matches, sql` or `)})`,
      ),
    )
    .orderBy(asc(ownerRecords.lastName), asc(ownerRecords.firstName), asc(ownerRecords.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Whether an imported record that has no account yet carries this e-mail (spec §8 accountAlreadyExists:
 * the owner should fetch their record rather than start a new account). `exceptOwnerRecordId` is the
 * record a sign-up with an access code is completing.
 */
export async function hasUnlinkedOwnerRecord(
  db: DbOrTx,
  email: string,
  exceptOwnerRecordId?: number | undefined,
): Promise<boolean> {
  const trimmed = email.trim();
  if (!trimmed) return false;
  return hasRow(
    db,
    ownerRecords,
    and(
      sameEmail(ownerRecords.email, trimmed),
      isNull(ownerRecords.accountId),
      exceptOwnerRecordId === undefined ? undefined : sql`${ownerRecords.id} <> ${exceptOwnerRecordId}`,
    ),
  );
}
