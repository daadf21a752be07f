// What other modules call on accounts inside their own transaction (issue 40: the account module owns
// `accounts` and `admin_jurisdictions`): the staff scope (spec §6 adminHasAccess) and how a person's
// name is read and shown.
import {
  and,
  asc,
  type DBQueryConfig,
  desc,
  eq,
  type ExtractTablesWithRelations,
  getTableName,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { firstMobileNumber } from '../../../domain/account/mobile-verification.js';
import type { DbOrTx } from '../../db/client.js';
import {
  type AccountRow,
  accounts,
  addresses,
  adminJurisdictions,
  jurisdictionMoves,
  mobileVerifications,
} from '../../db/schema/index.js';
import { likeEscaped, type SearchPage } from '../../db/like-escaped.js';
import { sameEmail } from '../../db/same-email.js';
import type * as schema from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type Actor, requireStaff } from '../../shared/use-case.js';

/** The account `id`, unlocked; null when there is none. */
export async function accountById(db: DbOrTx, id: number): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account ?? null;
}

/** The account whose e-mail is `email` (compared as e-mails are, decision 0103's sameEmail); null when none. */
export async function accountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(sameEmail(accounts.email, email)).limit(1);
  return account ?? null;
}

/** Stores the account's new password hash (the password module's checks done), in the caller's transaction. */
export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(accounts).set({ passwordHash, updatedAt: sql`now()` }).where(eq(accounts.id, id));
}

/** The accounts whose e-mail is exactly one of `emails`, unlocked. */
export function accountsByEmails(db: DbOrTx, emails: readonly string[]): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.email, [...emails]));
}

/** The account's addresses, as stored. */
export function addressesOf(db: DbOrTx, accountId: number) {
  return db.select().from(addresses).where(eq(addresses.accountId, accountId));
}

/** The account's moves between jurisdictions, latest first: from, to, when and by whom. */
export function jurisdictionMovesOf(db: DbOrTx, accountId: number) {
  return db
    .select({
      fromId: jurisdictionMoves.fromJurisdictionId,
      toId: jurisdictionMoves.toJurisdictionId,
      movedAt: jurisdictionMoves.movedAt,
      movedBy: jurisdictionMoves.movedBy,
    })
    .from(jurisdictionMoves)
    .where(eq(jurisdictionMoves.accountId, accountId))
    .orderBy(desc(jurisdictionMoves.movedAt), desc(jurisdictionMoves.id));
}

/** Locks the account's row `FOR UPDATE` until the caller's transaction ends (serialises its writes). */
export async function lockAccount(db: DbOrTx, id: number): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
}

/**
 * Whether the account verified the mobile number `digits` (ten digits, as accounts store them) and still
 * has it as its mobile: a text message other than the code itself goes only to such a number.
 */
export async function hasVerifiedMobile(db: DbOrTx, accountId: number, digits: string): Promise<boolean> {
  const [verified] = await db
    .select({ at: mobileVerifications.verifiedAt })
    .from(mobileVerifications)
    .innerJoin(accounts, eq(accounts.id, mobileVerifications.accountId))
    .where(
      and(
        eq(mobileVerifications.accountId, accountId),
        eq(mobileVerifications.number, digits),
        sql`${mobileVerifications.verifiedAt} is not null`,
        sql`${accounts.phones} @> jsonb_build_array(jsonb_build_object('type', 'M', 'number', ${digits}::text))`,
      ),
    );
  return verified !== undefined;
}

/** A condition: the account `accountId` (a column of the caller's query) lives in the jurisdiction `jurisdictionId`. */
export function livesIn(accountId: AnyPgColumn, jurisdictionId: number): SQL {
  return sql`exists (select 1 from ${accounts} where ${accounts.id} = ${accountId}
    and ${accounts.jurisdictionId} = ${jurisdictionId})`;
}

