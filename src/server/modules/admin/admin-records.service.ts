// issue 17 (decision 0701): an owner's and a pet's record as staff see them, and the changes staff
// make from them. Every read and write starts from an owner who lives in a jurisdiction the
// administrator administers (else NOT_FOUND, as if there were none); every change is audited in its
// own transaction.
import {
  counterSaleSchema,
  type OwnerCorrection,
  ownerCorrectionSchema,
  revokeLicenseSchema,
} from '../../../domain/admin/staff.rules.js';
import { licenseLineOf } from '../../../domain/license/license-line.js';
import { currencyOfCountry } from '../../../domain/locale/locales.js';
import { type AppServices, withDb } from '../../app-services.js';
import { importedRecordOfAccount } from '../access-code/access-code.functions.js';
import { addressesOf, correctAccountDetails, fullName, jurisdictionMovesOf } from '../account/account.functions.js';
import { type EmailDelivery, emailDelivery, emailsSentTo } from '../email/email.functions.js';
import { guardiansOf } from '../pet-guardian/pet-guardian.functions.js';
import { petsByIds, petsOfAccount } from '../pet/pet.functions.js';
import { recentOrdersOf } from '../store/order.functions.js';
import {
  type AccountRow,
  type AddressRow,
  type AuditLogRow,
  counterPayments,
  type PetGuardianRow,
  type PetRow,
} from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { rowIdOf } from '../../shared/row-id.js';
import { type Actor, type ActorCall, actorOf, requireStaff } from '../../shared/use-case.js';
import { parseOrThrow } from '../../shared/validation-error.js';
import { administeredOwner } from './admin-access.js';
import { licenseById, revokeLicenseInTransaction } from '../license/license.functions.js';
import { issueLicenses } from '../license/license.functions.js';
import { quoteLicense } from '../license/license.service.js';
import { auditEntriesOf } from './audit.functions.js';
import { recordAudit } from './audit.service.js';
import { type StaffLicense, type StaffProof, staffProofsOf, staffStandingsOf } from './staff-standing.js';

export type StaffOwnerRecord = {
  account: AccountRow;
  jurisdictionName: string;
  address: AddressRow | null;
  mailingAddress: AddressRow | null;
  guardians: PetGuardianRow[];
  /** each pet with its most recent rabies proof (not removed), for the licence-and-proof state */
  pets: StaffPetSummary[];
  licenses: StaffLicense[];
  orders: Array<{ number: number; placedAt: Date; totalCents: number; currency: string; status: string }>;
  moves: Array<{ fromName: string | null; toName: string; movedAt: Date; movedBy: string }>;
  /** `delivery`: kept locally, queued, sent or failed, as the dev mailbox says it (D12) */
  emails: Array<{
    id: number;
    template: string;
    subject: string;
    status: string;
    delivery: EmailDelivery;
    createdAt: Date;
  }>;
  audit: AuditLogRow[];
  /** the imported record the owner signed up with an access code (decision 0103); null when they signed up themselves */
  importedRecord: { id: number; externalRef: string | null; importedAt: Date } | null;
};

/** `rabiesProofRequired`: the owner's jurisdiction asks a rabies proof of the pet today (false: "Not required") */
export type StaffPetSummary = PetRow & { rabiesProof: StaffProof | null; rabiesProofRequired: boolean };

export type StaffPetRecord = {
  pet: PetRow;
  owner: { id: number; name: string; jurisdictionName: string };
  licenses: StaffLicense[];
  /** every proof, newest first, removed ones included */
  proofs: StaffProof[];
  /** the most recent proof not removed: the one the licence-and-proof state reads (decision 0505) */
  rabiesProof: StaffProof | null;
  /** the owner's jurisdiction asks a rabies proof of the pet today (false: "Not required", decision 0505) */
  rabiesProofRequired: boolean;
  audit: AuditLogRow[];
};

async function jurisdictionNameOf(services: AppServices, id: number | null): Promise<string> {
  return id === null ? '' : ((await services.jurisdictions.byId(id))?.name ?? '');
}

