// What other modules call on a pet inside their own transaction (issue 40: the pet module owns `pets`).
// One of an account's own pets, read (or locked) for something of the pet's (its photo, its rabies proof,
// its licence, its wallet card): another owner's pet answers NOT_FOUND, exactly like a missing one, and
// a retired pet takes nothing new.
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { likeEscaped, type SearchPage } from '../../db/like-escaped.js';
import { type PetRow, pets } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { Actor } from '../../shared/use-case.js';
import {
  accountAdministeredBy,
  accountLivesInOneOf,
  joinedAccountJurisdictionId,
  joinedOwnerColumns,
  ownerContactColumns,
  withAccountOf,
} from '../account/account.functions.js';
import { joinedJurisdictionColumns, withJurisdictionOf } from '../jurisdiction/jurisdiction.functions.js';

/** A condition on `pets`: the row is the pet `petId` and it is the account's (the one own-pet check). */
export function isOwnPet(accountId: number, petId: number): SQL {
  return and(eq(pets.id, petId), eq(pets.accountId, accountId)) as SQL;
}

/** The pet's row when it is the account's (null otherwise), locked `FOR UPDATE` with `lock`. */
export async function petOfOwner(db: DbOrTx, accountId: number, petId: number, lock = false): Promise<PetRow | null> {
  const query = db.select().from(pets).where(isOwnPet(accountId, petId));
  const [pet] = await (lock ? query.for('update') : query);
  return pet ?? null;
}

/** The pet's row, locked `FOR UPDATE` with `lock` (inside the caller's transaction). */
export async function ownPet(db: DbOrTx, accountId: number, petId: number, lock = false): Promise<PetRow> {
  const pet = await petOfOwner(db, accountId, petId, lock);
  if (!pet) throw new AppError('NOT_FOUND');
  return pet;
}

/** The account's pets, retired ones too, by name. */
export function petsOfAccount(db: DbOrTx, accountId: number): Promise<PetRow[]> {
  return db.select().from(pets).where(eq(pets.accountId, accountId)).orderBy(asc(pets.name), asc(pets.id));
}

/** The pets of `ids` (any owner's), unlocked, in no particular order. */
export async function petsByIds(db: DbOrTx, ids: readonly number[]): Promise<PetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(pets)
    .where(inArray(pets.id, [...ids]));
}

/** Each row with its pet (any owner's), the pets read in one query; a row whose pet is not there is left out. */
export async function withTheirPets<Row extends { petId: number }>(
  db: DbOrTx,
  rows: readonly Row[],
): Promise<Array<Row & { pet: PetRow }>> {
  const byId = new Map((await petsByIds(db, [...new Set(rows.map((row) => row.petId))])).map((pet) => [pet.id, pet]));
  return rows.flatMap((row) => {
    const pet = byId.get(row.petId);
    return pet ? [{ ...row, pet }] : [];
  });
}