/** A condition: the account `accountId` (a column of the caller's query) is ACTIVE. */
export function isActiveAccount(accountId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${accounts} where ${accounts.id} = ${accountId} and ${accounts.status} = 'ACTIVE')`;
}

// ——— the staff scope: what an administrator may see is what belongs to the jurisdictions they administer ———

/** The ids of the jurisdictions the account administers (none for an owner). */
export async function administeredJurisdictionIds(db: DbOrTx, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ jurisdictionId: adminJurisdictions.jurisdictionId })
    .from(adminJurisdictions)
    .where(eq(adminJurisdictions.accountId, accountId));
  return rows.map((row) => row.jurisdictionId);
}

/**
 * The account `accountId` when it lives in a jurisdiction the actor administers (`role`: only when it has
 * that role); null otherwise.
 */
export async function administeredAccount(
  db: DbOrTx,
  actor: Pick<Actor, 'accountId'>,
  accountId: number,
  role?: AccountRow['role'],
): Promise<AccountRow | null> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        role ? eq(accounts.role, role) : undefined,
        adminHasAccess(actor, accounts.jurisdictionId),
      ),
    );
  return account ?? null;
}

/** Staff correct an owner's names and phones (the caller checked them and audits it), in the caller's transaction. */
export async function correctAccountDetails(
  db: DbOrTx,
  accountId: number,
  details: Pick<AccountRow, 'firstName' | 'lastName' | 'phones'>,
): Promise<void> {
  await db
    .update(accounts)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}

/** A condition: `jurisdictionId` (a column or a value) is one of the jurisdictions the actor administers. */
export function adminHasAccess(actor: Pick<Actor, 'accountId'>, jurisdictionId: unknown): SQL {
  return sql`exists (select 1 from ${adminJurisdictions} where ${adminJurisdictions.accountId} = ${actor.accountId}
    and ${adminJurisdictions.jurisdictionId} = ${jurisdictionId})`;
}

/** A condition: the account `accountId` (a column or a value) lives in a jurisdiction the actor administers. */
export function accountAdministeredBy(actor: Pick<Actor, 'accountId'>, accountId: unknown): SQL {
  return sql`exists (select 1 from ${accounts} where ${accounts.id} = ${accountId}
    and ${adminHasAccess(actor, accounts.jurisdictionId)})`;
}

/**
 * Staff only (FORBIDDEN for an owner): the row of `table` whose `key` is `id`, when its `jurisdictionId`
 * is one the actor administers; NOT_FOUND otherwise, and for an id that cannot be a row. `forUpdate`
 * locks the row until the caller's transaction ends.
 */
export async function administeredRow<T extends PgTable>(
  db: DbOrTx,
  actor: Actor,
  find: { table: T; key: PgColumn; id: unknown; jurisdictionId: PgColumn },
  forUpdate = false,
): Promise<T['$inferSelect']> {
  requireStaff(actor);
  const id = rowIdOf(find.id);
  const query = db
    .select()
    .from(find.table as PgTable)
    .where(and(eq(find.key, id), adminHasAccess(actor, find.jurisdictionId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row as T['$inferSelect'];
}

// ——— a person's name, as staff screens, search hits and audit entries show it (an imported owner may have no first name) ———

/** The two name columns of `accounts`, spread into a select beside what else a row needs. */
export const accountNameColumns = { firstName: accounts.firstName, lastName: accounts.lastName };

/**
 * The two name columns of the account `accountId` (a column of the caller's query), spread into its
 * select: null when there is no such account (a nullable column, as a left join would give).
 */
export function accountNameColumnsOf(accountId: AnyPgColumn) {
  return {
    firstName: sql<string | null>`(select ${accounts.firstName} from ${accounts} where ${accounts.id} = ${accountId})`,
    lastName: sql<string | null>`(select ${accounts.lastName} from ${accounts} where ${accounts.id} = ${accountId})`,
  };
}

/** "First Last", or the one name there is. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * Demo data only (seed/): the account's first mobile number verified as if its owner had typed the code,
 * so the demo shows text messages (decision 0803). Never reachable through the API.
 */
export async function markDemoMobileVerified(db: DbOrTx, accountId: number): Promise<void> {
  const [account] = await db.select({ phones: accounts.phones }).from(accounts).where(eq(accounts.id, accountId));
  const number = account ? firstMobileNumber(account.phones) : null;
  if (!number) return;
  await db
    .insert(mobileVerifications)
    .values({ accountId, number, verifiedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [mobileVerifications.accountId, mobileVerifications.number],
      set: { verifiedAt: sql`now()`, codeHash: null, codeExpiresAt: null },
    });
}

// ——— the account read in the caller's statement: with its session (auth's check), beside a pet's record, over its pets ———

/** Joins the account `accountId` (a column of the caller's query) to it (call `.$dynamic()` first), for the columns below. */
export function withAccountOf<Query extends PgSelect>(query: Query, accountId: AnyPgColumn) {
  return query.innerJoin(accounts, eq(accounts.id, accountId));
}

/** A condition on a query `withAccountOf`: the joined account is ACTIVE (a deactivated account has no session). */
export function joinedAccountIsActive(): SQL {
  return eq(accounts.status, 'ACTIVE');
}

/** What a session's actor is made of (shared/use-case's actorOf), selected beside a query `withAccountOf`. */
export const actorAccountColumns = {
  id: accounts.id,
  role: accounts.role,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  locale: accounts.locale,
  jurisdictionId: accounts.jurisdictionId,
  vsLocation: accounts.vsLocation,
};

/** The owner's name and e-mail as a staff list shows them beside their pet's record, in a query `withAccountOf`. */
export const ownerContactColumns = { ...accountNameColumns, ownerEmail: accounts.email };

/**
 * The account's pets version, which database triggers move on with every write its pet list shows: the
 * pet list's session-load stamp (decision 1423), read with the session check.
 */
export const accountPetsVersion = accounts.petsVersion;

/**
 * The jurisdiction id of the account `accountId`, as raw SQL for a relational query's `extras` (Drizzle
 * maps every column object there to the caller's table, so this one names its table and columns by hand).
 */
export function accountJurisdictionIdSql(accountId: AnyPgColumn | SQL): SQL {
  return sql`(select owner.jurisdiction_id from ${sql.identifier(getTableName(accounts))} owner
      where owner.id = ${accountId})`;
}

type Tables = ExtractTablesWithRelations<typeof schema>;

/**
 * The account of the statement's `accountId` placeholder: its pets version and its pets as `pets` reads
 * them (the `with:` config of the relation), in ONE relational statement, so the version and the list it
 * goes with come from one snapshot (the owner's pet list, QUALITY.md P2).
 */
export function petsVersionWithPets<const Pets extends DBQueryConfig<'many', false, Tables, Tables['pets']>>(
  db: DbOrTx,
  pets: Pets,
) {
  return db.query.accounts.findFirst({
    columns: { petsVersion: true },
    where: (account, operators) => operators.eq(account.id, sql.placeholder('accountId')),
    with: { pets },
  });
}

// ——— the staff search's owners (decision 0701): its matches are the expressions of migration 0027's trigram indexes ———

/** A condition on a query of accounts (or `withAccountOf`): the account lives in one of `jurisdictionIds`. */
export function accountLivesInOneOf(jurisdictionIds: readonly number[]): SQL {
  return inArray(accounts.jurisdictionId, [...jurisdictionIds]);
}

/** The joined account's jurisdiction (a query `withAccountOf`): to select, or to join that jurisdiction on. */
export const joinedAccountJurisdictionId = accounts.jurisdictionId;

/** Whose a record is, selected beside a query `withAccountOf`: the owner's account id and name. */
export const joinedOwnerColumns = { ownerId: accounts.id, ...accountNameColumns };

/**
 * For this transaction only, the owner search reads its matches through the trigram indexes (a bitmap
 * scan) and sorts them, never by walking the name-ordered index and testing every row until a page is
 * full: the planner takes that walk for a name shared by many owners, and when the name sorts late it
 * reads most of the table (decision 0701: "Tremblay" on 100,000 owners, 376 ms walked, 28 ms by bitmap).
 */
const TRIGRAM_PLAN_ONLY = sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`;

