// What other modules call on a pet's rabies proofs inside their own transaction (issue 40: the rabies
// module owns `rabies_proofs`). The vaccination on file, as licensing needs it: the expiry of the most
// recent proof (it limits the licence's term) and of the most recent proof staff approved (it makes a
// licence ACTIVE). Removed proofs do not count; a rejected one does not limit the term either.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseIsoDate, toIsoDate, type Ymd } from '../../../domain/dates/calendar.js';
import type { DbOrTx } from '../../db/client.js';
import { rabiesProofs } from '../../db/schema/index.js';
import { livesIn } from '../account/account.functions.js';
import { isActivePet } from '../pet/pet.functions.js';
import { RABIES_PROOF_SUMMARY } from './rabies-proof-view.js';

// how a pet view shows its latest proof (pet.service reads it with the pet, decision 0220)
export { RABIES_PROOF_SUMMARY, type RabiesProofView, rabiesProofView } from './rabies-proof-view.js';

async function latestExpiry(db: DbOrTx, petId: number, statuses: Array<'PENDING' | 'APPROVED'>): Promise<Ymd | null> {
  const [row] = await db
    .select({ expirationDate: rabiesProofs.expirationDate })
    .from(rabiesProofs)
    .where(and(eq(rabiesProofs.petId, petId), isNull(rabiesProofs.removedAt), inArray(rabiesProofs.status, statuses)))
    .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id))
    .limit(1);
  return parseIsoDate(row?.expirationDate ?? null);
}

/** The expiry of the pet's most recent rabies proof that was not removed nor rejected. */
export function latestRabiesExpiry(db: DbOrTx, petId: number): Promise<Ymd | null> {
  return latestExpiry(db, petId, ['PENDING', 'APPROVED']);
}

/** The expiry of the pet's most recent approved rabies proof. */
export function approvedRabiesExpiry(db: DbOrTx, petId: number): Promise<Ymd | null> {
  return latestExpiry(db, petId, ['APPROVED']);
}

/** The pet's most recent approved rabies proof: its expiry and when staff approved it (the certificate's). */
export async function verifiedRabiesProof(
  db: DbOrTx,
  petId: number,
): Promise<{ expirationDate: string; decidedAt: Date | null } | null> {
  const [row] = await db
    .select({ expirationDate: rabiesProofs.expirationDate, decidedAt: rabiesProofs.decidedAt })
    .from(rabiesProofs)
    .where(and(eq(rabiesProofs.petId, petId), isNull(rabiesProofs.removedAt), eq(rabiesProofs.status, 'APPROVED')))
    .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id))
    .limit(1);
  return row ?? null;
}

/**
 * What the rabies reminder is due for (decision 0502): the vaccination on file of each active pet whose
 * owner lives in the jurisdiction — its most recent proof not removed nor rejected — when it expires
 * between `from` and `to` (inclusive), with an id after `afterId`, in id order, at most `limit`. `unsent`
 * is the reminder's own condition on a proof's id and its event key (its expiry as `YYYY-MM-DD`).
 */
export async function rabiesProofsExpiringBetween(
  db: DbOrTx,
  find: {
    ownerJurisdictionId: number;
    from: Ymd;
    to: Ymd;
    afterId: number;
    limit: number;
    unsent: (proof: { id: AnyPgColumn | SQL; eventKey: SQL }) => SQL;
  },
): Promise<Array<{ id: number; petId: number; expirationDate: string }>> {
  const eventKey = sql`to_char(proof.expiration_date, 'YYYY-MM-DD')`;
  const activePet = isActivePet(sql.raw('proof.pet_id'), (accountId) => livesIn(accountId, find.ownerJurisdictionId));
  const rows = await db.execute<{ id: number; pet_id: number; expiration_date: string }>(sql`
    select proof.id, proof.pet_id, to_char(proof.expiration_date, 'YYYY-MM-DD') as expiration_date
    from rabies_proofs proof
    where ${activePet}
      and proof.removed_at is null and proof.status <> 'REJECTED'
      and proof.expiration_date between ${toIsoDate(find.from)}::date and ${toIsoDate(find.to)}::date
      and proof.id > ${find.afterId}
      and not exists (select 1 from rabies_proofs newer where newer.pet_id = proof.pet_id and newer.removed_at is null
        and newer.status <> 'REJECTED' and (newer.created_at, newer.id) > (proof.created_at, proof.id))
      and ${find.unsent({ id: sql.raw('proof.id'), eventKey })}
    order by proof.id
    limit ${find.limit}`);
  return rows.rows.map((row) => ({ id: row.id, petId: row.pet_id, expirationDate: row.expiration_date }));
}