/** The name of the pet `petId` (a column of the caller's query), or null when there is no such pet. */
export function petNameOf(petId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${pets.name} from ${pets} where ${pets.id} = ${petId})`;
}

/**
 * A condition: the pet `petId` (a column or an expression of the caller's query) is not retired, and its
 * owner's account id (`pets.account_id`) meets `owner` when given (account.functions' `livesIn`).
 */
export function isActivePet(petId: AnyPgColumn | SQL, owner?: (accountId: AnyPgColumn) => SQL): SQL {
  const ofOwner = owner ? sql` and ${owner(pets.accountId)}` : sql``;
  return sql`exists (select 1 from ${pets} where ${pets.id} = ${petId} and ${pets.retiredAt} is null${ofOwner})`;
}

/**
 * The active pet of id `id` or HomeSafe tag code `tagCode`, whose owner's account id meets `owner` when
 * given; null when there is none. `also`: what the caller reads beside the pet in the same query, from the
 * pet's id (e.g. photo.functions' `photoEtagOf`).
 */
export async function activePetBy<Also extends Record<string, SQL>>(
  db: DbOrTx,
  by: { id: number } | { tagCode: string },
  { owner, also }: { owner?: (accountId: AnyPgColumn) => SQL; also?: (petId: AnyPgColumn) => Also } = {},
): Promise<({ pet: PetRow } & { [Key in keyof Also]: Also[Key] extends SQL<infer T> ? T : never }) | null> {
  const match = 'id' in by ? eq(pets.id, by.id) : eq(pets.tagCode, by.tagCode);
  const [row] = await db
    .select({ pet: pets, ...also?.(pets.id) })
    .from(pets)
    .where(and(match, isNull(pets.retiredAt), owner?.(pets.accountId)));
  return (row as { pet: PetRow } & { [Key in keyof Also]: Also[Key] extends SQL<infer T> ? T : never }) ?? null;
}

/** A condition: the pet `petId` (a column of the caller's query, or a value) is one of the account's. */
export function petOwnedBy(petId: AnyPgColumn | number, accountId: number): SQL {
  return sql`exists (select 1 from ${pets} where ${pets.id} = ${petId} and ${pets.accountId} = ${accountId})`;
}

/**
 * A condition: the actor may read the pet `petId` (a column or a value) — its owner, or an administrator
 * of the owner's jurisdiction.
 */
export function petReadableBy(actor: Pick<Actor, 'accountId' | 'role'>, petId: AnyPgColumn | number): SQL {
  if (actor.role !== 'ADMIN') return petOwnedBy(petId, actor.accountId);
  return sql`exists (select 1 from ${pets} where ${pets.id} = ${petId} and ${accountAdministeredBy(actor, pets.accountId)})`;
}

/**
 * Marks one of the account's pets a service animal verified (PRODUCT.md §4's exemption), now `at`;
 * NOT_FOUND for another owner's pet. Today only the development seam sets it (license-testing.ts).
 */
export async function verifyServiceAnimal(
  db: DbOrTx,
  { accountId, petId, at }: { accountId: number; petId: number; at: Date },
): Promise<{ petId: number }> {
  const [row] = await db
    .update(pets)
    .set({ serviceAnimalVerifiedAt: at })
    .where(isOwnPet(accountId, petId))
    .returning({ petId: pets.id });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The same, for an upload: a retired pet is PET_INACTIVE. An upload checks before its bytes are read and
 * again, locked, before they are stored (the pet may have been retired meanwhile).
 */
export async function ownActivePet(db: DbOrTx, accountId: number, petId: number, lock = false) {
  const pet = await ownPet(db, accountId, petId, lock);
  if (pet.retiredAt) throw new AppError('PET_INACTIVE');
  return pet;
}

/** ownActivePet for the id a client sent (a path segment): the pet's row id; an id no row can have is NOT_FOUND. */
export async function ownActivePetId(db: DbOrTx, accountId: number, id: unknown): Promise<number> {
  const pet = await ownActivePet(db, accountId, rowIdOf(id));
  return pet.id;
}

/** The pet is reported lost (the day, where) or found (both null), in the caller's transaction. */
export async function setPetLost(
  db: DbOrTx,
  petId: number,
  lost: { lostOn: string | null; lostWhere: string | null },
): Promise<void> {
  await db
    .update(pets)
    .set({ ...lost, updatedAt: sql`now()` })
    .where(eq(pets.id, petId));
}

// ——— a pet's record (a licence, a rabies proof) read with the pet and its owner, as staff lists and access checks need them ———

type PetRecord = { petId: AnyPgColumn; jurisdictionId: AnyPgColumn };

/** Joins `pets` and the pet's owner (account.functions' `withAccountOf`) to a query of the record (call `.$dynamic()` first). */
export function withPetAndOwner<Query extends PgSelect>(query: Query, record: Pick<PetRecord, 'petId'>) {
  return withAccountOf(query.innerJoin(pets, eq(pets.id, record.petId)), pets.accountId);
}

/** What a staff list shows of a record's pet and its owner: select them beside a query `withPetAndOwner`. */
export const petAndOwnerColumns = {
  petId: pets.id,
  petName: pets.name,
  species: pets.species,
  breed: pets.breedName,
  ...ownerContactColumns,
};

/** The name of the record's jurisdiction, beside a query `withPetOwnerAndJurisdiction`. */
export const recordJurisdictionColumns = joinedJurisdictionColumns;

/**
 * Also joins the record's own jurisdiction (not the owner's: a licence or proof keeps the jurisdiction
 * it was issued in when its owner moves), whose name a staff list shows.
 */
export function withPetOwnerAndJurisdiction<Query extends PgSelect>(query: Query, record: PetRecord) {
  return withJurisdictionOf(withPetAndOwner(query, record), record.jurisdictionId);
}

/** What a staff search hit shows of a record's pet, and what the pet's standing needs: beside a query `withPetAndOwner`. */
export const joinedPetColumns = { petId: pets.id, petName: pets.name, species: pets.species, birthday: pets.birthday };

/**
 * The staff search's pets (decision 0701): a page of the pets whose lower-cased name is like `pattern`
 * (escaped with `\`; the expression of migration 0027's trigram index), of owners living in one of
 * `jurisdictionIds`, by name; each with its owner and the owner's jurisdiction.
 */
export function petsNamedLike(
  db: DbOrTx,
  search: { jurisdictionIds: readonly number[]; pattern: string },
  page: SearchPage,
) {
  const query = db
    .select({
      id: pets.id,
      name: pets.name,
      species: pets.species,
      birthday: pets.birthday,
      ownerJurisdictionId: joinedAccountJurisdictionId,
      ...joinedOwnerColumns,
      ...joinedJurisdictionColumns,
    })
    .from(pets)
    .$dynamic();
  return withJurisdictionOf(withAccountOf(query, pets.accountId), joinedAccountJurisdictionId)
    .where(and(accountLivesInOneOf(search.jurisdictionIds), likeEscaped(sql`lower(${pets.name})`, search.pattern)))
    .orderBy(asc(pets.name), asc(pets.id))
    .limit(page.limit)
    .offset(page.offset);
}