/**
 * How the owner search joins the owner's jurisdiction and what it selects of it: jurisdiction.functions'
 * `withJurisdictionOf` and `joinedJurisdictionColumns`, given by the caller because that file imports this one.
 */
export type JurisdictionJoin<Columns extends Record<string, AnyPgColumn>> = {
  join: (query: PgSelect, jurisdictionId: AnyPgColumn) => PgSelect;
  columns: Columns;
};

/**
 * A page of the owners of `jurisdictionIds` whose lower-cased name or e-mail is like `pattern` or whose
 * phones are like `phonePattern` (LIKE patterns escaped with `\`), by name, in a transaction of its own
 * that plans them through the trigram indexes only; each with its e-mail, phones and jurisdiction.
 */
export function ownersMatching<Columns extends Record<string, AnyPgColumn>>(
  db: DbOrTx,
  search: { jurisdictionIds: readonly number[]; pattern: string; phonePattern: string | null },
  page: SearchPage,
  jurisdiction: JurisdictionJoin<Columns>,
) {
  const matches = [
    likeEscaped(sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`, search.pattern),
    likeEscaped(sql`lower(${accounts.email})`, search.pattern),
  ];
  if (search.phonePattern) matches.push(likeEscaped(sql`(${accounts.phones}::text)`, search.phonePattern));
  return db.transaction(async (tx) => {
    await tx.execute(TRIGRAM_PLAN_ONLY);
    const query = tx
      .select({ ...joinedOwnerColumns, ...jurisdiction.columns, email: accounts.email, phones: accounts.phones })
      .from(accounts)
      .$dynamic();
    // an inner join of a partial select leaves its rows' type as it is
    return (jurisdiction.join(query, accounts.jurisdictionId) as typeof query)
      .where(
        and(
          eq(accounts.role, 'OWNER'),
          accountLivesInOneOf(search.jurisdictionIds),
          sql`(${sql.join(matches, sql` or `)})`,
        ),
      )
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset);
  });
}

// ——— the operator console (decision 0113): every jurisdiction's administrators, and removing one ———

/** Every administrator with the jurisdictions they administer, by name: the operator console's list. */
export function administratorsOfJurisdictions(db: DbOrTx) {
  return db
    .select({
      accountId: accounts.id,
      jurisdictionId: adminJurisdictions.jurisdictionId,
      email: accounts.email,
      status: accounts.status,
      ...accountNameColumns,
    })
    .from(adminJurisdictions)
    .innerJoin(accounts, eq(accounts.id, adminJurisdictions.accountId))
    .where(eq(accounts.role, 'ADMIN'))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
}

/**
 * The administrator `accountId` no longer administers `jurisdictionId`; with no jurisdiction left, the
 * account is deactivated (kept, as its audit entries name it). The caller ends its sessions and audits it.
 * Null when the account is no administrator of that jurisdiction; else what became of it.
 */
export async function withdrawAdministration(
  db: DbOrTx,
  accountId: number,
  jurisdictionId: number,
): Promise<{ email: string; deactivated: boolean } | null> {
  const [account] = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'ADMIN')))
    .for('update');
  if (!account) return null;
  const removed = await db
    .delete(adminJurisdictions)
    .where(and(eq(adminJurisdictions.accountId, accountId), eq(adminJurisdictions.jurisdictionId, jurisdictionId)))
    .returning({ accountId: adminJurisdictions.accountId });
  if (removed.length === 0) return null;
  const left = await administeredJurisdictionIds(db, accountId);
  if (left.length > 0) return { email: account.email, deactivated: false };
  await db
    .update(accounts)
    .set({ status: 'DEACTIVATED', deactivatedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
  return { email: account.email, deactivated: true };
}