// ——— a pet's proofs as the staff console shows them (decision 0505) ———

/** What a staff screen shows of a proof, with its pet. */
const STAFF_PROOF_COLUMNS = {
  id: rabiesProofs.id,
  petId: rabiesProofs.petId,
  status: rabiesProofs.status,
  expirationDate: rabiesProofs.expirationDate,
  uploadedAt: rabiesProofs.createdAt,
  decidedAt: rabiesProofs.decidedAt,
  rejectionReason: rabiesProofs.rejectionReason,
  removedAt: rabiesProofs.removedAt,
};

/** Every rabies proof of a pet, newest first, removed ones included (the staff record's history). */
export async function rabiesProofHistoryOf(db: DbOrTx, petId: number) {
  const rows = await db
    .select(STAFF_PROOF_COLUMNS)
    .from(rabiesProofs)
    .where(eq(rabiesProofs.petId, petId))
    .orderBy(desc(rabiesProofs.createdAt), desc(rabiesProofs.id));
  return rows.map(({ petId: _pet, ...proof }) => proof);
}

/** Each pet's most recent rabies proof that its owner has not removed (rejected ones too), by pet id. */
export async function latestRabiesProofsOf(db: DbOrTx, petIds: readonly number[]) {
  if (petIds.length === 0) return new Map<number, Awaited<ReturnType<typeof rabiesProofHistoryOf>>[number]>();
  const rows = await db
    .selectDistinctOn([rabiesProofs.petId], STAFF_PROOF_COLUMNS)
    .from(rabiesProofs)
    .where(and(inArray(rabiesProofs.petId, [...petIds]), isNull(rabiesProofs.removedAt)))
    .orderBy(rabiesProofs.petId, desc(rabiesProofs.createdAt), desc(rabiesProofs.id));
  return new Map(rows.map(({ petId, ...proof }) => [petId, proof]));
}

/**
 * The staff queue of the jurisdictions `jurisdictionIds` (the monthly report): how many proofs wait for a
 * decision (PENDING, not removed), and how many whole days the oldest has waited and the average, by
 * jurisdiction; a jurisdiction with none waiting is not in the map.
 */
export async function pendingProofQueueOf(
  db: DbOrTx,
  jurisdictionIds: readonly number[],
): Promise<Map<number, { waiting: number; oldestDays: number | null; averageDays: number | null }>> {
  if (jurisdictionIds.length === 0) return new Map();
  const rows = await db.execute<{
    jurisdiction_id: number;
    waiting: number;
    oldest_days: number | null;
    average_days: number | null;
  }>(sql`
    select r.jurisdiction_id, count(r.id)::int as waiting,
      floor(extract(epoch from max(now() - r.created_at)) / 86400)::int as oldest_days,
      round(avg(extract(epoch from now() - r.created_at)) / 86400)::int as average_days
    from rabies_proofs r
    where r.status = 'PENDING' and r.removed_at is null
      and r.jurisdiction_id in (${sql.join(
        jurisdictionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by r.jurisdiction_id
  `);
  return new Map(
    rows.rows.map((row) => [
      row.jurisdiction_id,
      { waiting: row.waiting, oldestDays: row.oldest_days, averageDays: row.average_days },
    ]),
  );
}

/** The summary columns of a proof (RABIES_PROOF_SUMMARY, never the bytes), as a relational query selects them. */
const RABIES_PROOF_SUMMARY_COLUMNS = Object.fromEntries(
  Object.keys(RABIES_PROOF_SUMMARY).map((key) => [key, true]),
) as { [key in keyof typeof RABIES_PROOF_SUMMARY]: true };

/**
 * A pet's most recent proof not removed, summarised, in a relational query over pets (the `with:` config
 * of its `rabiesProofs` relation: a list of at most one), as a pet view shows it (decision 0220).
 */
export const latestProofRelation = {
  columns: RABIES_PROOF_SUMMARY_COLUMNS,
  where: (proof: typeof rabiesProofs._.columns) => isNull(proof.removedAt),
  orderBy: (proof: typeof rabiesProofs._.columns) => [desc(proof.createdAt), desc(proof.id)],
  limit: 1,
};
