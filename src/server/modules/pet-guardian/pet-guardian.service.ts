// Use cases of the owner's pet guardians (emergency contacts; the first two feed the wallet card,
// spec §2.17). Every one is scoped to the caller's account: a guardian of another owner is answered
// exactly like a missing id (NOT_FOUND), so ids cannot be probed.
import { and, eq, sql } from 'drizzle-orm';
import { petGuardianLimitIssue, petGuardianSchema } from '../../../domain/pet-guardian/pet-guardian.schemas.js';
import { encodeMessage } from '../../../domain/shared/messages.js';
import type { AppServices } from '../../app-services.js';
import type { DbOrTx } from '../../db/client.js';
import { type PetGuardianRow, petGuardians } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import type { ActorCall } from '../../shared/use-case.js';
import { lockAccount } from '../account/account.functions.js';
import { guardiansOf as listOf } from './pet-guardian.functions.js';
import { parseOrThrow, validationFailed } from '../../shared/validation-error.js';

function ownedBy(accountId: number, id: number) {
  return and(eq(petGuardians.id, id), eq(petGuardians.accountId, accountId));
}

/** Rewrites positions 0..n-1 in the given order (only rows whose position changes). */
async function renumber(tx: DbOrTx, rows: readonly PetGuardianRow[]): Promise<PetGuardianRow[]> {
  const result: PetGuardianRow[] = [];
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) {
      await tx.update(petGuardians).set({ position }).where(eq(petGuardians.id, row.id));
    }
    result.push({ ...row, position });
  }
  return result;
}

/** The caller's guardians, in wallet-card order. */
export function listPetGuardians(services: AppServices, { actor }: ActorCall): Promise<PetGuardianRow[]> {
  return listOf(services.db, actor.accountId);
}

/** Adds a guardian at the end of the list; at most MAX_PET_GUARDIANS per owner. */
export async function addPetGuardian(services: AppServices, { actor, input }: ActorCall<unknown>) {
  const form = parseOrThrow(petGuardianSchema, input);
  return services.db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [stats] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        next: sql<number>`coalesce(max(${petGuardians.position}) + 1, 0)::int`,
      })
      .from(petGuardians)
      .where(eq(petGuardians.accountId, actor.accountId));
    const limit = petGuardianLimitIssue(stats?.count ?? 0);
    if (limit) throw validationFailed([{ path: '', message: encodeMessage(limit) }]);
    const [created] = await tx
      .insert(petGuardians)
      .values({ accountId: actor.accountId, ...form, position: stats?.next ?? 0 })
      .returning();
    if (!created) throw new AppError('INTERNAL');
    return created;
  });
}

export async function updatePetGuardian(
  services: AppServices,
  { actor, input }: ActorCall<{ id: string; guardian: unknown }>,
) {
  const rowId = rowIdOf(input.id);
  const form = parseOrThrow(petGuardianSchema, input.guardian);
  const [updated] = await services.db
    .update(petGuardians)
    .set({ ...form, updatedAt: new Date() })
    .where(ownedBy(actor.accountId, rowId))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

/** Removes a guardian; the others close up, so the first two still feed the wallet card. */
export async function removePetGuardian(services: AppServices, { actor, input }: ActorCall<{ id: string }>) {
  const rowId = rowIdOf(input.id);
  return services.db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const [removed] = await tx
      .delete(petGuardians)
      .where(ownedBy(actor.accountId, rowId))
      .returning({ id: petGuardians.id });
    if (!removed) throw new AppError('NOT_FOUND');
    return renumber(tx, await listOf(tx, actor.accountId));
  });
}

/** Moves a guardian to a 0-based position (clamped to the list), e.g. to pick the wallet card's two. */
export async function movePetGuardian(
  services: AppServices,
  { actor, input }: ActorCall<{ id: string; position: number }>,
) {
  const rowId = rowIdOf(input.id);
  return services.db.transaction(async (tx) => {
    await lockAccount(tx, actor.accountId);
    const rows = await listOf(tx, actor.accountId);
    const moving = rows.find((row) => row.id === rowId);
    if (!moving) throw new AppError('NOT_FOUND');
    const others = rows.filter((row) => row.id !== rowId);
    const target = Math.min(Math.max(0, Math.trunc(input.position)), others.length);
    return renumber(tx, [...others.slice(0, target), moving, ...others.slice(target)]);
  });
}