/** The owner's record: details, addresses, guardians, pets, licences, orders, moves, e-mails sent, audit. */
export async function staffOwnerRecord(
  services: AppServices,
  { actor, input }: ActorCall<{ accountId: unknown }>,
): Promise<StaffOwnerRecord> {
  const account = await administeredOwner(services, actor, rowIdOf(input.accountId));
  const db = services.db;
  const [addressRows, guardians, petRows, orderRows, moveRows, emails, audit, imported] = await Promise.all([
    addressesOf(db, account.id),
    guardiansOf(db, account.id),
    petsOfAccount(db, account.id),
    recentOrdersOf(db, account.id, 100),
    jurisdictionMovesOf(db, account.id),
    // the outbox keeps every message the portal sent, by address (decision 0101)
    emailsSentTo(db, account.email),
    auditEntriesOf(db, { ownerAccountId: account.id }),
    importedRecordOfAccount(db, account.id),
  ]);
  const standings = await staffStandingsOf(
    services,
    petRows.map((pet) => ({ ...pet, jurisdictionId: account.jurisdictionId })),
  );
  const moves = await Promise.all(
    moveRows.map(async (move) => ({
      fromName: move.fromId === null ? null : await jurisdictionNameOf(services, move.fromId),
      toName: await jurisdictionNameOf(services, move.toId),
      movedAt: move.movedAt,
      movedBy: move.movedBy,
    })),
  );
  return {
    account,
    jurisdictionName: await jurisdictionNameOf(services, account.jurisdictionId),
    address: addressRows.find((row) => row.kind === 'PHYSICAL') ?? null,
    mailingAddress: addressRows.find((row) => row.kind === 'MAILING') ?? null,
    guardians,
    pets: petRows.map((pet) => ({
      ...pet,
      rabiesProof: standings.proofs.get(pet.id) ?? null,
      rabiesProofRequired: standings.proofRequired.get(pet.id) ?? true,
    })),
    licenses: standings.licenses,
    orders: orderRows,
    moves,
    emails: emails.map(({ deliveredBy, ...email }) => ({
      ...email,
      delivery: emailDelivery({ ...email, deliveredBy }),
    })),
    audit,
    importedRecord: imported,
  };
}

/** A pet of an owner the administrator administers; NOT_FOUND otherwise. */
async function administeredPet(services: AppServices, actor: Actor, petId: number) {
  requireStaff(actor);
  const [pet] = await petsByIds(services.db, [petId]);
  if (!pet) throw new AppError('NOT_FOUND');
  const owner = await administeredOwner(services, actor, pet.accountId);
  return { pet, owner };
}

/** The pet's record: its details, licences, rabies proofs and audit entries. */
export async function staffPetRecord(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown }>,
): Promise<StaffPetRecord> {
  const { pet, owner } = await administeredPet(services, actor, rowIdOf(input.petId));
  const [standings, proofs, audit] = await Promise.all([
    staffStandingsOf(services, [{ ...pet, jurisdictionId: owner.jurisdictionId }]),
    staffProofsOf(services, pet.id),
    auditEntriesOf(services.db, { petId: pet.id }),
  ]);
  return {
    pet,
    owner: {
      id: owner.id,
      name: fullName(owner),
      jurisdictionName: await jurisdictionNameOf(services, owner.jurisdictionId),
    },
    licenses: standings.licenses,
    proofs,
    rabiesProof: standings.proofs.get(pet.id) ?? null,
    rabiesProofRequired: standings.proofRequired.get(pet.id) ?? true,
    audit,
  };
}

const correctionOf = (account: Pick<AccountRow, 'firstName' | 'lastName' | 'phones'>): OwnerCorrection => ({
  firstName: account.firstName,
  lastName: account.lastName,
  phones: account.phones,
});

/** Corrects an owner's names and phones with the owner's own form rules; audited with before and after. */
export async function correctOwnerDetails(
  services: AppServices,
  { actor, input }: ActorCall<{ accountId: unknown; details: unknown }>,
): Promise<StaffOwnerRecord> {
  const account = await administeredOwner(services, actor, rowIdOf(input.accountId));
  const details = parseOrThrow(ownerCorrectionSchema, input.details);
  const before = correctionOf(account);
  if (JSON.stringify(before) !== JSON.stringify(details))
    await services.db.transaction(async (tx) => {
      await correctAccountDetails(tx, account.id, correctionOf(details));
      await recordAudit(withDb(services, tx), {
        actor,
        input: {
          action: 'OWNER_DETAILS_CORRECTED',
          objectType: 'ACCOUNT',
          objectId: account.id,
          ownerAccountId: account.id,
          jurisdictionId: account.jurisdictionId,
          before,
          after: details,
        },
      });
    });
  return staffOwnerRecord(services, { actor, input: { accountId: account.id } });
}

