// Use cases of pets (spec §2.9, §3, §5; decisions 0201, 0202). Every owner use case is scoped to the
// caller's account: another owner's pet is answered exactly like a missing id (NOT_FOUND). Payloads are
// parsed with the domain schemas the pet form uses, with the server's facts (the owner's other pets, the
// jurisdiction's today and support phone) in the context, so a refusal is the form's own message key.
import { and, asc, eq, getTableName, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { ageInMonths, localDateIn, parseIsoDate, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import { lockedPetChanges } from '../../../domain/pet/pet-locks.rules.js';
import { findDuplicatePet } from '../../../domain/pet/pet-name.rules.js';
import {
  createAddPetPayloadSchema,
  createEditPetPayloadSchema,
  type PetPayload,
} from '../../../domain/pet/pet-payload.schemas.js';
import type { BreedSpecies } from '../../../domain/pet/pet.codes.js';
import { type AppServices, withDb } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import {
  breeds,
  type JurisdictionRow,
  jurisdictionRestrictedBreeds,
  type PetLicenseRow,
  type PetRow,
  pets,
  temperamentOptions,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { RecentlyUsedMap } from '../../shared/recently-used-map.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type PetPhotoLinks, photoLinksOf } from '../photo/photo.functions.js';
import { latestProofRelation, type RabiesProofView, rabiesProofView } from '../rabies/rabies.functions.js';
import type { Actor, ActorCall, PublicCall } from '../../shared/use-case.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';
import { accountJurisdictionIdSql, lockAccount, petsVersionWithPets } from '../account/account.functions.js';
import { jurisdictionOrDefault } from '../jurisdiction/jurisdiction.functions.js';
import { licenseHistoryRelation } from '../license/license.functions.js';
import { isOwnPet, ownPet } from './pet.functions.js';

export type BreedRow = typeof breeds.$inferSelect;

/** A pet as the API reads it (spec §3 Pet): the row with its licences, list breed and flags. */
export type PetView = PetRow & {
  licenses: PetLicenseRow[];
  breed: BreedRow | null;
  hasLicense: boolean;
  restrictedBreed: boolean;
  hasValidNeuterProof: boolean;
  /** whole months from the birthday to today (UTC), spec §3 details.age.months */
  ageMonths: number;
  /** the links of the pet's photo (issue 13), null without one */
  photo: PetPhotoLinks | null;
  /** the most recent rabies proof not removed (issue 16), null without one */
  rabiesProof: RabiesProofView | null;
};

/**
 * The owner's jurisdiction, or the default one (today's date and the support phone come from it). Read
 * through `db`, not the cached directory: the seed adds pets in the transaction that adds the cities.
 */
async function jurisdictionOf(db: DbOrTx, jurisdictionId: number | null): Promise<JurisdictionRow> {
  const city = await jurisdictionOrDefault(db, jurisdictionId);
  if (!city) throw new AppError('INTERNAL');
  return city;
}

/** A licence that is not revoked makes the pet licensed (decision 0202). */
const isLicensing = (license: PetLicenseRow) => license.status !== 'REVOKED';

function utcToday(now: Date): Ymd {
  return parseIsoDate(now.toISOString().slice(0, 10)) ?? { year: 1970, month: 1, day: 1 };
}

/**
 * Pets with their licences, list breed, photo, most recent rabies proof and the restriction flag of the
 * owner's jurisdiction, read in ONE statement (Drizzle's relational query: a JSON subquery a relation),
 * not one query a relation: an owner's pet list is the portal's most frequent read (QUALITY.md P2). The
 * same read stands alone (`petViewQuery`) or under the account with its `petsVersion` (`petList`).
 */
const PET_VIEW_READ = {
  orderBy: (pet: typeof pets._.columns) => [
    sql`${pet.retiredAt} is not null`,
    asc(sql`lower(${pet.name})`),
    asc(pet.id),
  ],
  with: {
    // newest term first: My Pets and the dashboard show the first one that is not revoked
    licenses: licenseHistoryRelation,
    breed: true,
    photo: { columns: { etag: true } },
    rabiesProofs: latestProofRelation,
  },
  // Drizzle maps every column inside `extras` to the pet's alias, so the other tables are named by hand;
  // the jurisdiction is the owner's, read through the pet's own account
  extras: (pet: typeof pets._.columns) => ({
    restrictedBreed: sql<boolean>`exists (select 1 from ${sql.identifier(getTableName(jurisdictionRestrictedBreeds))} r
      where r.jurisdiction_id = ${accountJurisdictionIdSql(pet.accountId)} and r.breed_id = ${pet.breedId})`.as(
      'restricted_breed',
    ),
  }),
} as const;

function petViewQuery(db: DbOrTx, where: SQL) {
  return db.query.pets.findMany({ where, ...PET_VIEW_READ });
}

type PetViewRow = Awaited<ReturnType<typeof petViewQuery>>[number];

/**
 * The view built as one literal of fixed shape. Drizzle assembles a relational row key by key, which
 * leaves V8 a slow dictionary-mode object; copying it with rest and spread (`{ ...pet }`) cost more CPU
 * than any other step of the owner's read (QUALITY.md P2, decision 1421). Listing the columns also keeps
 * the view's shape: a new column fails the type check here until it is added.
 */
function petViewOf(row: PetViewRow, today: Ymd): PetView {
  const { licenses, breed, photo, rabiesProofs: proofs } = row;
  const latestProof = proofs[0];
  return {
    id: row.id,
    accountId: row.accountId,
    species: row.species,
    name: row.name,
    sex: row.sex,
    birthday: row.birthday,
    dobIsApproximate: row.dobIsApproximate,
    indoorAnimal: row.indoorAnimal,
    breedKnown: row.breedKnown,
    breedName: row.breedName,
    breedId: row.breedId,
    colors: row.colors,
    temperament: row.temperament,
    neutered: row.neutered,
    neuterProofVerifiedAt: row.neuterProofVerifiedAt,
    serviceAnimalVerifiedAt: row.serviceAnimalVerifiedAt,
    microchip: row.microchip,
    tattoo: row.tattoo,
    markings: row.markings,
    coat: row.coat,
    biography: row.biography,
    notes: row.notes,
    retiredAt: row.retiredAt,
    tagCode: row.tagCode,
    lostOn: row.lostOn,
    lostWhere: row.lostWhere,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    licenses,
    breed: breed ?? null,
    hasLicense: licenses.some(isLicensing),
    restrictedBreed: Boolean(row.restrictedBreed),
    hasValidNeuterProof: row.neuterProofVerifiedAt !== null,
    ageMonths: ageInMonths(parseIsoDate(row.birthday) ?? today, today),
    photo: photo ? photoLinksOf(row.id, photo.etag) : null,
    rabiesProof: latestProof ? rabiesProofView(latestProof) : null,
  };
}

/** The owner's pets that `where` picks, as the API reads them (no other owner's pet can match: scoped here). */
async function ownerPetViews(
  services: AppServices,
  { accountId, petId }: { accountId: number; petId?: number },
): Promise<PetView[]> {
  const rows = await petViewQuery(
    services.db,
    petId === undefined ? eq(pets.accountId, accountId) : isOwnPet(accountId, petId),
  );
  const today = utcToday(services.now());
  return rows.map((row) => petViewOf(row, today));
}

/** One of the caller's pets as the API reads it; another owner's pet is NOT_FOUND, like a missing one. */
async function ownerPetView(
  services: AppServices,
  { accountId }: Pick<Actor, 'accountId'>,
  petId: number,
): Promise<PetView> {
  const [view] = await ownerPetViews(services, { accountId, petId });
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/**
 * The owner's pet list with the version it was read at, in ONE statement (one snapshot): a version and
 * the list it goes with can never be mixed up. Prepared once per database.
 */
const petListStatement = preparedPerDb((db) => petsVersionWithPets(db, PET_VIEW_READ).prepare('pawport_pet_list'));

/** How many owners' lists the cache keeps (the most recently read): a few kilobytes each. */
const PET_LIST_CACHE_SIZE = 5_000;

type CachedPetList = { version: number; rows: PetViewRow[]; day: string; views: PetView[] };

/**
 * The owners' pet lists as last read, by account, once per database handle (decision 1423). An entry
 * is used only when the account's `petsVersion` (read with the session) is the one it was read at:
 * database triggers move the version on with every write to what the list shows, whoever writes, so an
 * entry is never served stale, and several app servers each keep their own.
 */
const petListCaches = preparedPerDb(() => new RecentlyUsedMap<number, CachedPetList>(PET_LIST_CACHE_SIZE));

/** The caller's pet list: from the cache when `petsVersion` (read with the session) is the cached one. */
async function petList(services: AppServices, accountId: number, petsVersion?: number): Promise<PetView[]> {
  const cache = petListCaches(services.db);
  const today = utcToday(services.now());
  const day = toIsoDate(today);
  const cached = cache.get(accountId);
  let entry: CachedPetList;
  if (cached !== undefined && cached.version === petsVersion) {
    if (cached.day === day) return cached.views;
    // the views hold the day's age and licence state: made again from the rows on a new day
    entry = { ...cached, day, views: cached.rows.map((row) => petViewOf(row, today)) };
  } else {
    const read = await petListStatement(services.db).execute({ accountId });
    const rows = read?.pets ?? [];
    entry = { version: read?.petsVersion ?? -1, rows, day, views: rows.map((row) => petViewOf(row, today)) };
  }
  cache.set(accountId, entry);
  return entry.views;
}

/** The list breed a breed name names, for the pet's species (case-insensitive), or null. */
async function listBreedId(db: DbOrTx, species: BreedSpecies, payload: PetPayload): Promise<number | null> {
  if (!payload.breedKnown || !payload.breed) return null;
  const [row] = await db
    .select({ id: breeds.id })
    .from(breeds)
    .where(and(eq(breeds.species, species), sql`lower(${breeds.name}) = lower(${payload.breed})`));
  return row?.id ?? null;
}

/**
 * The facts the name rules need (spec §5 Pet name): the owner's other active pets' names, the inactive
 * pets' names, the duplicate-pet match for the name and species sent, the jurisdiction's support phone
 * and today there.
 */
async function nameContext(
  services: AppServices,
  tx: DbOrTx,
  {
    accountId,
    jurisdictionId,
    exceptPetId,
    input,
    editSpelling,
  }: {
    accountId: number;
    jurisdictionId: number | null;
    exceptPetId: number | null;
    input: unknown;
    editSpelling: boolean;
  },
) {
  const rows = await tx
    .select({ id: pets.id, name: pets.name, species: pets.species, retiredAt: pets.retiredAt })
    .from(pets)
    .where(eq(pets.accountId, accountId));
  const others = rows.filter((row) => row.id !== exceptPetId);
  const active = others.filter((row) => row.retiredAt === null);
  const city = await jurisdictionOf(tx, jurisdictionId);
  const sent = (input ?? {}) as { name?: unknown; type?: unknown };
  const name = typeof sent.name === 'string' ? sent.name : null;
  const species = editSpelling ? sent.type : sent.type === 'D' ? 'DOG' : sent.type === 'C' ? 'CAT' : null;
  const duplicate = findDuplicatePet({ name, species: typeof species === 'string' ? species : null }, active);
  return {
    otherPetNames: active.map((row) => row.name),
    inactivePetNames: others.filter((row) => row.retiredAt !== null).map((row) => row.name),
    duplicatePetName: duplicate ? name : null,
    supportPhone: city.supportPhone,
    today: localDateIn(services.now(), city.timezone),
  };
}

/** The pet columns a valid payload sets. */
function petColumns(payload: PetPayload, breedId: number | null) {
  return {
    species: payload.species,
    sex: payload.sex,
    name: payload.name,
    birthday: toIsoDate(payload.birthday),
    dobIsApproximate: payload.dobIsApproximate,
    indoorAnimal: payload.species === 'CAT' ? payload.indoorAnimal : null,
    breedKnown: payload.breedKnown,
    breedName: payload.breedKnown ? payload.breed : null,
    breedId,
    colors: payload.colors,
  };
}

// ——— breeds and temperament options (public reference data) ———

/** spec §7.1 getPetBreeds: the breeds of a species (or both), sorted by name for the autocomplete. */
export function listBreeds(
  services: AppServices,
  { input }: PublicCall<{ species: BreedSpecies | null | undefined }>,
): Promise<BreedRow[]> {
  return services.db
    .select()
    .from(breeds)
    .where(input.species ? eq(breeds.species, input.species) : undefined)
    .orderBy(asc(breeds.species), asc(sql`lower(${breeds.name})`));
}

/** spec §2.15, §3 Temperament option: the picker's options in their order. */
export function listTemperamentOptions(services: AppServices) {
  return services.db.select().from(temperamentOptions).orderBy(asc(temperamentOptions.position));
}

/**
 * Marks breeds as restricted in a jurisdiction (decision 0201; staff data, used by the seed until the
 * staff console has a screen for it). Unknown uuids are ignored.
 */
export async function restrictBreeds(
  services: AppServices,
  { input }: PublicCall<{ jurisdictionId: number; breedUuids: readonly string[] }>,
): Promise<number> {
  if (input.breedUuids.length === 0) return 0;
  const rows = await services.db
    .select({ id: breeds.id })
    .from(breeds)
    .where(inArray(breeds.uuid, [...input.breedUuids]));
  if (rows.length === 0) return 0;
  const inserted = await services.db
    .insert(jurisdictionRestrictedBreeds)
    .values(rows.map((row) => ({ jurisdictionId: input.jurisdictionId, breedId: row.id })))
    .onConflictDoNothing()
    .returning();
  return inserted.length;
}

// ——— the owner's pets ———

/** The caller's pets: active ones first, then the inactive ("No longer with me"), each by name. */
export async function listMyPets(services: AppServices, { actor }: ActorCall): Promise<PetView[]> {
  return petList(services, actor.accountId);
}

/**
 * The caller's pets, as `listMyPets`, at the account's `petsVersion` read with the session check: from the
 * cache when that is the cached version, without another round trip to PostgreSQL (decision 1423;
 * pet.session-load.ts).
 */
export async function listMyPetsAtVersion(
  services: AppServices,
  { actor, input: { petsVersion } }: ActorCall<{ petsVersion: number }>,
): Promise<PetView[]> {
  return petList(services, actor.accountId, petsVersion);
}

export async function getPet(services: AppServices, { actor, input }: ActorCall<{ id: unknown }>): Promise<PetView> {
  return ownerPetView(services, actor, rowIdOf(input.id));
}

/** spec §3 Add-pet payload, exactly; the pet is active. */
export async function addPet(services: AppServices, { actor, input }: ActorCall<unknown>): Promise<PetView> {
  const created = await services.db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const context = await nameContext(services, tx, {
      accountId: actor.accountId,
      jurisdictionId: actor.jurisdictionId,
      exceptPetId: null,
      input,
      editSpelling: false,
    });
    const payload = parseOrThrow(createAddPetPayloadSchema({ ...context, mode: 'add' }), input);
    const breedId = await listBreedId(tx, payload.species, payload);
    const [row] = await tx
      .insert(pets)
      .values({ accountId: actor.accountId, ...petColumns(payload, breedId) })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    return row;
  });
  return ownerPetView(services, actor, created.id);
}

/**
 * spec §3 Edit-pet payload with petId (plus an optional temperament selection, decision 0202). An
 * inactive pet is not edited (PET_INACTIVE); a locked field that changes is refused (PET_LOCKED, with
 * the fields), and nothing is written.
 */
export async function editPet(services: AppServices, { actor, input }: ActorCall<unknown>): Promise<PetView> {
  const petId = rowIdOf((input as { petId?: unknown } | null)?.petId);
  const updated = await services.db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const stored = await ownPet(tx, actor.accountId, petId);
    if (stored.retiredAt) throw new AppError('PET_INACTIVE');
    const context = await nameContext(services, tx, {
      accountId: actor.accountId,
      jurisdictionId: actor.jurisdictionId,
      exceptPetId: petId,
      input,
      editSpelling: true,
    });
    const payload = parseOrThrow(createEditPetPayloadSchema({ ...context, mode: 'edit' }), input);
    if (payload.temperament) {
      const known = new Set((await listTemperamentOptions(withDb(services, tx))).map((option) => option.value));
      if (!payload.temperament.every((value) => known.has(value))) {
        throw validationFailed([{ path: 'temperament', message: 'validation.invalidValue' }]);
      }
    }
    const facts = await ownerPetView(withDb(services, tx), actor, petId);
    const locks = lockedPetChanges(
      {
        ...facts,
        birthday: parseIsoDate(stored.birthday) ?? payload.birthday,
        breed: stored.breedName,
      },
      payload,
    );
    if (locks.fields.length > 0) throw new AppError('PET_LOCKED', { lockedFields: locks.fields });
    const breedId = await listBreedId(tx, payload.species, payload);
    const [row] = await tx
      .update(pets)
      .set({
        ...petColumns({ ...payload, birthday: locks.birthday }, breedId),
        ...(payload.neutered === undefined ? {} : { neutered: payload.neutered }),
        ...(payload.temperament === undefined ? {} : { temperament: payload.temperament }),
        microchip: payload.microchip,
        tattoo: payload.tattoo,
        markings: payload.markings,
        coat: payload.coat,
        biography: payload.biography,
        notes: payload.notes,
        updatedAt: new Date(),
      })
      .where(isOwnPet(actor.accountId, petId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
  return ownerPetView(services, actor, updated.id);
}

/**
 * "No longer with me": the pet becomes inactive and keeps its history (licences included). Retiring a
 * pet that is already inactive changes nothing.
 */
export async function retirePet(services: AppServices, { actor, input }: ActorCall<{ id: unknown }>): Promise<PetView> {
  const id = rowIdOf(input.id);
  await services.db
    .update(pets)
    .set({ retiredAt: services.now(), updatedAt: new Date() })
    .where(and(isOwnPet(actor.accountId, id), isNull(pets.retiredAt)));
  return ownerPetView(services, actor, id);
}