/** Revokes a licence with a reason: it stops counting at once; audited. LICENSE_ALREADY_REVOKED twice. */
export async function revokeLicense(
  services: AppServices,
  { actor, input }: ActorCall<{ licenseId: unknown; reason: unknown }>,
): Promise<StaffPetRecord> {
  requireStaff(actor);
  const license = await licenseById(services.db, rowIdOf(input.licenseId));
  if (!license) throw new AppError('NOT_FOUND');
  const { pet, owner } = await administeredPet(services, actor, license.petId);
  const { reason } = parseOrThrow(revokeLicenseSchema, { reason: input.reason });
  const text = (reason ?? '').trim();
  await services.db.transaction(async (tx) => {
    const before = await revokeLicenseInTransaction(tx, { licenseId: license.id, reason: text });
    await recordAudit(withDb(services, tx), {
      actor,
      input: {
        action: 'LICENSE_REVOKED',
        objectType: 'LICENSE',
        objectId: license.number,
        ownerAccountId: owner.id,
        petId: pet.id,
        jurisdictionId: license.jurisdictionId,
        before: { status: before },
        after: { status: 'REVOKED', reason: text },
      },
    });
  });
  return staffPetRecord(services, { actor, input: { petId: pet.id } });
}

/**
 * A licence sold at the counter (issue 17): quoted and issued by the licence module for the owner, as
 * if they bought it (same fees, terms, age and household rules), with no order; the payment (cash, or
 * a cheque and its number) and the clerk are recorded beside it, and the sale is audited.
 */
export async function issueCounterLicense(
  services: AppServices,
  { actor, input }: ActorCall<{ petId: unknown; sale: unknown }>,
): Promise<StaffPetRecord> {
  const { pet, owner } = await administeredPet(services, actor, rowIdOf(input.petId));
  const sale = parseOrThrow(counterSaleSchema, input.sale);
  const ownerActor = actorOf(owner, '');
  const quote = await quoteLicense(services, {
    actor: ownerActor,
    input: { petId: pet.id, termYears: sale.termYears },
  });
  const city = owner.jurisdictionId === null ? undefined : await services.jurisdictions.byId(owner.jurisdictionId);
  if (!city) throw new AppError('LICENSE_NOT_OFFERED');
  const currency = currencyOfCountry(city.country);
  await services.db.transaction(async (tx) => {
    const inTx = withDb(services, tx);
    const issued = await issueLicenses(inTx, ownerActor, {
      orderId: null,
      currency,
      lines: [{ id: 'counter', petId: pet.id, license: licenseLineOf(quote) }],
    });
    const license = issued.get('counter');
    if (!license) throw new AppError('INTERNAL');
    await tx.insert(counterPayments).values({
      licenseId: license.id,
      method: sale.method,
      reference: sale.reference,
      amountCents: quote.breakdown.totalCents,
      currency,
      receivedByAccountId: actor.accountId,
    });
    await recordAudit(inTx, {
      actor,
      input: {
        action: 'LICENSE_ISSUED_AT_COUNTER',
        objectType: 'LICENSE',
        objectId: license.number,
        ownerAccountId: owner.id,
        petId: pet.id,
        jurisdictionId: license.jurisdictionId,
        before: null,
        after: {
          number: license.number,
          term: `${license.termStart} – ${license.termEnd}`,
          payment: sale.reference ? `${sale.method} ${sale.reference}` : sale.method,
          // cents and currency, as the audit log writes money in the reader's locale (« 12,50 $ », issue 39)
          amount: `${quote.breakdown.totalCents} ${currency}`,
        },
      },
    });
  });
  return staffPetRecord(services, { actor, input: { petId: pet.id } });
}
